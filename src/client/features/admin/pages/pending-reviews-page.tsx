// /admin/reviews (behind RequireAuth requiredRole="admin"; SPEC.md section 2 "Admin: Pending Reviews").

import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { usePendingReviews } from "../api/get-pending-reviews";
import { AdminNav } from "../components/admin-nav";
import { ListState } from "../components/list-controls";
import { PendingReviewCard } from "../components/pending-review-card";

export function PendingReviewsPage() {
  const pending = usePendingReviews();

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <Link
        to="/"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Home
      </Link>
      <div className="mt-4">
        <AdminNav />
      </div>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Pending reviews</h1>
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
            <>
              <p className="mb-4 text-sm font-medium text-slate-700 dark:text-slate-300" aria-live="polite">
                {reviews.length === 1 ? "1 review waiting" : `${reviews.length} reviews waiting`}
              </p>
              <ul className="space-y-4">
                {reviews.map((review) => (
                  <li key={review.id}>
                    <PendingReviewCard review={review} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </ListState>
      </div>
    </div>
  );
}
