// GET /api/courses/{id}: one course with its trust breakdown; a 404 is a "Course not found" state.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { CourseDetail } from "../../../../shared/contracts/catalog";
import { getJson } from "../../../lib/api-client";
import { freshOnEveryVisit } from "../../../lib/query-client";

export function courseQueryOptions(id: number) {
  return queryOptions({
    queryKey: ["/api/courses", id],
    queryFn: ({ signal }) => getJson(`/api/courses/${id}`, CourseDetail, { signal, expectedStatuses: [404] }),
    staleTime: freshOnEveryVisit,
  });
}

export function useCourse(id: number) {
  return useQuery(courseQueryOptions(id));
}
