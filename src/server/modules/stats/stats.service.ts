// Live platform counts, computed from the database and cached for 5 minutes.
import { count, eq, sql } from "drizzle-orm";
import type { PlatformStats } from "../../../shared/contracts/stats";
import { STATS_TTL_MS } from "../../../shared/contracts/stats.routes";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/auth";
import { categories } from "../../db/schema/categories";
import { courses } from "../../db/schema/courses";
import { creators } from "../../db/schema/creators";
import { reviews } from "../../db/schema/reviews";
import { createListCache } from "../../lib/list-cache";
import { IN_CATALOGUE } from "../courses/course-rows";

/** JavaScript's \s, spelled out (PostgreSQL's \s may leave out the Unicode spaces). */
const WHITE_SPACE = String.raw`[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]`;

/**
 * One course's red-flag count as its verdict states it (analysis/verdict.ts, redFlagCountOf): the
 * stored detector findings counted once per category and phrase (detector/merge.ts's phraseKey:
 * white space runs as one space, trimmed, lower case; PostgreSQL's lower() may leave non-ASCII
 * capitals alone), plus the reviewers' recorded flags. trust/verdict.routes.test.ts checks the two
 * agree. A course whose findings are not stored yet (not scored) counts its recorded flags only.
 */
const VERDICT_RED_FLAG_COUNT = sql`(
  (select count(distinct (f->>'category') || '/' ||
      lower(btrim(regexp_replace(f->>'phrase', ${`${WHITE_SPACE}+`}, ' ', 'g'))))
    from jsonb_array_elements(coalesce(${courses.detectorFindings}->'redFlags', '[]'::jsonb)) as f)
  + (select count(*) from unnest(${courses.redFlags}) as r
    where regexp_replace(r, ${WHITE_SPACE}, '', 'g') <> ''))`;

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
          redFlags: sql<number>`coalesce(sum(${VERDICT_RED_FLAG_COUNT}), 0)`.mapWith(Number),
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
