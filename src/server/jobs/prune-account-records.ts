// Hourly: deletes account records that have done their job: sign-up links a day past their expiry
// (used or not), and password attempts older than the longest window that counts them (24 hours,
// modules/auth/login-limits.service.ts). Sign-up links are found by their expiry index; the
// attempts table stays small, as nothing in it outlives a day.
import { lt } from "drizzle-orm";
import { loginFailures, pendingSignups } from "../db/schema/auth";
import type { Job } from "../lib/job";
import { ACCOUNT_SLOWDOWN } from "../modules/auth/login-limits.service";

export const PRUNE_ACCOUNT_RECORDS_JOB = "prune-account-records";
const HOUR_MS = 60 * 60 * 1000;

export function pruneAccountRecordsJob(): Job {
  return {
    name: PRUNE_ACCOUNT_RECORDS_JOB,
    intervalMs: HOUR_MS,
    async run({ db, now }) {
      const at = now().getTime();
      const signups = await db
        .delete(pendingSignups)
        .where(lt(pendingSignups.expiresAt, new Date(at - 24 * HOUR_MS)))
        .returning({ id: pendingSignups.id });
      const attempts = await db
        .delete(loginFailures)
        .where(lt(loginFailures.createdAt, new Date(at - ACCOUNT_SLOWDOWN.windowMs)))
        .returning({ id: loginFailures.id });
      return { pendingSignupsDeleted: signups.length, attemptsDeleted: attempts.length };
    },
  };
}
