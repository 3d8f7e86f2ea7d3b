// Related courses of a course page, 6 of them.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { courseRoutes } from "../../../../shared/contracts/courses.routes";
import { coursesApi } from "../../../lib/api/courses";

export const RELATED_LIMIT = 6;

export function relatedCoursesQueryOptions(id: number) {
  return queryOptions({
    queryKey: [courseRoutes.related.path, id],
    queryFn: ({ signal }) => coursesApi.related({ params: { id }, query: { limit: RELATED_LIMIT }, signal }),
  });
}

export function useRelatedCourses(id: number) {
  return useQuery(relatedCoursesQueryOptions(id));
}
