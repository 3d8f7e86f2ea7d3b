// The platform figures' route (method and path, no zod): see src/shared/api/route.ts.
import { route } from "../api/route";

export const statsRoutes = {
  get: route("GET", "/api/platform-stats"),
} as const;

/** How long the server keeps one answer (and the browser may): the figures are at most this old. */
export const STATS_TTL_MS = 5 * 60 * 1000;
