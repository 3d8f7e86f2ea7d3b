// The watchlist's calls, derived from its contracts (lib/endpoint-client.ts).
import { watchlistRoutes } from "../../../shared/contracts/watchlist.routes";
import { endpointClient } from "../endpoint-client";

export const watchlistApi = endpointClient(
  watchlistRoutes,
  async () => (await import("../../../shared/contracts/watchlist")).watchlistEndpoints,
);
