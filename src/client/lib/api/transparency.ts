// The transparency report's call, derived from its contract (lib/endpoint-client.ts).
import { transparencyRoutes } from "../../../shared/contracts/transparency.routes";
import { endpointClient } from "../endpoint-client";

export const transparencyApi = endpointClient(
  transparencyRoutes,
  async () => (await import("../../../shared/contracts/transparency")).transparencyEndpoints,
);
