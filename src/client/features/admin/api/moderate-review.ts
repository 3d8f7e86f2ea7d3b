// POST /api/reviews/{id}/approve and /reject (admin). On success the pending list reloads (SPEC.md
// section 4), and the course's public reviews and figures are refetched the next time they are shown.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ModerateReviewResponse } from "../../../../shared/contracts/reviews";
import { sendJson } from "../../../lib/api-client";
import { PENDING_REVIEWS_KEY } from "./get-pending-reviews";

export type ModerationAction = "approve" | "reject";

export function moderateReview(id: number, action: ModerationAction) {
  // The server refuses state changes without a JSON body, so an empty object is sent.
  return sendJson("POST", `/api/reviews/${id}/${action}`, {}, ModerateReviewResponse);
}

export function useModerateReview(action: ModerationAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => moderateReview(id, action),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: PENDING_REVIEWS_KEY }),
        queryClient.invalidateQueries({ queryKey: ["/api/reviews"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/courses"] }),
      ]);
    },
  });
}
