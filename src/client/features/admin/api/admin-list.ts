// Every admin list is read fresh: each time its screen opens, when its filters or page size change
// and on Refresh. While the next rows load, the previous ones stay on screen instead of flashing.
// A change made from a list asks the lists it touches again (and the catalogue's reads, when it can
// move ratings, review counts or trust scores).
import {
  keepPreviousData,
  type QueryKey,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { invalidateCourseReads } from "../../../lib/api/courses";

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

export function useAdminChange<A, R>(
  mutationFn: (args: A) => Promise<R>,
  {
    lists,
    courses = false,
    after = "success",
  }: {
    /** The query keys asked again. */
    lists: readonly QueryKey[];
    /** Whether every cached read about courses is asked again too. */
    courses?: boolean;
    /** After a change that went through, or after any answer (a refusal may mean the list is stale). */
    after?: "success" | "settled";
  },
) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      ...lists.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ...(courses ? [invalidateCourseReads(queryClient)] : []),
    ]);
  return useMutation({
    mutationFn,
    ...(after === "success" ? { onSuccess: refresh } : { onSettled: refresh }),
  });
}
