// What happens to a review that other modules act on, as in-transaction domain events
// (lib/domain-events.ts). The reviews module says a review was moderated, or its proof of enrolment
// decided (REVIEW_PROOF_DECIDED: audited, the author told, the course rescored when the review's
// weight changed, in the same way); the consequences are
// handled by their owners, registered in this order by the composition root: the course's audit
// (editorial/audit.ts), the author's notice of a rejection (here: the words are the reviews
// module's, the notice is written through notifications' notifyMember), the author's points
// (leaderboard/points.ts) and the course's rescore, with the catalogue caches cleared after the
// commit (courses/catalogue-changed.ts).
import { defineEvent, type EventHandler } from "../../lib/domain-events";
import { notifyMember } from "../notifications/notify-member";

/**
 * The audit has no review subject: a review's decisions are rows of its course, naming the review
 * in their one changed field ("review 12": from -> to), so the course's audit shows them in place.
 */
export const reviewAuditField = (reviewId: number) => `review ${reviewId}`;
export const REVIEW_AUDIT_ACTIONS = { moderated: "review-moderated", proof: "review-proof" } as const;

/** The author's notice that their review was rejected, with the reason. */
export const REVIEW_REJECTED_NOTIFICATION_KIND = "review-rejected";
/** The author's notice of the decision on their proof of enrolment. */
export const PROOF_NOTIFICATION_KIND = "review-proof";

export type ModerationStatus = "approved" | "rejected";

export interface ReviewModerated {
  reviewId: number;
  course: { id: number; title: string };
  authorId: string;
  adminId: string;
  from: string;
  to: ModerationStatus;
  /** The rejection reason's label and the moderator's note, joined ("Off-topic: ..."), or null. */
  words: string | null;
  at: Date;
}

/** An admin approved or rejected a review, changing its status. */
export const REVIEW_MODERATED = defineEvent<ReviewModerated>("review.moderated");

/** The author of a rejected review is told why, once per decision. */
export const tellAuthorOfRejection: EventHandler<ReviewModerated> = async (event, { tx }) => {
  if (event.to !== "rejected") return;
  await notifyMember(tx, {
    userId: event.authorId,
    kind: REVIEW_REJECTED_NOTIFICATION_KIND,
    title: `Your review of ${event.course.title} was not published`,
    body: event.words ?? "No reason was recorded.",
    link: `/courses/${event.course.id}?tab=reviews`,
    dedupeKey: `review-rejected:${event.reviewId}:${event.at.toISOString()}`,
    at: event.at,
  });
};

export interface ReviewProofDecided {
  reviewId: number;
  course: { id: number; title: string };
  authorId: string;
  adminId: string;
  verified: boolean;
  /** The moderator's reason, which the member is told. */
  reason: string;
  /** Whether the review counts in the honest rating (approved) and its weight changed. */
  weightChanged: boolean;
  at: Date;
}

/** An admin verified or refused a review's proof of enrolment. */
export const REVIEW_PROOF_DECIDED = defineEvent<ReviewProofDecided>("review.proof-decided");

/** The author hears the decision on their proof, with the reason, once per decision. */
export const tellAuthorOfProofDecision: EventHandler<ReviewProofDecided> = async (event, { tx }) => {
  await notifyMember(tx, {
    userId: event.authorId,
    kind: PROOF_NOTIFICATION_KIND,
    title: event.verified
      ? `Your enrolment in ${event.course.title} is verified`
      : `Your proof of enrolment in ${event.course.title} was not accepted`,
    body: event.reason,
    link: `/courses/${event.course.id}?tab=reviews`,
    dedupeKey: `review-proof:${event.reviewId}:${event.at.toISOString()}`,
    at: event.at,
  });
};
