import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";
import { memberOrNull, memberRef } from "./auth";
import { at, serialId, timestamps } from "./columns";
import { creators } from "./creators";

export const COMMUNITY_REPORT_STATUSES = ["pending", "investigating", "verified", "rejected"] as const;

/**
 * Community scam reports (docs/decisions/0057-community-rules.md), filed and voted on by members and
 * moved by admins. The analysis engine reads them (trust score, background check, fake-guru list).
 * 'verified' is shown as 'Scam Confirmed'.
 */
export const communityReports = pgTable(
  "community_reports",
  {
    id: serialId(),
    /** The catalogue creator the report is about, when it names one we list. */
    creatorId: integer("creator_id").references(() => creators.id, { onDelete: "set null" }),
    creatorName: text("creator_name").notNull(),
    platform: text("platform").notNull(),
    scamType: text("scam_type").notNull(),
    description: text("description").notNull(),
    evidence: text("evidence"),
    status: text("status", { enum: COMMUNITY_REPORT_STATUSES }).notNull().default("pending"),
    reportedBy: memberOrNull("reported_by"),
    /** Why it was confirmed or rejected: shown to the reporter, kept in the audit log. */
    decisionReason: text("decision_reason"),
    decidedAt: at("decided_at"),
    ...timestamps(),
  },
  (t) => [
    index("community_reports_creator_idx").on(t.creatorId, t.status),
    index("community_reports_status_idx").on(t.status, t.createdAt),
    index("community_reports_reported_by_idx").on(t.reportedBy),
  ],
);

/** One vote per member per report, changeable: +1 up, -1 down. */
export const communityReportVotes = pgTable(
  "community_report_votes",
  {
    reportId: integer("report_id")
      .notNull()
      .references(() => communityReports.id, { onDelete: "cascade" }),
    userId: memberRef(),
    value: smallint("value").notNull(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.reportId, t.userId] }),
    index("community_report_votes_user_idx").on(t.userId),
    check("community_report_votes_value_check", sql`${t.value} in (-1, 1)`),
  ],
);
