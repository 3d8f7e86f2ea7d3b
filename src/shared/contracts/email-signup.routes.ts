// The mailing list's route (method and path, no zod): see src/shared/api/route.ts.
import { route } from "../api/route";

export const emailSignupRoutes = {
  create: route("POST", "/api/email-signup"),
} as const;
