// The admins' proof-of-enrolment calls, derived from their contracts (lib/endpoint-client.ts). Only
// the admin screen imports this, so neither it nor its route table joins the shared chunk.
import { reviewAdminRoutes } from "../../../shared/contracts/reviews-admin.routes";
import { endpointClient } from "../endpoint-client";

export const reviewAdminApi = endpointClient(
  reviewAdminRoutes,
  async () => (await import("../../../shared/contracts/reviews-admin")).reviewAdminEndpoints,
);
