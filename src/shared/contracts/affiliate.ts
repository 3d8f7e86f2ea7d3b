import { z } from "zod";
import { affiliateRoutes } from "./affiliate.routes";
import { endpointKind } from "./common";

export { AFFILIATE_SOURCES, type AffiliateSource } from "./affiliate-constants";

export const AFFILIATE_RANGES = [7, 30, 90] as const;
export type AffiliateRange = (typeof AFFILIATE_RANGES)[number];

export const AffiliateGoParams = z.object({ courseId: z.string().max(32) });
export const AffiliateGoQuery = z.object({ from: z.string().max(64).optional() });

export const AffiliateDashboardQuery = z.object({
  days: z
    .enum(["7", "30", "90"], { error: "days must be 7, 30 or 90." })
    .default("30")
    .transform((value) => Number(value) as AffiliateRange),
});

export const AffiliateDashboardResponse = z.object({
  days: z.number().int(),
  /** First and last UTC day of the range (YYYY-MM-DD), today included. */
  from: z.string(),
  to: z.string(),
  totals: z.object({
    clicks: z.number().int(),
    uniqueVisitors: z.number().int(),
    coursesClicked: z.number().int(),
  }),
  /** One entry per UTC day of the range, oldest first, zero-filled. */
  daily: z.array(z.object({ date: z.string(), clicks: z.number().int() })),
  /** The 20 most-clicked courses. */
  courses: z.array(
    z.object({
      courseId: z.number().int(),
      title: z.string(),
      creatorName: z.string(),
      clicks: z.number().int(),
      uniqueVisitors: z.number().int(),
    }),
  ),
  sources: z.array(z.object({ source: z.string(), clicks: z.number().int() })),
});
export type AffiliateDashboard = z.infer<typeof AffiliateDashboardResponse>;

// ---- Endpoints ----

const openRedirect = endpointKind({ tags: ["affiliate"], status: 302, errors: [404, 429] });
const member = endpointKind({ tags: ["affiliate"], status: 200, errors: [400, 401, 403] });

/** Every endpoint of the affiliate module, keyed as in affiliate.routes.ts. */
export const affiliateEndpoints = {
  go: openRedirect(affiliateRoutes.go, z.null(), {
    summary: "Record an affiliate click and redirect to the course's affiliate link",
    description:
      "302 to the stored affiliate URL (or to /courses/{id} when the course has none); 404 for an unknown id. The same visitor and course within 60 s is recorded once.",
    params: AffiliateGoParams,
    query: AffiliateGoQuery,
  }),
  dashboard: member(affiliateRoutes.dashboard, AffiliateDashboardResponse, {
    summary: "Affiliate: clicks on affiliate links over the last 7, 30 or 90 UTC days",
    description: "Clicks only: no commissions are recorded, so there is no revenue figure.",
    query: AffiliateDashboardQuery,
  }),
};
