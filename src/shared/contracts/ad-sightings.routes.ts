// Ad sightings' routes (method and path, no zod): see src/shared/api/route.ts.
import { route } from "../api/route";

export const adSightingRoutes = {
  report: route("POST", "/api/courses/:id/ad-sightings"),
  importCsv: route("POST", "/api/admin/ad-sightings/import"),
} as const;
