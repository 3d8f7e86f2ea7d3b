// GET /api/reviews/mine?courseId=: the signed-in member's own review of a course, whatever its
// status (pending, rejected, approved), or null. Guests never ask.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "../../../lib/api-client";

const ownReviewResponseContract = () =>
  import("../../../../shared/contracts/reviews").then((module) => module.OwnReviewResponse);

export function myReviewQueryKey(courseId: number) {
  return ["/api/reviews/mine", courseId] as const;
}

export function myReviewQueryOptions(courseId: number, signedIn: boolean) {
  return queryOptions({
    queryKey: myReviewQueryKey(courseId),
    queryFn: async ({ signal }) =>
      (await getJson(`/api/reviews/mine?courseId=${courseId}`, ownReviewResponseContract, { signal })).review,
    enabled: signedIn,
    staleTime: 0,
  });
}

export function useMyReview(courseId: number, signedIn: boolean) {
  return useQuery(myReviewQueryOptions(courseId, signedIn));
}
