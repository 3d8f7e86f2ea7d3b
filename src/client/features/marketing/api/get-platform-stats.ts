// GET /api/platform-stats: live counts from the database, cached 5 minutes (SPEC section 9).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { PlatformStatsResponse } from "../../../../shared/contracts/stats";
import { getJson } from "../../../lib/api-client";

const STATS_CACHE_MS = 5 * 60 * 1000;

export function platformStatsQueryOptions() {
  return queryOptions({
    queryKey: ["/api/platform-stats"],
    queryFn: ({ signal }) => getJson("/api/platform-stats", PlatformStatsResponse, { signal }),
    staleTime: STATS_CACHE_MS,
    gcTime: STATS_CACHE_MS,
  });
}

export function usePlatformStats() {
  return useQuery(platformStatsQueryOptions());
}
