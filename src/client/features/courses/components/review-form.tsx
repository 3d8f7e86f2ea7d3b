// The review form (SPEC.md section 5 "Review", DECISIONS.md "Community"): a rating is required,
// text is optional but at least 30 characters when given, the proof link optional. The same shared
// schema the server uses checks the form before it is sent.
import { LoaderCircle } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  CreateReviewBody,
  type OwnReview,
  REVIEW_MESSAGES,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
} from "../../../../shared/contracts/reviews";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { Input, Textarea } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { useToast } from "../../../components/ui/toast";
import { isHttpError } from "../../../lib/api-client";
import { useCreateReview } from "../api/create-review";
import { StarPicker } from "./star-picker";

type FieldErrors = Partial<Record<"rating" | "text" | "proofUrl", string>>;

function textCounter(length: number): string {
  if (length === 0) return `Optional. At least ${REVIEW_TEXT_MIN} characters when you write one.`;
  if (length < REVIEW_TEXT_MIN) return `${length} characters: ${REVIEW_TEXT_MIN - length} more needed.`;
  return `${length} characters.`;
}

export function ReviewForm({ courseId, previous }: { courseId: number; previous?: OwnReview }) {
  const ids = useId();
  const { toast } = useToast();
  const create = useCreateReview();
  const [rating, setRating] = useState<number | null>(previous?.rating ?? null);
  const [text, setText] = useState(previous?.text ?? "");
  const [proofUrl, setProofUrl] = useState(previous?.proofUrl ?? "");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const parsed = CreateReviewBody.safeParse({ courseId, rating: rating ?? undefined, text, proofUrl });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === "rating" || field === "text" || field === "proofUrl") && !next[field]) {
          next[field] = issue.message;
        }
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => toast({ title: "Review submitted", description: REVIEW_MESSAGES.submitted }),
      onError: (error) =>
        setFailure(isHttpError(error) && error.serverError ? error.serverError : "Failed to submit review"),
    });
  }

  const length = text.trim().length;
  const ratingHintId = `${ids}-rating-hint`;
  const textHintId = `${ids}-text-hint`;
  const proofHintId = `${ids}-proof-hint`;

  return (
    <form method="post" onSubmit={handleSubmit} noValidate className="space-y-5">
      <StarPicker
        legend="Your rating"
        value={rating}
        onChange={(value) => {
          setRating(value);
          setErrors((current) => ({ ...current, rating: undefined }));
        }}
        describedBy={rating === null ? ratingHintId : undefined}
      />
      <div>
        <Label htmlFor={`${ids}-text`}>Your review (optional)</Label>
        <Textarea
          id={`${ids}-text`}
          rows={5}
          maxLength={REVIEW_TEXT_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={textHintId}
          className={cn(errors.text && "border-red-600 dark:border-red-400")}
          placeholder="What did the course teach, what did it cost you, and what came of it?"
        />
        <p
          id={textHintId}
          className={cn(
            "mt-1 text-xs",
            errors.text ? "text-red-700 dark:text-red-400" : "text-slate-600 dark:text-slate-400",
          )}
        >
          {errors.text ? `${errors.text} ` : null}
          {textCounter(length)}
        </p>
      </div>
      <div>
        <Label htmlFor={`${ids}-proof`}>Proof of enrolment link (optional)</Label>
        <Input
          id={`${ids}-proof`}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={proofUrl}
          onChange={(event) => setProofUrl(event.target.value)}
          aria-invalid={errors.proofUrl ? true : undefined}
          aria-describedby={proofHintId}
          className={cn(errors.proofUrl && "border-red-600 dark:border-red-400")}
        />
        <p
          id={proofHintId}
          className={cn(
            "mt-1 text-xs",
            errors.proofUrl ? "text-red-700 dark:text-red-400" : "text-slate-600 dark:text-slate-400",
          )}
        >
          {errors.proofUrl ??
            "A receipt or certificate you have uploaded somewhere public. Moderators check it; readers see the link."}
        </p>
      </div>
      {failure ? (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
        >
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          disabled={rating === null || create.isPending}
          aria-describedby={rating === null ? ratingHintId : undefined}
        >
          {create.isPending ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
          {create.isPending ? "Submitting…" : previous ? "Resubmit review" : "Submit review"}
        </Button>
        {rating === null ? (
          <p id={ratingHintId} className="text-sm text-slate-600 dark:text-slate-400">
            {errors.rating ?? REVIEW_MESSAGES.ratingRequired}
          </p>
        ) : null}
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Reviews are checked by a moderator before they appear.
      </p>
    </form>
  );
}
