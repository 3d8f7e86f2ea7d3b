// The admin e-mail outbox's routes (method and path, no zod): see src/shared/api/route.ts.
import { route } from "../api/route";

export const outboxRoutes = {
  list: route("GET", "/api/admin/outbox"),
  status: route("GET", "/api/admin/outbox/status"),
} as const;
