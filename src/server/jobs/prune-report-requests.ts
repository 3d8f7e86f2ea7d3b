// Daily clean-up of idempotency records: a full report's (member, requestKey) row only has to
// outlive the retries of one click, so rows older than a week are deleted. The reports themselves
// (ai_reports) are kept; the index on created_at makes this a range delete.
import { lt } from "drizzle-orm";
import { aiReportRequests } from "../db/schema/analyzer";
import type { Job } from "../lib/job";
import { DAY_MS } from "../lib/time";

export const PRUNE_REPORT_REQUESTS_JOB = "prune-report-requests";
export const REPORT_REQUEST_RETENTION_MS = 7 * DAY_MS;

export function pruneReportRequestsJob(): Job {
  return {
    name: PRUNE_REPORT_REQUESTS_JOB,
    intervalMs: DAY_MS,
    async run({ db, now }) {
      const cutoff = new Date(now().getTime() - REPORT_REQUEST_RETENTION_MS);
      const deleted = await db
        .delete(aiReportRequests)
        .where(lt(aiReportRequests.createdAt, cutoff))
        .returning({ key: aiReportRequests.requestKey });
      return { deleted: deleted.length };
    },
  };
}
