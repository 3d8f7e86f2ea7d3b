import { BadgeCheck, ExternalLink } from "lucide-react";
import type { ItemFeedback } from "../../../../shared/contracts/replies";
import type { Review } from "../../../../shared/contracts/reviews";
import { REVIEW_COLLECTION_LABELS } from "../../../../shared/contracts/reviews-labels";
import { Badge } from "../../../components/ui/badge";
import { StarRating } from "../../../components/ui/star-rating";
import { formatDate } from "../../../lib/format";
import { ItemFeedbackView } from "../../disputes";

/**
 * One review: stars, author, date, how it was collected (a verified enrolment or a member review),
 * text and the proof-of-enrolment link when given; in the public list also the creator's reply, any
 * dispute, and the Reply and Dispute buttons (`feedback`).
 */
export function ReviewItem({
  review,
  feedback,
}: {
  review: Review & Partial<ItemFeedback>;
  /** The course's creator (whose linked member may reply) and whether the viewer is signed in. */
  feedback?: { creatorId: number; signedIn: boolean };
}) {
  const proof = review.proofUrl && /^https?:\/\//i.test(review.proofUrl) ? review.proofUrl : null;
  const verified = review.collection === "verified";
  return (
    <article className="space-y-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating value={review.rating} />
        <p className="text-sm font-semibold">{review.authorName}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
        </p>
        <Badge tone={verified ? "green" : "grey"}>
          {verified ? <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" /> : null}
          {REVIEW_COLLECTION_LABELS[review.collection]}
        </Badge>
      </div>
      {review.text ? <p className="text-sm whitespace-pre-line break-words">{review.text}</p> : null}
      {proof ? (
        <a
          href={proof}
          target="_blank"
          rel="noopener noreferrer nofollow ugc"
          className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 underline dark:text-indigo-300"
        >
          Proof of enrolment
          <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
      {feedback ? (
        <ItemFeedbackView
          targetType="review"
          targetId={review.id}
          reply={review.reply}
          dispute={review.dispute}
          {...feedback}
        />
      ) : null}
    </article>
  );
}
