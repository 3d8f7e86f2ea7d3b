// GET /api/usage: AI looks used this period. Polled every 60 seconds while signed in (SPEC section 7).
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Usage } from "../../../../shared/contracts/usage";
import { isUnlimited } from "../../../../shared/domain/access";
import { getJson } from "../../../lib/api-client";

const usageContract = () =>
  import("../../../../shared/contracts/usage").then((module) => module.UsageResponse);

export const USAGE_POLL_MS = 60_000;

export function usageQueryOptions(signedIn: boolean) {
  return queryOptions({
    queryKey: ["/api/usage"],
    queryFn: ({ signal }) => getJson("/api/usage", usageContract, { signal }),
    enabled: signedIn,
    refetchInterval: signedIn ? USAGE_POLL_MS : false,
  });
}

export function useUsage(signedIn: boolean) {
  return useQuery(usageQueryOptions(signedIn));
}

/** 'used/quota', with ∞ for an unlimited plan. */
export function formatUsage(usage: Usage): string {
  return `${usage.used}/${isUnlimited(usage.quota) ? "∞" : usage.quota}`;
}
