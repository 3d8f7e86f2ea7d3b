// The open data's calls, derived from its contracts (lib/endpoint-client.ts). A course's page asks
// for its trust evidence, so the contracts (zod) load only with an answer.
import { trustRoutes } from "../../../shared/contracts/trust.routes";
import { endpointClient } from "../endpoint-client";

export const trustApi = endpointClient(
  trustRoutes,
  async () => (await import("../../../shared/contracts/analysis")).trustEndpoints,
);
