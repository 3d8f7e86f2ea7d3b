// Ad sightings (a member's report, the admins' CSV import), derived from their contracts
// (lib/endpoint-client.ts).
import { adSightingRoutes } from "../../../shared/contracts/ad-sightings.routes";
import { endpointClient } from "../endpoint-client";

export const adSightingsApi = endpointClient(
  adSightingRoutes,
  async () => (await import("../../../shared/contracts/ad-sightings")).adSightingEndpoints,
);
