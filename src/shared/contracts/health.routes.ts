// The health check's route (method and path, no zod): see src/shared/api/route.ts.
import { route } from "../api/route";

export const healthRoutes = {
  check: route("GET", "/api/health"),
} as const;
