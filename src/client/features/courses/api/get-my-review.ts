// The signed-in member's own review of a course, whatever its status (pending, rejected, approved),
// or null. Guests never ask.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { reviewRoutes } from "../../../../shared/contracts/reviews.routes";
import { reviewsApi } from "../../../lib/api/reviews";

export function myReviewQueryKey(courseId: number) {
  return [reviewRoutes.mine.path, courseId] as const;
}

export function myReviewQueryOptions(courseId: number, signedIn: boolean) {
  return queryOptions({
    queryKey: myReviewQueryKey(courseId),
    queryFn: async ({ signal }) => (await reviewsApi.mine({ query: { courseId }, signal })).review,
    enabled: signedIn,
    staleTime: 0,
  });
}

export function useMyReview(courseId: number, signedIn: boolean) {
  return useQuery(myReviewQueryOptions(courseId, signedIn));
}
