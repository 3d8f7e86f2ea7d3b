// GET /api/courses/{id}: one course with its trust breakdown; a 404 is a "Course not found" state.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "../../../lib/api-client";
import { freshOnEveryVisit } from "../../../lib/query-client";

const courseDetailContract = () =>
  import("../../../../shared/contracts/catalog").then((module) => module.CourseDetail);

export function courseQueryOptions(id: number) {
  return queryOptions({
    queryKey: ["/api/courses", id],
    queryFn: ({ signal }) =>
      getJson(`/api/courses/${id}`, courseDetailContract, { signal, expectedStatuses: [404] }),
    staleTime: freshOnEveryVisit,
  });
}

export function useCourse(id: number) {
  return useQuery(courseQueryOptions(id));
}
