// Member reviews and their moderation (docs/decisions/0046-review-rules.md): one review per member
// per course, public only once approved; a rejected review can be edited and resubmitted, which
// makes it pending again. A rejection carries a reason from a fixed list, which its author sees
// (docs/decisions/0046-review-rules.md). Approving or rejecting emits REVIEW_MODERATED
// (review-events.ts): its handlers audit it, notify and credit the author and rescore the course in
// the same transaction, which also brings its honest rating and review count in step with its
// approved reviews; the catalogue caches are cleared after the commit.
import { and, asc, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import {
  type CreateReviewBody,
  type ListedReview,
  type OwnReview,
  type PendingReview,
  REJECTION_REASON_LABELS,
  REVIEW_MESSAGES,
  type RejectionReason,
  type Review,
} from "../../../shared/contracts/reviews";
import type { Db, Executor } from "../../db/client";
import { users } from "../../db/schema/auth";
import { courses } from "../../db/schema/courses";
import { creators } from "../../db/schema/creators";
import { auditEvents } from "../../db/schema/editorial";
import { reviews } from "../../db/schema/reviews";
import type { DomainEvents } from "../../lib/domain-events";
import { ConflictError, ForbiddenError, NotFoundError } from "../../lib/errors";
import { lockExisting } from "../../lib/lock-row";
import { authorName, MEMBER_NAME } from "../account/member-name";
import { COURSE_NOT_FOUND } from "../courses/courses.service";
import { withFeedback } from "../replies/replies.service";
import {
  type ModerationStatus,
  REVIEW_AUDIT_ACTIONS,
  REVIEW_MODERATED,
  reviewAuditField,
} from "./review-events";

export {
  type ModerationStatus,
  REVIEW_AUDIT_ACTIONS,
  REVIEW_REJECTED_NOTIFICATION_KIND,
  reviewAuditField,
} from "./review-events";

export const REVIEW_NOT_FOUND = "Review not found";

/**
 * Locks a review's course, then the review: the order every decision on a review takes, so two
 * decisions on one course recompute its figures one after the other and the second sees the
 * first. A 404 when either is gone.
 */
export async function lockReviewWithCourse<F extends SelectedFields>(tx: Executor, id: number, fields: F) {
  const [target] = await tx.select({ courseId: reviews.courseId }).from(reviews).where(eq(reviews.id, id));
  if (!target) throw new NotFoundError(REVIEW_NOT_FOUND);
  const course = await lockExisting(tx, courses, target.courseId, REVIEW_NOT_FOUND, {
    id: courses.id,
    title: courses.title,
  });
  const review = await lockExisting(tx, reviews, id, REVIEW_NOT_FOUND, fields);
  return { course, review };
}

/** What a moderator says with a decision: a reason (required to reject) and an optional note. */
export interface ModerationDecision {
  reason?: RejectionReason;
  note?: string;
}

export interface Author {
  id: string;
  firstName: string;
  lastName: string;
}

export interface ReviewService {
  /** With each review's creator reply and dispute state (the replies module's withFeedback). */
  listApproved(courseId: number, verifiedOnly?: boolean): Promise<ListedReview[]>;
  mine(courseId: number, userId: string): Promise<OwnReview | null>;
  /** created: a new review (201); otherwise a rejected one edited and resubmitted (200). */
  submit(author: Author, body: CreateReviewBody): Promise<{ review: OwnReview; created: boolean }>;
  pending(): Promise<PendingReview[]>;
  moderate(
    id: number,
    status: ModerationStatus,
    adminId: string,
    decision?: ModerationDecision,
  ): Promise<{ id: number; status: ModerationStatus }>;
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

/** The moderator's words with the newest decision on a review's proof, from the audit. */
async function proofReason(db: Executor, row: Pick<ReviewRow, "id" | "courseId">): Promise<string | null> {
  const [event] = await db
    .select({ reason: auditEvents.reason })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.subjectType, "course"),
        eq(auditEvents.subjectId, row.courseId),
        eq(auditEvents.action, REVIEW_AUDIT_ACTIONS.proof),
        sql`jsonb_exists(${auditEvents.changes}, ${reviewAuditField(row.id)})`,
      ),
    )
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(1);
  return event?.reason ?? null;
}

/** The member's own view of their review: its decision and their proof, never the stored file's key. */
export async function toOwnReview(
  db: Executor,
  row: ReviewRow,
  author: Pick<Author, "firstName" | "lastName">,
): Promise<OwnReview> {
  const proof =
    row.proofSubmittedAt === null
      ? null
      : {
          status: row.proofDecision ?? ("pending" as const),
          orderReference: row.orderReference,
          submittedAt: row.proofSubmittedAt.toISOString(),
          decidedAt: row.proofDecidedAt?.toISOString() ?? null,
          reason: row.proofDecidedAt === null ? null : await proofReason(db, row),
          deletedAt: row.proofDeletedAt?.toISOString() ?? null,
        };
  return {
    id: row.id,
    courseId: row.courseId,
    rating: row.rating,
    text: row.text,
    proofUrl: row.proofUrl,
    authorName: authorName(author.firstName, author.lastName),
    createdAt: row.createdAt.toISOString(),
    collection: row.collection,
    status: row.status,
    updatedAt: row.updatedAt.toISOString(),
    decisionReason:
      row.status === "rejected" ? ((row.decisionReason as RejectionReason | null) ?? null) : null,
    decisionNote: row.status === "rejected" ? row.decisionNote : null,
    proof,
  };
}

