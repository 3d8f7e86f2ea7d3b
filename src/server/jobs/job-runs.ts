// The job_runs table: when each scheduled job last started and finished, and what it reported.
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { jobRuns } from "../db/schema/jobs";

export type JobRun = typeof jobRuns.$inferSelect;

export async function readJobRun(db: Executor, job: string): Promise<JobRun | null> {
  const [row] = await db.select().from(jobRuns).where(eq(jobRuns.job, job));
  return row ?? null;
}

/** Due when it never finished, or finished at least `intervalMs` before `now`. */
export function isDue(run: Pick<JobRun, "lastFinishedAt"> | null, intervalMs: number, now: Date): boolean {
  const finished = run?.lastFinishedAt;
  return !finished || now.getTime() - finished.getTime() >= intervalMs;
}

export async function recordJobStarted(db: Executor, job: string, at: Date): Promise<void> {
  await db
    .insert(jobRuns)
    .values({ job, lastStartedAt: at })
    .onConflictDoUpdate({ target: jobRuns.job, set: { lastStartedAt: sql`excluded.last_started_at` } });
}

/** A finished run (it counts for the interval); `result` is what the job reported. */
export async function recordJobFinished(
  db: Executor,
  job: string,
  at: Date,
  result: Record<string, unknown>,
): Promise<void> {
  await db
    .insert(jobRuns)
    .values({ job, lastStartedAt: at, lastFinishedAt: at, lastResult: result })
    .onConflictDoUpdate({
      target: jobRuns.job,
      set: { lastFinishedAt: sql`excluded.last_finished_at`, lastResult: sql`excluded.last_result` },
    });
}

/** A run that failed or was stopped: the result is kept, but the job stays due. */
export async function recordJobIncomplete(
  db: Executor,
  job: string,
  result: Record<string, unknown>,
): Promise<void> {
  await db.update(jobRuns).set({ lastResult: result }).where(eq(jobRuns.job, job));
}
