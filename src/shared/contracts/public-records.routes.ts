// Public enforcement records' routes (method and path, no zod): see src/shared/api/route.ts.
import { route } from "../api/route";

export const publicRecordRoutes = {
  sources: route("GET", "/api/public-records/sources"),
  ofCourse: route("GET", "/api/courses/:id/public-records"),
  ofCreator: route("GET", "/api/creators/:slug/public-records"),
  importFile: route("POST", "/api/admin/public-records/import"),
  search: route("GET", "/api/admin/public-records"),
  reviews: route("GET", "/api/admin/public-records/reviews"),
  decideReview: route("POST", "/api/admin/public-records/reviews/:id"),
  link: route("POST", "/api/admin/creators/:id/public-records"),
  unlink: route("DELETE", "/api/admin/creators/:id/public-records/:recordId"),
} as const;
