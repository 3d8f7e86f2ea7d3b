// What the desk's course and creator calls share: the admin list of one kind and one item of it as
// queries, and a change that sends a body and then updates the cache with the item as it is now.
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { RequestOptions } from "../../../../lib/api-client";
import { freshOnEveryVisit } from "../../../../lib/query-client";
import type { ListParams } from "../lib/list-params";

/** The answers a form shows itself (bad input, a missing item, a conflict): not failures to log. */
export const FORM_STATUSES = [400, 404, 409] as const;

type ListQuery = { q: string | undefined; status: ListParams["status"]; page: number };

/** A page of the admin list under `key` (the list's path), with the search and filter as sent. */
export function deskListQueryOptions<T>(
  key: readonly [string],
  list: (args: { query: ListQuery } & RequestOptions) => Promise<T>,
  params: ListParams,
) {
  const query: ListQuery = { q: params.q || undefined, status: params.status, page: params.page };
  return queryOptions({
    queryKey: [...key, query],
    queryFn: ({ signal }) => list({ query, signal }),
    staleTime: freshOnEveryVisit,
  });
}

/** One item under `key` (its path and id); a missing one is a 404 the editor shows itself. */
export function deskItemQueryOptions<T>(
  key: readonly [string, number],
  get: (args: { params: { id: number } } & RequestOptions) => Promise<T>,
  id: number,
) {
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => get({ params: { id }, signal, expectedStatuses: [404] }),
    staleTime: freshOnEveryVisit,
  });
}

/** A desk change: send `input`, then `changed` with the item as the server now has it. */
export function useDeskChange<I, T>(
  send: (input: I, options: { expectedStatuses: typeof FORM_STATUSES }) => Promise<T>,
  changed: (queryClient: QueryClient, item: T) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => send(input, { expectedStatuses: FORM_STATUSES }),
    onSuccess: (item) => changed(queryClient, item),
  });
}

type Changed<T> = (queryClient: QueryClient, item: T) => void;
type ItemCall<B, T> = (args: {
  params: { id: number };
  body: B;
  expectedStatuses: typeof FORM_STATUSES;
}) => Promise<T>;

/** The hook of a change to the item `id` that sends the form's body as it is. */
export function itemChange<B, T>(call: ItemCall<B, T>, changed: Changed<T>) {
  return (id: number) => useDeskChange((body: B, o) => call({ params: { id }, body, ...o }), changed);
}

/** The hook of a change to the item `id` that sends only the reason for it (archive, revoke). */
export function reasonChange<T>(call: ItemCall<{ reason: string }, T>, changed: Changed<T>) {
  return (id: number) =>
    useDeskChange((reason: string, o) => call({ params: { id }, body: { reason }, ...o }), changed);
}
