// Placeholder: replaced by the page of issue 3.
export function PendingReviewsPage() {
  return <p className="p-6">Coming in this change.</p>;
}
