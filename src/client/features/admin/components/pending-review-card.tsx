// One pending review with Approve, Reject (with a reason from the fixed list, and an optional note,
// both shown to its author) and View Course; the buttons wait while either decision is sent.
import { Check, ExternalLink, X } from "lucide-react";
import type { FormEvent } from "react";
import { Link } from "react-router";
import {
  type PendingReview,
  REJECTION_REASON_LABELS,
  REJECTION_REASONS,
  RejectReviewBody,
} from "../../../../shared/contracts/reviews";
import { Badge } from "../../../components/ui/badge";
import { Button, buttonClasses } from "../../../components/ui/button";
import { FormAlert, FormField, SubmitButton, useContractForm } from "../../../components/ui/contract-form";
import { Input } from "../../../components/ui/input";
import { SelectField } from "../../../components/ui/select-field";
import { formatDateTime } from "../../../lib/format";
import { serverErrorOr } from "../../../lib/server-error";
import { useModerateReview } from "../api/moderate-review";

/** The reject form: reason, note and button in a row that wraps. */
const REJECT_ROW = "flex grow flex-wrap items-start gap-2";

export function PendingReviewCard({ review }: { review: PendingReview }) {
  const moderate = useModerateReview();
  const sending = moderate.isPending ? moderate.variables?.moderation.action : undefined;
  const reject = useContractForm(RejectReviewBody, { reason: "", note: "" });
  const courseName = review.courseTitle.trim() || `Course #${review.courseId}`;
  const proof = review.proofUrl && /^https?:\/\//i.test(review.proofUrl) ? review.proofUrl : null;

  function handleApprove() {
    reject.setFormError(null);
    moderate.mutate(
      { id: review.id, moderation: { action: "approve" } },
      { onError: (error) => reject.setFormError(serverErrorOr(error, "Failed to approve review")) },
    );
  }

  function handleReject(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reject.setFormError(null);
    const body = reject.validate();
    if (body === null) return;
    moderate.mutate(
      { id: review.id, moderation: { action: "reject", ...body } },
      { onError: (error) => reject.setFormError(serverErrorOr(error, "Failed to reject review")) },
    );
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
        <time dateTime={review.createdAt}>{formatDateTime(review.createdAt)}</time>
        {review.resubmitted ? <Badge tone="yellow">Resubmitted after rejection</Badge> : null}
        {review.collection === "verified" ? <Badge tone="green">Verified enrolment</Badge> : null}
        {review.proofPending ? <Badge tone="indigo">Proof of enrolment to check below</Badge> : null}
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
      <div className="mt-4 flex flex-wrap items-end gap-x-4 gap-y-3 border-t border-slate-200 pt-4 dark:border-slate-800">
        <div className="flex gap-2">
          <Button disabled={moderate.isPending} onClick={handleApprove}>
            <Check aria-hidden="true" className="h-4 w-4" />
            {sending === "approve" ? "Approving…" : "Approve"}
          </Button>
          <Link to={`/courses/${review.courseId}`} className={buttonClasses({ variant: "outline" })}>
            View Course
          </Link>
        </div>
        <form method="post" onSubmit={handleReject} noValidate className={REJECT_ROW}>
          <SelectField
            form={reject}
            name="reason"
            label="Reason to reject"
            className="w-full sm:w-56"
            first="Choose a reason…"
            values={REJECTION_REASONS}
            labels={REJECTION_REASON_LABELS}
          />
          <FormField form={reject} name="note" label="Note to the author (optional)" className="min-w-0 grow">
            {(control) => <Input {...control} maxLength={1000} />}
          </FormField>
          <SubmitButton
            pending={sending === "reject"}
            pendingLabel="Rejecting…"
            disabled={moderate.isPending}
            icon={X}
            variant="destructive"
            className="sm:mt-[1.625rem]"
          >
            Reject
          </SubmitButton>
        </form>
      </div>
      <FormAlert message={reject.formError} boxed className="mt-3" />
    </article>
  );
}
