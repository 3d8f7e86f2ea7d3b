// GET /api/reviews/pending (admin): reviews waiting for moderation, oldest first as the server
// sends them. Always fetched fresh when the screen opens.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { PendingReviewListResponse } from "../../../../shared/contracts/reviews";
import { getJson } from "../../../lib/api-client";

export const PENDING_REVIEWS_KEY = ["/api/reviews/pending"] as const;

export function pendingReviewsQueryOptions() {
  return queryOptions({
    queryKey: PENDING_REVIEWS_KEY,
    queryFn: ({ signal }) => getJson("/api/reviews/pending", PendingReviewListResponse, { signal }),
    staleTime: 0,
    refetchOnMount: "always",
  });
}

export function usePendingReviews() {
  return useQuery(pendingReviewsQueryOptions());
}
