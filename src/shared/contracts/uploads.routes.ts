// Image upload's routes (method and path, no zod): see src/shared/api/route.ts. The upload URL
// itself is handed out by the server (with its signature); the client never builds it.
import { route } from "../api/route";

export const uploadRoutes = {
  start: route("POST", "/api/objects/upload"),
  put: route("PUT", "/api/objects/upload/:grantId"),
  process: route("PUT", "/api/images"),
  list: route("GET", "/api/images"),
  remove: route("DELETE", "/api/images/:id"),
  image: route("GET", "/objects/images/:file"),
} as const;