/** A review as its author sees it, by id (the author's name joined in). */
export async function ownReviewById(db: Executor, id: number): Promise<OwnReview> {
  const [row] = await db
    .select({ review: reviews, ...MEMBER_NAME })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, id));
  if (!row) throw new NotFoundError(REVIEW_NOT_FOUND);
  return toOwnReview(db, row.review, row);
}

export function createReviewService(
  db: Db,
  events: DomainEvents,
  now: () => Date = () => new Date(),
): ReviewService {
  async function assertCourseExists(courseId: number): Promise<void> {
    const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
    if (!row) throw new NotFoundError(COURSE_NOT_FOUND);
  }

  return {
    async listApproved(courseId, verifiedOnly = false) {
      // Named columns only: the proof's key and order reference never leave through this list.
      const rows = await db
        .select({
          id: reviews.id,
          courseId: reviews.courseId,
          rating: reviews.rating,
          text: reviews.text,
          proofUrl: reviews.proofUrl,
          createdAt: reviews.createdAt,
          collection: reviews.collection,
          ...MEMBER_NAME,
        })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(
          and(
            eq(reviews.courseId, courseId),
            eq(reviews.status, "approved"),
            verifiedOnly ? eq(reviews.collection, "verified") : undefined,
          ),
        )
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
        .select({ review: reviews, ...MEMBER_NAME })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(and(eq(reviews.courseId, courseId), eq(reviews.userId, userId)));
      if (!row) {
        await assertCourseExists(courseId);
        return null;
      }
      return toOwnReview(db, row.review, row);
    },

    async submit(author, body) {
      const text = body.text ?? null;
      const proofUrl = body.proofUrl ?? null;
      const fields = { rating: body.rating, text, proofUrl };
      // The member linked to the course's creator answers reviews; they do not write them.
      const [owner] = await db
        .select({ claimedBy: creators.claimedBy })
        .from(courses)
        .innerJoin(creators, eq(creators.id, courses.creatorId))
        .where(eq(courses.id, body.courseId));
      if (owner?.claimedBy === author.id) throw new ForbiddenError(REVIEW_MESSAGES.ownCreator);
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
      if (created) return { review: await toOwnReview(db, created, author), created: true };

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
      if (resubmitted) return { review: await toOwnReview(db, resubmitted, author), created: false };
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
          collection: reviews.collection,
          proofPending: sql<boolean>`(${isNotNull(reviews.proofObjectKey)} and ${isNull(reviews.proofDecision)})`,
          ...MEMBER_NAME,
        })
        .from(reviews)
        .innerJoin(courses, eq(courses.id, reviews.courseId))
        .innerJoin(creators, eq(creators.id, courses.creatorId))
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(eq(reviews.status, "pending"))
        // Oldest in the queue first: a resubmitted review queues from when it was sent again.
        .orderBy(asc(reviews.updatedAt), asc(reviews.id));
      return rows.map(({ firstName, lastName, createdAt, moderatedAt, proofPending, ...row }) => ({
        ...row,
        authorName: authorName(firstName, lastName),
        createdAt: createdAt.toISOString(),
        // A pending review that was moderated before is a rejected one sent again.
        resubmitted: moderatedAt !== null,
        proofPending: proofPending === true,
      }));
    },

    /**
     * Approve or reject. Moderating a review into the status it already has is idempotent: 200
     * with nothing changed (a double click, or two admins on one queue). Moving an approved review
     * to rejected (taking it down) or a rejected one to approved is allowed; either way the
     * course's figures are recomputed from its approved reviews. The reason and note are kept on
     * the review for its author and in the course's audit.
     */
    async moderate(id, status, adminId, decision = {}) {
      return events.transaction(db, async (tx, emit) => {
        const { course, review: current } = await lockReviewWithCourse(tx, id, {
          status: reviews.status,
          userId: reviews.userId,
        });
        if (current.status === status) return { id, status };

        const at = now();
        const reason = status === "rejected" ? (decision.reason ?? null) : null;
        const note = decision.note ?? null;
        await tx
          .update(reviews)
          .set({ status, moderatedBy: adminId, moderatedAt: at, decisionReason: reason, decisionNote: note })
          .where(eq(reviews.id, id));
        const words = [reason === null ? null : REJECTION_REASON_LABELS[reason], note].filter(Boolean);
        // The course's audit, the author's notice and points, and the course's rescore (with the
        // catalogue caches cleared after the commit) are the handlers' (review-events.ts).
        await emit(REVIEW_MODERATED, {
          reviewId: id,
          course,
          authorId: current.userId,
          adminId,
          from: current.status,
          to: status,
          words: words.length > 0 ? words.join(": ") : null,
          at,
        });
        return { id, status };
      });
    },
  };
}
