import { plural } from "../../../lib/format";
import { usePendingReviews } from "../api/get-pending-reviews";
import { AdminPage } from "../components/admin-nav";
import { CountedList, ListState } from "../components/list-controls";
import { PendingReviewCard } from "../components/pending-review-card";

export function PendingReviewsPage() {
  const pending = usePendingReviews();

  return (
    <AdminPage
      title="Pending reviews"
      width="max-w-4xl"
      intro={
        <>
          Approve reviews that follow the review policy; approved reviews become public on the course page.
          Rejected reviews can be edited by their author and sent again.
        </>
      }
    >
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
    </AdminPage>
  );
}
