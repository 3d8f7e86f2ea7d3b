// GET /api/ai/limits: AI quick looks used this month, the allowance (-1: unlimited) and when it
// resets. Signed-in members only; asked again each time the meter mounts and after every quick look.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "../api-client";

const aiLimitsResponseContract = () =>
  import("../../../shared/contracts/ai").then((module) => module.AiLimitsResponse);

export const AI_LIMITS_QUERY_KEY = ["/api/ai/limits"] as const;

export function aiLimitsQueryOptions(signedIn: boolean) {
  return queryOptions({
    queryKey: AI_LIMITS_QUERY_KEY,
    queryFn: ({ signal }) => getJson("/api/ai/limits", aiLimitsResponseContract, { signal }),
    enabled: signedIn,
    staleTime: 0,
  });
}

export function useAiLimits(signedIn: boolean) {
  return useQuery(aiLimitsQueryOptions(signedIn));
}
