// The approved (public) reviews of a course, or its verified enrolments only.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { reviewRoutes } from "../../../../shared/contracts/reviews.routes";
import { reviewsApi } from "../../../lib/api/reviews";

export function reviewsQueryOptions(courseId: number, verifiedOnly = false) {
  return queryOptions({
    queryKey: [reviewRoutes.list.path, courseId, verifiedOnly],
    queryFn: ({ signal }) =>
      reviewsApi.list({ query: { courseId, verified: verifiedOnly ? "true" : undefined }, signal }),
    staleTime: 0,
  });
}

export function useReviews(courseId: number, verifiedOnly = false) {
  return useQuery(reviewsQueryOptions(courseId, verifiedOnly));
}
