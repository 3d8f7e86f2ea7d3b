// The review queue of names a feed reader was unsure of: an admin accepts a name into its record
// (kept through re-imports; audited by NAME_REVIEW_DECIDED's handler, record-events.ts) or rejects it.
import { asc, count, eq } from "drizzle-orm";
import {
  type DecideNameReviewBody,
  type NameReview,
  PUBLIC_RECORD_MESSAGES,
} from "../../../shared/contracts/public-records";
import { publicRecordNameReviews, publicRecordNames, publicRecords } from "../../db/schema/public-records";
import { ConflictError } from "../../lib/errors";
import { lockExisting } from "../../lib/lock-row";
import { eventsOf, nowOf, type PublicRecordServiceDeps } from "./public-record-deps";
import { writeNames } from "./public-records.store";
import { NAME_REVIEW_DECIDED } from "./record-events";

/** The names a feed reader was unsure of, oldest first, each with its record. */
export async function nameReviews(
  deps: PublicRecordServiceDeps,
): Promise<{ items: NameReview[]; total: number }> {
  const { db } = deps;
  const rows = await db
    .select({
      review: publicRecordNameReviews,
      title: publicRecords.title,
      url: publicRecords.url,
      authority: publicRecords.authority,
    })
    .from(publicRecordNameReviews)
    .innerJoin(publicRecords, eq(publicRecords.id, publicRecordNameReviews.recordId))
    .where(eq(publicRecordNameReviews.status, "pending"))
    .orderBy(asc(publicRecordNameReviews.createdAt), asc(publicRecordNameReviews.id))
    .limit(200);
  const [total] = await db
    .select({ n: count() })
    .from(publicRecordNameReviews)
    .where(eq(publicRecordNameReviews.status, "pending"));
  return {
    items: rows.map(({ review, title, url, authority }) => ({
      id: review.id,
      recordId: review.recordId,
      recordTitle: title,
      recordUrl: url,
      authority,
      name: review.name,
      kind: review.kind,
      context: review.context,
      reason: review.reason,
      createdAt: review.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}

/** Accepts a name into its record (audited; kept through re-imports) or rejects it. */
export async function decideNameReview(
  deps: PublicRecordServiceDeps,
  adminId: string,
  id: number,
  body: DecideNameReviewBody,
) {
  const at = nowOf(deps);
  return eventsOf(deps).transaction(deps.db, async (tx, emit) => {
    const review = await lockExisting(
      tx,
      publicRecordNameReviews,
      id,
      PUBLIC_RECORD_MESSAGES.reviewNotFound,
      {
        status: publicRecordNameReviews.status,
        recordId: publicRecordNameReviews.recordId,
        name: publicRecordNameReviews.name,
        kind: publicRecordNameReviews.kind,
      },
    );
    if (review.status !== "pending") throw new ConflictError(PUBLIC_RECORD_MESSAGES.alreadyDecided);
    const status = body.decision === "accept" ? "accepted" : "rejected";
    const name = body.name ?? review.name;
    const kind = body.kind ?? review.kind;
    await tx
      .update(publicRecordNameReviews)
      .set({ status, name, kind, decidedBy: adminId, decidedAt: at })
      .where(eq(publicRecordNameReviews.id, id));
    if (status === "accepted") {
      await writeNames(tx, review.recordId, [{ name, kind, role: null, aliases: [], domains: [] }]);
      await tx.update(publicRecords).set({ updatedAt: at }).where(eq(publicRecords.id, review.recordId));
    }
    await emit(NAME_REVIEW_DECIDED, {
      reviewId: id,
      recordId: review.recordId,
      adminId,
      status,
      name,
      kind,
      readAs: review.name,
      at,
    });
    return { id, status } as const;
  });
}

/** Names in a record (for tests and the admin screen). */
export async function namesOf(deps: PublicRecordServiceDeps, recordId: number) {
  return deps.db.select().from(publicRecordNames).where(eq(publicRecordNames.recordId, recordId));
}
