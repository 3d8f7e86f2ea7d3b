// A member's rolling daily limit (disputes opened, community reports filed): counted under the
// member's own advisory lock, so two quick requests cannot both pass it, and refused with 429 and the
// wait until the oldest request of the last 24 hours leaves the day.
import { and, asc, gte, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../db/client";
import { TooManyRequestsError } from "./errors";
import { DAY_MS } from "./time";

/**
 * Takes the lock named `limit.key` until the transaction ends, then throws 429 (`limit.message`)
 * when the member's rows of `recent.table` (`recent.mine`) created in the 24 hours before `at`
 * already number `limit.max`.
 */
export async function holdDailyLimit(
  tx: Executor,
  limit: { key: string; max: number; message: string },
  recent: { table: PgTable; createdAt: PgColumn; mine: SQL },
  at: Date,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${limit.key}))`);
  const rows = await tx
    .select({ createdAt: recent.createdAt })
    .from(recent.table)
    .where(and(recent.mine, gte(recent.createdAt, new Date(at.getTime() - DAY_MS))))
    .orderBy(asc(recent.createdAt));
  if (rows.length < limit.max) return;
  const oldest = (rows[0]!.createdAt as Date).getTime();
  throw new TooManyRequestsError(limit.message, (oldest + DAY_MS - at.getTime()) / 1000);
}
