// Member reviews and their moderation (docs/decisions/0046-review-rules.md): one review per member
// per course, public only once approved; a rejected review can be edited and resubmitted, which
// makes it pending again. Approving or rejecting keeps the course's rating and review count in step
// with its approved reviews and rescores its trust (courses/catalogue-changed.ts), in the same
// transaction.
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import {
  type CreateReviewBody,
  type ListedReview,
  type OwnReview,
  type PendingReview,
  REVIEW_MESSAGES,
  type Review,
} from "../../../shared/contracts/reviews";
import type { Db } from "../../db/client";
import { courses, creators } from "../../db/schema/catalog";
import { reviews } from "../../db/schema/reviews";
import { users } from "../../db/schema/users";
import { ConflictError, NotFoundError } from "../../lib/errors";
import { rescoreChanged } from "../courses/catalogue-changed";
import { COURSE_NOT_FOUND } from "../courses/courses.service";
import { awardPoints, revokePoints } from "../leaderboard/points";
import { withFeedback } from "../replies/replies.service";

export const REVIEW_NOT_FOUND = "Review not found";
export type ModerationStatus = "approved" | "rejected";

export interface Author {
  id: string;
  firstName: string;
  lastName: string;
}

export interface ReviewService {
  /** With each review's creator reply and dispute state (the replies module's withFeedback). */
  listApproved(courseId: number): Promise<ListedReview[]>;
  mine(courseId: number, userId: string): Promise<OwnReview | null>;
  /** created: a new review (201); otherwise a rejected one edited and resubmitted (200). */
  submit(author: Author, body: CreateReviewBody): Promise<{ review: OwnReview; created: boolean }>;
  pending(): Promise<PendingReview[]>;
  moderate(
    id: number,
    status: ModerationStatus,
    adminId: string,
  ): Promise<{ id: number; status: ModerationStatus }>;
}

