import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * When each scheduled job last ran (src/server/jobs). A job runs under a PostgreSQL advisory lock
 * and records its finish here, so a restart or a second instance does not run it again early.
 */
export const jobRuns = pgTable("job_runs", {
  job: text("job").primaryKey(),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
  lastResult: jsonb("last_result"),
});
