// GET /api/usage: AI looks used this period. Polled every 60 seconds while the header's usage badge
// is shown, which is only for a signed-in member (SPEC section 7).
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Usage } from "../../../../shared/contracts/usage";
import { isUnlimited } from "../../../../shared/domain/access";
import { getJson } from "../../../lib/api-client";

const usageContract = () =>
  import("../../../../shared/contracts/usage").then((module) => module.UsageResponse);

export const USAGE_POLL_MS = 60_000;

export function usageQueryOptions() {
  return queryOptions({
    queryKey: ["/api/usage"],
    queryFn: ({ signal }) => getJson("/api/usage", usageContract, { signal }),
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
