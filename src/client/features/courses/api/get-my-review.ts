// GET /api/reviews/mine?courseId=: the signed-in member's own review of a course, whatever its
// status (pending, rejected, approved), or null. Guests never ask.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { OwnReviewResponse } from "../../../../shared/contracts/reviews";
import { getJson } from "../../../lib/api-client";

export function myReviewQueryKey(courseId: number) {
  return ["/api/reviews/mine", courseId] as const;
}

export function myReviewQueryOptions(courseId: number, signedIn: boolean) {
  return queryOptions({
    queryKey: myReviewQueryKey(courseId),
    queryFn: async ({ signal }) =>
      (await getJson(`/api/reviews/mine?courseId=${courseId}`, OwnReviewResponse, { signal })).review,
    enabled: signedIn,
    staleTime: 0,
  });
}

export function useMyReview(courseId: number, signedIn: boolean) {
  return useQuery(myReviewQueryOptions(courseId, signedIn));
}
