// GET /api/price-alerts: the member's alerts (newest first) with how many are active and the plan's
// limit (null: unlimited). Fresh on every visit: an alert may have fired since.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { PriceAlertListResponse } from "../../../../shared/contracts/price-alerts";
import { getJson } from "../../../lib/api-client";

export const PRICE_ALERTS_QUERY_KEY = ["/api/price-alerts"] as const;

export function priceAlertsQueryOptions() {
  return queryOptions({
    queryKey: PRICE_ALERTS_QUERY_KEY,
    queryFn: ({ signal }) => getJson("/api/price-alerts", PriceAlertListResponse, { signal }),
    staleTime: 0,
  });
}

export function usePriceAlerts() {
  return useQuery(priceAlertsQueryOptions());
}
