// GET /api/scam-analytics: per-platform figures and trends, computed live by the server.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ScamAnalyticsResponse } from "../../../../shared/contracts/community-reports";
import { getJson } from "../../../lib/api-client";

export function scamAnalyticsQueryOptions() {
  return queryOptions({
    queryKey: ["/api/scam-analytics"] as const,
    queryFn: ({ signal }) => getJson("/api/scam-analytics", ScamAnalyticsResponse, { signal }),
  });
}

export function useScamAnalytics() {
  return useQuery(scamAnalyticsQueryOptions());
}
