// /admin/reviews: the reviews waiting for moderation, then the proof of enrolment waiting to be
// checked (which may belong to a review approved long ago).
import { useId } from "react";
import { PROOF_RETENTION_DAYS } from "../../../../shared/contracts/reviews-labels";
import { plural } from "../../../lib/format";
import { usePendingReviews } from "../api/get-pending-reviews";
import { usePendingProofs } from "../api/review-proofs";
import { AdminPage } from "../components/admin-nav";
import { CountedListState } from "../components/list-controls";
import { PendingReviewCard } from "../components/pending-review-card";
import { ProofCheckCard } from "../components/proof-check-card";

export function PendingReviewsPage() {
  const pending = usePendingReviews();
  const proofs = usePendingProofs();
  const proofsHeadingId = useId();

  return (
    <AdminPage
      title="Pending reviews"
      width="max-w-4xl"
      intro={
        <>
          Approve reviews that follow the review policy; approved reviews become public on the course page.
          Rejecting needs a reason, which the author sees; they can edit the review and send it again.
        </>
      }
    >
      {proofs.data && proofs.data.length > 0 ? (
        <p className="mt-2">
          <a href="#proof-checks" className="font-medium text-indigo-700 underline dark:text-indigo-300">
            {plural(proofs.data.length, "proof")} of enrolment to check
          </a>
        </p>
      ) : null}
      <div className="mt-8">
        <CountedListState
          query={pending}
          loadingLabel="Loading pending reviews…"
          failedText="Failed to load pending reviews"
          emptyText="No pending reviews 🎉"
          summary={(reviews) => `${plural(reviews.length, "review")} waiting`}
        >
          {(review) => <PendingReviewCard review={review} />}
        </CountedListState>
      </div>

      <section id="proof-checks" aria-labelledby={proofsHeadingId} className="mt-12 scroll-mt-24">
        <h2 id={proofsHeadingId} className="text-2xl font-bold tracking-tight">
          Proof of enrolment to check
        </h2>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          Members send a picture of their receipt and the order reference. Verify it when the two match this
          course; the review is then labelled a Verified enrolment. Only admins see the proof, and it is
          deleted {PROOF_RETENTION_DAYS} days after your decision.
        </p>
        <div className="mt-6">
          <CountedListState
            query={proofs}
            loadingLabel="Loading proof of enrolment…"
            failedText="Failed to load proof of enrolment"
            emptyText="No proof of enrolment to check"
            summary={(items) => `${plural(items.length, "proof")} to check`}
          >
            {(proof) => <ProofCheckCard proof={proof} />}
          </CountedListState>
        </div>
      </section>
    </AdminPage>
  );
}
