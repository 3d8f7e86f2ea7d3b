import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, uuid } from "drizzle-orm/pg-core";
import { SUBMISSION_STATUSES } from "../../../shared/contracts/submissions";
import { courseRef } from "./catalog";
import { at, createdAt } from "./columns";
import { users } from "./users";

/**
 * What a course's sales page said when it was read: one row per reading whose page differed from
 * the one before (src/server/modules/snapshots). Rows are never updated. The raw HTML (gzipped, at
 * most 2 MB before compression) is in object storage under object_key; the readable text and the
 * detector's findings on it are here, so lists and comparisons never read the object.
 */
export const courseSnapshots = pgTable(
  "course_snapshots",
  {
    id: serial("id").primaryKey(),
    courseId: courseRef(),
    fetchedAt: at("fetched_at").notNull(),
    /** Where the page was read from after redirects. */
    finalUrl: text("final_url").notNull(),
    httpStatus: integer("http_status").notNull(),
    /** sha256 (hex) of the body as received. */
    contentHash: text("content_hash").notNull(),
    title: text("title"),
    priceCents: integer("price_cents"),
    /** ISO 4217 code of price_cents; null when no price was read (or before currencies were read). */
    currency: text("currency"),
    text: text("text").notNull(),
    /** The gzipped raw body in object storage; null when it could not be stored. */
    objectKey: text("object_key"),
    /** The detector's findings on `text` (shared Detection, field "page"). */
    detection: jsonb("detection").notNull(),
    /** The page's facts with their evidence (shared contract page-facts.ts); null when not read. */
    facts: jsonb("facts"),
    createdAt: createdAt(),
  },
  (t) => [
    index("course_snapshots_course_idx").on(t.courseId, t.fetchedAt),
    check("course_snapshots_currency_iso", sql`${t.currency} is null or ${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/**
 * A member's suggestion of a course by its page address. The course is created at once
 * (unreviewed, under a creator of its own until an admin attaches it to a known one); the row is
 * the admins' queue and the member's record of what became of it. `url` is the canonical address
 * (no tracking or personal parameters), `canonical_url` the key two spellings of a page share
 * (src/shared/domain/canonical-url.ts).
 */
export const courseSubmissions = pgTable(
  "course_submissions",
  {
    id: serial("id").primaryKey(),
    courseId: courseRef(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    url: text("url").notNull(),
    canonicalUrl: text("canonical_url").notNull(),
    note: text("note"),
    status: text("status", { enum: SUBMISSION_STATUSES }).notNull().default("pending"),
    /** Why it was rejected, or which course it was merged into. */
    reason: text("reason"),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: at("decided_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("course_submissions_user_created_idx").on(t.userId, t.createdAt),
    index("course_submissions_status_idx").on(t.status, t.createdAt),
  ],
);

/**
 * One page read for a member's submission, whatever came of it (a new course, a course we already
 * had behind a redirect, or a page that could not be read): SUBMISSION_FETCHES_PER_DAY of these in
 * any 24 hours. A member's rows older than a day are deleted as their next one is written.
 */
export const courseSubmissionFetches = pgTable(
  "course_submission_fetches",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("course_submission_fetches_user_created_idx").on(t.userId, t.createdAt)],
);

/**
 * The page watch of a course (modules/snapshots/page-recheck.job.ts): when its page was last read, how many
 * readings in a row failed (the back-off doubles the wait each time), since when it has been
 * unreachable (3 failures in a row) and the last error. No row: never checked.
 */
export const coursePages = pgTable(
  "course_pages",
  {
    courseId: courseRef().primaryKey(),
    checkedAt: at("checked_at").notNull(),
    failures: integer("failures").notNull().default(0),
    unreachableSince: at("unreachable_since"),
    lastError: text("last_error"),
  },
  (t) => [check("course_pages_failures_nonnegative", sql`${t.failures} >= 0`)],
);
