// Admin: reviews waiting for moderation, oldest first as the server sends them. Always fetched fresh
// when the screen opens.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { reviewRoutes } from "../../../../shared/contracts/reviews.routes";
import { reviewsApi } from "../../../lib/api/reviews";

export const PENDING_REVIEWS_KEY = [reviewRoutes.pending.path] as const;

export function pendingReviewsQueryOptions() {
  return queryOptions({
    queryKey: PENDING_REVIEWS_KEY,
    queryFn: ({ signal }) => reviewsApi.pending({ signal }),
    staleTime: 0,
    refetchOnMount: "always",
  });
}

export function usePendingReviews() {
  return useQuery(pendingReviewsQueryOptions());
}
