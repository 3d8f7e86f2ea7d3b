import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { memberOrNull, memberRef } from "./auth";
import { at, serialId, timestamps } from "./columns";
import { courseRef } from "./courses";

export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;
/** How a review was collected: "verified" once a moderator checked proof of enrolment. */
export const REVIEW_COLLECTIONS = ["member", "verified"] as const;
/** A moderator's decision on a review's proof of enrolment. */
export const PROOF_DECISIONS = ["verified", "refused"] as const;

/**
 * Member reviews (docs/decisions/0046-review-rules.md): one per member per course, moderated before they are
 * public; a rejected review can be edited and resubmitted, which makes it pending again.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: serialId(),
    courseId: courseRef(),
    userId: memberRef(),
    rating: integer("rating").notNull(),
    text: text("text"),
    proofUrl: text("proof_url"),
    status: text("status", { enum: REVIEW_STATUSES }).notNull().default("pending"),
    moderatedBy: memberOrNull("moderated_by"),
    moderatedAt: at("moderated_at"),
    /** Why the review was approved or rejected (one of a fixed list, so the transparency report can
     * count by reason) and the moderator's words: shown to its author, kept in the audit log. */
    decisionReason: text("decision_reason"),
    decisionNote: text("decision_note"),
    collection: text("collection", { enum: REVIEW_COLLECTIONS }).notNull().default("member"),
    /** Proof of enrolment: a private upload (never public) and the order reference the member gave. */
    proofObjectKey: text("proof_object_key"),
    orderReference: text("order_reference"),
    proofSubmittedAt: at("proof_submitted_at"),
    proofDecision: text("proof_decision", { enum: PROOF_DECISIONS }),
    proofDecidedAt: at("proof_decided_at"),
    proofDecidedBy: memberOrNull("proof_decided_by"),
    /** When the proof itself was deleted (30 days after the decision); the label stays. */
    proofDeletedAt: at("proof_deleted_at"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("reviews_course_user_key").on(t.courseId, t.userId),
    index("reviews_course_status_idx").on(t.courseId, t.status, t.createdAt),
    index("reviews_status_created_idx").on(t.status, t.createdAt),
    index("reviews_proof_pending_idx").on(t.proofSubmittedAt).where(sql`${t.proofObjectKey} is not null`),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);
