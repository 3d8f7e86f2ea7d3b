import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { memberOrNull, memberRef } from "./auth";
import { at, createdAt, updatedAt } from "./columns";
import { courses } from "./courses";

/**
 * Every call of either AI engine (ARCHITECTURE.md): what was asked, by which engine or model, how
 * long it took, the provider's token counts when it reports them, and the error if it failed.
 */
export const aiUsageLogs = pgTable(
  "ai_usage_logs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    ts: at("ts").notNull().defaultNow(),
    route: text("route").notNull(),
    /** The provider's model name, or the built-in engine's version ("builtin-2"). */
    model: text("model").notNull(),
    userId: memberOrNull("user_id"),
    /** No foreign key: the log outlives a deleted course. */
    courseId: integer("course_id"),
    creatorName: text("creator_name"),
    query: text("query"),
    promptTokens: integer("prompt_tokens"),
    completionTokens: integer("completion_tokens"),
    totalTokens: integer("total_tokens"),
    durationMs: integer("duration_ms").notNull(),
    error: text("error"),
  },
  (t) => [index("ai_usage_logs_ts_idx").on(t.ts.desc()), index("ai_usage_logs_user_idx").on(t.userId)],
);

export const AI_QUOTA_KINDS = ["look", "report"] as const;

/**
 * Quota counters: one row per subject ("user:<uuid>" or "guest:<visitor id>"), kind and period
 * (calendar month for looks, ISO week for reports). Granting is one conditional upsert, so
 * concurrent requests can never take more than the quota.
 */
export const aiQuotaUsage = pgTable(
  "ai_quota_usage",
  {
    subject: text("subject").notNull(),
    kind: text("kind", { enum: AI_QUOTA_KINDS }).notNull(),
    periodStart: at("period_start").notNull(),
    used: integer("used").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.subject, t.kind, t.periodStart] }),
    check("ai_quota_usage_used_nonnegative", sql`${t.used} >= 0`),
  ],
);

/** The latest full report per course (shared by everyone; reading it costs nothing). */
export const aiReports = pgTable("ai_reports", {
  courseId: integer("course_id")
    .primaryKey()
    .references(() => courses.id, { onDelete: "cascade" }),
  report: jsonb("report").notNull(),
  engine: text("engine").notNull(),
  createdAt: createdAt(),
});

/** The first response to each (member, requestKey), so a repeated key returns it unchanged. */
export const aiReportRequests = pgTable(
  "ai_report_requests",
  {
    userId: memberRef(),
    requestKey: text("request_key").notNull(),
    courseId: integer("course_id").notNull(),
    response: jsonb("response").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.requestKey] }),
    index("ai_report_requests_created_idx").on(t.createdAt),
  ],
);
