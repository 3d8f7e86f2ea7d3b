// A member's side of disputes: opening one about a review, a community report, a public record link,
// a course's trust score or one of its findings; the member's own list; and the disputes a course's
// page shows about its score and findings.
import { and, eq, inArray, isNull } from "drizzle-orm";
import {
  type CourseDisputeState,
  type CourseDisputesResponse,
  DISPUTE_MESSAGES,
  DISPUTE_QUEUE_MAX,
  DISPUTES_PER_DAY,
  type MyDispute,
} from "../../../shared/contracts/disputes";
import { courses } from "../../db/schema/courses";
import { creators } from "../../db/schema/creators";
import { disputes } from "../../db/schema/disputes";
import { holdDailyLimit } from "../../lib/daily-limit";
import { ConflictError } from "../../lib/errors";
import { findExisting } from "../../lib/lock-row";
import { newestRows } from "../../lib/newest-rows";
import { findingLabel, type NewDispute, resolveTarget } from "./dispute-targets";
import { ACTIVE, type DisputeDeps, latestShown, toMine } from "./dispute-views";

/**
 * A member's dispute about an item, marked as the creator's when the member speaks for the creator it
 * concerns: at most DISPUTES_PER_DAY a day (429), one still open per item and member (409).
 */
export async function openDispute(deps: DisputeDeps, userId: string, body: NewDispute): Promise<MyDispute> {
  const { db } = deps;
  const at = deps.now();
  const key = body.targetType === "finding" ? (body.findingKey ?? null) : null;
  const row = await db.transaction(async (tx) => {
    // One opening at a time per member, so two quick ones cannot both pass the checks below.
    await holdDailyLimit(
      tx,
      { key: `dispute:${userId}`, max: DISPUTES_PER_DAY, message: DISPUTE_MESSAGES.rateLimited },
      { table: disputes, createdAt: disputes.createdAt, mine: eq(disputes.openedBy, userId) },
      at,
    );
    const target = await resolveTarget(tx, body);
    const [already] = await tx
      .select({ id: disputes.id })
      .from(disputes)
      .where(
        and(
          eq(disputes.openedBy, userId),
          eq(disputes.targetType, body.targetType),
          eq(disputes.targetId, body.targetId),
          key === null ? isNull(disputes.findingKey) : eq(disputes.findingKey, key),
          inArray(disputes.status, [...ACTIVE]),
        ),
      );
    if (already) throw new ConflictError(DISPUTE_MESSAGES.alreadyOpen);
    const [speaksFor] =
      target.creatorId === null
        ? []
        : await tx
            .select({ id: creators.id })
            .from(creators)
            .where(and(eq(creators.id, target.creatorId), eq(creators.claimedBy, userId)));
    const [inserted] = await tx
      .insert(disputes)
      .values({
        openedBy: userId,
        byCreator: speaksFor?.id ?? null,
        targetType: body.targetType,
        targetId: body.targetId,
        findingKey: key,
        courseId: target.courseId,
        reason: body.reason,
        evidenceUrl: body.evidenceUrl ?? null,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    return inserted!;
  });
  const [dispute] = await toMine(db, [row]);
  return dispute!;
}

/** The member's own disputes, newest first. */
export async function myDisputes(deps: DisputeDeps, userId: string): Promise<MyDispute[]> {
  const rows = await newestRows(
    deps.db,
    disputes,
    disputes.createdAt,
    DISPUTE_QUEUE_MAX,
    eq(disputes.openedBy, userId),
  );
  return toMine(deps.db, rows);
}

/** The disputes about a course's score and findings that its page shows, newest first. */
export async function courseDisputes(deps: DisputeDeps, courseId: number): Promise<CourseDisputesResponse> {
  const { db } = deps;
  await findExisting(db, courses, courseId, DISPUTE_MESSAGES.courseNotFound, { id: courses.id });
  const rows = await latestShown(
    db,
    and(eq(disputes.targetId, courseId), inArray(disputes.targetType, ["score", "finding"])),
    [disputes.targetType, disputes.findingKey],
  );
  const items: CourseDisputeState[] = rows.map((row) => ({
    ...row.state,
    targetType: row.targetType === "score" ? "score" : "finding",
    findingKey: row.findingKey,
    label: row.targetType === "score" ? "The trust score" : findingLabel(row.findingKey),
  }));
  items.sort((a, b) => b.openedAt.localeCompare(a.openedAt));
  return { items };
}
