// AI looks used this period. Polled every 60 seconds while the header's usage badge is shown, which
// is only for a signed-in member.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Usage } from "../../../../shared/contracts/usage";
import { usageRoutes } from "../../../../shared/contracts/usage.routes";
import { isUnlimited } from "../../../../shared/domain/access";
import { usageApi } from "../../../lib/api/usage";

export const USAGE_QUERY_KEY = [usageRoutes.get.path] as const;
export const USAGE_POLL_MS = 60_000;

export function usageQueryOptions() {
  return queryOptions({
    queryKey: USAGE_QUERY_KEY,
    queryFn: ({ signal }) => usageApi.get({ signal }),
    refetchInterval: USAGE_POLL_MS,
  });
}

export function useUsage() {
  return useQuery(usageQueryOptions());
}

/** 'used/quota', with ∞ for an unlimited plan. */
export function formatUsage(usage: Usage): string {
  return `${usage.used}/${isUnlimited(usage.quota) ? "∞" : usage.quota}`;
}
