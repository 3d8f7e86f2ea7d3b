// Admin: approve or reject a review. On success the pending list reloads, and the course's public
// reviews and figures are refetched the next time they are shown.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { reviewRoutes } from "../../../../shared/contracts/reviews.routes";
import { invalidateCourseReads } from "../../../lib/api/courses";
import { reviewsApi } from "../../../lib/api/reviews";
import { PENDING_REVIEWS_KEY } from "./get-pending-reviews";

export type ModerationAction = "approve" | "reject";

export function moderateReview(id: number, action: ModerationAction) {
  // The server refuses state changes without a JSON body, so an empty object is sent.
  return reviewsApi[action]({ params: { id }, body: {} });
}

export function useModerateReview(action: ModerationAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => moderateReview(id, action),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: PENDING_REVIEWS_KEY }),
        queryClient.invalidateQueries({ queryKey: [reviewRoutes.list.path] }),
        invalidateCourseReads(queryClient),
      ]);
    },
  });
}
