// Affiliate clicks over 7, 30 or 90 days (affiliate role only).
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AffiliateRange } from "../../../../shared/contracts/affiliate";
import { affiliateRoutes } from "../../../../shared/contracts/affiliate.routes";
import { affiliateApi } from "../../../lib/api/affiliate";

export function affiliateDashboardQuery(days: AffiliateRange) {
  return queryOptions({
    queryKey: [affiliateRoutes.dashboard.path, days],
    queryFn: ({ signal }) => affiliateApi.dashboard({ query: { days: `${days}` as const }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAffiliateDashboard(days: AffiliateRange) {
  return useQuery(affiliateDashboardQuery(days));
}
