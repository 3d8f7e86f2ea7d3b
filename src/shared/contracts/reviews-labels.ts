// The reviews' plain values (labels, reasons), kept free of zod: the course page's review list
// shows the labels without loading the contracts; reviews.ts re-exports them. Not named
// "-constants": no first screen needs them, so they stay out of the chunk every page loads.

/** How a review was collected: "verified" once a moderator checked the member's proof of enrolment. */
export const REVIEW_COLLECTIONS = ["member", "verified"] as const;
export type ReviewCollection = (typeof REVIEW_COLLECTIONS)[number];

export const REVIEW_COLLECTION_LABELS: Readonly<Record<ReviewCollection, string>> = {
  verified: "Verified enrolment",
  member: "Member review",
};

/**
 * Why a moderator rejects a review: one of a fixed list, so the author knows what to change and the
 * reasons can be counted. "other" needs a note saying what it was.
 */
export const REJECTION_REASONS = [
  "spam",
  "off-topic",
  "abusive",
  "personal-data",
  "not-about-the-course",
  "duplicate",
  "other",
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

export const REJECTION_REASON_LABELS: Readonly<Record<RejectionReason, string>> = {
  spam: "Spam or advertising",
  "off-topic": "Off-topic",
  abusive: "Abusive or hateful language",
  "personal-data": "Shares someone's personal data",
  "not-about-the-course": "Not about this course",
  duplicate: "A duplicate of another review",
  other: "Another reason (see the note)",
};

/** Where a member's proof of enrolment stands. */
export const PROOF_STATUSES = ["pending", "verified", "refused"] as const;
export type ProofStatus = (typeof PROOF_STATUSES)[number];

/** The proof itself (image and order reference) is deleted this many days after the decision. */
export const PROOF_RETENTION_DAYS = 30;
