// The admin outbox's calls, derived from their contracts (lib/endpoint-client.ts).
import { outboxRoutes } from "../../../shared/contracts/outbox.routes";
import { endpointClient } from "../endpoint-client";

export const outboxApi = endpointClient(
  outboxRoutes,
  async () => (await import("../../../shared/contracts/outbox")).outboxEndpoints,
);
