import { jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { at } from "./columns";

/**
 * When each scheduled job last ran (src/server/jobs). A job runs under a PostgreSQL advisory lock
 * and records its finish here, so a restart or a second instance does not run it again early.
 */
export const jobRuns = pgTable("job_runs", {
  job: text("job").primaryKey(),
  lastStartedAt: at("last_started_at"),
  lastFinishedAt: at("last_finished_at"),
  lastResult: jsonb("last_result"),
});
