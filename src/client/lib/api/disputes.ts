// The disputes' calls (open, a member's own, a course's, the admin queue and decisions), derived
// from their contracts (lib/endpoint-client.ts).
import { disputeRoutes } from "../../../shared/contracts/disputes.routes";
import { endpointClient } from "../endpoint-client";

export const disputesApi = endpointClient(
  disputeRoutes,
  async () => (await import("../../../shared/contracts/disputes")).disputeEndpoints,
);
