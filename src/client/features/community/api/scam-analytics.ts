// Per-platform figures and trends, computed live by the server.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { communityReportRoutes } from "../../../../shared/contracts/community-reports.routes";
import { communityReportsApi } from "../../../lib/api/community-reports";

export function scamAnalyticsQueryOptions() {
  return queryOptions({
    queryKey: [communityReportRoutes.analytics.path] as const,
    queryFn: ({ signal }) => communityReportsApi.analytics({ signal }),
  });
}

export function useScamAnalytics() {
  return useQuery(scamAnalyticsQueryOptions());
}
