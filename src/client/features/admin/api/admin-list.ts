// Every admin list is read fresh: each time its screen opens, when its filters or page size change
// and on Refresh. While the next rows load, the previous ones stay on screen instead of flashing.
import { keepPreviousData, type QueryKey, queryOptions } from "@tanstack/react-query";

export function adminListOptions<T>(
  queryKey: QueryKey,
  queryFn: (context: { signal: AbortSignal }) => Promise<T>,
) {
  return queryOptions({
    queryKey,
    queryFn,
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: "always",
  });
}
