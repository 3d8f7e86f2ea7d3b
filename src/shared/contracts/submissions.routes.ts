// Course submissions by address (members) and the admins' queue (method and path, no zod): see
// src/shared/api/route.ts.
import { route } from "../api/route";

export const submissionRoutes = {
  submit: route("POST", "/api/course-submissions"),
  adminList: route("GET", "/api/admin/submissions"),
  accept: route("POST", "/api/admin/submissions/:id/accept"),
  merge: route("POST", "/api/admin/submissions/:id/merge"),
  reject: route("POST", "/api/admin/submissions/:id/reject"),
} as const;
