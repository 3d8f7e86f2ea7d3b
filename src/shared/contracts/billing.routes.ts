// The billing routes (method and path, no zod): see src/shared/api/route.ts.
import { route } from "../api/route";

export const billingRoutes = {
  plans: route("GET", "/api/billing/plans"),
  subscription: route("GET", "/api/billing/subscription"),
  changePlan: route("POST", "/api/billing/change-plan"),
  cancel: route("POST", "/api/billing/cancel"),
  resume: route("POST", "/api/billing/resume"),
  history: route("GET", "/api/billing/history"),
} as const;
