// The browser extension's lookup route (method and path, no zod): see src/shared/api/route.ts.
import { route } from "../api/route";

export const lookupRoutes = {
  lookup: route("GET", "/api/lookup"),
} as const;
