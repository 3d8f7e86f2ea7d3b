import { z } from "zod";
import { Count, endpointKind, Timestamp } from "./common";
import { statsRoutes } from "./stats.routes";

/**
 * Live counts for headline figures (never invented numbers), computed from the database.
 * totalReviews counts approved reviews only; redFlagsFound sums every catalogue course's verdict
 * count (the red flags its page lists: the detector's, each phrase once, and our reviewers').
 */
export const PlatformStatsResponse = z
  .object({
    totalCourses: Count,
    totalCreators: Count,
    verifiedCourses: Count,
    totalReviews: Count,
    redFlagsFound: Count,
    suspiciousCreators: Count,
    totalMembers: Count,
    totalCategories: Count,
    generatedAt: Timestamp,
  })
  .meta({ id: "PlatformStats" });
export type PlatformStats = z.infer<typeof PlatformStatsResponse>;

// ---- Endpoints ----

const open = endpointKind({ tags: ["stats"], status: 200 });

/** Every endpoint of the platform figures, keyed as in stats.routes.ts. */
export const statsEndpoints = {
  get: open(statsRoutes.get, PlatformStatsResponse, {
    summary: "Live platform counts (cached 5 minutes)",
  }),
};
