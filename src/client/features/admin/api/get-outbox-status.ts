// GET /api/admin/outbox/status (admin): whether SMTP_URL is set, so the outbox page can say whether
// its e-mail is delivered or only kept here.
import { useQuery } from "@tanstack/react-query";
import { OutboxStatusResponse } from "../../../../shared/contracts/outbox";
import { getJson } from "../../../lib/api-client";

export function useOutboxStatus() {
  return useQuery({
    queryKey: ["/api/admin/outbox/status"],
    queryFn: ({ signal }) => getJson("/api/admin/outbox/status", OutboxStatusResponse, { signal }),
    staleTime: 60_000,
  });
}
