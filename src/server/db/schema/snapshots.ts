import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { at, createdAt, serialId } from "./columns";
import { courseRef } from "./courses";

/**
 * What a course's sales page said when it was read: one row per reading whose page differed from
 * the one before (src/server/modules/snapshots). Rows are never updated. The raw HTML (gzipped, at
 * most 2 MB before compression) is in object storage under object_key; the readable text and the
 * detector's findings on it are here, so lists and comparisons never read the object.
 */
export const courseSnapshots = pgTable(
  "course_snapshots",
  {
    id: serialId(),
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
    /** The body's media type as fetched (text/html, text/plain); null for a snapshot stored before it was kept. */
    contentType: text("content_type"),
    /**
     * What changed since the snapshot before it (shared SnapshotDiff), that one's raw page read again
     * by the reader that read this one, so a change of the reader is never shown as a change of the
     * page; null when it could not be (no raw page, the first snapshot).
     */
    compared: jsonb("compared"),
    createdAt: createdAt(),
  },
  (t) => [
    index("course_snapshots_course_idx").on(t.courseId, t.fetchedAt),
    check("course_snapshots_currency_iso", sql`${t.currency} is null or ${t.currency} ~ '^[A-Z]{3}$'`),
  ],
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