/** "Dana K.": the first name and the initial of the last, never the full name. */
export function authorName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = [...lastName.trim()][0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

const FOREIGN_KEY_VIOLATION = "23503";

/** The SQLSTATE of a database error, through drizzle's wrapper (cause chain). */
function sqlState(error: unknown): string | undefined {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

type ReviewRow = typeof reviews.$inferSelect;

function toOwnReview(row: ReviewRow, author: Pick<Author, "firstName" | "lastName">): OwnReview {
  return {
    id: row.id,
    courseId: row.courseId,
    rating: row.rating,
    text: row.text,
    proofUrl: row.proofUrl,
    authorName: authorName(author.firstName, author.lastName),
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createReviewService(db: Db, now: () => Date = () => new Date()): ReviewService {
  async function assertCourseExists(courseId: number): Promise<void> {
    const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
    if (!row) throw new NotFoundError(COURSE_NOT_FOUND);
  }

  return {
    async listApproved(courseId) {
      const rows = await db
        .select({
          id: reviews.id,
          courseId: reviews.courseId,
          rating: reviews.rating,
          text: reviews.text,
          proofUrl: reviews.proofUrl,
          createdAt: reviews.createdAt,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(and(eq(reviews.courseId, courseId), eq(reviews.status, "approved")))
        .orderBy(desc(reviews.createdAt), desc(reviews.id));
      if (rows.length === 0) await assertCourseExists(courseId);
      const listed: Review[] = rows.map(({ firstName, lastName, createdAt, ...row }) => ({
        ...row,
        authorName: authorName(firstName, lastName),
        createdAt: createdAt.toISOString(),
      }));
      return withFeedback(db, "review", listed);
    },

    async mine(courseId, userId) {
      const [row] = await db
        .select({ review: reviews, firstName: users.firstName, lastName: users.lastName })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(and(eq(reviews.courseId, courseId), eq(reviews.userId, userId)));
      if (!row) {
        await assertCourseExists(courseId);
        return null;
      }
      return toOwnReview(row.review, row);
    },

    async submit(author, body) {
      const text = body.text ?? null;
      const proofUrl = body.proofUrl ?? null;
      const fields = { rating: body.rating, text, proofUrl };
      let created: ReviewRow | undefined;
      try {
        // The unique index (course, member) decides between two submissions at once: the loser
        // inserts nothing and falls through to the rules below.
        [created] = await db
          .insert(reviews)
          .values({ ...fields, courseId: body.courseId, userId: author.id })
          .onConflictDoNothing({ target: [reviews.courseId, reviews.userId] })
          .returning();
      } catch (error) {
        if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw new NotFoundError(COURSE_NOT_FOUND);
        throw error;
      }
      if (created) return { review: toOwnReview(created, author), created: true };

      // Only a rejected review may be edited and resubmitted; the status condition makes two
      // resubmissions at once safe (the second finds it pending and gets the 409).
      const [resubmitted] = await db
        .update(reviews)
        .set({ ...fields, status: "pending", updatedAt: now() })
        .where(
          and(
            eq(reviews.courseId, body.courseId),
            eq(reviews.userId, author.id),
            eq(reviews.status, "rejected"),
          ),
        )
        .returning();
      if (resubmitted) return { review: toOwnReview(resubmitted, author), created: false };
      throw new ConflictError(REVIEW_MESSAGES.duplicate);
    },

    async pending() {
      const rows = await db
        .select({
          id: reviews.id,
          courseId: reviews.courseId,
          courseTitle: courses.title,
          creatorName: creators.name,
          rating: reviews.rating,
          text: reviews.text,
          proofUrl: reviews.proofUrl,
          createdAt: reviews.createdAt,
          moderatedAt: reviews.moderatedAt,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(reviews)
        .innerJoin(courses, eq(courses.id, reviews.courseId))
        .innerJoin(creators, eq(creators.id, courses.creatorId))
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(eq(reviews.status, "pending"))
        // Oldest in the queue first: a resubmitted review queues from when it was sent again.
        .orderBy(asc(reviews.updatedAt), asc(reviews.id));
      return rows.map(({ firstName, lastName, createdAt, moderatedAt, ...row }) => ({
        ...row,
        authorName: authorName(firstName, lastName),
        createdAt: createdAt.toISOString(),
        // A pending review that was moderated before is a rejected one sent again.
        resubmitted: moderatedAt !== null,
      }));
    },

    /**
     * Approve or reject. Moderating a review into the status it already has is idempotent: 200
     * with nothing changed (a double click, or two admins on one queue). Moving an approved review
     * to rejected (taking it down) or a rejected one to approved is allowed; either way the
     * course's figures are recomputed from its approved reviews.
     */
    async moderate(id, status, adminId) {
      return db.transaction(async (tx) => {
        const [target] = await tx
          .select({ courseId: reviews.courseId, userId: reviews.userId })
          .from(reviews)
          .where(eq(reviews.id, id));
        if (!target) throw new NotFoundError(REVIEW_NOT_FOUND);
        // Lock the course first: two moderations on one course then recompute one after the
        // other, and the second sees the first's approved review.
        const [course] = await tx
          .select({ id: courses.id })
          .from(courses)
          .where(eq(courses.id, target.courseId))
          .for("update");
        const [current] = await tx
          .select({ status: reviews.status })
          .from(reviews)
          .where(eq(reviews.id, id))
          .for("update");
        if (!course || !current) throw new NotFoundError(REVIEW_NOT_FOUND);
        if (current.status === status) return { id, status };

        const at = now();
        await tx
          .update(reviews)
          .set({ status, moderatedBy: adminId, moderatedAt: at })
          .where(eq(reviews.id, id));

        const [approved] = await tx
          .select({ n: count(), average: sql<string | null>`round(avg(${reviews.rating}), 2)` })
          .from(reviews)
          .where(and(eq(reviews.courseId, course.id), eq(reviews.status, "approved")));
        const reviewCount = approved?.n ?? 0;
        const average = reviewCount > 0 && approved?.average != null ? Number(approved.average) : null;
        await tx
          .update(courses)
          .set({ averageRating: average === null ? null : average.toFixed(2), reviewCount })
          .where(eq(courses.id, course.id));
        // Leaderboard points: 10 to the author while the review stands
        // approved. The unique (member, type, target) index makes a re-approval a no-op, and taking
        // an approved review down removes its points again.
        if (status === "approved") await awardPoints(tx, target.userId, "review_approved", id, at);
        else await revokePoints(tx, "review_approved", id);
        // The whole trust score again, with the detector's findings and community reports, in
        // this transaction (the caller calls catalogueChanged after it commits).
        await rescoreChanged(tx, { courseIds: [course.id] }, at);
        return { id, status };
      });
    },
  };
}
