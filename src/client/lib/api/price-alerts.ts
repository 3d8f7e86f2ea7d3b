// The price tracker's calls, derived from its contracts (lib/endpoint-client.ts).
import { priceAlertRoutes } from "../../../shared/contracts/price-alerts.routes";
import { endpointClient } from "../endpoint-client";

export const priceAlertsApi = endpointClient(
  priceAlertRoutes,
  async () => (await import("../../../shared/contracts/price-alerts")).priceAlertEndpoints,
);
