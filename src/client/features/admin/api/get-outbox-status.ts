// Whether SMTP_URL is set (admin), so the outbox page can say whether its e-mail is delivered or
// only kept here.
import { useQuery } from "@tanstack/react-query";
import { outboxRoutes } from "../../../../shared/contracts/outbox.routes";
import { outboxApi } from "../../../lib/api/outbox";

export function useOutboxStatus() {
  return useQuery({
    queryKey: [outboxRoutes.status.path],
    queryFn: ({ signal }) => outboxApi.status({ signal }),
    staleTime: 60_000,
  });
}
