// The approved (public) reviews of a course.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { reviewRoutes } from "../../../../shared/contracts/reviews.routes";
import { reviewsApi } from "../../../lib/api/reviews";

export function reviewsQueryOptions(courseId: number) {
  return queryOptions({
    queryKey: [reviewRoutes.list.path, courseId],
    queryFn: ({ signal }) => reviewsApi.list({ query: { courseId }, signal }),
    staleTime: 0,
  });
}

export function useReviews(courseId: number) {
  return useQuery(reviewsQueryOptions(courseId));
}
