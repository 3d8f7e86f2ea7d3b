// The platform figures' calls, derived from their contracts (lib/endpoint-client.ts). Home shows
// these figures on its first load, so the contract (and zod) loads only with the answer.
import { statsRoutes } from "../../../shared/contracts/stats.routes";
import { endpointClient } from "../endpoint-client";

export const statsApi = endpointClient(
  statsRoutes,
  async () => (await import("../../../shared/contracts/stats")).statsEndpoints,
);
