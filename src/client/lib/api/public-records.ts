// Public enforcement records' calls (sources, a creator's or course's confirmed records, and the
// admins' import, search, review queue and linking), derived from their contracts.
import { publicRecordRoutes } from "../../../shared/contracts/public-records.routes";
import { endpointClient } from "../endpoint-client";

export const publicRecordsApi = endpointClient(
  publicRecordRoutes,
  async () => (await import("../../../shared/contracts/public-records")).publicRecordEndpoints,
);
