// GET /api/courses/{id}/related?limit=6 (SPEC.md section 9: related courses, 6).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { RelatedCoursesResponse } from "../../../../shared/contracts/catalog";
import { getJson } from "../../../lib/api-client";

export const RELATED_LIMIT = 6;

export function relatedCoursesQueryOptions(id: number) {
  return queryOptions({
    queryKey: ["/api/courses", id, "related"],
    queryFn: ({ signal }) =>
      getJson(`/api/courses/${id}/related?limit=${RELATED_LIMIT}`, RelatedCoursesResponse, { signal }),
  });
}

export function useRelatedCourses(id: number) {
  return useQuery(relatedCoursesQueryOptions(id));
}
