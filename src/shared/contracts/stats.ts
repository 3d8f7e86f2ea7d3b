import { z } from "zod";
import { endpoint } from "../api/endpoint";
import { statsRoutes } from "./stats.routes";

/**
 * Live counts for headline figures (never invented numbers), computed from the database.
 * totalReviews counts approved reviews only; redFlagsFound counts red flags recorded on courses.
 */
export const PlatformStatsResponse = z
  .object({
    totalCourses: z.number().int().min(0),
    totalCreators: z.number().int().min(0),
    verifiedCourses: z.number().int().min(0),
    totalReviews: z.number().int().min(0),
    redFlagsFound: z.number().int().min(0),
    suspiciousCreators: z.number().int().min(0),
    totalMembers: z.number().int().min(0),
    totalCategories: z.number().int().min(0),
    generatedAt: z.string(),
  })
  .meta({ id: "PlatformStats" });
export type PlatformStats = z.infer<typeof PlatformStatsResponse>;

// ---- Endpoints ----

export const getPlatformStats = endpoint(statsRoutes.get, {
  tags: ["stats"],
  summary: "Live platform counts (cached 5 minutes)",
  responses: { 200: PlatformStatsResponse },
});

/** Every endpoint of the platform figures, keyed as in stats.routes.ts. */
export const statsEndpoints = {
  get: getPlatformStats,
};
