// Account security's routes (method and path, no zod): see src/shared/api/route.ts. The password
// reset is for guests, so its paths are under /api/auth.
import { route } from "../api/route";

export const accountRoutes = {
  security: route("GET", "/api/account/security"),
  changePassword: route("POST", "/api/account/password"),
  resetOptions: route("GET", "/api/auth/password-reset-options"),
  forgotPassword: route("POST", "/api/auth/forgot-password"),
  resetPassword: route("POST", "/api/auth/reset-password"),
  remove: route("DELETE", "/api/account"),
} as const;
