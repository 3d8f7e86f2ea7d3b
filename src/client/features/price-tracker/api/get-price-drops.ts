// The most recent price drops in the catalogue, the first 6.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { PRICE_DROPS_DEFAULT } from "../../../../shared/contracts/price-alerts";
import { priceAlertRoutes } from "../../../../shared/contracts/price-alerts.routes";
import { priceAlertsApi } from "../../../lib/api/price-alerts";

export function priceDropsQueryOptions() {
  return queryOptions({
    queryKey: [priceAlertRoutes.drops.path],
    queryFn: ({ signal }) => priceAlertsApi.drops({ query: { limit: PRICE_DROPS_DEFAULT }, signal }),
    staleTime: 0,
  });
}

export function usePriceDrops() {
  return useQuery(priceDropsQueryOptions());
}
