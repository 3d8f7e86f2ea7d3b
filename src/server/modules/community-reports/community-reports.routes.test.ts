// Community reports through app.inject against a real (PGlite) database: the public list, filing
// with validation and the daily limit, one changeable vote per member with its leaderboard point,
// admin status changes (permissions, transitions, the reporter's points, the trust rescore, the
// decision's reason that the reporter alone reads and the audit keeps), the
// reports feeding the background check and the fake-guru list, and the scam analytics trend rule.

import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { CreatorSearchResult } from "../../../shared/contracts/ai";
import {
  type CommunityReport,
  REPORT_MESSAGES,
  REPORTS_PER_DAY,
  type ReportListResponse,
  type ReportStatusResponse,
  type ScamAnalyticsResponse,
  scamTrend,
  type VoteResponse,
} from "../../../shared/contracts/community-reports";
import type { FakeGuruResponse } from "../../../shared/contracts/tools";
import { users } from "../../db/schema/auth";
import { communityReports, communityReportVotes } from "../../db/schema/community-reports";
import { courses } from "../../db/schema/courses";
import { auditEvents } from "../../db/schema/editorial";
import { leaderboardContributions } from "../../db/schema/leaderboard";
import { notifications } from "../../db/schema/notifications";
import { seedReportVotes } from "../../seed/report-votes";
import { inAppTransaction } from "../../test/app-events";
import { createCourse, createCreator, uniqueToken } from "../../test/catalog-fixtures";
import { expectError, postFrom, sendAs, signUp, testLogin, useTestApp } from "../../test/test-app";
import { demoAccounts } from "../auth/demo-accounts";
import { rescoreCreatorCourses } from "../trust/trust-engine";
import { REPORT_DECIDED_NOTIFICATION_KIND } from "./community-reports.service";

const GOOD = {
  creatorName: "Nobody In Particular",
  platform: "TikTok",
  scamType: "Unrealistic Income Claims",
  description: "Promised $10,000 a month in two weeks with no work at all, then upsold a coaching call.",
  evidence: "https://example.test/screenshot.png",
};

const DECIDED_BECAUSE = "The screenshots match the creator's own channel posts.";

