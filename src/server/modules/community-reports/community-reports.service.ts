// Community reports (docs/decisions/0057-community-rules.md): the public list with vote counts,
// filing a report (matched to a catalogue creator by exact name, any case), one changeable vote per
// member per report with its leaderboard point, the admin status changes (their audit, the
// reporter's 'scam confirmed' points and notice and the watchers' news handled in the same
// transaction by the owners of REPORT_STATUS_CHANGED, and the named creator's courses rescored;
// confirming or rejecting carries a reason the reporter reads, kept in the audit), and the
// per-platform scam analytics of /scam-prevention-guide. Each report comes with the reply of the
// creator it names and the state of any dispute about it (replies/withFeedback).
//
// Each use case is a function of its own (deps first): reading in report-reads.ts, filing and voting
// in report-filing.ts, moderation in report-moderation.ts, the analytics in scam-analytics.ts. This
// factory only binds them to one database for the routes.
import type { Db } from "../../db/client";
import type { DomainEvents } from "../../lib/domain-events";
import { bindAll } from "../../lib/use-case";
import { fileReport, voteOnReport } from "./report-filing";
import { setReportStatus } from "./report-moderation";
import { type CommunityReportDeps, listReports, oneReport } from "./report-reads";
import { scamAnalytics } from "./scam-analytics";

export { REPORT_DECIDED_NOTIFICATION_KIND } from "./report-events";
export type { NewReport } from "./report-filing";
export type { ReasonReaders } from "./report-reads";

/** One report as `viewerId` sees it, read from the deps' database. */
function reportById(deps: CommunityReportDeps, id: number, viewerId: string | null) {
  return oneReport(deps.db, id, viewerId);
}

export function createCommunityReportService(db: Db, events: DomainEvents) {
  return bindAll(
    { db, events },
    {
      list: listReports,
      one: reportById,
      create: fileReport,
      vote: voteOnReport,
      setStatus: setReportStatus,
      analytics: scamAnalytics,
    },
  );
}
