// GET /api/affiliate/dashboard?days=7|30|90: affiliate clicks (affiliate role only).
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { AffiliateDashboardResponse, type AffiliateRange } from "../../../../shared/contracts/affiliate";
import { getJson } from "../../../lib/api-client";

export function affiliateDashboardQuery(days: AffiliateRange) {
  return queryOptions({
    queryKey: ["/api/affiliate/dashboard", days],
    queryFn: ({ signal }) =>
      getJson(`/api/affiliate/dashboard?days=${days}`, AffiliateDashboardResponse, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAffiliateDashboard(days: AffiliateRange) {
  return useQuery(affiliateDashboardQuery(days));
}
