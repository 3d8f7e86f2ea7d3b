// Sign-up, sign-in and the session's routes (method and path, no zod): see src/shared/api/route.ts.
// The password reset's routes are account security's (account.routes.ts).
import { route } from "../api/route";

export const authRoutes = {
  me: route("GET", "/api/auth/me"),
  options: route("GET", "/api/auth/options"),
  signup: route("POST", "/api/auth/signup"),
  confirmSignup: route("POST", "/api/auth/confirm-signup"),
  login: route("POST", "/api/auth/login"),
  logout: route("POST", "/api/auth/logout"),
  /** Development only (registered when test logins are enabled): a page address, not a call. */
  testLogin: route("GET", "/api/auth/test-login"),
} as const;
