// The admins' side of disputes: the queue of open and under-review ones (a creator's past the
// promised business days is overdue), taking one up, and the decision with the reason the opener
// reads in the app and as a notification (DISPUTE_DECIDED, dispute-events.ts).
import { and, count, eq, inArray, isNotNull } from "drizzle-orm";
import {
  type AdminDispute,
  DISPUTE_ANSWER_BUSINESS_DAYS,
  DISPUTE_MESSAGES,
  DISPUTE_QUEUE_MAX,
  type DisputeQueueResponse,
} from "../../../shared/contracts/disputes";
import { disputes } from "../../db/schema/disputes";
import { ConflictError, NotFoundError } from "../../lib/errors";
import { lockExisting } from "../../lib/lock-row";
import { isOverdue } from "./business-days";
import { DISPUTE_DECIDED } from "./dispute-events";
import { ACTIVE, adminDispute, type DisputeDeps, toAdmin } from "./dispute-views";

/** Open and under-review disputes, oldest first; a creator's past the promised days is overdue. */
export async function disputeQueue(deps: DisputeDeps): Promise<DisputeQueueResponse> {
  const { db } = deps;
  const at = deps.now();
  const active = inArray(disputes.status, [...ACTIVE]);
  const [items, [counted], creatorDates] = await Promise.all([
    toAdmin(db, active, DISPUTE_QUEUE_MAX, at),
    db.select({ n: count() }).from(disputes).where(active),
    db
      .select({ createdAt: disputes.createdAt })
      .from(disputes)
      .where(and(active, isNotNull(disputes.byCreator))),
  ]);
  return {
    items,
    total: counted?.n ?? 0,
    overdue: creatorDates.filter((row) => isOverdue(row.createdAt, at, DISPUTE_ANSWER_BUSINESS_DAYS)).length,
  };
}

/** An open dispute taken up by an admin (409 when it is not open). */
export async function startDisputeReview(deps: DisputeDeps, id: number): Promise<AdminDispute> {
  const { db } = deps;
  const [started] = await db
    .update(disputes)
    .set({ status: "under_review", updatedAt: deps.now() })
    .where(and(eq(disputes.id, id), eq(disputes.status, "open")))
    .returning({ id: disputes.id });
  if (!started) {
    const [row] = await db.select({ id: disputes.id }).from(disputes).where(eq(disputes.id, id));
    throw row ? new ConflictError(DISPUTE_MESSAGES.notOpen) : new NotFoundError(DISPUTE_MESSAGES.notFound);
  }
  return adminDispute(deps, id);
}

/** Upheld or rejected with the reason the opener reads (DISPUTE_DECIDED); decided once (409 after). */
export async function decideDispute(
  deps: DisputeDeps,
  adminId: string,
  id: number,
  decision: { outcome: "upheld" | "rejected"; reason: string },
): Promise<AdminDispute> {
  const at = deps.now();
  await deps.events.transaction(deps.db, async (tx, emit) => {
    const row = await lockExisting(tx, disputes, id, DISPUTE_MESSAGES.notFound, {
      status: disputes.status,
      openedBy: disputes.openedBy,
    });
    if (row.status === "upheld" || row.status === "rejected")
      throw new ConflictError(DISPUTE_MESSAGES.alreadyDecided);
    if (row.status !== "under_review") throw new ConflictError(DISPUTE_MESSAGES.notUnderReview);
    await tx
      .update(disputes)
      .set({
        status: decision.outcome,
        decisionReason: decision.reason,
        decidedBy: adminId,
        decidedAt: at,
        updatedAt: at,
      })
      .where(eq(disputes.id, id));
    await emit(DISPUTE_DECIDED, {
      disputeId: id,
      openedBy: row.openedBy,
      adminId,
      outcome: decision.outcome,
      reason: decision.reason,
      at,
    });
  });
  return adminDispute(deps, id);
}
