// The access rules around the AI course analyzer (POST /api/ai/analyze-course {url}): guests 401,
// plans without the analyzer 403, a look taken from the monthly counter quick looks share (429 past
// it), given back when the page cannot be analysed, and a usage-log row for every attempt. What the
// analysis says is tested in url-analysis.routes.test.ts.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AI_MESSAGES, type AiLimits } from "../../../shared/contracts/ai";
import { CourseAnalysis } from "../../../shared/contracts/analysis";
import { aiQuotaUsage, aiUsageLogs } from "../../db/schema/analyzer";
import { recordAiUses } from "../../test/ai-quota-fixtures";
import { createCourse } from "../../test/catalog-fixtures";
import { usePageServer } from "../../test/page-server";
import { postFrom, useTestApp } from "../../test/test-app";
import { uniqueId } from "../../test/unique-id";
import { userSubject } from "./ai-quota.service";
import { expectError, memberOn } from "./ai-test-helpers";

const PAGE = `<!doctype html><html><head><title>Calm Bookkeeping</title></head><body>
<h1>Calm Bookkeeping for Freelancers</h1>
<p>A six-week course on keeping clean books: invoices, expenses, quarterly taxes and reconciling your
bank account. Expect about four hours of work a week. Results depend on your effort; no income is promised.</p>
<p>30-day refund policy. Price: $149.</p></body></html>`;

describe("AI course analyzer access", () => {
  const server = usePageServer((path) => (path.startsWith("/course") ? { body: PAGE } : null));
  const t = useTestApp({ ANALYZER_ALLOW_PRIVATE_URLS: "1" });

  /** A page address no other test uses, so its log rows are this test's own. */
  const pageUrl = () => `${server.base}/course/${uniqueId("page")}`;
  const analyze = (cookie: string | undefined, url: string) =>
    postFrom(t.app, "/api/ai/analyze-course", { url }, cookie ? { cookie } : {});
  const limits = async (cookie: string) =>
    (await t.app.inject({ method: "GET", url: "/api/ai/limits", headers: { cookie } })).json() as AiLimits;
  const logsFor = (url: string) => t.db.select().from(aiUsageLogs).where(eq(aiUsageLogs.query, url));

  it(`answers 401 '${AI_MESSAGES.guestLimit}' to a guest and takes nothing`, async () => {
    const url = pageUrl();
    const res = await analyze(undefined, url);
    expect(expectError(res, 401)).toBe(AI_MESSAGES.guestLimit);
    expect(res.cookies.find((c) => c.name === "hc_visitor")).toBeUndefined();
    expect(await logsFor(url)).toHaveLength(0);
  });

  it("answers 403 to a plan without the analyzer (Free)", async () => {
    const { cookie } = await memberOn(t.app, t.db, "free");
    expect(expectError(await analyze(cookie, pageUrl()), 403)).toBe(AI_MESSAGES.analyzerNeedsPlan);
    expect(await limits(cookie)).toMatchObject({ used: 0, total: 5 });
  });

  it("analyses for Premium, taking one look from the counter quick looks share, and logs it", async () => {
    const { cookie, userId } = await memberOn(t.app, t.db, "premium");
    const course = await createCourse(t.db);
    const look = await postFrom(t.app, "/api/ai/analyze-course", { courseId: course.id }, { cookie });
    expect(look.statusCode, look.body).toBe(200);

    const url = pageUrl();
    const res = await analyze(cookie, url);
    expect(res.statusCode, res.body).toBe(200);
    const analysis = CourseAnalysis.parse(res.json());
    expect(analysis.source).toMatchObject({ kind: "url" });
    expect(await limits(cookie)).toMatchObject({ used: 2, total: 50 });

    const [log] = await logsFor(url);
    expect(log).toMatchObject({ route: "/api/ai/analyze-course", userId, error: null });
    expect(log!.model).toEqual(expect.any(String));
    expect(log!.durationMs).toBeGreaterThanOrEqual(0);
  });

  it("answers 429 past the monthly quota, with Retry-After", async () => {
    const { cookie, userId } = await memberOn(t.app, t.db, "premium");
    await recordAiUses(t.db, userId, "look", 50);
    const res = await analyze(cookie, pageUrl());
    expect(expectError(res, 429)).toBe(AI_MESSAGES.memberLimit);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("gives the look back when the page cannot be analysed, and logs the failure", async () => {
    const { cookie, userId } = await memberOn(t.app, t.db, "pro");
    const missing = `${server.base}/gone/${process.pid}-${Date.now()}`;
    const res = await analyze(cookie, missing);
    expect([422, 502]).toContain(res.statusCode);
    expectError(res, res.statusCode);
    expect(await limits(cookie)).toMatchObject({ used: 0, total: -1 });
    const [log] = await logsFor(missing);
    expect(log).toMatchObject({ userId, route: "/api/ai/analyze-course" });
    expect(log!.error).toEqual(expect.any(String));

    const refused = "ftp://example.test/course";
    expectError(await analyze(cookie, refused), 400);
    expect(await limits(cookie)).toMatchObject({ used: 0 });
    const [row] = await t.db
      .select({ used: aiQuotaUsage.used })
      .from(aiQuotaUsage)
      .where(and(eq(aiQuotaUsage.subject, userSubject(userId)), eq(aiQuotaUsage.kind, "look")));
    expect(row?.used ?? 0).toBe(0);
  });

  it.each([
    ["an empty url", ""],
    ["a blank url", "   "],
    ["a url past 2048 characters", `https://example.test/${"a".repeat(3000)}`],
  ])("answers 400 to %s", async (_name, url) => {
    const { cookie } = await memberOn(t.app, t.db, "pro");
    expectError(await analyze(cookie, url), 400);
  });

  it("answers 400 to a url that is not a string", async () => {
    const { cookie } = await memberOn(t.app, t.db, "pro");
    const res = await postFrom(t.app, "/api/ai/analyze-course", { url: 42 }, { cookie });
    expectError(res, 400);
  });
});
