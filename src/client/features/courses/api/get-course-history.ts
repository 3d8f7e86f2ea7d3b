// GET /api/courses/{id}/history: the course's scores over time (oldest first) and its dated public
// events (newest first). Asked for only when the History tab is shown; the endpoint client loads
// the contract with the answer, so the page's first screen carries no schema for it.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { editorialRoutes } from "../../../../shared/contracts/editorial.routes";
import { editorialApi } from "../../../lib/api/editorial";
import { freshOnEveryVisit } from "../../../lib/query-client";

export function courseHistoryQueryOptions(id: number) {
  return queryOptions({
    queryKey: [editorialRoutes.courseHistory.path, id],
    queryFn: ({ signal }) => editorialApi.courseHistory({ params: { id }, signal, expectedStatuses: [404] }),
    staleTime: freshOnEveryVisit,
  });
}

export function useCourseHistory(id: number) {
  return useQuery(courseHistoryQueryOptions(id));
}
