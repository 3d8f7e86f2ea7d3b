// The price tracker's routes (method and path, no zod): see src/shared/api/route.ts.
import { route } from "../api/route";

export const priceAlertRoutes = {
  list: route("GET", "/api/price-alerts"),
  create: route("POST", "/api/price-alerts"),
  remove: route("DELETE", "/api/price-alerts/:id"),
  drops: route("GET", "/api/price-drops"),
  history: route("GET", "/api/courses/:id/price-history"),
} as const;
