import { index, pgTable, text } from "drizzle-orm/pg-core";
import { SUBMISSION_STATUSES } from "../../../shared/contracts/submissions";
import { decided, memberOrNull, memberRef } from "./auth";
import { createdAt, serialId } from "./columns";
import { courseRef } from "./courses";

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
    id: serialId(),
    courseId: courseRef(),
    userId: memberOrNull("user_id"),
    url: text("url").notNull(),
    canonicalUrl: text("canonical_url").notNull(),
    note: text("note"),
    status: text("status", { enum: SUBMISSION_STATUSES }).notNull().default("pending"),
    /** Why it was rejected, or which course it was merged into. */
    reason: text("reason"),
    ...decided(),
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
    id: serialId(),
    userId: memberRef(),
    createdAt: createdAt(),
  },
  (t) => [index("course_submission_fetches_user_created_idx").on(t.userId, t.createdAt)],
);
