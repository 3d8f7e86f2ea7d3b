// The admins' moderation of community reports: a status change along REPORT_STATUS_TRANSITIONS, in
// one transaction with what REPORT_STATUS_CHANGED's handlers write (report-events.ts: its audit row,
// the reporter's 'scam confirmed' points, the reporter's notice of a decision with its reason, the
// creator's watchers told of a confirmed report) and the rescore of the named creator's courses, whose
// count the answer carries (CATALOGUE_CHANGED then clears the catalogue caches after the commit).
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
import { CATALOGUE_CHANGED, rescoreChanged } from "../courses/catalogue-changed";
import { REPORT_STATUS_CHANGED } from "./report-events";
import { type CommunityReportDeps, oneReport } from "./report-reads";

export { REPORT_DECIDED_NOTIFICATION_KIND } from "./report-events";

/**
 * Moves a report along REPORT_STATUS_TRANSITIONS. Confirming or rejecting records the reason (the
 * contract requires one) and when; reopening clears them, and every move is in the audit.
 * `rescored` is how many courses of the named creator were rescored.
 */
export async function setReportStatus(
  deps: CommunityReportDeps,
  reportId: number,
  change: { status: ReportStatus; reason?: string | undefined },
  adminId: string,
  now: Date = new Date(),
): Promise<{ report: CommunityReport; rescored: number }> {
  const { status } = change;
  return deps.events.transaction(deps.db, async (tx, emit) => {
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
    await emit(REPORT_STATUS_CHANGED, {
      reportId,
      creatorId: current.creatorId,
      creatorName: current.creatorName,
      reportedBy: current.reportedBy,
      adminId,
      from: current.status,
      to: status,
      decided,
      reason: change.reason ?? null,
      at: now,
    });
    const rescored = await rescoreChanged(tx, emit, { creatorIds: [current.creatorId] }, now);
    await emit(CATALOGUE_CHANGED, { rescoredCourses: rescored });
    return { report: await oneReport(tx, reportId, adminId, "all"), rescored };
  });
}
