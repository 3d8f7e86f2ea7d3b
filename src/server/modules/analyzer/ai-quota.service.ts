// AI quotas (per plan in src/shared/domain/plans.ts): quick looks and URL analyses per calendar month,
// full reports per ISO week. A grant is ONE conditional upsert, so concurrent requests can never
// take more than the quota: the row is locked by the upsert and the condition is checked against
// its latest value.
import { and, eq, sql } from "drizzle-orm";
import { isUnlimited, monthlyPeriodStart, nextMonthlyReset } from "../../../shared/domain/plans";
import type { Db } from "../../db/client";
import { type AI_QUOTA_KINDS, aiQuotaUsage } from "../../db/schema/analyzer";
import { DAY_MS } from "../../lib/time";

export type QuotaKind = (typeof AI_QUOTA_KINDS)[number];

/** Monday 00:00 UTC of the ISO week holding `now`. */
export function weeklyPeriodStart(now: Date = new Date()): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(midnight - daysSinceMonday * DAY_MS);
}

export function nextWeeklyReset(now: Date = new Date()): Date {
  return new Date(weeklyPeriodStart(now).getTime() + 7 * DAY_MS);
}

/** The start of the period `kind` is counted in, and when the next one begins. */
export function quotaPeriod(kind: QuotaKind, now: Date): { start: Date; resetAt: Date } {
  return kind === "look"
    ? { start: monthlyPeriodStart(now), resetAt: nextMonthlyReset(now) }
    : { start: weeklyPeriodStart(now), resetAt: nextWeeklyReset(now) };
}

/** Who a quota belongs to: a member, or a signed-out browser (its visitor cookie). */
export const userSubject = (userId: string) => `user:${userId}`;
export const guestSubject = (visitorId: string) => `guest:${visitorId}`;

export interface QuotaGrant {
  granted: boolean;
  /** The count after this request (unchanged when not granted). */
  used: number;
  /** -1: unlimited. */
  quota: number;
  /** The period the grant was counted in (give it back into the same one). */
  periodStart: Date;
  resetAt: Date;
}

export interface AiQuotaService {
  /** Takes one unit of `kind` if `used < quota` (always for UNLIMITED). */
  take(subject: string, kind: QuotaKind, quota: number, now: Date): Promise<QuotaGrant>;
  /** Returns a unit taken by `take` (e.g. when the work it paid for failed). Never below 0. */
  giveBack(subject: string, kind: QuotaKind, periodStart: Date): Promise<void>;
  /** Units used in the period holding `now`. */
  used(subject: string, kind: QuotaKind, now: Date): Promise<number>;
}

export function createAiQuotaService(db: Db): AiQuotaService {
  async function used(subject: string, kind: QuotaKind, now: Date): Promise<number> {
    const { start } = quotaPeriod(kind, now);
    const [row] = await db
      .select({ used: aiQuotaUsage.used })
      .from(aiQuotaUsage)
      .where(
        and(
          eq(aiQuotaUsage.subject, subject),
          eq(aiQuotaUsage.kind, kind),
          eq(aiQuotaUsage.periodStart, start),
        ),
      );
    return row?.used ?? 0;
  }

  return {
    used,

    async take(subject, kind, quota, now) {
      const { start, resetAt } = quotaPeriod(kind, now);
      const unlimited = isUnlimited(quota);
      if (!unlimited && quota <= 0) {
        return { granted: false, used: await used(subject, kind, now), quota, periodStart: start, resetAt };
      }
      const limit = unlimited ? sql`` : sql`where ai_quota_usage.used < ${quota}`;
      const result = (await db.execute(sql`
        insert into ai_quota_usage (subject, kind, period_start, used, updated_at)
        values (${subject}, ${kind}, ${start.toISOString()}::timestamptz, 1, now())
        on conflict (subject, kind, period_start)
        do update set used = ai_quota_usage.used + 1, updated_at = now()
        ${limit}
        returning used`)) as unknown as { rows: Array<{ used: number }> };
      const row = result.rows[0];
      if (row) return { granted: true, used: Number(row.used), quota, periodStart: start, resetAt };
      return { granted: false, used: await used(subject, kind, now), quota, periodStart: start, resetAt };
    },

    async giveBack(subject, kind, periodStart) {
      await db
        .update(aiQuotaUsage)
        .set({ used: sql`${aiQuotaUsage.used} - 1`, updatedAt: sql`now()` })
        .where(
          and(
            eq(aiQuotaUsage.subject, subject),
            eq(aiQuotaUsage.kind, kind),
            eq(aiQuotaUsage.periodStart, periodStart),
            sql`${aiQuotaUsage.used} > 0`,
          ),
        );
    },
  };
}
