// The newest N e-mails in the outbox (admin). Fetched fresh each time the screen opens, when the
// page size changes and on Refresh.
import { useQuery } from "@tanstack/react-query";
import type { OutboxPageSize } from "../../../../shared/contracts/outbox";
import { outboxRoutes } from "../../../../shared/contracts/outbox.routes";
import { outboxApi } from "../../../lib/api/outbox";
import { adminListOptions } from "./admin-list";

export function outboxQueryOptions(limit: OutboxPageSize) {
  return adminListOptions([outboxRoutes.list.path, limit], ({ signal }) =>
    outboxApi.list({ query: { limit }, signal }),
  );
}

export function useOutbox(limit: OutboxPageSize) {
  return useQuery(outboxQueryOptions(limit));
}
