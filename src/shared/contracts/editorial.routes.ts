// The editorial desk's routes (method and path, no zod): see src/shared/api/route.ts.
import { route } from "../api/route";

export const editorialRoutes = {
  listCourses: route("GET", "/api/admin/courses"),
  createCourse: route("POST", "/api/admin/courses"),
  draftCourse: route("POST", "/api/admin/courses/draft"),
  getCourse: route("GET", "/api/admin/courses/:id"),
  updateCourse: route("PATCH", "/api/admin/courses/:id"),
  archiveCourse: route("POST", "/api/admin/courses/:id/archive"),
  verifyCourse: route("POST", "/api/admin/courses/:id/verification"),
  revokeVerification: route("DELETE", "/api/admin/courses/:id/verification"),
  listCreators: route("GET", "/api/admin/creators"),
  createCreator: route("POST", "/api/admin/creators"),
  getCreator: route("GET", "/api/admin/creators/:id"),
  updateCreator: route("PATCH", "/api/admin/creators/:id"),
  archiveCreator: route("POST", "/api/admin/creators/:id/archive"),
  creatorStatus: route("POST", "/api/admin/creators/:id/status"),
  courseHistory: route("GET", "/api/courses/:id/history"),
} as const;
