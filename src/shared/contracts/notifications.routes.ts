// The header bell's routes (method and path, no zod): see src/shared/api/route.ts.
import { route } from "../api/route";

export const notificationRoutes = {
  list: route("GET", "/api/notifications"),
  markRead: route("POST", "/api/notifications/:id/read"),
  markAllRead: route("POST", "/api/notifications/read-all"),
} as const;
