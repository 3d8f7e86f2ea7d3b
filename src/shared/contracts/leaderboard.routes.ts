// The contributor leaderboard's routes (method and path, no zod): see src/shared/api/route.ts.
import { route } from "../api/route";

export const leaderboardRoutes = {
  list: route("GET", "/api/leaderboard"),
  me: route("GET", "/api/leaderboard/me"),
  contribute: route("POST", "/api/leaderboard/contribution"),
} as const;
