// DELETE /api/price-alerts/{id}: removes one of the member's alerts (owner only on the server).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  DeletePriceAlertResponse,
  type PriceAlertListResponse,
} from "../../../../shared/contracts/price-alerts";
import { apiRequest } from "../../../lib/api-client";
import { PRICE_ALERTS_QUERY_KEY } from "./get-price-alerts";

export async function deletePriceAlert(id: number) {
  const response = await apiRequest("DELETE", `/api/price-alerts/${id}`);
  return DeletePriceAlertResponse.parse(await response.json());
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
