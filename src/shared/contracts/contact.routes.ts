// The contact form's and the admin contact list's routes (method and path, no zod): see
// src/shared/api/route.ts.
import { route } from "../api/route";

export const contactRoutes = {
  create: route("POST", "/api/contact"),
  list: route("GET", "/api/admin/contact-messages"),
  setStatus: route("POST", "/api/admin/contact-messages/:id/status"),
} as const;
