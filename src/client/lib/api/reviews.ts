// The reviews' calls, derived from their contracts (lib/endpoint-client.ts). A course's page lists
// its reviews, so the contracts (zod) load only with an answer.
import { reviewRoutes } from "../../../shared/contracts/reviews.routes";
import { endpointClient } from "../endpoint-client";

export const reviewsApi = endpointClient(
  reviewRoutes,
  async () => (await import("../../../shared/contracts/reviews")).reviewEndpoints,
);
