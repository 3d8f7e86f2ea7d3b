// GET /api/reviews?courseId=: the approved (public) reviews of a course.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "../../../lib/api-client";

const reviewListResponseContract = () =>
  import("../../../../shared/contracts/reviews").then((module) => module.ReviewListResponse);

export function reviewsQueryOptions(courseId: number) {
  return queryOptions({
    queryKey: ["/api/reviews", courseId],
    queryFn: ({ signal }) =>
      getJson(`/api/reviews?courseId=${courseId}`, reviewListResponseContract, { signal }),
    staleTime: 0,
  });
}

export function useReviews(courseId: number) {
  return useQuery(reviewsQueryOptions(courseId));
}
