// The affiliate routes (method and path, no zod): see src/shared/api/route.ts. The click-counting
// redirect is a page address, not an API call: the client links to it (affiliateGoPath).
import { fillPath, queryString, route } from "../api/route";
import type { AffiliateSource } from "./affiliate-constants";

export const affiliateRoutes = {
  go: route("GET", "/go/:courseId"),
  dashboard: route("GET", "/api/affiliate/dashboard"),
} as const;

/** The redirect path a course's affiliate button links to. */
export function affiliateGoPath(courseId: number, from: AffiliateSource): string {
  return fillPath(affiliateRoutes.go.path, { courseId }) + queryString({ from });
}
