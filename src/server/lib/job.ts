// What a scheduled job is, apart from the runner that runs it: each job file and the runner import
// these types from here, so no job imports the runner (which imports every job).
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";

/** First half of every job's advisory lock key (the second is a hash of its name); any constant works. */
export const JOBS_LOCK_CLASS = 72_014_003;

export interface JobContext {
  db: Db;
  log: FastifyBaseLogger;
  /** Aborted when the app closes: a job stops at its next safe point and is left due. */
  signal: AbortSignal;
  now: () => Date;
}

export interface Job {
  name: string;
  intervalMs: number;
  /** Returns what is worth recording (job_runs.last_result, with durationMs added). */
  run(context: JobContext): Promise<Record<string, unknown>>;
}
