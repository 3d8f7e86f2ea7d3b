// The creator directory's routes (method and path, no zod): see src/shared/api/route.ts.
import { route } from "../api/route";

export const creatorRoutes = {
  list: route("GET", "/api/creators"),
  get: route("GET", "/api/creators/:slug"),
} as const;
