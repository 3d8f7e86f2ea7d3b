// The category list's route (method and path, no zod): see src/shared/api/route.ts.
import { route } from "../api/route";

export const categoryRoutes = {
  list: route("GET", "/api/categories"),
} as const;
