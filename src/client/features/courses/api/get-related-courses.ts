// GET /api/courses/{id}/related?limit=6 (SPEC.md section 9: related courses, 6).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "../../../lib/api-client";

const relatedCoursesResponseContract = () =>
  import("../../../../shared/contracts/catalog").then((module) => module.RelatedCoursesResponse);

export const RELATED_LIMIT = 6;

export function relatedCoursesQueryOptions(id: number) {
  return queryOptions({
    queryKey: ["/api/courses", id, "related"],
    queryFn: ({ signal }) =>
      getJson(`/api/courses/${id}/related?limit=${RELATED_LIMIT}`, relatedCoursesResponseContract, {
        signal,
      }),
  });
}

export function useRelatedCourses(id: number) {
  return useQuery(relatedCoursesQueryOptions(id));
}
