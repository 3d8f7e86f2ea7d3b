// The admins' proof-of-enrolment routes (method and path, no zod): see src/shared/api/route.ts.
// A table of their own, apart from reviews.routes.ts: only the admin screen calls them, so they
// stay out of the chunk every page loads.
import { route } from "../api/route";

export const reviewAdminRoutes = {
  proofs: route("GET", "/api/admin/reviews/proofs"),
  proofFile: route("GET", "/api/admin/reviews/:id/proof"),
  verify: route("POST", "/api/admin/reviews/:id/verify"),
} as const;
