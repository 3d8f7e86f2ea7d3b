// Brute-force limits on password checks (sign-in, and the current-password check on /account),
// counted in the database so every instance sees the same counts. The rule, stated in
// docs/security.md "Sign-in limits" (docs/decisions/0025-password-hashing.md and
// 0025-password-hashing.md):
// - 10 failures for one account from one address in 15 minutes stop that address for that account;
// - 30 failures from one address in 5 minutes stop that address;
// - past 10 failures for an account in 24 hours, every further attempt from a device the account
//   does not know must wait 30 s after the latest failure, doubling with each failure up to 15
//   minutes; a device that signed in before is not slowed, but stops after 10 failures of its own in
//   15 minutes; a password-reset link clears the account's failures and trusts the browser using it.
// An attempt first takes a slot: in one transaction, under an advisory lock per account and per
// address, the counts are read and a row is written for it. Only then is the password verified; a
// right one deletes the row again. Attempts sent together therefore queue for the slots instead of
// all passing the count.
import { and, count, desc, eq, gt, isNotNull, lt, max, or } from "drizzle-orm";
import { advisoryXactLock } from "../../db/advisory-lock";
import type { Db, Tx } from "../../db/client";
import { loginFailures } from "../../db/schema/auth";
import { describeWait, TooManyRequestsError } from "../../lib/errors";

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** Failures for one account from one address. */
export const PAIR_LIMIT = { failures: 10, windowMs: 15 * MINUTE_MS };
/** Failures from one address, whatever the account. */
export const ADDRESS_LIMIT = { failures: 30, windowMs: 5 * MINUTE_MS };
/** Failures for one account from one trusted device. */
export const DEVICE_LIMIT = { failures: 10, windowMs: 15 * MINUTE_MS };
/** The account-wide slow-down for devices the account does not know. */
export const ACCOUNT_SLOWDOWN = {
  freeFailures: 10,
  windowMs: 24 * HOUR_MS,
  firstDelayMs: 30 * 1000,
  maxDelayMs: 15 * MINUTE_MS,
};
/** Rows older than this are deleted as new failures are written. */
const KEEP_MS = ACCOUNT_SLOWDOWN.windowMs;

/** Advisory lock classes (first half of the key), apart from the jobs' and the migrations'. */
const ACCOUNT_LOCK_CLASS = 72_014_017;
const ADDRESS_LOCK_CLASS = 72_014_018;

export const SIGN_IN_LIMITED = "Too many sign-in attempts.";
export const ACCOUNT_SLOWED =
  "Too many sign-in attempts for this account. If it is yours, reset your password to sign in at once.";

/** How long an unknown device waits after the latest failure, with `failures` in the window. */
export function accountDelayMs(failures: number): number {
  const { freeFailures, firstDelayMs, maxDelayMs } = ACCOUNT_SLOWDOWN;
  if (failures < freeFailures) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** (failures - freeFailures));
}

export interface Attempt {
  /** The account's key: its normalised e-mail (sign-in) or a key of the check (password re-check). */
  account: string;
  ip: string;
  /** The trusted-device id the attempt came with, verified for this account, or null. */
  device: string | null;
}

export interface AttemptSlot {
  /** The password was right: the slot is given back and this address's and device's failures cleared. */
  succeeded(): Promise<void>;
}

export type AttemptRule = "sign-in" | { fixed: { failures: number; windowMs: number }; message: string };

export interface LoginLimits {
  /** Takes a slot for one password check, or throws TooManyRequestsError with Retry-After. */
  reserve(attempt: Attempt, rule?: AttemptRule): Promise<AttemptSlot>;
  /** Forgets an account's failures (its password was just reset). */
  clearAccount(account: string): Promise<void>;
}

