// GET /api/platform-stats: live counts from the database, cached 5 minutes (SPEC section 9).
// Home shows these figures on its first load, so the contract (and zod) arrives through a loader,
// in parallel with the request, instead of being a static import of the Home chunk.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PlatformStats } from "../../../shared/contracts/stats";
import { getJson } from "../api-client";

const STATS_CACHE_MS = 5 * 60 * 1000;

const statsContract = () =>
  import("../../../shared/contracts/stats").then((module) => module.PlatformStatsResponse);

export function platformStatsQueryOptions() {
  return queryOptions({
    queryKey: ["/api/platform-stats"],
    queryFn: ({ signal }): Promise<PlatformStats> =>
      getJson("/api/platform-stats", statsContract, { signal }),
    staleTime: STATS_CACHE_MS,
    gcTime: STATS_CACHE_MS,
  });
}

export function usePlatformStats() {
  return useQuery(platformStatsQueryOptions());
}
