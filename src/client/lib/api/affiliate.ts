// The affiliate dashboard's calls, derived from their contracts (lib/endpoint-client.ts). The
// click-counting redirect is linked to, never called (affiliateGoPath in the routes file).
import { affiliateRoutes } from "../../../shared/contracts/affiliate.routes";
import { endpointClient } from "../endpoint-client";

export const affiliateApi = endpointClient(
  affiliateRoutes,
  async () => (await import("../../../shared/contracts/affiliate")).affiliateEndpoints,
);
