// Admin: approve or reject a review (a rejection with a reason from the fixed list, which its author
// sees). On success the pending list reloads, and the course's public reviews and figures are
// refetched the next time they are shown.
import type { RejectReviewBody } from "../../../../shared/contracts/reviews";
import { reviewRoutes } from "../../../../shared/contracts/reviews.routes";
import { reviewsApi } from "../../../lib/api/reviews";
import { useAdminChange } from "./admin-list";
import { PENDING_REVIEWS_KEY } from "./get-pending-reviews";

export type Moderation = { action: "approve" } | ({ action: "reject" } & RejectReviewBody);

export function moderateReview(id: number, moderation: Moderation) {
  if (moderation.action === "approve") return reviewsApi.approve({ params: { id }, body: {} });
  const { action: _, ...body } = moderation;
  return reviewsApi.reject({ params: { id }, body });
}

export function useModerateReview() {
  return useAdminChange(
    ({ id, moderation }: { id: number; moderation: Moderation }) => moderateReview(id, moderation),
    { lists: [PENDING_REVIEWS_KEY, [reviewRoutes.list.path]], courses: true },
  );
}
