// The admins' moderation of community reports: a status change along REPORT_STATUS_TRANSITIONS, in
// one transaction with its audit row, the reporter's 'scam confirmed' points, the reporter's notice of
// a decision with its reason, the creator's watchers told of a confirmed report, and the rescore of
// the named creator's courses.
import { eq } from "drizzle-orm";
import {
  type CommunityReport,
  DECIDING_STATUSES,
  REPORT_MESSAGES,
  REPORT_STATUS_TRANSITIONS,
} from "../../../shared/contracts/community-reports";
import { REPORT_STATUS_LABELS, type ReportStatus } from "../../../shared/domain/community";
import { communityReports } from "../../db/schema/community-reports";
import { ConflictError } from "../../lib/errors";
import { lockExisting } from "../../lib/lock-row";
import { rescoreChanged } from "../courses/catalogue-changed";
import { recordAudit } from "../editorial/audit";
import { awardPoints, revokePoints } from "../leaderboard/points";
import { notifyMember } from "../notifications/notify-member";
import { notifyWatchers } from "../watchlist/notify-watchers";
import { type CommunityReportDeps, oneReport } from "./report-reads";

/** The reporter's notice that their report was confirmed or rejected, with the reason. */
export const REPORT_DECIDED_NOTIFICATION_KIND = "report-decided";

/**
 * Moves a report along REPORT_STATUS_TRANSITIONS. Confirming or rejecting records the reason (the
 * contract requires one) and when; reopening clears them, and every move is in the audit.
 */
export async function setReportStatus(
  deps: CommunityReportDeps,
  reportId: number,
  change: { status: ReportStatus; reason?: string | undefined },
  adminId: string,
  now: Date = new Date(),
): Promise<{ report: CommunityReport; rescored: number }> {
  const { status } = change;
  return deps.db.transaction(async (tx) => {
    const current = await lockExisting(tx, communityReports, reportId, REPORT_MESSAGES.notFound, {
      status: communityReports.status,
      creatorId: communityReports.creatorId,
      reportedBy: communityReports.reportedBy,
      creatorName: communityReports.creatorName,
    });
    if (current.status === status) throw new ConflictError(REPORT_MESSAGES.sameStatus);
    if (!REPORT_STATUS_TRANSITIONS[current.status].includes(status)) {
      const allowed = REPORT_STATUS_TRANSITIONS[current.status].map((s) => `'${REPORT_STATUS_LABELS[s]}'`);
      throw new ConflictError(
        `A report that is '${REPORT_STATUS_LABELS[current.status]}' can only move to ${allowed.join(" or ")}.`,
      );
    }
    const decided = DECIDING_STATUSES.includes(status);
    await tx
      .update(communityReports)
      .set({
        status,
        decisionReason: decided ? (change.reason ?? null) : null,
        decidedAt: decided ? now : null,
        updatedAt: now,
      })
      .where(eq(communityReports.id, reportId));
    await recordAudit(tx, {
      subjectType: "community_report",
      subjectId: reportId,
      actorId: adminId,
      action: "status",
      changes: { status: { from: current.status, to: status } },
      reason: change.reason ?? null,
      at: now,
    });
    if (current.reportedBy !== null) {
      if (status === "verified") await awardPoints(tx, current.reportedBy, "scam_confirmed", reportId);
      else await revokePoints(tx, "scam_confirmed", reportId, current.reportedBy);
    }
    if (decided && current.reportedBy !== null) {
      await notifyMember(tx, {
        userId: current.reportedBy,
        kind: REPORT_DECIDED_NOTIFICATION_KIND,
        title: `Your report about ${current.creatorName} was ${status === "verified" ? "confirmed" : "rejected"}`,
        body: change.reason ?? "",
        link: "/community-reports",
        dedupeKey: `report-decided:${reportId}:${now.toISOString()}`,
        at: now,
      });
    }
    if (status === "verified" && current.creatorId !== null)
      await notifyWatchers(tx, { kind: "report", creatorId: current.creatorId, reportId, at: now });
    const rescored = await rescoreChanged(tx, { creatorIds: [current.creatorId] }, now);
    return { report: await oneReport(tx, reportId, adminId, "all"), rescored };
  });
}
