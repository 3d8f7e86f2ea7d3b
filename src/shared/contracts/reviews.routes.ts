// The reviews' routes (method and path, no zod): see src/shared/api/route.ts. Moderation lives
// under /api/reviews (not /api/admin), and is for admins all the same; proof of enrolment is
// checked under /api/admin/reviews (reviews-admin.routes.ts).
import { route } from "../api/route";

export const reviewRoutes = {
  list: route("GET", "/api/reviews"),
  mine: route("GET", "/api/reviews/mine"),
  create: route("POST", "/api/reviews"),
  pending: route("GET", "/api/reviews/pending"),
  approve: route("POST", "/api/reviews/:id/approve"),
  reject: route("POST", "/api/reviews/:id/reject"),
  attachProof: route("POST", "/api/reviews/:id/proof"),
} as const;
