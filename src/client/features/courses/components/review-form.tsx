// The review form (docs/decisions/0046-review-rules.md): a rating is required,
// text is optional but at least 30 characters when given, the proof link optional. The same shared
// schema the server uses checks the form before it is sent.
import type { FormEvent } from "react";
import {
  CreateReviewBody,
  type OwnReview,
  REVIEW_MESSAGES,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
} from "../../../../shared/contracts/reviews";
import { FormAlert, FormField, SubmitButton, useContractForm } from "../../../components/ui/contract-form";
import { Textarea } from "../../../components/ui/input";
import { useToast } from "../../../components/ui/toast";
import { WebAddressField } from "../../../components/ui/web-address-field";
import { serverErrorOr } from "../../../lib/server-error";
import { useCreateReview } from "../api/create-review";
import { StarPicker } from "./star-picker";

export { ReviewProofForm } from "./review-proof-form";

function textCounter(length: number): string {
  if (length === 0) return `Optional. At least ${REVIEW_TEXT_MIN} characters when you write one.`;
  if (length < REVIEW_TEXT_MIN) return `${length} characters: ${REVIEW_TEXT_MIN - length} more needed.`;
  return `${length} characters.`;
}

export function ReviewForm({ courseId, previous }: { courseId: number; previous?: OwnReview }) {
  const { toast } = useToast();
  const create = useCreateReview();
  const form = useContractForm(CreateReviewBody, {
    rating: previous?.rating ?? (null as number | null),
    text: previous?.text ?? "",
    proofUrl: previous?.proofUrl ?? "",
  });
  const { rating, text } = form.values;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.setFormError(null);
    const body = form.validate({ ...form.values, courseId, rating: rating ?? undefined });
    if (body === null) return;
    create.mutate(body, {
      onSuccess: () => toast({ title: "Review submitted", description: REVIEW_MESSAGES.submitted }),
      onError: (error) => form.setFormError(serverErrorOr(error, "Failed to submit review")),
    });
  }

  const ratingHintId = form.hintIdOf("rating");

  return (
    <form method="post" onSubmit={handleSubmit} noValidate className="space-y-5">
      <StarPicker
        legend="Your rating"
        value={rating}
        onChange={(value) => form.set("rating", value)}
        describedBy={rating === null ? ratingHintId : undefined}
      />
      <FormField
        form={form}
        name="text"
        label="Your review (optional)"
        hint={textCounter(text.trim().length)}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            maxLength={REVIEW_TEXT_MAX}
            placeholder="What did the course teach, what did it cost you, and what came of it?"
          />
        )}
      </FormField>
      <WebAddressField
        form={form}
        name="proofUrl"
        label="Proof of enrolment link (optional)"
        hint="A receipt or certificate you have uploaded somewhere public. Moderators check it; readers see the link."
      />
      <FormAlert message={form.formError} boxed />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton
          pending={create.isPending}
          pendingLabel="Submitting…"
          disabled={rating === null}
          aria-describedby={rating === null ? ratingHintId : undefined}
        >
          {previous ? "Resubmit review" : "Submit review"}
        </SubmitButton>
        {rating === null ? (
          <p id={ratingHintId} className="text-sm text-slate-600 dark:text-slate-400">
            {form.errors.rating ?? REVIEW_MESSAGES.ratingRequired}
          </p>
        ) : null}
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Reviews are checked by a moderator before they appear.
      </p>
    </form>
  );
}
