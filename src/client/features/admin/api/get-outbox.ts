// GET /api/admin/outbox?limit=N (admin): the newest N e-mails in the outbox. Fetched fresh each time
// the screen opens, when the page size changes and on Refresh.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { OutboxListResponse, type OutboxPageSize } from "../../../../shared/contracts/outbox";
import { getJson } from "../../../lib/api-client";

export function outboxQueryOptions(limit: OutboxPageSize) {
  return queryOptions({
    queryKey: ["/api/admin/outbox", limit],
    queryFn: ({ signal }) => getJson(`/api/admin/outbox?limit=${limit}`, OutboxListResponse, { signal }),
    staleTime: 0,
    refetchOnMount: "always",
    placeholderData: keepPreviousData,
  });
}

export function useOutbox(limit: OutboxPageSize) {
  return useQuery(outboxQueryOptions(limit));
}
