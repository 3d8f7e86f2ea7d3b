// Live counts from the database, cached 5 minutes. Home shows these figures on its
// first load, so the contract (and zod) arrives only with the answer (lib/api/stats.ts), in
// parallel with the request, instead of being a static import of the Home chunk.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { STATS_TTL_MS, statsRoutes } from "../../../shared/contracts/stats.routes";
import { statsApi } from "../api/stats";

export function platformStatsQueryOptions() {
  return queryOptions({
    queryKey: [statsRoutes.get.path],
    queryFn: ({ signal }) => statsApi.get({ signal }),
    staleTime: STATS_TTL_MS,
    gcTime: STATS_TTL_MS,
  });
}

export function usePlatformStats() {
  return useQuery(platformStatsQueryOptions());
}
