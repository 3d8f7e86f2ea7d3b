// Admin: approve or reject a review. On success the pending list reloads, and the course's public
// reviews and figures are refetched the next time they are shown.
import { reviewRoutes } from "../../../../shared/contracts/reviews.routes";
import { reviewsApi } from "../../../lib/api/reviews";
import { useAdminChange } from "./admin-list";
import { PENDING_REVIEWS_KEY } from "./get-pending-reviews";

export type ModerationAction = "approve" | "reject";

export function moderateReview(id: number, action: ModerationAction) {
  // The server refuses state changes without a JSON body, so an empty object is sent.
  return reviewsApi[action]({ params: { id }, body: {} });
}

export function useModerateReview(action: ModerationAction) {
  return useAdminChange((id: number) => moderateReview(id, action), {
    lists: [PENDING_REVIEWS_KEY, [reviewRoutes.list.path]],
    courses: true,
  });
}
