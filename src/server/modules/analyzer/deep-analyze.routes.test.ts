// POST /api/ai/deep-analyze: sign-in required, the per-course cache (free to read), forced
// regeneration (charged), the weekly quota and its reset, the idempotent requestKey, concurrent
// identical requests sharing one run, the report's content, the usage log and bad input.
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { AI_MESSAGES, type DeepAnalysis } from "../../../shared/contracts/ai";
import { DETECTOR_VERSION } from "../../analysis/detector/detector";
import { buildApp } from "../../app";
import { aiQuotaUsage, aiReportRequests, aiReports, aiUsageLogs } from "../../db/schema/analyzer";
import { communityReports } from "../../db/schema/community-reports";
import { recordAiUses } from "../../test/ai-quota-fixtures";
import { createCourse, createCreator, createReview } from "../../test/catalog-fixtures";
import { createTestApp, postFrom, uniqueAddress, useTestApp } from "../../test/test-app";
import { uniqueId } from "../../test/unique-id";
import { nextWeeklyReset, userSubject } from "./ai-quota.service";
import {
  expectError,
  memberOn,
  positive,
  redFlag,
  reportsUsedThisWeek,
  setFindings,
} from "./ai-test-helpers";
import { KEY_REUSED } from "./deep-analyze.service";

