// Community reports' use cases called as functions, without HTTP: each takes the reports'
// dependencies and its input, and writes to a real test database.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { REPORT_MESSAGES } from "../../../shared/contracts/community-reports";
import { auditEvents } from "../../db/schema/editorial";
import { notifications } from "../../db/schema/notifications";
import { ConflictError, ForbiddenError } from "../../lib/errors";
import { appEventsClearing } from "../../test/app-events";
import { createCourse, createCreator, createMember } from "../../test/catalog-fixtures";
import { sharedTestDatabase } from "../../test/test-app";
import { fileReport, voteOnReport } from "./report-filing";
import { REPORT_DECIDED_NOTIFICATION_KIND, setReportStatus } from "./report-moderation";
import type { CommunityReportDeps } from "./report-reads";

const t = sharedTestDatabase();
const FILED = new Date("2026-11-28T09:00:00Z");
const DECIDED = new Date("2026-11-29T09:00:00Z");
// The app's own event handlers, so the use case writes what it writes in the app (its audit row,
// points, notices and rescore); the caches are a counter.
let cleared = 0;
const events = appEventsClearing(() => {
  cleared += 1;
});
const deps = (): CommunityReportDeps => ({ db: t.db, events });

const newReport = (creatorName: string) => ({
  creatorName,
  platform: "Instagram",
  scamType: "Unrealistic Income Claims",
  description: "Fictional report: the course promised a month's salary in a week and never delivered.",
  evidence: null,
});

describe("fileReport and voteOnReport", () => {
  it("matches the creator by name in any case, and lets others vote but not the reporter", async () => {
    const reporter = await createMember(t.db);
    const voter = await createMember(t.db);
    const creator = await createCreator(t.db);
    const { report } = await fileReport(deps(), reporter.id, newReport(creator.name.toUpperCase()), FILED);
    expect(report).toMatchObject({ creatorId: creator.id, status: "pending", isMine: true });
    expect(report.reportDate).toBe(FILED.toISOString());

    expect(await voteOnReport(deps(), report.id, voter.id, 1)).toEqual({
      reportId: report.id,
      upvotes: 1,
      downvotes: 0,
      myVote: 1,
    });
    await expect(voteOnReport(deps(), report.id, reporter.id, 1)).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe("setReportStatus", () => {
  it("confirms a report with its reason, audited and told to the reporter; the same status again is a 409", async () => {
    const reporter = await createMember(t.db);
    const admin = await createMember(t.db, { role: "admin" });
    const { report } = await fileReport(
      deps(),
      reporter.id,
      newReport("A creator not in the catalogue"),
      FILED,
    );
    const reason = "Fictional reason: three members sent the same receipts.";

    const { report: confirmed } = await setReportStatus(
      deps(),
      report.id,
      { status: "verified", reason },
      admin.id,
      DECIDED,
    );
    expect(confirmed).toMatchObject({ status: "verified", decisionReason: reason });
    expect(confirmed.decidedAt).toBe(DECIDED.toISOString());
    const [audit] = await t.db
      .select({ action: auditEvents.action, reason: auditEvents.reason })
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectType, "community_report"), eq(auditEvents.subjectId, report.id)));
    expect(audit).toEqual({ action: "status", reason });
    const notices = await t.db
      .select({ kind: notifications.kind, body: notifications.body })
      .from(notifications)
      .where(eq(notifications.userId, reporter.id));
    expect(notices).toEqual([{ kind: REPORT_DECIDED_NOTIFICATION_KIND, body: reason }]);

    const again = setReportStatus(deps(), report.id, { status: "verified", reason }, admin.id, DECIDED);
    await expect(again).rejects.toThrow(new ConflictError(REPORT_MESSAGES.sameStatus));
  });

  it("rescores the named creator's courses and clears the catalogue caches once, after the commit", async () => {
    const reporter = await createMember(t.db);
    const admin = await createMember(t.db, { role: "admin" });
    const creator = await createCreator(t.db);
    await createCourse(t.db, { creatorId: creator.id });
    await createCourse(t.db, { creatorId: creator.id });
    const before = cleared;
    const { report } = await fileReport(deps(), reporter.id, newReport(creator.name), FILED);
    expect(cleared).toBe(before + 1);
    const { rescored } = await setReportStatus(
      deps(),
      report.id,
      { status: "rejected", reason: "Fictional reason: the receipts did not match." },
      admin.id,
      DECIDED,
    );
    expect(rescored).toBe(2);
    expect(cleared).toBe(before + 2);
    // A refused move rolls back: nothing is cleared.
    await expect(
      setReportStatus(deps(), report.id, { status: "rejected", reason: "again" }, admin.id, DECIDED),
    ).rejects.toBeInstanceOf(ConflictError);
    expect(cleared).toBe(before + 2);
  });
});