describe("community report routes", () => {
  const t = useTestApp();
  let admin: string;
  let member: string;
  let memberId: string;
  let other: string;
  let otherId: string;

  const file = (cookie: string | undefined, payload: unknown) =>
    postFrom(t.app, "/api/community-reports", payload as Record<string, unknown>, cookie ? { cookie } : {});
  const vote = (cookie: string | undefined, id: number | string, value: unknown) =>
    sendAs(t.app, "PUT", `/api/community-reports/${id}/vote`, cookie, { value });
  /** Confirming or rejecting carries a reason; `reason: null` sends none. */
  const setStatus = (
    cookie: string | undefined,
    id: number | string,
    status: unknown,
    reason: string | null = status === "verified" || status === "rejected" ? DECIDED_BECAUSE : null,
  ) =>
    sendAs(
      t.app,
      "POST",
      `/api/admin/community-reports/${id}/status`,
      cookie,
      reason === null ? { status } : { status, reason },
    );
  const list = async (query: Record<string, string> = {}, cookie?: string) => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/community-reports",
      query,
      headers: cookie ? { cookie } : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ReportListResponse;
  };
  const points = async (userId: string, type: "report_vote" | "scam_confirmed", reportId: number) =>
    t.db
      .select({ points: leaderboardContributions.points })
      .from(leaderboardContributions)
      .where(
        and(
          eq(leaderboardContributions.userId, userId),
          eq(leaderboardContributions.contributionType, type),
          eq(leaderboardContributions.targetId, String(reportId)),
        ),
      );
  const fileOk = async (cookie: string, payload: Record<string, unknown> = GOOD) => {
    const res = await file(cookie, payload);
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { report: CommunityReport }).report;
  };
  const idOf = async (email: string) => {
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row!.id;
  };

  beforeAll(async () => {
    admin = (await testLogin(t.app, { role: "admin", plan: "pro" })).cookie;
    const a = await signUp(t.app, { firstName: "Dana", lastName: "Kowalski" });
    member = a.cookie;
    memberId = await idOf(a.email);
    const b = await signUp(t.app, { firstName: "Eli", lastName: "Moss" });
    other = b.cookie;
    otherId = await idOf(b.email);
  }, 120_000);

  it("lists the seeded reports newest first, with labels, display names and seeded vote counts", async () => {
    const page = await list({ pageSize: "50" });
    expect(page.total).toBeGreaterThanOrEqual(24);
    expect(page.items.length).toBe(Math.min(50, page.total));
    const dates = page.items.map((r) => Date.parse(r.reportDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    for (const report of page.items) {
      expect(report.reportedBy).not.toContain("@");
      expect(report.myVote).toBe(0);
      expect(report.isMine).toBe(false);
    }
    expect(page.items.some((r) => r.status === "verified" && r.statusLabel === "Scam Confirmed")).toBe(true);
    expect(page.items.some((r) => r.creatorSlug !== null)).toBe(true);
    // The demo accounts' seeded votes are real rows.
    const [stored] = await t.db
      .select({ n: communityReportVotes.reportId })
      .from(communityReportVotes)
      .limit(1);
    expect(stored).toBeDefined();
    expect(page.items.reduce((sum, r) => sum + r.upvotes + r.downvotes, 0)).toBeGreaterThan(0);

    const verified = await list({ status: "verified", pageSize: "5", page: "1" });
    expect(verified.items.every((r) => r.status === "verified")).toBe(true);
    expect(verified.hasMore).toBe(verified.total > 5);
    expectError(await t.app.inject({ method: "GET", url: "/api/community-reports?status=bogus" }), 400);
    expectError(await t.app.inject({ method: "GET", url: "/api/community-reports?pageSize=500" }), 400);
  });

  it("seeds the demo accounts' votes once, each holding its point, and the confirmed reporters' points", async () => {
    const demoEmails = new Set(demoAccounts().map((account) => account.email));
    const votes = await t.db
      .select({
        reportId: communityReportVotes.reportId,
        userId: communityReportVotes.userId,
        email: users.email,
      })
      .from(communityReportVotes)
      .innerJoin(users, eq(users.id, communityReportVotes.userId));
    expect(votes.length).toBeGreaterThan(0);
    expect(votes.every((v) => demoEmails.has(v.email))).toBe(true);
    const held = await t.db
      .select({ userId: leaderboardContributions.userId, targetId: leaderboardContributions.targetId })
      .from(leaderboardContributions)
      .where(eq(leaderboardContributions.contributionType, "report_vote"));
    const heldKeys = new Set(held.map((h) => `${h.userId}:${h.targetId}`));
    expect(votes.every((v) => heldKeys.has(`${v.userId}:${v.reportId}`))).toBe(true);
    const confirmed = await t.db
      .select({ id: communityReports.id, reportedBy: communityReports.reportedBy })
      .from(communityReports)
      .where(eq(communityReports.status, "verified"));
    for (const report of confirmed.filter((r) => r.reportedBy !== null)) {
      expect(await points(report.reportedBy!, "scam_confirmed", report.id)).toEqual([{ points: 20 }]);
    }
    // Idempotent: a second run casts nothing.
    expect(await t.db.transaction((tx) => seedReportVotes(tx, new Date()))).toBe(0);
  });

  it("files a pending report for signed-in members only, with clear validation messages", async () => {
    expectError(await file(undefined, GOOD), 401);

    const report = await fileOk(member);
    expect(report).toMatchObject({
      creatorName: GOOD.creatorName,
      creatorId: null,
      creatorSlug: null,
      status: "pending",
      statusLabel: "Pending Review",
      reportedBy: "Dana K.",
      upvotes: 0,
      downvotes: 0,
      isMine: true,
      evidence: GOOD.evidence,
    });
    const mine = await list({}, member);
    expect(mine.items[0]?.id).toBe(report.id);
    expect(mine.items[0]?.isMine).toBe(true);

    const refusals: [Record<string, unknown>, string][] = [
      [{ creatorName: "  " }, REPORT_MESSAGES.creatorNameRequired],
      [{ platform: "MySpace" }, REPORT_MESSAGES.platformRequired],
      [{ scamType: undefined }, REPORT_MESSAGES.scamTypeRequired],
      [{ description: "" }, REPORT_MESSAGES.descriptionRequired],
      [{ description: "too short" }, REPORT_MESSAGES.descriptionTooShort],
      [{ description: "x".repeat(2001) }, REPORT_MESSAGES.descriptionTooLong],
      [{ evidence: "javascript:alert(1)" }, REPORT_MESSAGES.evidenceLink],
      [{ evidence: "ftp://example.test/x" }, REPORT_MESSAGES.evidenceLink],
      [{ evidence: "y".repeat(501) }, REPORT_MESSAGES.evidenceTooLong],
    ];
    for (const [change, message] of refusals) {
      expect(expectError(await file(member, { ...GOOD, ...change }), 400)).toBe(message);
    }
    // Evidence is optional, and a plain note is fine.
    const noEvidence = await fileOk(other, { ...GOOD, evidence: "" });
    expect(noEvidence.evidence).toBeNull();
    const note = await fileOk(other, {
      ...GOOD,
      evidence: "Screenshots of the DMs: he asked for $500 upfront.",
    });
    expect(note.evidence).toContain("Screenshots");
  });

  it("refuses a member's sixth report in 24 hours with a 429", async () => {
    const { cookie } = await signUp(t.app);
    // Sent at once: exactly the limit gets through.
    const all = await Promise.all(Array.from({ length: REPORTS_PER_DAY + 1 }, () => file(cookie, GOOD)));
    expect(all.map((res) => res.statusCode).sort()).toEqual([
      ...Array<number>(REPORTS_PER_DAY).fill(201),
      429,
    ]);
    const res = await file(cookie, GOOD);
    expect(expectError(res, 429)).toBe(REPORT_MESSAGES.rateLimited);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(res.headers["retry-after"])).toBeLessThanOrEqual(24 * 60 * 60);
  });

  it("keeps one changeable vote per member per report, holding one leaderboard point", async () => {
    const report = await fileOk(member);
    expectError(await vote(undefined, report.id, 1), 401);
    expect(expectError(await vote(member, report.id, 1), 403)).toBe(REPORT_MESSAGES.ownReport);
    expectError(await vote(other, 999_999, 1), 404);
    expectError(await vote(other, report.id, 2), 400);

    const up = await vote(other, report.id, 1);
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toEqual({
      reportId: report.id,
      upvotes: 1,
      downvotes: 0,
      myVote: 1,
    } satisfies VoteResponse);
    // Voting again is the same single vote.
    expect((await vote(other, report.id, 1)).json()).toMatchObject({ upvotes: 1, downvotes: 0 });
    expect(await points(otherId, "report_vote", report.id)).toEqual([{ points: 1 }]);

    const down = (await vote(other, report.id, -1)).json() as VoteResponse;
    expect(down).toMatchObject({ upvotes: 0, downvotes: 1, myVote: -1 });
    expect(await points(otherId, "report_vote", report.id)).toEqual([{ points: 1 }]);
    const seen = (await list({}, other)).items.find((r) => r.id === report.id);
    expect(seen).toMatchObject({ myVote: -1, downvotes: 1, isMine: false });

    const withdrawn = (await vote(other, report.id, 0)).json() as VoteResponse;
    expect(withdrawn).toMatchObject({ upvotes: 0, downvotes: 0, myVote: 0 });
    expect(await points(otherId, "report_vote", report.id)).toEqual([]);
    // Withdrawing when there is no vote is harmless.
    expect((await vote(other, report.id, 0)).statusCode).toBe(200);
  });

  it("lets only admins list reports and change their status, along the allowed transitions", async () => {
    const report = await fileOk(member);
    expectError(await t.app.inject({ method: "GET", url: "/api/admin/community-reports" }), 401);
    expectError(
      await t.app.inject({ method: "GET", url: "/api/admin/community-reports", headers: { cookie: member } }),
      403,
    );
    const affiliate = (await testLogin(t.app, { role: "affiliate", plan: "free" })).cookie;
    expectError(await setStatus(undefined, report.id, "investigating"), 401);
    expectError(await setStatus(member, report.id, "investigating"), 403);
    expectError(await setStatus(affiliate, report.id, "investigating"), 403);
    expectError(await setStatus(admin, report.id, "confirmed"), 400);
    expectError(await setStatus(admin, 999_999, "investigating"), 404);

    const pending = await t.app.inject({
      method: "GET",
      url: "/api/admin/community-reports?status=pending&pageSize=50",
      headers: { cookie: admin },
    });
    expect(pending.statusCode, pending.body).toBe(200);
    expect((pending.json() as ReportListResponse).items.some((r) => r.id === report.id)).toBe(true);

    const investigating = await setStatus(admin, report.id, "investigating");
    expect(investigating.statusCode, investigating.body).toBe(200);
    expect((investigating.json() as ReportStatusResponse).report.statusLabel).toBe("Investigating");
    expectError(await setStatus(admin, report.id, "investigating"), 409);

    // Confirming or rejecting needs a reason of at least 10 characters.
    expect(expectError(await setStatus(admin, report.id, "verified", null), 400)).toMatch(/reason/);
    expectError(await setStatus(admin, report.id, "rejected", "too short"), 400);
    const verified = (await setStatus(admin, report.id, "verified")).json() as ReportStatusResponse;
    expect(verified.report.status).toBe("verified");
    expect(verified.report).toMatchObject({ decisionReason: DECIDED_BECAUSE, decidedAt: expect.any(String) });
    // The reporter reads the reason on their report; other members and guests do not.
    const seen = async (cookie?: string) =>
      (await list({ pageSize: "50" }, cookie)).items.find((r) => r.id === report.id);
    expect((await seen(member))?.decisionReason).toBe(DECIDED_BECAUSE);
    expect((await seen(other))?.decisionReason).toBeNull();
    expect((await seen())?.decisionReason).toBeNull();
    expect((await seen())?.decidedAt).not.toBeNull();
    const audit = await t.db
      .select({ action: auditEvents.action, reason: auditEvents.reason, changes: auditEvents.changes })
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectType, "community_report"), eq(auditEvents.subjectId, report.id)))
      .orderBy(auditEvents.id);
    expect(audit.map((row) => row.reason)).toEqual([null, DECIDED_BECAUSE]);
    expect(audit[1]?.changes).toEqual({ status: { from: "investigating", to: "verified" } });
    expect(await points(memberId, "scam_confirmed", report.id)).toEqual([{ points: 20 }]);
    // The reporter is told, once per decision, with the reason.
    const told = async () =>
      t.db
        .select({ title: notifications.title, body: notifications.body, link: notifications.link })
        .from(notifications)
        .where(
          and(eq(notifications.userId, memberId), eq(notifications.kind, REPORT_DECIDED_NOTIFICATION_KIND)),
        )
        .orderBy(notifications.id);
    expect(await told()).toEqual([
      { title: expect.stringMatching(/was confirmed$/), body: DECIDED_BECAUSE, link: "/community-reports" },
    ]);
    // A confirmed report can only be reopened.
    expect(expectError(await setStatus(admin, report.id, "rejected"), 409)).toContain("Investigating");
    const reopened = (await setStatus(admin, report.id, "investigating")).json() as ReportStatusResponse;
    expect(reopened.report).toMatchObject({ decisionReason: null, decidedAt: null });
    expect(await points(memberId, "scam_confirmed", report.id)).toEqual([]);
    expect((await setStatus(admin, report.id, "rejected")).statusCode).toBe(200);
    expect((await told()).map((n) => n.title.endsWith("was rejected"))).toEqual([false, true]);
    const [stored] = await t.db
      .select({ status: communityReports.status })
      .from(communityReports)
      .where(eq(communityReports.id, report.id));
    expect(stored?.status).toBe("rejected");
  });

  it("links a report to the creator it names, lowers their trust score when confirmed, and feeds the background check and the fake-guru list", async () => {
    const name = `Zorvex ${uniqueToken("Quint")}`;
    const creator = await createCreator(t.db, { name, verificationStatus: "unverified" });
    const course = await createCourse(t.db, { creatorId: creator.id });
    await inAppTransaction(t.db, (tx, emit) => rescoreCreatorCourses(tx, emit, creator.id));
    const scoreOf = async () =>
      (await t.db.select({ s: courses.trustScore }).from(courses).where(eq(courses.id, course.id)))[0]!.s;
    const before = await scoreOf();
    expect(before).not.toBeNull();

    const report = await fileOk(member, { ...GOOD, creatorName: name.toUpperCase() });
    expect(report.creatorId).toBe(creator.id);
    expect(report.creatorSlug).toBe(creator.slug);

    const guruList = async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/fake-gurus", query: { search: name } });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as FakeGuruResponse).items.find((item) => item.creatorId === creator.id);
    };
    const pro = (await testLogin(t.app, { role: "user", plan: "pro" })).cookie;
    const check = async () => {
      const res = await postFrom(t.app, "/api/ai/search-creator", { name }, { cookie: pro });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as CreatorSearchResult;
    };
    expect((await guruList())?.confirmedReports ?? 0).toBe(0);

    expect((await setStatus(admin, report.id, "verified")).statusCode).toBe(200);
    const after = await scoreOf();
    expect(after).not.toBeNull();
    expect(after!).toBeLessThan(before!);

    const listed = await guruList();
    expect(listed?.confirmedReports).toBe(1);
    expect(listed?.reasons.join(" ")).toContain("confirmed as a scam");
    const result = await check();
    expect(result.creator?.slug).toBe(creator.slug);
    expect(JSON.stringify(result)).toContain("community report");
    expect(result.warning ?? "").toContain("1 community report");
  });

  it("never links a report to a member-submitted creator nobody has reviewed, only to a published one", async () => {
    const name = `Quillon ${uniqueToken("Stand")}`;
    const standIn = await createCreator(t.db, { name, editorialStatus: "unreviewed" });
    const unlinked = await fileOk(member, { ...GOOD, creatorName: name });
    expect(unlinked.creatorId).toBeNull();
    expect(standIn.id).toBeGreaterThan(0);

    const published = await createCreator(t.db, { name, verificationStatus: "unverified" });
    const linked = await fileOk(other, { ...GOOD, creatorName: name });
    expect(linked.creatorId).toBe(published.id);
  });

  it("describes its routes in the OpenAPI document", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode, res.body).toBe(200);
    const paths = (res.json() as { paths: Record<string, Record<string, unknown>> }).paths;
    expect(Object.keys(paths["/api/community-reports"] ?? {})).toEqual(
      expect.arrayContaining(["get", "post"]),
    );
    expect(paths["/api/community-reports/{id}/vote"]?.put).toBeDefined();
    expect(paths["/api/admin/community-reports"]?.get).toBeDefined();
    expect(paths["/api/admin/community-reports/{id}/status"]?.post).toBeDefined();
    expect(paths["/api/scam-analytics"]?.get).toBeDefined();
  });

  it("computes per-platform analytics live, with the documented trend rule", async () => {
    expect(scamTrend(0, 0)).toBe("stable");
    expect(scamTrend(3, 0)).toBe("stable"); // fewer than 4 in both windows together
    expect(scamTrend(4, 0)).toBe("up");
    expect(scamTrend(5, 4)).toBe("up"); // +25%
    expect(scamTrend(4, 4)).toBe("stable");
    expect(scamTrend(6, 5)).toBe("stable"); // +20%
    expect(scamTrend(3, 4)).toBe("down"); // -25%
    expect(scamTrend(0, 4)).toBe("down");

    const get = async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/scam-analytics" });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as ScamAnalyticsResponse;
    };
    const first = await get();
    expect(first.platforms.map((p) => p.platform)).toEqual([
      "Instagram",
      "TikTok",
      "YouTube",
      "Facebook",
      "Other",
    ]);
    expect(first.trendRule).toEqual({ windowDays: 30, minReports: 4, changePercent: 25 });
    expect(first.platforms.reduce((sum, p) => sum + p.totalCreators, 0)).toBeGreaterThan(0);
    for (const p of first.platforms) {
      expect(p.trend).toBe(scamTrend(p.recentReports, p.previousReports));
      expect(p.suspiciousCreators + p.verifiedCreators).toBeLessThanOrEqual(p.totalCreators);
    }

    // Four new Facebook reports this month make its recent window at least 4 higher.
    const before = first.platforms.find((p) => p.platform === "Facebook")!;
    const { cookie } = await signUp(t.app);
    for (let i = 0; i < 4; i += 1) {
      await fileOk(cookie, { ...GOOD, platform: "Facebook", scamType: "Pyramid Scheme" });
    }
    const after = (await get()).platforms.find((p) => p.platform === "Facebook")!;
    expect(after.recentReports).toBe(before.recentReports + 4);
    expect(after.reports).toBe(before.reports + 4);
    expect(after.commonScams.some((s) => s.scamType === "Pyramid Scheme")).toBe(true);
    expect(after.trend).toBe(scamTrend(after.recentReports, after.previousReports));
  });
});