describe("AI full report", () => {
  const t = useTestApp();

  const deep = (cookie: string | undefined, payload: unknown, address = uniqueAddress()) =>
    t.app.inject({
      method: "POST",
      url: "/api/ai/deep-analyze",
      remoteAddress: address,
      headers: cookie ? { cookie } : {},
      payload: payload as Record<string, unknown>,
    });

  const reportsUsed = (userId: string) => reportsUsedThisWeek(t.db, userId);
  const reportRows = (courseId: number) =>
    t.db.select().from(aiReports).where(eq(aiReports.courseId, courseId));
  const logRows = (courseId: number) =>
    t.db
      .select()
      .from(aiUsageLogs)
      .where(and(eq(aiUsageLogs.courseId, courseId), eq(aiUsageLogs.route, "/api/ai/deep-analyze")));

  it(`answers 401 '${AI_MESSAGES.signInForReports}' to a guest, whatever the body`, async () => {
    const course = await createCourse(t.db);
    expect(
      expectError(await deep(undefined, { courseId: course.id, requestKey: uniqueId("key") }), 401),
    ).toBe(AI_MESSAGES.signInForReports);
    expect(expectError(await deep(undefined, { nonsense: true }), 401)).toBe(AI_MESSAGES.signInForReports);
    expect(await reportRows(course.id)).toHaveLength(0);
  });

  it("answers 404 for an unknown course and charges nothing", async () => {
    const { cookie, userId } = await memberOn(t.app, t.db, "free");
    expect(
      expectError(await deep(cookie, { courseId: 2_000_000_000, requestKey: uniqueId("key") }), 404),
    ).toBe("Course not found");
    expect(await reportsUsed(userId)).toBe(0);
  });

  it("generates a report (one weekly report), then serves it cached for free; force over quota is a 429", async () => {
    const course = await createCourse(t.db);
    const { cookie, userId } = await memberOn(t.app, t.db, "free");

    const first = await deep(cookie, { courseId: course.id, force: false, requestKey: uniqueId("key") });
    expect(first.statusCode, first.body).toBe(200);
    const made = first.json() as DeepAnalysis;
    expect(made).toMatchObject({
      cached: false,
      usedThisWeek: 1,
      quota: 1,
      engine: DETECTOR_VERSION,
      courseId: course.id,
    });
    expect(made.report.overview).toContain(course.title);
    expect(Date.parse(made.cachedAt)).not.toBeNaN();
    expect(await reportRows(course.id)).toHaveLength(1);
    expect(await logRows(course.id)).toHaveLength(1);

    const again = await deep(cookie, { courseId: course.id, requestKey: uniqueId("key") });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ ...made, cached: true });
    expect(await reportsUsed(userId)).toBe(1);
    // A cached read runs no engine, so it writes no log row.
    expect(await logRows(course.id)).toHaveLength(1);

    const before = Date.now();
    const forced = await deep(cookie, { courseId: course.id, force: true, requestKey: uniqueId("key") });
    expect(expectError(forced, 429)).toBe(AI_MESSAGES.reportsUsedUp);
    const retryAfter = Number(forced.headers["retry-after"]);
    expect(
      Math.abs(retryAfter - (nextWeeklyReset(new Date(before)).getTime() - before) / 1000),
    ).toBeLessThanOrEqual(5);
    expect(await reportsUsed(userId)).toBe(1);

    // Another member reads the same cached report for free.
    const other = await memberOn(t.app, t.db, "free");
    const shared = await deep(other.cookie, { courseId: course.id, requestKey: uniqueId("key") });
    expect(shared.json()).toMatchObject({ cached: true, usedThisWeek: 0, quota: 1, cachedAt: made.cachedAt });
  });

  it("force regenerates and is charged; premium has 10 a week", async () => {
    const course = await createCourse(t.db);
    const { cookie, userId } = await memberOn(t.app, t.db, "premium");
    const first = (
      await deep(cookie, { courseId: course.id, requestKey: uniqueId("key") })
    ).json() as DeepAnalysis;
    expect(first).toMatchObject({ cached: false, usedThisWeek: 1, quota: 10 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const forced = await deep(cookie, { courseId: course.id, force: true, requestKey: uniqueId("key") });
    expect(forced.statusCode, forced.body).toBe(200);
    const second = forced.json() as DeepAnalysis;
    expect(second).toMatchObject({ cached: false, usedThisWeek: 2, quota: 10 });
    expect(Date.parse(second.cachedAt)).toBeGreaterThan(Date.parse(first.cachedAt));
    expect(await reportRows(course.id)).toHaveLength(1);
    expect(await logRows(course.id)).toHaveLength(2);
    expect(await reportsUsed(userId)).toBe(2);
  });

  it("starts each ISO week afresh (Monday 00:00 UTC)", async () => {
    const { cookie, userId } = await memberOn(t.app, t.db, "free");
    await recordAiUses(t.db, userId, "report", 1, "previous");
    const course = await createCourse(t.db);
    const res = await deep(cookie, { courseId: course.id, requestKey: uniqueId("key") });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ usedThisWeek: 1, quota: 1 });
  });

  it("answers a repeated requestKey with the first response, unchanged, charging once", async () => {
    const course = await createCourse(t.db);
    const { cookie, userId } = await memberOn(t.app, t.db, "premium");
    const body = { courseId: course.id, force: true, requestKey: uniqueId("key") };
    const first = await deep(cookie, body);
    expect(first.statusCode, first.body).toBe(200);
    const second = await deep(cookie, body);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(await reportsUsed(userId)).toBe(1);
    expect(await logRows(course.id)).toHaveLength(1);

    // The same key for another course is a client error, not someone else's answer.
    const otherCourse = await createCourse(t.db);
    expect(expectError(await deep(cookie, { ...body, courseId: otherCourse.id }), 409)).toBe(KEY_REUSED);

    // Keys are per member: another member's identical key is a request of its own.
    const other = await memberOn(t.app, t.db, "premium");
    const theirs = await deep(other.cookie, body);
    expect(theirs.json()).toMatchObject({ usedThisWeek: 1 });
  });

  it("shares one run between concurrent identical requests: one charge, one report row", async () => {
    const course = await createCourse(t.db);
    const { cookie, userId } = await memberOn(t.app, t.db, "premium");
    const body = { courseId: course.id, force: true, requestKey: uniqueId("key") };
    const address = uniqueAddress();
    const responses = await Promise.all(Array.from({ length: 6 }, () => deep(cookie, body, address)));
    for (const res of responses) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toBe(responses[0]!.body);
    }
    expect(await reportsUsed(userId)).toBe(1);
    expect(await reportRows(course.id)).toHaveLength(1);
    expect(await logRows(course.id)).toHaveLength(1);
    const stored = await t.db
      .select()
      .from(aiReportRequests)
      .where(and(eq(aiReportRequests.userId, userId), eq(aiReportRequests.requestKey, body.requestKey)));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.response).toEqual(responses[0]!.json());
  });

  it("gives the report back when generation is refused by the quota, and stores no answer for the key", async () => {
    const course = await createCourse(t.db);
    const { cookie, userId } = await memberOn(t.app, t.db, "free");
    await recordAiUses(t.db, userId, "report", 1);
    const body = { courseId: course.id, requestKey: uniqueId("key") };
    expectError(await deep(cookie, body), 429);
    const claims = await t.db
      .select()
      .from(aiReportRequests)
      .where(and(eq(aiReportRequests.userId, userId), eq(aiReportRequests.requestKey, body.requestKey)));
    expect(claims).toHaveLength(0);
  });

  it("builds the report from the trust breakdown, findings, reviews, claims against outcomes and community reports", async () => {
    const creator = await createCreator(t.db, { name: "Fixture Guru Zed", verificationStatus: "suspicious" });
    const course = await createCourse(t.db, {
      creatorId: creator.id,
      title: "Six Figure Shortcut",
      incomeClaims: "Students make $10,000 a month within 30 days.",
      actualStudentOutcomes: "Most surveyed students earned under $500 in their first year.",
    });
    await setFindings(t.db, course.id, {
      redFlags: [
        redFlag("$10,000 a month within 30 days", { severity: "high" }, "incomeClaims"),
        redFlag("only 2 seats left", {
          category: "urgency-scarcity",
          label: "Urgency and scarcity",
          severity: "low",
        }),
      ],
      positives: [positive("14-day refund, no questions asked")],
    });
    for (const proofUrl of ["https://example.test/receipt-1", null, null]) {
      await createReview(t.db, { courseId: course.id, rating: 2, status: "approved", proofUrl });
    }
    await createReview(t.db, { courseId: course.id, rating: 5, status: "pending" });
    await t.db.insert(communityReports).values([
      {
        creatorId: creator.id,
        creatorName: creator.name,
        platform: "YouTube",
        scamType: "Other",
        description: "x",
        status: "verified",
      },
      {
        creatorId: creator.id,
        creatorName: creator.name,
        platform: "YouTube",
        scamType: "Other",
        description: "y",
        status: "pending",
      },
      {
        creatorId: creator.id,
        creatorName: creator.name,
        platform: "YouTube",
        scamType: "Other",
        description: "z",
        status: "investigating",
      },
      {
        creatorId: creator.id,
        creatorName: creator.name,
        platform: "YouTube",
        scamType: "Other",
        description: "w",
        status: "rejected",
      },
    ]);

    const { cookie } = await memberOn(t.app, t.db, "pro");
    const res = await deep(cookie, { courseId: course.id, requestKey: uniqueId("key") });
    expect(res.statusCode, res.body).toBe(200);
    const { report } = res.json() as DeepAnalysis;
    const detail = (await t.app.inject({ method: "GET", url: `/api/courses/${course.id}` })).json() as {
      trustBreakdown: { confidence: number } | null;
    };

    expect(report.overview).toMatch(/Six Figure Shortcut by Fixture Guru Zed/);
    expect(report.overview).toMatch(/\d+\/100/);
    expect(report.overview).toContain("2 red flags and 1 positive signal");
    expect(report.overview).toContain("3 approved reviews average 2.0/5; 1 (33%) include proof of enrolment");
    expect(report.overview).toContain("1 community scam report about this creator confirmed");
    expect(report.overview).toContain("2 reports still under review");
    expect(report.claimRealityCheck).toContain("Students make $10,000 a month within 30 days.");
    expect(report.claimRealityCheck).toContain("earned under $500");
    expect(report.risks[0]).toMatch(/community scam report.*confirmed/);
    expect(report.risks).toContain("Fixture Guru Zed is flagged as suspicious");
    const flagIndex = report.risks.findIndex((r) => r.includes("$10,000 a month within 30 days"));
    const urgencyIndex = report.risks.findIndex((r) => r.includes("only 2 seats left"));
    expect(flagIndex).toBeGreaterThan(-1);
    expect(urgencyIndex).toBeGreaterThan(flagIndex);
    expect(report.credibilitySignals.some((s) => s.includes("14-day refund"))).toBe(true);
    expect(report.recommendation).toMatch(/^Avoid buying for now/);
    expect(report.confidence).toBeGreaterThanOrEqual(0);
    if (detail.trustBreakdown) expect(report.confidence).toBe(detail.trustBreakdown.confidence);
  });

  describe("bad input is a 400, never a 500", () => {
    let cookie: string;
    beforeAll(async () => {
      cookie = (await memberOn(t.app, t.db, "free")).cookie;
    });
    const cases: Array<[string, unknown]> = [
      ["an empty object", {}],
      ["no requestKey", { courseId: 1 }],
      ["a short requestKey", { courseId: 1, requestKey: "abc" }],
      ["a requestKey with spaces", { courseId: 1, requestKey: "abc def ghi" }],
      ["a huge requestKey", { courseId: 1, requestKey: "a".repeat(100_000) }],
      ["force that is not a boolean", { courseId: 1, requestKey: "abcdefghij", force: "yes" }],
      ["an unknown field", { courseId: 1, requestKey: "abcdefghij", url: "https://example.test" }],
      ["a courseId that is not a number", { courseId: "one", requestKey: "abcdefghij" }],
      ["an array", []],
    ];
    it.each(cases)("%s", async (_name, payload) => {
      const res = await postFrom(t.app, "/api/ai/deep-analyze", JSON.stringify(payload), {
        cookie,
        "content-type": "application/json",
      });
      expectError(res, 400);
    });
    it("a body that is not JSON", async () => {
      const res = await postFrom(t.app, "/api/ai/deep-analyze", "not json", {
        cookie,
        "content-type": "application/json",
      });
      expectError(res, 400);
    });
  });

  describe("across instances (the requestKey row is the lock)", () => {
    const pendingClaim = (userId: string, courseId: number, requestKey: string, createdAt = new Date()) =>
      t.db.insert(aiReportRequests).values({
        userId,
        requestKey,
        courseId,
        response: sql`'null'::jsonb`,
        createdAt,
      });

    it("waits for the instance that claimed the key and answers its response", async () => {
      const course = await createCourse(t.db);
      const { cookie, userId } = await memberOn(t.app, t.db, "premium");
      const requestKey = uniqueId("key");
      await pendingClaim(userId, course.id, requestKey);
      const waiting = deep(cookie, { courseId: course.id, requestKey });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const answer: DeepAnalysis = {
        report: {
          overview: "Written by the other instance.",
          credibilitySignals: [],
          claimRealityCheck: "None.",
          risks: [],
          recommendation: "None.",
          confidence: 10,
        },
        cached: false,
        cachedAt: new Date().toISOString(),
        usedThisWeek: 1,
        quota: 10,
        engine: DETECTOR_VERSION,
        courseId: course.id,
      };
      await t.db
        .update(aiReportRequests)
        .set({ response: answer })
        .where(and(eq(aiReportRequests.userId, userId), eq(aiReportRequests.requestKey, requestKey)));
      const res = await waiting;
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(answer);
      expect(await reportsUsed(userId)).toBe(0);
    });

    it("takes over a claim whose request died long ago", async () => {
      const course = await createCourse(t.db);
      const { cookie, userId } = await memberOn(t.app, t.db, "premium");
      const requestKey = uniqueId("key");
      await pendingClaim(userId, course.id, requestKey, new Date(Date.now() - 60 * 60 * 1000));
      const res = await deep(cookie, { courseId: course.id, requestKey });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ cached: false, usedThisWeek: 1 });
    });

    it("charges once when two instances get the same request at once", async () => {
      let second: FastifyInstance | undefined;
      const shared = await createTestApp({ SESSION_SECRET: "s".repeat(40) });
      try {
        second = await buildApp(shared.config, {
          database: {
            db: shared.db,
            kind: shared.config.databaseUrl ? "postgresql" : "pglite",
            close: async () => {},
          },
        });
        await second.ready();
        const course = await createCourse(shared.db);
        const { cookie, userId } = await memberOn(shared.app, shared.db, "premium");
        const body = { courseId: course.id, force: true, requestKey: uniqueId("key") };
        const send = (app: FastifyInstance) => postFrom(app, "/api/ai/deep-analyze", body, { cookie });
        const responses = await Promise.all([send(shared.app), send(second), send(shared.app), send(second)]);
        for (const res of responses) {
          expect(res.statusCode, res.body).toBe(200);
          expect(res.body).toBe(responses[0]!.body);
        }
        const [row] = await shared.db
          .select({ used: aiQuotaUsage.used })
          .from(aiQuotaUsage)
          .where(and(eq(aiQuotaUsage.subject, userSubject(userId)), eq(aiQuotaUsage.kind, "report")));
        expect(row?.used).toBe(1);
        expect(
          await shared.db.select().from(aiReports).where(eq(aiReports.courseId, course.id)),
        ).toHaveLength(1);
      } finally {
        await second?.close();
        await shared.close();
      }
    });
  });
});
