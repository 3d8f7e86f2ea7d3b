// The AI-look usage badge's route (method and path, no zod): see src/shared/api/route.ts.
import { route } from "../api/route";

export const usageRoutes = {
  get: route("GET", "/api/usage"),
} as const;
