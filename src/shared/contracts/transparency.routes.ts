// The transparency report's route (method and path, no zod): see src/shared/api/route.ts.
import { route } from "../api/route";

export const transparencyRoutes = {
  report: route("GET", "/api/transparency"),
} as const;
