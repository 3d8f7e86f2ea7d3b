// The right of reply's calls (the creator a member speaks for, a reply), derived from their
// contracts (lib/endpoint-client.ts).
import { replyRoutes } from "../../../shared/contracts/replies.routes";
import { endpointClient } from "../endpoint-client";

export const repliesApi = endpointClient(
  replyRoutes,
  async () => (await import("../../../shared/contracts/replies")).replyEndpoints,
);
