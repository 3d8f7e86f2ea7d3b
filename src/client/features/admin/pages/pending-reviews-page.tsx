import { plural } from "../../../lib/format";
import { usePendingReviews } from "../api/get-pending-reviews";
import { AdminPageHeader } from "../components/admin-nav";
import { CountedList, ListState } from "../components/list-controls";
import { PendingReviewCard } from "../components/pending-review-card";

export function PendingReviewsPage() {
  const pending = usePendingReviews();

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <AdminPageHeader title="Pending reviews" />
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Approve reviews that follow the review policy; approved reviews become public on the course page.
        Rejected reviews can be edited by their author and sent again.
      </p>

      <div className="mt-8">
        <ListState
          query={pending}
          loadingLabel="Loading pending reviews…"
          failedText="Failed to load pending reviews"
          emptyText="No pending reviews 🎉"
        >
          {(reviews) => (
            <CountedList summary={`${plural(reviews.length, "review")} waiting`} items={reviews}>
              {(review) => <PendingReviewCard review={review} />}
            </CountedList>
          )}
        </ListState>
      </div>
    </div>
  );
}
