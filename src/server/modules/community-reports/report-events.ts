// What happens to a community report that other modules act on, as an in-transaction domain event
// (lib/domain-events.ts): an admin moved a report's status. The consequences are handled by their
// owners, registered in this order by the composition root (src/server/event-handlers.ts): the
// report's audit row (editorial/audit.ts), the reporter's 'scam confirmed' points
// (leaderboard/points.ts), the reporter's notice of a decision (here: the words are this module's,
// written through notifications' notifyMember) and the creator's watchers told of a confirmed report
// (watchlist/notify-watchers.ts). The use case rescores the named creator's courses itself (its
// answer says how many) and emits CATALOGUE_CHANGED for the caches (courses/catalogue-changed.ts).
import type { ReportStatus } from "../../../shared/domain/community";
import { defineEvent, type EventHandler } from "../../lib/domain-events";
import { notifyMember } from "../notifications/notify-member";

/** The reporter's notice that their report was confirmed or rejected, with the reason. */
export const REPORT_DECIDED_NOTIFICATION_KIND = "report-decided";

export interface ReportStatusChanged {
  reportId: number;
  /** The listed creator the report names, or null. */
  creatorId: number | null;
  creatorName: string;
  /** The member who filed it (null once their account is gone). */
  reportedBy: string | null;
  adminId: string;
  from: ReportStatus;
  to: ReportStatus;
  /** Whether `to` decides the report (confirmed or rejected), which requires a reason. */
  decided: boolean;
  reason: string | null;
  at: Date;
}

/** An admin moved a community report along REPORT_STATUS_TRANSITIONS. */
export const REPORT_STATUS_CHANGED = defineEvent<ReportStatusChanged>("community-report.status-changed");

/** The reporter hears a decision, with its reason, once per decision. */
export const tellReporterOfDecision: EventHandler<ReportStatusChanged> = async (event, { tx }) => {
  if (!event.decided || event.reportedBy === null) return;
  await notifyMember(tx, {
    userId: event.reportedBy,
    kind: REPORT_DECIDED_NOTIFICATION_KIND,
    title: `Your report about ${event.creatorName} was ${event.to === "verified" ? "confirmed" : "rejected"}`,
    body: event.reason ?? "",
    link: "/community-reports",
    dedupeKey: `report-decided:${event.reportId}:${event.at.toISOString()}`,
    at: event.at,
  });
};
