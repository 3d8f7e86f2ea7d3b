// GET /api/reviews?courseId=: the approved (public) reviews of a course.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ReviewListResponse } from "../../../../shared/contracts/reviews";
import { getJson } from "../../../lib/api-client";

export function reviewsQueryOptions(courseId: number) {
  return queryOptions({
    queryKey: ["/api/reviews", courseId],
    queryFn: ({ signal }) => getJson(`/api/reviews?courseId=${courseId}`, ReviewListResponse, { signal }),
    staleTime: 0,
  });
}

export function useReviews(courseId: number) {
  return useQuery(reviewsQueryOptions(courseId));
}
