// A course's sales-page snapshots and the admins' "Check now", derived from their contracts
// (lib/endpoint-client.ts): the contract, with zod, loads only when an answer arrives.
import { snapshotRoutes } from "../../../shared/contracts/snapshots.routes";
import { endpointClient } from "../endpoint-client";

export const snapshotsApi = endpointClient(
  snapshotRoutes,
  async () => (await import("../../../shared/contracts/snapshots")).snapshotEndpoints,
);
