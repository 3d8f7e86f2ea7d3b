// The leaderboard's points, written only here: other modules award and take back a member's points
// through these two functions, inside their own transaction, and never touch
// leaderboard_contributions themselves. The points per reason are CONTRIBUTION_POINTS
// (src/shared/domain/community.ts). A reason is awarded at most once per member and target (the
// table's unique key): a repeated award changes nothing.
import { and, eq } from "drizzle-orm";
import { CONTRIBUTION_POINTS, type ContributionType } from "../../../shared/domain/community";
import type { Executor } from "../../db/client";
import { leaderboardContributions } from "../../db/schema/leaderboard";
import type { EventHandler } from "../../lib/domain-events";
import type { ReportStatusChanged } from "../community-reports/report-events";
import type { ReviewModerated } from "../reviews/review-events";

/**
 * Gives `userId` the points of `reason` for `targetId` (a review id, a report id, the quiz id).
 * Returns false when that award was already on record.
 */
export async function awardPoints(
  db: Executor,
  userId: string,
  reason: ContributionType,
  targetId: string | number,
  at?: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(leaderboardContributions)
    .values({
      userId,
      contributionType: reason,
      targetId: String(targetId),
      points: CONTRIBUTION_POINTS[reason],
      ...(at === undefined ? {} : { createdAt: at }),
    })
    .onConflictDoNothing()
    .returning({ id: leaderboardContributions.id });
  return inserted.length > 0;
}

/**
 * Takes back the points of `reason` for `targetId`: from `userId`, or from whoever holds them when
 * no member is named (an approved review's author). Returns how many awards were removed.
 */
export async function revokePoints(
  db: Executor,
  reason: ContributionType,
  targetId: string | number,
  userId?: string,
): Promise<number> {
  const removed = await db
    .delete(leaderboardContributions)
    .where(
      and(
        eq(leaderboardContributions.contributionType, reason),
        eq(leaderboardContributions.targetId, String(targetId)),
        userId === undefined ? undefined : eq(leaderboardContributions.userId, userId),
      ),
    )
    .returning({ id: leaderboardContributions.id });
  return removed.length;
}

/** REVIEW_MODERATED's points: 10 to the author while the review stands approved, taken back when it is taken down. */
export const pointsForModeratedReview: EventHandler<ReviewModerated> = async (event, { tx }) => {
  // The unique (member, type, target) index makes a re-approval a no-op.
  if (event.to === "approved")
    await awardPoints(tx, event.authorId, "review_approved", event.reviewId, event.at);
  else await revokePoints(tx, "review_approved", event.reviewId);
};

/** REPORT_STATUS_CHANGED's points: 'scam confirmed' to the reporter while the report stands verified. */
export const pointsForReportStatus: EventHandler<ReportStatusChanged> = async (event, { tx }) => {
  if (event.reportedBy === null) return;
  if (event.to === "verified") await awardPoints(tx, event.reportedBy, "scam_confirmed", event.reportId);
  else await revokePoints(tx, "scam_confirmed", event.reportId, event.reportedBy);
};
