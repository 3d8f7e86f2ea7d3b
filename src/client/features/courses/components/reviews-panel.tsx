// The Reviews tab: approved reviews for everyone (each labelled a verified enrolment or a member
// review, filterable to verified enrolments, with the creator's reply and any dispute), then the
// member's own review state — with a moderator's reason, and their proof of enrolment — and the
// form, or a sign-in prompt for guests.

import { BadgeCheck, CircleCheck, Clock, ShieldX } from "lucide-react";
import { type ComponentProps, lazy, type ReactNode, Suspense, useId, useState } from "react";
import { Link } from "react-router";
import type { OwnProof, OwnReview } from "../../../../shared/contracts/reviews";
import { REJECTION_REASON_LABELS } from "../../../../shared/contracts/reviews-labels";
import { VERIFIED_COUNTS } from "../../../../shared/domain/honest-rating";
import { Button } from "../../../components/ui/button";
import { SignInLinks } from "../../../components/ui/sign-in-links";
import { Spinner } from "../../../components/ui/spinner";
import { TitledSection } from "../../../components/ui/titled-section";
import { useMe } from "../../../lib/auth/get-me";
import { formatDate } from "../../../lib/format";
import { useMyCreator } from "../../disputes";
import { useMyReview } from "../api/get-my-review";
import { useReviews } from "../api/get-reviews";
import { ReviewItem } from "./review-item";

// Only members who can write a review see the form, and it checks its fields with the shared
// contract (zod): loaded when shown, so a guest's course page never loads zod.
const LazyReviewForm = lazy(() => import("./review-form").then((module) => ({ default: module.ReviewForm })));

function ReviewForm(props: ComponentProps<typeof LazyReviewForm>) {
  return (
    <Suspense fallback={<Spinner label="Loading the review form…" />}>
      <LazyReviewForm {...props} />
    </Suspense>
  );
}

// The proof form comes in the same chunk as the review form: one more request, not two.
const LazyProofForm = lazy(() =>
  import("./review-form").then((module) => ({ default: module.ReviewProofForm })),
);

function ReviewProofForm(props: ComponentProps<typeof LazyProofForm>) {
  return (
    <Suspense fallback={<Spinner label="Loading the proof form…" />}>
      <LazyProofForm {...props} />
    </Suspense>
  );
}

const linkClasses = "font-medium text-indigo-700 underline dark:text-indigo-300";

export function ReviewsPanel({ courseId, creatorId }: { courseId: number; creatorId: number }) {
  const listHeadingId = useId();
  const formHeadingId = useId();
  const [verifiedOnly, setVerifiedOnly] = useState(false);
  return (
    <div className="space-y-10">
      <section aria-labelledby={listHeadingId}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={listHeadingId} className="text-xl font-semibold">
            What members say
          </h2>
          <Button
            variant={verifiedOnly ? "primary" : "outline"}
            size="sm"
            aria-pressed={verifiedOnly}
            onClick={() => setVerifiedOnly((on) => !on)}
          >
            <BadgeCheck aria-hidden="true" className="h-4 w-4" />
            Verified enrolments only
          </Button>
        </div>
        <ApprovedReviews courseId={courseId} creatorId={creatorId} verifiedOnly={verifiedOnly} />
      </section>
      <TitledSection
        id={formHeadingId}
        title="Your review"
        className="rounded-xl border border-slate-200 p-5 sm:p-6 dark:border-slate-800"
        titleClassName="text-xl font-semibold"
      >
        <div className="mt-4">
          <OwnReviewArea courseId={courseId} creatorId={creatorId} />
        </div>
      </TitledSection>
    </div>
  );
}

