// POST /api/reviews: a new review, or a rejected one edited and sent again; either way it waits for
// moderation. The member's own review is replaced by the answer, so the page shows "awaiting
// moderation" without another round trip.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateReviewBody } from "../../../../shared/contracts/reviews";
import { sendJson } from "../../../lib/api-client";
import { myReviewQueryKey } from "./get-my-review";

const createReviewResponseContract = () =>
  import("../../../../shared/contracts/reviews").then((module) => module.CreateReviewResponse);

export function createReview(body: CreateReviewBody) {
  return sendJson("POST", "/api/reviews", body, createReviewResponseContract);
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
