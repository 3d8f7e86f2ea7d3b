// The daily clean-up of full-report idempotency rows: older than a week goes, newer stays.
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { aiReportRequests } from "../db/schema/analyzer";
import { createMember, uniqueToken } from "../test/catalog-fixtures";
import { runDueJob } from "../test/run-job";
import { sharedTestDatabase } from "../test/test-app";
import {
  PRUNE_REPORT_REQUESTS_JOB,
  pruneReportRequestsJob,
  REPORT_REQUEST_RETENTION_MS,
} from "./prune-report-requests";

const t = sharedTestDatabase();

describe("prune-report-requests", () => {
  it("deletes request records older than the retention and keeps newer ones", async () => {
    const member = await createMember(t.db);
    const now = new Date();
    const old = uniqueToken("old");
    const recent = uniqueToken("recent");
    await t.db.insert(aiReportRequests).values([
      {
        userId: member.id,
        requestKey: old,
        courseId: 1,
        response: { kept: false },
        createdAt: new Date(now.getTime() - REPORT_REQUEST_RETENTION_MS - 60_000),
      },
      { userId: member.id, requestKey: recent, courseId: 1, response: { kept: true }, createdAt: now },
    ]);

    const outcome = await runDueJob(t.db, pruneReportRequestsJob());
    expect(outcome).toMatchObject({ job: PRUNE_REPORT_REQUESTS_JOB, status: "ran" });

    const left = await t.db
      .select({ key: aiReportRequests.requestKey })
      .from(aiReportRequests)
      .where(inArray(aiReportRequests.requestKey, [old, recent]));
    expect(left.map((row) => row.key)).toEqual([recent]);
    await t.db.delete(aiReportRequests).where(eq(aiReportRequests.userId, member.id));
  });
});
