import { z } from "zod";

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
