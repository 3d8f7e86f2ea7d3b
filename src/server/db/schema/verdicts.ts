// What lets people hold a verdict to account: the creator's replies, disputes about reviews,
// reports, scores and findings, and members' watchlists.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { courses, creators, currencyColumn } from "./catalog";
import { at, createdAt, updatedAt } from "./columns";
import { memberRef, users } from "./users";

export const REPLY_TARGETS = ["review", "report"] as const;
export const DISPUTE_TARGETS = ["review", "report", "score", "finding", "public-record"] as const;
export const DISPUTE_STATUSES = ["open", "under_review", "upheld", "rejected"] as const;
export const WATCH_TARGETS = ["course", "creator"] as const;

/** A claimed creator's one reply to a review or community report about them (editable). */
export const creatorReplies = pgTable(
  "creator_replies",
  {
    id: serial("id").primaryKey(),
    creatorId: integer("creator_id")
      .notNull()
      .references(() => creators.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    targetType: text("target_type", { enum: REPLY_TARGETS }).notNull(),
    targetId: integer("target_id").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("creator_replies_target_key").on(t.targetType, t.targetId)],
);

/**
 * A dispute about a review, a community report, a course's score or one of its findings: open,
 * under review, then upheld or rejected with a written reason. target_id is the review's or
 * report's id, or the course's for a score or a finding (finding_key names the finding).
 */
export const disputes = pgTable(
  "disputes",
  {
    id: serial("id").primaryKey(),
    openedBy: uuid("opened_by").references(() => users.id, { onDelete: "set null" }),
    /** Opened by the claimed creator concerned (their agreement's 5-business-day promise applies). */
    byCreator: integer("by_creator_id").references(() => creators.id, { onDelete: "set null" }),
    targetType: text("target_type", { enum: DISPUTE_TARGETS }).notNull(),
    targetId: integer("target_id").notNull(),
    findingKey: text("finding_key"),
    /** The course the disputed item belongs to, when it belongs to one (for its page). */
    courseId: integer("course_id").references(() => courses.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    evidenceUrl: text("evidence_url"),
    status: text("status", { enum: DISPUTE_STATUSES }).notNull().default("open"),
    decisionReason: text("decision_reason"),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: at("decided_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("disputes_status_created_idx").on(t.status, t.createdAt),
    index("disputes_target_idx").on(t.targetType, t.targetId),
    index("disputes_opened_by_idx").on(t.openedBy),
  ],
);

/** A course or creator a member follows, with an optional price target for a course. */
export const watchlistItems = pgTable(
  "watchlist_items",
  {
    id: serial("id").primaryKey(),
    userId: memberRef(),
    targetType: text("target_type", { enum: WATCH_TARGETS }).notNull(),
    courseId: integer("course_id").references(() => courses.id, { onDelete: "cascade" }),
    creatorId: integer("creator_id").references(() => creators.id, { onDelete: "cascade" }),
    priceTargetCents: integer("price_target_cents"),
    /** The price target's currency: the course's when it was set; it is told only in that currency. */
    currency: currencyColumn(),
    /** The last change a member was told about, for the watchlist page. */
    latestChange: text("latest_change"),
    latestChangeAt: at("latest_change_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("watchlist_user_course_key").on(t.userId, t.courseId),
    uniqueIndex("watchlist_user_creator_key").on(t.userId, t.creatorId),
    index("watchlist_course_idx").on(t.courseId),
    index("watchlist_creator_idx").on(t.creatorId),
    check("watchlist_items_currency_iso", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check(
      "watchlist_one_target",
      sql`(${t.targetType} = 'course' and ${t.courseId} is not null and ${t.creatorId} is null)
        or (${t.targetType} = 'creator' and ${t.creatorId} is not null and ${t.courseId} is null)`,
    ),
  ],
);
