// Removes one of the member's alerts (owner only on the server).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PriceAlertListResponse } from "../../../../shared/contracts/price-alerts";
import { priceAlertsApi } from "../../../lib/api/price-alerts";
import { PRICE_ALERTS_QUERY_KEY } from "./get-price-alerts";

export function deletePriceAlert(id: number) {
  return priceAlertsApi.remove({ params: { id } });
}

export function useDeletePriceAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePriceAlert,
    onSuccess: (_result, id) => {
      // Drop the row at once; the refetch below brings the server's counts.
      queryClient.setQueryData<PriceAlertListResponse>(PRICE_ALERTS_QUERY_KEY, (list) =>
        list ? { ...list, items: list.items.filter((alert) => alert.id !== id) } : list,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PRICE_ALERTS_QUERY_KEY }),
  });
}