export function createLoginLimits(db: Db, now: () => Date = () => new Date()): LoginLimits {
  /** Seconds until fewer than `limit.failures` rows match within the window, or 0. */
  async function fixedWait(
    tx: Tx,
    where: ReturnType<typeof and>,
    limit: { failures: number; windowMs: number },
    at: number,
  ): Promise<number> {
    const rows = await tx
      .select({ createdAt: loginFailures.createdAt })
      .from(loginFailures)
      .where(and(where, gt(loginFailures.createdAt, new Date(at - limit.windowMs))))
      .orderBy(desc(loginFailures.createdAt))
      .limit(limit.failures);
    if (rows.length < limit.failures) return 0;
    // The lock lifts when the oldest of the last `failures` rows leaves the window.
    return Math.max(1, (rows[limit.failures - 1]!.createdAt.getTime() + limit.windowMs - at) / 1000);
  }

  async function slowdownWait(tx: Tx, account: string, at: number): Promise<number> {
    const [row] = await tx
      .select({ n: count(), latest: max(loginFailures.createdAt) })
      .from(loginFailures)
      .where(
        and(
          eq(loginFailures.email, account),
          gt(loginFailures.createdAt, new Date(at - ACCOUNT_SLOWDOWN.windowMs)),
        ),
      );
    const delay = accountDelayMs(Number(row?.n ?? 0));
    if (delay === 0 || !row?.latest) return 0;
    const wait = (new Date(row.latest).getTime() + delay - at) / 1000;
    return wait > 0 ? Math.max(1, wait) : 0;
  }

  function refuse(message: string, wait: number): never {
    throw new TooManyRequestsError(`${message} Try again in ${describeWait(wait)}.`, wait);
  }

  return {
    async reserve(attempt, rule = "sign-in") {
      const at = now();
      const id = await db.transaction(async (tx) => {
        // One account, then one address: every transaction takes them in this order, and none
        // waits for anything while holding the address lock, so they cannot deadlock.
        await advisoryXactLock(tx, ACCOUNT_LOCK_CLASS, attempt.account);
        const ms = at.getTime();
        const ofAccount = eq(loginFailures.email, attempt.account);
        if (rule === "sign-in") {
          await advisoryXactLock(tx, ADDRESS_LOCK_CLASS, attempt.ip);
          const pair = await fixedWait(tx, and(ofAccount, eq(loginFailures.ip, attempt.ip)), PAIR_LIMIT, ms);
          if (pair > 0) refuse(SIGN_IN_LIMITED, pair);
          const address = await fixedWait(tx, eq(loginFailures.ip, attempt.ip), ADDRESS_LIMIT, ms);
          if (address > 0) refuse(SIGN_IN_LIMITED, address);
          if (attempt.device !== null) {
            const device = await fixedWait(
              tx,
              and(ofAccount, eq(loginFailures.device, attempt.device)),
              DEVICE_LIMIT,
              ms,
            );
            if (device > 0) refuse(SIGN_IN_LIMITED, device);
          } else {
            const slowed = await slowdownWait(tx, attempt.account, ms);
            if (slowed > 0) refuse(ACCOUNT_SLOWED, slowed);
          }
        } else {
          const wait = await fixedWait(tx, ofAccount, rule.fixed, ms);
          if (wait > 0) refuse(rule.message, wait);
        }
        const [row] = await tx
          .insert(loginFailures)
          .values({ email: attempt.account, ip: attempt.ip, device: attempt.device, createdAt: at })
          .returning({ id: loginFailures.id });
        await tx
          .delete(loginFailures)
          .where(
            and(
              or(ofAccount, eq(loginFailures.ip, attempt.ip)),
              lt(loginFailures.createdAt, new Date(ms - KEEP_MS)),
            ),
          );
        return row!.id;
      });

      return {
        async succeeded() {
          if (rule !== "sign-in") {
            // A re-check proves the signed-in member knows the password: the count starts over.
            await db.delete(loginFailures).where(eq(loginFailures.email, attempt.account));
            return;
          }
          const mine = [
            eq(loginFailures.id, id),
            and(eq(loginFailures.email, attempt.account), eq(loginFailures.ip, attempt.ip)),
          ];
          if (attempt.device !== null) {
            mine.push(
              and(
                eq(loginFailures.email, attempt.account),
                isNotNull(loginFailures.device),
                eq(loginFailures.device, attempt.device),
              ),
            );
          }
          await db.delete(loginFailures).where(or(...mine));
        },
      };
    },

    async clearAccount(account) {
      await db.delete(loginFailures).where(eq(loginFailures.email, account));
    },
  };
}
