// A member's side of community reports: filing one (one filing at a time per member, so two quick
// ones cannot both pass the daily limit) and a changeable vote on someone else's, each vote with its
// leaderboard point.
import { and, eq, sql } from "drizzle-orm";
import {
  type CommunityReport,
  REPORT_MESSAGES,
  REPORTS_PER_DAY,
  type VoteResponse,
} from "../../../shared/contracts/community-reports";
import { communityReports, communityReportVotes } from "../../db/schema/community-reports";
import { creators } from "../../db/schema/creators";
import { holdDailyLimit } from "../../lib/daily-limit";
import { ForbiddenError } from "../../lib/errors";
import { findExisting } from "../../lib/lock-row";
import { EVIDENCE_CHANGED } from "../courses/catalogue-changed";
import { awardPoints, revokePoints } from "../leaderboard/points";
import { type CommunityReportDeps, oneReport, type Vote } from "./report-reads";

export interface NewReport {
  creatorName: string;
  platform: string;
  scamType: string;
  description: string;
  evidence: string | null;
}

/**
 * A member's report, matched to a catalogue creator by exact name (any case), at most REPORTS_PER_DAY a
 * day (429); an open report about a listed creator rescores their courses (EVIDENCE_CHANGED, the
 * catalogue caches cleared after the commit).
 */
export async function fileReport(
  deps: CommunityReportDeps,
  userId: string,
  body: NewReport,
  now: Date = new Date(),
): Promise<{ report: CommunityReport }> {
  return deps.events.transaction(deps.db, async (tx, emit) => {
    // One filing at a time per member (a transaction-scoped lock), so two quick submissions
    // cannot both pass the daily limit.
    await holdDailyLimit(
      tx,
      { key: `community-report:${userId}`, max: REPORTS_PER_DAY, message: REPORT_MESSAGES.rateLimited },
      {
        table: communityReports,
        createdAt: communityReports.createdAt,
        mine: eq(communityReports.reportedBy, userId),
      },
      now,
    );
    const [creator] = await tx
      .select({ id: creators.id })
      .from(creators)
      // A member's submission makes an unreviewed stand-in creator; a report never attaches to one.
      .where(
        sql`lower(${creators.name}) = lower(${body.creatorName}) and ${creators.editorialStatus} <> 'unreviewed'`,
      )
      .orderBy(sql`${creators.editorialStatus} = 'archived'`, creators.id)
      .limit(1);
    const creatorId = creator?.id ?? null;
    const [row] = await tx
      .insert(communityReports)
      .values({
        creatorId,
        creatorName: body.creatorName,
        platform: body.platform,
        scamType: body.scamType,
        description: body.description,
        evidence: body.evidence,
        status: "pending",
        reportedBy: userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: communityReports.id });
    // An open report about a listed creator counts in their courses' trust score.
    await emit(EVIDENCE_CHANGED, { creatorIds: [creatorId], at: now });
    return { report: await oneReport(tx, row!.id, userId) };
  });
}

/** A member's vote on another member's report (0 takes it back), with its leaderboard point. */
export async function voteOnReport(
  deps: CommunityReportDeps,
  reportId: number,
  userId: string,
  value: Vote,
): Promise<VoteResponse> {
  return deps.db.transaction(async (tx) => {
    const report = await findExisting(tx, communityReports, reportId, REPORT_MESSAGES.notFound, {
      id: communityReports.id,
      reportedBy: communityReports.reportedBy,
    });
    if (report.reportedBy === userId) throw new ForbiddenError(REPORT_MESSAGES.ownReport);
    if (value === 0) {
      await tx
        .delete(communityReportVotes)
        .where(and(eq(communityReportVotes.reportId, reportId), eq(communityReportVotes.userId, userId)));
      await revokePoints(tx, "report_vote", reportId, userId);
    } else {
      await tx
        .insert(communityReportVotes)
        .values({ reportId, userId, value })
        .onConflictDoUpdate({
          target: [communityReportVotes.reportId, communityReportVotes.userId],
          set: { value, updatedAt: sql`now()` },
        });
      await awardPoints(tx, userId, "report_vote", reportId);
    }
    const [counts] = await tx
      .select({
        up: sql<number>`(count(*) filter (where ${communityReportVotes.value} = 1))::int`,
        down: sql<number>`(count(*) filter (where ${communityReportVotes.value} = -1))::int`,
      })
      .from(communityReportVotes)
      .where(eq(communityReportVotes.reportId, reportId));
    return {
      reportId,
      upvotes: Number(counts?.up ?? 0),
      downvotes: Number(counts?.down ?? 0),
      myVote: value,
    };
  });
}
