// GET /api/price-drops: the most recent price drops in the catalogue, the first 6 (SPEC.md section 9).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { PRICE_DROPS_DEFAULT, PriceDropListResponse } from "../../../../shared/contracts/price-alerts";
import { getJson } from "../../../lib/api-client";

export function priceDropsQueryOptions() {
  return queryOptions({
    queryKey: ["/api/price-drops"],
    queryFn: ({ signal }) =>
      getJson(`/api/price-drops?limit=${PRICE_DROPS_DEFAULT}`, PriceDropListResponse, { signal }),
    staleTime: 0,
  });
}

export function usePriceDrops() {
  return useQuery(priceDropsQueryOptions());
}