function ApprovedReviews({
  courseId,
  creatorId,
  verifiedOnly,
}: {
  courseId: number;
  creatorId: number;
  verifiedOnly: boolean;
}) {
  const reviews = useReviews(courseId, verifiedOnly);
  const signedIn = Boolean(useMe().data);
  if (reviews.isPending) return <Spinner label="Loading reviews…" className="mt-4" />;
  if (reviews.isError) {
    return (
      <div role="alert" className="mt-4 flex flex-wrap items-center gap-3">
        <p className="text-sm text-red-700 dark:text-red-400">Failed to load reviews</p>
        <Button variant="outline" size="sm" onClick={() => reviews.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  if (reviews.data.length === 0) {
    return (
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
        {verifiedOnly
          ? "No verified enrolments yet: no reviewer has had their proof of enrolment checked by a moderator."
          : "No approved reviews yet. Took this course? Your experience helps the next person decide."}
      </p>
    );
  }
  return (
    <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
      {reviews.data.map((review) => (
        <li key={review.id} className="py-4 first:pt-0">
          <ReviewItem review={review} feedback={{ creatorId, signedIn }} />
        </li>
      ))}
    </ul>
  );
}

function OwnReviewArea({ courseId, creatorId }: { courseId: number; creatorId: number }) {
  const me = useMe();
  const signedIn = Boolean(me.data);
  const mine = useMyReview(courseId, signedIn);
  const speaksFor = useMyCreator(signedIn).data?.creator ?? null;

  if (me.isPending) return <Spinner label="Checking your sign-in…" />;
  if (!signedIn) {
    return (
      <SignInLinks
        action="Sign in to write a review"
        returnTo={`/courses/${courseId}`}
        after="One review per member per course; a moderator checks each one before it appears."
      />
    );
  }
  if (speaksFor?.id === creatorId) {
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">
        You speak for {speaksFor.name} on HypeCheck, so you do not review their courses. You can reply beneath
        each review instead.
      </p>
    );
  }
  if (mine.isPending) return <Spinner label="Loading your review…" />;
  // Without the member's own state the form still works: the server refuses a second review.
  const review = mine.isError ? null : mine.data;
  if (review === null) return <ReviewForm courseId={courseId} />;
  return <OwnReviewState review={review} courseId={courseId} />;
}

function OwnReviewState({ review, courseId }: { review: OwnReview; courseId: number }) {
  if (review.status === "rejected") {
    return (
      <div className="space-y-5">
        <StatusNote icon={ShieldX} tone="red">
          A moderator did not approve your review
          {review.decisionReason ? (
            <>
              : <strong>{REJECTION_REASON_LABELS[review.decisionReason]}</strong>
            </>
          ) : null}
          .{review.decisionNote ? ` “${review.decisionNote}”` : null} Check it against the{" "}
          <Link to="/review-policy" className={linkClasses}>
            review policy
          </Link>
          , edit it below and send it again; it will be moderated again.
        </StatusNote>
        <ReviewForm key={review.updatedAt} courseId={courseId} previous={review} />
        <EnrolmentProof review={review} courseId={courseId} />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {review.status === "pending" ? (
        <StatusNote icon={Clock} tone="amber">
          Your review is awaiting moderation. It will appear here once approved.
        </StatusNote>
      ) : (
        <StatusNote icon={CircleCheck} tone="green">
          Your review is published.
        </StatusNote>
      )}
      <ReviewItem review={review} />
      <EnrolmentProof review={review} courseId={courseId} />
    </div>
  );
}

/** The member's proof of enrolment: where it stands, the moderator's words, and the form to send it. */
function EnrolmentProof({ review, courseId }: { review: OwnReview; courseId: number }) {
  const headingId = useId();
  const { proof } = review;
  const form = (label?: string) => (
    <ReviewProofForm
      key={proof?.submittedAt ?? "none"}
      reviewId={review.id}
      courseId={courseId}
      submitLabel={label}
    />
  );
  return (
    <TitledSection
      id={headingId}
      title="Verified enrolment"
      level={3}
      className="space-y-3 border-t border-slate-200 pt-5 dark:border-slate-800"
    >
      {review.collection === "verified" ? (
        <StatusNote icon={BadgeCheck} tone="green">
          Your enrolment is verified: your review shows as a Verified enrolment and counts {VERIFIED_COUNTS}{" "}
          in the rating.
          <ProofWords proof={proof} />
        </StatusNote>
      ) : proof?.status === "pending" ? (
        <>
          <StatusNote icon={Clock} tone="amber">
            Your proof of enrolment
            {proof.orderReference ? ` (order ${proof.orderReference})` : ""}, sent on{" "}
            {formatDate(proof.submittedAt)}, is waiting for a moderator.
          </StatusNote>
          <details className="text-sm">
            <summary className="cursor-pointer font-medium text-indigo-700 dark:text-indigo-300">
              Send a different picture instead
            </summary>
            <div className="mt-3">{form("Replace proof")}</div>
          </details>
        </>
      ) : (
        <>
          {proof?.status === "refused" ? (
            <StatusNote icon={ShieldX} tone="red">
              A moderator could not verify your enrolment from the proof you sent.
              <ProofWords proof={proof} /> You can send other proof below.
            </StatusNote>
          ) : (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              Show a moderator that you bought this course and your review is labelled a Verified enrolment,
              which counts {VERIFIED_COUNTS} in the course's rating.
            </p>
          )}
          {form()}
        </>
      )}
    </TitledSection>
  );
}

function ProofWords({ proof }: { proof: OwnProof | null }) {
  return proof?.reason ? <> The moderator said: “{proof.reason}”</> : null;
}

const NOTE_TONES = {
  red: "border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200",
  amber:
    "border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-200",
  green:
    "border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-200",
} as const;

function StatusNote({
  icon: Icon,
  tone,
  children,
}: {
  icon: typeof Clock;
  tone: keyof typeof NOTE_TONES;
  children: ReactNode;
}) {
  return (
    <div className={`flex items-start gap-2 rounded-lg border p-3 text-sm ${NOTE_TONES[tone]}`}>
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <p>{children}</p>
    </div>
  );
}
