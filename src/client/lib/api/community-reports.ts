// The community reports' calls, derived from their contracts (lib/endpoint-client.ts).
import { communityReportRoutes } from "../../../shared/contracts/community-reports.routes";
import { endpointClient } from "../endpoint-client";

export const communityReportsApi = endpointClient(
  communityReportRoutes,
  async () => (await import("../../../shared/contracts/community-reports")).communityReportEndpoints,
);
