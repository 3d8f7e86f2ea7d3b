// The creator directory's calls, derived from its contracts (lib/endpoint-client.ts). The directory
// and a profile are first screens, so the contracts (zod) load only with an answer.
import { creatorRoutes } from "../../../shared/contracts/creators.routes";
import { endpointClient } from "../endpoint-client";

export const creatorsApi = endpointClient(
  creatorRoutes,
  async () => (await import("../../../shared/contracts/creators")).creatorEndpoints,
);
