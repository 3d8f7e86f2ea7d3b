// The category list's calls, derived from their contracts (lib/endpoint-client.ts).
import { categoryRoutes } from "../../../shared/contracts/categories.routes";
import { endpointClient } from "../endpoint-client";

export const categoriesApi = endpointClient(
  categoryRoutes,
  async () => (await import("../../../shared/contracts/categories")).categoryEndpoints,
);
