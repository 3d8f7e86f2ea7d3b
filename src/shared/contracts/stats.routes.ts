// The platform figures' route (method and path, no zod): see src/shared/api/route.ts.
import { route } from "../api/route";

export const statsRoutes = {
  get: route("GET", "/api/platform-stats"),
} as const;
