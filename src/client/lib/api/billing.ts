// The billing calls, derived from their contracts (lib/endpoint-client.ts).
import { billingRoutes } from "../../../shared/contracts/billing.routes";
import { endpointClient } from "../endpoint-client";

export const billingApi = endpointClient(
  billingRoutes,
  async () => (await import("../../../shared/contracts/billing")).billingEndpoints,
);
