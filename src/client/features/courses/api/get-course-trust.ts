// GET /api/courses/{id}/trust: the stored trust score with every piece of evidence behind it,
// including the detector's findings with their positions in the course's own copy.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "../../../lib/api-client";
import { freshOnEveryVisit } from "../../../lib/query-client";

const courseTrustResponseContract = () =>
  import("../../../../shared/contracts/analysis").then((module) => module.CourseTrustResponse);

export function courseTrustQueryOptions(id: number) {
  return queryOptions({
    queryKey: ["/api/courses", id, "trust"],
    queryFn: ({ signal }) =>
      getJson(`/api/courses/${id}/trust`, courseTrustResponseContract, { signal, expectedStatuses: [404] }),
    staleTime: freshOnEveryVisit,
  });
}

export function useCourseTrust(id: number) {
  return useQuery(courseTrustQueryOptions(id));
}
