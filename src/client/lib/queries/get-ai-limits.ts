// AI quick looks used this month, the allowance (-1: unlimited) and when it resets. Signed-in
// members only; asked again each time the meter mounts and after every quick look.
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { aiRoutes } from "../../../shared/contracts/ai.routes";
import { usageRoutes } from "../../../shared/contracts/usage.routes";
import { aiApi } from "../api/ai";

export const AI_LIMITS_QUERY_KEY = [aiRoutes.limits.path] as const;

export function aiLimitsQueryOptions(signedIn: boolean) {
  return queryOptions({
    queryKey: AI_LIMITS_QUERY_KEY,
    queryFn: ({ signal }) => aiApi.limits({ signal }),
    enabled: signedIn,
    staleTime: 0,
  });
}

export function useAiLimits(signedIn: boolean) {
  return useQuery(aiLimitsQueryOptions(signedIn));
}

/**
 * After an AI look (a quick look or a URL analysis), the usage badge and the limits meter are asked
 * again. The usage badge's key is the usage call's path (features/account/api/get-usage.ts).
 */
export function refreshAiCounts(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [usageRoutes.get.path] }),
    queryClient.invalidateQueries({ queryKey: AI_LIMITS_QUERY_KEY }),
  ]);
}
