import { Check, ExternalLink, X } from "lucide-react";
import { Link } from "react-router";
import type { PendingReview } from "../../../../shared/contracts/reviews";
import { Badge } from "../../../components/ui/badge";
import { Button, buttonClasses } from "../../../components/ui/button";
import { serverErrorOr } from "../../../lib/server-error";
import { type ModerationAction, useModerateReview } from "../api/moderate-review";

const FAILURE: Record<ModerationAction, string> = {
  approve: "Failed to approve review",
  reject: "Failed to reject review",
};

const createdFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

function formatCreated(value: string): string {
  const time = Date.parse(value);
  return Number.isFinite(time) ? createdFormat.format(time) : value;
}

/** One pending review with Approve, Reject and View Course; both buttons wait while either runs. */
export function PendingReviewCard({ review }: { review: PendingReview }) {
  const approve = useModerateReview("approve");
  const reject = useModerateReview("reject");
  const busy = approve.isPending || reject.isPending;
  const courseName = review.courseTitle.trim() || `Course #${review.courseId}`;
  const proof = review.proofUrl && /^https?:\/\//i.test(review.proofUrl) ? review.proofUrl : null;

  function handle(action: ModerationAction) {
    const mutation = action === "approve" ? approve : reject;
    mutation.mutate(review.id, {
      onError: (error) => {
        // A browser alert with the server's error or the fixed text.
        window.alert(serverErrorOr(error, FAILURE[action]));
      },
    });
  }

  return (
    <article
      aria-label={`Review of ${courseName}`}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words">{courseName}</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">by {review.creatorName}</p>
        </div>
        <p className="text-lg font-semibold text-amber-700 dark:text-amber-400">
          <span aria-hidden="true">{review.rating}★</span>
          <span className="sr-only">{review.rating} out of 5 stars</span>
        </p>
      </div>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
        <span>
          From <span className="font-medium text-slate-800 dark:text-slate-200">{review.authorName}</span>
        </span>
        <time dateTime={review.createdAt}>{formatCreated(review.createdAt)}</time>
        {review.resubmitted ? <Badge tone="yellow">Resubmitted after rejection</Badge> : null}
      </p>
      {review.text ? (
        <p className="mt-3 text-sm whitespace-pre-line break-words">{review.text}</p>
      ) : (
        <p className="mt-3 text-sm text-slate-600 italic dark:text-slate-400">Rating only, no text.</p>
      )}
      {proof ? (
        <a
          href={proof}
          target="_blank"
          rel="noopener noreferrer nofollow ugc"
          className="mt-2 inline-flex items-center gap-1 text-sm font-medium break-all text-indigo-700 underline dark:text-indigo-300"
        >
          Proof: {proof}
          <ExternalLink aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">No proof link given.</p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" disabled={busy} onClick={() => handle("approve")}>
          <Check aria-hidden="true" className="h-4 w-4" />
          {approve.isPending ? "Approving…" : "Approve"}
        </Button>
        <Button size="sm" variant="destructive" disabled={busy} onClick={() => handle("reject")}>
          <X aria-hidden="true" className="h-4 w-4" />
          {reject.isPending ? "Rejecting…" : "Reject"}
        </Button>
        <Link
          to={`/courses/${review.courseId}`}
          className={buttonClasses({ size: "sm", variant: "outline" })}
        >
          View Course
        </Link>
      </div>
    </article>
  );
}
