import { index, integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { creators } from "./catalog";
import { users } from "./users";

export const COMMUNITY_REPORT_STATUSES = ["pending", "investigating", "verified", "rejected"] as const;

/**
 * Community scam reports (DECISIONS.md "Community"). The analysis engine reads them now (trust
 * score, background check, fake-guru list); the report form, votes and admin screen come with the
 * community issue. 'verified' is shown as 'Scam Confirmed'.
 */
export const communityReports = pgTable(
  "community_reports",
  {
    id: serial("id").primaryKey(),
    /** The catalogue creator the report is about, when it names one we list. */
    creatorId: integer("creator_id").references(() => creators.id, { onDelete: "set null" }),
    creatorName: text("creator_name").notNull(),
    platform: text("platform").notNull(),
    scamType: text("scam_type").notNull(),
    description: text("description").notNull(),
    evidence: text("evidence"),
    status: text("status", { enum: COMMUNITY_REPORT_STATUSES }).notNull().default("pending"),
    reportedBy: uuid("reported_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("community_reports_creator_idx").on(t.creatorId, t.status),
    index("community_reports_status_idx").on(t.status, t.createdAt),
    index("community_reports_reported_by_idx").on(t.reportedBy),
  ],
);
