// One course with its trust breakdown; a 404 is a "Course not found" state.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { courseRoutes } from "../../../../shared/contracts/courses.routes";
import { coursesApi } from "../../../lib/api/courses";
import { freshOnEveryVisit } from "../../../lib/query-client";

export function courseQueryOptions(id: number) {
  return queryOptions({
    queryKey: [courseRoutes.get.path, id],
    queryFn: ({ signal }) => coursesApi.get({ params: { id }, signal, expectedStatuses: [404] }),
    staleTime: freshOnEveryVisit,
  });
}

export function useCourse(id: number) {
  return useQuery(courseQueryOptions(id));
}
