// The newest N e-mails in the outbox (admin). Fetched fresh each time the screen opens, when the
// page size changes and on Refresh.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { OutboxPageSize } from "../../../../shared/contracts/outbox";
import { outboxRoutes } from "../../../../shared/contracts/outbox.routes";
import { outboxApi } from "../../../lib/api/outbox";

export function outboxQueryOptions(limit: OutboxPageSize) {
  return queryOptions({
    queryKey: [outboxRoutes.list.path, limit],
    queryFn: ({ signal }) => outboxApi.list({ query: { limit }, signal }),
    staleTime: 0,
    refetchOnMount: "always",
    placeholderData: keepPreviousData,
  });
}

export function useOutbox(limit: OutboxPageSize) {
  return useQuery(outboxQueryOptions(limit));
}
