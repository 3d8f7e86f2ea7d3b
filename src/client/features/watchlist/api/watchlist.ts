// The member's watchlist and what changes it (remove, price target, e-mail setting). Fresh on every
// visit: a change may have been told since. The follow box of the course and creator pages uses the
// same key, so what one changes the other shows.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { WatchlistResponse } from "../../../../shared/contracts/watchlist";
import { watchlistRoutes } from "../../../../shared/contracts/watchlist.routes";
import { watchlistApi } from "../../../lib/api/watchlist";
import { endpointQuery } from "../../../lib/endpoint-hooks";

export const WATCHLIST_KEY = [watchlistRoutes.list.path] as const;

export function watchlistQueryOptions() {
  return endpointQuery(watchlistRoutes.list.path, watchlistApi.list, { staleTime: 0 });
}

export function useWatchlist() {
  return useQuery(watchlistQueryOptions());
}

export function useRemoveWatchItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => watchlistApi.remove({ params: { id }, expectedStatuses: [404] }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<WatchlistResponse>(WATCHLIST_KEY, (list) =>
        list ? { ...list, items: list.items.filter((item) => item.id !== id) } : list,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: WATCHLIST_KEY }),
  });
}
