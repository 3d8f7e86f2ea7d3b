// A new review, or a rejected one edited and sent again; either way it waits for
// moderation. The member's own review is replaced by the answer, so the page shows "awaiting
// moderation" without another round trip.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateReviewBody } from "../../../../shared/contracts/reviews";
import { reviewsApi } from "../../../lib/api/reviews";
import { myReviewQueryKey } from "./get-my-review";

export function createReview(body: CreateReviewBody) {
  return reviewsApi.create({ body });
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: (result, body) => {
      queryClient.setQueryData(myReviewQueryKey(body.courseId), result.review);
    },
  });
}
