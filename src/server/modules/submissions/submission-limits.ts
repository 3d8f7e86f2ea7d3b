// A member's daily submission limits, exact under races: the count of submissions and the count of
// pages read for them in the last 24 hours, each checked under the member's own advisory lock.
import { and, count, eq, gt, lte, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  SUBMISSION_FETCHES_PER_DAY,
  SUBMISSION_MESSAGES,
  SUBMISSIONS_PER_DAY,
} from "../../../shared/contracts/submissions";
import type { Db, Executor } from "../../db/client";
import { courseSubmissionFetches, courseSubmissions } from "../../db/schema/submissions";
import { TooManyRequestsError } from "../../lib/errors";
import { DAY_MS } from "../../lib/time";

/** First half of the per-member advisory lock that makes the daily limits exact under races. */
const SUBMISSION_LOCK_CLASS = 72_014_005;

function retryAfterSeconds(oldest: Date, now: Date): number {
  return Math.max(1, Math.ceil((oldest.getTime() + DAY_MS - now.getTime()) / 1000));
}

/**
 * 429 (`limit.message`, with the wait until the oldest leaves the day) when the member's rows of
 * `recent.table` (`recent.mine`) created in the 24 hours before `at` already number `limit.max`.
 */
async function refuseWhenFull(
  executor: Executor,
  recent: { table: PgTable; createdAt: PgColumn; mine: SQL },
  limit: { max: number; message: string },
  at: Date,
): Promise<void> {
  const [row] = await executor
    .select({ n: count(), oldest: sql<string | null>`min(${recent.createdAt})::text` })
    .from(recent.table)
    .where(and(recent.mine, gt(recent.createdAt, new Date(at.getTime() - DAY_MS))));
  if ((row?.n ?? 0) < limit.max) return;
  const oldest = row?.oldest ? new Date(row.oldest) : at;
  throw new TooManyRequestsError(limit.message, retryAfterSeconds(oldest, at));
}

/** The member's submission lock, held until the transaction ends: one submission of a member at a time. */
export async function lockMemberSubmissions(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SUBMISSION_LOCK_CLASS}, hashtext(${userId}))`);
}

/** 429 when the member already made SUBMISSIONS_PER_DAY submissions in the last 24 hours. */
export async function assertUnderLimit(executor: Executor, userId: string, at: Date): Promise<void> {
  await refuseWhenFull(
    executor,
    {
      table: courseSubmissions,
      createdAt: courseSubmissions.createdAt,
      mine: eq(courseSubmissions.userId, userId),
    },
    { max: SUBMISSIONS_PER_DAY, message: SUBMISSION_MESSAGES.tooMany },
    at,
  );
}

/**
 * 429 when the member's submissions already had SUBMISSION_FETCHES_PER_DAY pages read in the last
 * 24 hours; otherwise this fetch is counted, before it is made (a failure costs the same).
 */
export async function reserveFetch(db: Db, userId: string, at: Date): Promise<void> {
  const since = new Date(at.getTime() - DAY_MS);
  const mine = eq(courseSubmissionFetches.userId, userId);
  await db.transaction(async (tx) => {
    // The lock of the submission itself: one reservation of a member at a time.
    await lockMemberSubmissions(tx, userId);
    await tx.delete(courseSubmissionFetches).where(and(mine, lte(courseSubmissionFetches.createdAt, since)));
    await refuseWhenFull(
      tx,
      { table: courseSubmissionFetches, createdAt: courseSubmissionFetches.createdAt, mine },
      { max: SUBMISSION_FETCHES_PER_DAY, message: SUBMISSION_MESSAGES.tooManyFetches },
      at,
    );
    await tx.insert(courseSubmissionFetches).values({ userId, createdAt: at });
  });
}
