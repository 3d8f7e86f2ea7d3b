// Live platform counts, computed from the database and cached for 5 minutes (SPEC.md section 9).
import { count, eq } from "drizzle-orm";
import type { PlatformStats } from "../../../shared/contracts/stats";
import type { Db } from "../../db/client";
import { categories } from "../../db/schema/catalog";
import { users } from "../../db/schema/users";

export const STATS_TTL_MS = 5 * 60 * 1000;

export function createStatsService(db: Db, now: () => number = Date.now) {
  let cached: { value: PlatformStats; at: number } | undefined;
  let pending: Promise<PlatformStats> | undefined;

  async function compute(): Promise<PlatformStats> {
    const [[members], [cats]] = await Promise.all([
      db.select({ n: count() }).from(users).where(eq(users.isDemo, false)),
      db.select({ n: count() }).from(categories),
    ]);
    return {
      totalMembers: members?.n ?? 0,
      totalCategories: cats?.n ?? 0,
      generatedAt: new Date(now()).toISOString(),
    };
  }

  return {
    async get(): Promise<PlatformStats> {
      if (cached && now() - cached.at < STATS_TTL_MS) return cached.value;
      // Concurrent misses share one computation.
      pending ??= compute()
        .then((value) => {
          cached = { value, at: now() };
          return value;
        })
        .finally(() => {
          pending = undefined;
        });
      return pending;
    },
  };
}
