// The member's alerts (newest first) with how many are active and the plan's limit (null:
// unlimited). Fresh on every visit: an alert may have fired since.
import { useQuery } from "@tanstack/react-query";
import { priceAlertRoutes } from "../../../../shared/contracts/price-alerts.routes";
import { priceAlertsApi } from "../../../lib/api/price-alerts";
import { endpointQuery } from "../../../lib/endpoint-hooks";

export const PRICE_ALERTS_QUERY_KEY = [priceAlertRoutes.list.path] as const;

export function priceAlertsQueryOptions() {
  return endpointQuery(priceAlertRoutes.list.path, priceAlertsApi.list, { staleTime: 0 });
}

export function usePriceAlerts() {
  return useQuery(priceAlertsQueryOptions());
}
