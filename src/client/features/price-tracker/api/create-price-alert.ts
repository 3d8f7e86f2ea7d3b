// A new alert for a course at a target price. The list is asked again afterwards, so the active
// count and the plan limit stay the server's.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreatePriceAlertBody } from "../../../../shared/contracts/price-alerts";
import { priceAlertsApi } from "../../../lib/api/price-alerts";
import { PRICE_ALERTS_QUERY_KEY } from "./get-price-alerts";

export function createPriceAlert(body: CreatePriceAlertBody) {
  // 403 (plan limit) and 409 (duplicate) are answers the form shows, not failures to log.
  return priceAlertsApi.create({ body, expectedStatuses: [400, 403, 404, 409] });
}

export function useCreatePriceAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPriceAlert,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PRICE_ALERTS_QUERY_KEY }),
  });
}
