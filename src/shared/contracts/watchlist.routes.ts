// The watchlist's routes (method and path, no zod): see src/shared/api/route.ts.
import { route } from "../api/route";

export const watchlistRoutes = {
  list: route("GET", "/api/watchlist"),
  follow: route("POST", "/api/watchlist"),
  update: route("PATCH", "/api/watchlist/:id"),
  remove: route("DELETE", "/api/watchlist/:id"),
  settings: route("PUT", "/api/watchlist/settings"),
} as const;
