// The community reports' routes (method and path, no zod): see src/shared/api/route.ts.
import { route } from "../api/route";

export const communityReportRoutes = {
  list: route("GET", "/api/community-reports"),
  create: route("POST", "/api/community-reports"),
  vote: route("PUT", "/api/community-reports/:id/vote"),
  adminList: route("GET", "/api/admin/community-reports"),
  setStatus: route("POST", "/api/admin/community-reports/:id/status"),
  analytics: route("GET", "/api/scam-analytics"),
} as const;
