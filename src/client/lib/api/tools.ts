// The consumer tools' calls, derived from their contracts (lib/endpoint-client.ts).
import { toolRoutes } from "../../../shared/contracts/tools.routes";
import { endpointClient } from "../endpoint-client";

export const toolsApi = endpointClient(
  toolRoutes,
  async () => (await import("../../../shared/contracts/tools")).toolEndpoints,
);
