// Admin: reviews waiting for moderation, oldest first as the server sends them. Always fetched fresh
// when the screen opens.
import { useQuery } from "@tanstack/react-query";
import { reviewRoutes } from "../../../../shared/contracts/reviews.routes";
import { reviewsApi } from "../../../lib/api/reviews";
import { adminListOptions } from "./admin-list";

export const PENDING_REVIEWS_KEY = [reviewRoutes.pending.path] as const;

export function pendingReviewsQueryOptions() {
  return adminListOptions(PENDING_REVIEWS_KEY, ({ signal }) => reviewsApi.pending({ signal }));
}

export function usePendingReviews() {
  return useQuery(pendingReviewsQueryOptions());
}
