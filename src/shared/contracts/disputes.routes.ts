// The disputes' routes (method and path, no zod): see src/shared/api/route.ts.
import { route } from "../api/route";

export const disputeRoutes = {
  open: route("POST", "/api/disputes"),
  mine: route("GET", "/api/disputes/mine"),
  course: route("GET", "/api/courses/:id/disputes"),
  queue: route("GET", "/api/admin/disputes"),
  startReview: route("POST", "/api/admin/disputes/:id/review"),
  decide: route("POST", "/api/admin/disputes/:id/decision"),
} as const;
