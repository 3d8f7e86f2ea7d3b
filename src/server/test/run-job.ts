// Runs one job through the real job runner (its lock and its job_runs row), as the timer would, for
// tests of a job's effect; the runner itself is tested in jobs/runner.test.ts.
import type { Db } from "../db/client";
import { createJobRunner, type JobOutcome } from "../jobs/runner";
import type { Job } from "../lib/job";
import { silentLog } from "./test-app";

/** The outcome of one `runDue()` of a runner that knows `job` alone, at `now` (default: the clock). */
export async function runDueJob(db: Db, job: Job, now?: () => Date): Promise<JobOutcome | undefined> {
  const [outcome] = await createJobRunner({
    db,
    log: silentLog,
    jobs: [job],
    ...(now ? { now } : {}),
  }).runDue();
  return outcome;
}
