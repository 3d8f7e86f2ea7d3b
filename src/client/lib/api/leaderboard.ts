// The contributor leaderboard's calls, derived from their contracts (lib/endpoint-client.ts).
import { leaderboardRoutes } from "../../../shared/contracts/leaderboard.routes";
import { endpointClient } from "../endpoint-client";

export const leaderboardApi = endpointClient(
  leaderboardRoutes,
  async () => (await import("../../../shared/contracts/leaderboard")).leaderboardEndpoints,
);
