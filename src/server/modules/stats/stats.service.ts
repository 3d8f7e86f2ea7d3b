// Live platform counts, computed from the database and cached for 5 minutes.
import { count, eq, sql } from "drizzle-orm";
import type { PlatformStats } from "../../../shared/contracts/stats";
import type { Db } from "../../db/client";
import { categories, courses, creators } from "../../db/schema/catalog";
import { reviews } from "../../db/schema/reviews";
import { users } from "../../db/schema/users";
import { createListCache } from "../../lib/list-cache";
import { IN_CATALOGUE } from "../courses/course-rows";

export const STATS_TTL_MS = 5 * 60 * 1000;

export function createStatsService(db: Db, now: () => number = Date.now) {
  const cache = createListCache<PlatformStats>({ ttlMs: STATS_TTL_MS, maxEntries: 1, now });

  async function compute(): Promise<PlatformStats> {
    const [[members], [cats], [courseCounts], [creatorCounts], [reviewCounts]] = await Promise.all([
      db.select({ n: count() }).from(users).where(eq(users.isDemo, false)),
      db.select({ n: count() }).from(categories),
      db
        .select({
          total: count(),
          verified: sql<number>`count(*) filter (where ${courses.isVerified})`.mapWith(Number),
          redFlags: sql<number>`coalesce(sum(cardinality(${courses.redFlags})), 0)`.mapWith(Number),
        })
        .from(courses)
        .where(IN_CATALOGUE),
      db
        .select({
          total: count(),
          suspicious:
            sql<number>`count(*) filter (where ${creators.verificationStatus} = 'suspicious')`.mapWith(
              Number,
            ),
        })
        .from(creators),
      db.select({ n: count() }).from(reviews).where(eq(reviews.status, "approved")),
    ]);
    return {
      totalCourses: courseCounts?.total ?? 0,
      totalCreators: creatorCounts?.total ?? 0,
      verifiedCourses: courseCounts?.verified ?? 0,
      totalReviews: reviewCounts?.n ?? 0,
      redFlagsFound: courseCounts?.redFlags ?? 0,
      suspiciousCreators: creatorCounts?.suspicious ?? 0,
      totalMembers: members?.n ?? 0,
      totalCategories: cats?.n ?? 0,
      generatedAt: new Date(now()).toISOString(),
    };
  }

  return {
    get: (): Promise<PlatformStats> => cache.get("stats", compute),
  };
}
