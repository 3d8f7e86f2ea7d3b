// The sales-page snapshots of a course and the admins' "Check now" (method and path, no zod): see
// src/shared/api/route.ts.
import { route } from "../api/route";

export const snapshotRoutes = {
  list: route("GET", "/api/courses/:id/snapshots"),
  get: route("GET", "/api/courses/:id/snapshots/:snapshotId"),
  recheck: route("POST", "/api/admin/courses/:id/recheck"),
} as const;
