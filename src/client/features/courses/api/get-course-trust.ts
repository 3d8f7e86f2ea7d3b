// The stored trust score with every piece of evidence behind it, including the detector's findings
// with their positions in the course's own copy.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { trustRoutes } from "../../../../shared/contracts/trust.routes";
import { trustApi } from "../../../lib/api/trust";
import { freshOnEveryVisit } from "../../../lib/query-client";

export function courseTrustQueryOptions(id: number) {
  return queryOptions({
    queryKey: [trustRoutes.course.path, id],
    queryFn: ({ signal }) => trustApi.course({ params: { id }, signal, expectedStatuses: [404] }),
    staleTime: freshOnEveryVisit,
  });
}

export function useCourseTrust(id: number) {
  return useQuery(courseTrustQueryOptions(id));
}
