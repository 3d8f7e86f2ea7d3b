// Brute-force limits on sign-in (DECISIONS.md "Security"): 10 failures for one account in 15
// minutes, or 30 from one address in 5 minutes, and the call answers 429 with Retry-After. Kept
// in the database so every instance sees the same counts.
import { and, asc, eq, gt, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { loginFailures } from "../../db/schema/users";
import { describeWait, TooManyRequestsError } from "../../lib/errors";

export const ACCOUNT_LIMIT = { failures: 10, windowMs: 15 * 60 * 1000 };
export const ADDRESS_LIMIT = { failures: 30, windowMs: 5 * 60 * 1000 };
const KEEP_MS = 24 * 60 * 60 * 1000;

export interface LoginLimits {
  /** Throws TooManyRequestsError while the account or the address is locked out. */
  check(email: string, ip: string): Promise<void>;
  recordFailure(email: string, ip: string): Promise<void>;
  clearAccount(email: string): Promise<void>;
}

export function createLoginLimits(db: Db, now: () => Date = () => new Date()): LoginLimits {
  /** Seconds until the window drops below the limit, or 0 when under it. */
  async function lockedFor(
    column: typeof loginFailures.email | typeof loginFailures.ip,
    value: string,
    limit: { failures: number; windowMs: number },
  ): Promise<number> {
    const current = now().getTime();
    const rows = await db
      .select({ createdAt: loginFailures.createdAt })
      .from(loginFailures)
      .where(and(eq(column, value), gt(loginFailures.createdAt, new Date(current - limit.windowMs))))
      .orderBy(asc(loginFailures.createdAt));
    if (rows.length < limit.failures) return 0;
    // The lock lifts when enough of the oldest failures have left the window.
    const releasing = rows[rows.length - limit.failures]!;
    return Math.max(1, (releasing.createdAt.getTime() + limit.windowMs - current) / 1000);
  }

  return {
    async check(email, ip) {
      const waits = await Promise.all([
        lockedFor(loginFailures.email, email, ACCOUNT_LIMIT),
        lockedFor(loginFailures.ip, ip, ADDRESS_LIMIT),
      ]);
      const wait = Math.max(...waits);
      if (wait > 0) {
        throw new TooManyRequestsError(
          `Too many sign-in attempts. Try again in ${describeWait(wait)}.`,
          wait,
        );
      }
    },

    async recordFailure(email, ip) {
      const current = now();
      await db.insert(loginFailures).values({ email, ip, createdAt: current });
      await db
        .delete(loginFailures)
        .where(
          and(
            or(eq(loginFailures.email, email), eq(loginFailures.ip, ip)),
            lt(loginFailures.createdAt, new Date(current.getTime() - KEEP_MS)),
          ),
        );
    },

    async clearAccount(email) {
      await db.delete(loginFailures).where(eq(loginFailures.email, email));
    },
  };
}
