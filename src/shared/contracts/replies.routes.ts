// The right of reply's routes (method and path, no zod): see src/shared/api/route.ts. Linking a
// member to a creator is the admins' part of it.
import { route } from "../api/route";

export const replyRoutes = {
  myCreator: route("GET", "/api/creator/me"),
  reply: route("POST", "/api/creator/replies"),
  findMember: route("POST", "/api/admin/members/lookup"),
  claim: route("POST", "/api/admin/creators/:id/claim"),
  unclaim: route("DELETE", "/api/admin/creators/:id/claim"),
} as const;
