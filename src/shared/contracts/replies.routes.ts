// The right of reply's routes (method and path, no zod): see src/shared/api/route.ts.
import { route } from "../api/route";

export const replyRoutes = {
  myCreator: route("GET", "/api/creator/me"),
  reply: route("POST", "/api/creator/replies"),
} as const;
