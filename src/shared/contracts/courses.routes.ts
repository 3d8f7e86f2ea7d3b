// The catalogue's routes (method and path, no zod): see src/shared/api/route.ts.
import { route } from "../api/route";

export const courseRoutes = {
  list: route("GET", "/api/courses"),
  get: route("GET", "/api/courses/:id"),
  related: route("GET", "/api/courses/:id/related"),
} as const;
