// The consumer tools' routes (method and path, no zod): see src/shared/api/route.ts.
import { route } from "../api/route";

export const toolRoutes = {
  fakeGurus: route("GET", "/api/fake-gurus"),
  adFatigue: route("GET", "/api/ad-fatigue"),
} as const;
