// The usage badge's calls, derived from their contracts (lib/endpoint-client.ts). The badge is in
// the header of every page, so the contract loads only with the answer.
import { usageRoutes } from "../../../shared/contracts/usage.routes";
import { endpointClient } from "../endpoint-client";

export const usageApi = endpointClient(
  usageRoutes,
  async () => (await import("../../../shared/contracts/usage")).usageEndpoints,
);
