// POST /api/ai/analyze-course {courseId} (the card's quick look) and GET /api/ai/limits: the guest
// allowance per browser, member quotas at their boundaries, the monthly reset, unlimited plans, no
// over-grant when requests race, the answer's citations, the usage log, and bad input.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { AI_MESSAGES, type AiLimits, type QuickLook } from "../../../shared/contracts/ai";
import { GUEST_AI_LOOKS, monthlyPeriodStart, nextMonthlyReset } from "../../../shared/domain/plans";
import { DETECTOR_VERSION } from "../../analysis/detector/detector";
import { aiQuotaUsage, aiUsageLogs } from "../../db/schema/analyzer";
import { recordAiUses } from "../../test/ai-quota-fixtures";
import { createCourse } from "../../test/catalog-fixtures";
import { cookiesFrom, postFrom, uniqueAddress, useTestApp } from "../../test/test-app";
import { userSubject } from "./ai-quota.service";
import { expectError, memberOn, positive, redFlag, setFindings } from "./ai-test-helpers";
import { AI_RATE_LIMITS } from "./analyzer.routes";
import { addressSubject, GUEST_LOOKS_PER_ADDRESS } from "./quick-look.service";

describe("AI quick look", () => {
  const t = useTestApp();
  let courseId: number;

  beforeAll(async () => {
    courseId = (await createCourse(t.db)).id;
  });

  /** One client: its own address (so rate limits of one test never touch another) and cookies. */
  const client = (cookie = "") => {
    const address = uniqueAddress();
    const state = { cookie };
    return {
      state,
      address,
      look: async (payload: unknown = { courseId, detail: false }) => {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/ai/analyze-course",
          remoteAddress: address,
          headers: state.cookie ? { cookie: state.cookie } : {},
          payload: payload as Record<string, unknown>,
        });
        const set = cookiesFrom(res);
        if (set) state.cookie = [state.cookie, set].filter(Boolean).join("; ");
        return res;
      },
      limits: async () => {
        const res = await t.app.inject({
          method: "GET",
          url: "/api/ai/limits",
          remoteAddress: address,
          headers: state.cookie ? { cookie: state.cookie } : {},
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as AiLimits;
      },
    };
  };

  const usage = async (cookie: string) => {
    const res = await t.app.inject({ method: "GET", url: "/api/usage", headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { used: number; quota: number };
  };

  describe("guests", () => {
    it(`get ${GUEST_AI_LOOKS} looks per browser (a visitor cookie), then 401 '${AI_MESSAGES.guestLimit}'`, async () => {
      const guest = client();
      expect(await guest.limits()).toMatchObject({ used: 0, total: GUEST_AI_LOOKS });

      const first = await guest.look();
      expect(first.statusCode, first.body).toBe(200);
      const visitor = first.cookies.find((c) => c.name === "hc_visitor");
      expect(visitor).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
      expect(visitor!.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(visitor!.maxAge).toBe(365 * 24 * 60 * 60);
      expect(first.json()).toMatchObject({ courseId, used: 1, quota: GUEST_AI_LOOKS });

      for (let n = 2; n <= GUEST_AI_LOOKS; n++) {
        const res = await guest.look();
        expect(res.statusCode, res.body).toBe(200);
        expect((res.json() as QuickLook).used).toBe(n);
        // The cookie is set once; later looks reuse it.
        expect(res.cookies.find((c) => c.name === "hc_visitor")).toBeUndefined();
      }
      expect(expectError(await guest.look(), 401)).toBe(AI_MESSAGES.guestLimit);
      expect(await guest.limits()).toMatchObject({ used: GUEST_AI_LOOKS, total: GUEST_AI_LOOKS });

      // Another browser has its own allowance.
      const other = client();
      expect((await other.look()).statusCode).toBe(200);
    });

    it(`share a cap of ${GUEST_LOOKS_PER_ADDRESS} looks a month per client address, whatever their cookies`, async () => {
      const guest = client();
      const first = await guest.look();
      expect(first.statusCode).toBe(200);
      const [row] = await t.db
        .select()
        .from(aiQuotaUsage)
        .where(and(eq(aiQuotaUsage.subject, addressSubject(guest.address)), eq(aiQuotaUsage.kind, "look")));
      expect(row?.used).toBe(1);
      await t.db
        .update(aiQuotaUsage)
        .set({ used: GUEST_LOOKS_PER_ADDRESS })
        .where(and(eq(aiQuotaUsage.subject, addressSubject(guest.address)), eq(aiQuotaUsage.kind, "look")));
      // A new browser (no cookie) behind the same address.
      guest.state.cookie = "";
      expect(expectError(await guest.look(), 401)).toBe(AI_MESSAGES.guestLimit);
    });

    it("do not use up their address's cap once their browser's allowance is spent", async () => {
      const guest = client();
      for (let n = 1; n <= GUEST_AI_LOOKS + 2; n++) await guest.look();
      const [row] = await t.db
        .select()
        .from(aiQuotaUsage)
        .where(and(eq(aiQuotaUsage.subject, addressSubject(guest.address)), eq(aiQuotaUsage.kind, "look")));
      expect(row?.used).toBe(GUEST_AI_LOOKS);
    });

    it("are not charged for an unknown course (404 JSON)", async () => {
      const guest = client();
      expect(expectError(await guest.look({ courseId: 2_000_000_000 }), 404)).toBe("Course not found");
      expect((await guest.limits()).used).toBe(0);
    });

    it("with a malformed visitor cookie get a fresh one", async () => {
      const guest = client("hc_visitor=not-a-real-id");
      const res = await guest.look();
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === "hc_visitor")?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    });

    it("see the limits' reset at the start of next month, UTC", async () => {
      const before = new Date();
      const { resetAt } = await client().limits();
      expect([nextMonthlyReset(before).toISOString(), nextMonthlyReset(new Date()).toISOString()]).toContain(
        resetAt,
      );
    });
  });

  describe("members", () => {
    it("on the free plan get 5 looks a month, then 429 with Retry-After until the reset", async () => {
      const { cookie } = await memberOn(t.app, t.db, "free");
      const member = client(cookie);
      for (let n = 1; n <= 5; n++) {
        const res = await member.look();
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ used: n, quota: 5 });
        expect(res.cookies.find((c) => c.name === "hc_visitor")).toBeUndefined();
      }
      const before = Date.now();
      const refused = await member.look();
      expect(expectError(refused, 429)).toBe(AI_MESSAGES.memberLimit);
      const retryAfter = Number(refused.headers["retry-after"]);
      const untilReset = (nextMonthlyReset(new Date(before)).getTime() - before) / 1000;
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(Math.abs(retryAfter - untilReset)).toBeLessThanOrEqual(5);

      expect(await member.limits()).toMatchObject({ used: 5, total: 5 });
      expect(await usage(cookie)).toMatchObject({ used: 5, quota: 5 });
    });

    it("start each month afresh: last month's looks do not count (no rollover either way)", async () => {
      const { cookie, userId } = await memberOn(t.app, t.db, "free");
      const lastMonth = await recordAiUses(t.db, userId, "look", 5, "previous");
      const member = client(cookie);
      expect(await member.limits()).toMatchObject({ used: 0, total: 5 });
      const res = await member.look();
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ used: 1, quota: 5 });

      const rows = await t.db
        .select({ periodStart: aiQuotaUsage.periodStart, used: aiQuotaUsage.used })
        .from(aiQuotaUsage)
        .where(and(eq(aiQuotaUsage.subject, userSubject(userId)), eq(aiQuotaUsage.kind, "look")));
      expect(rows.map((r) => [r.periodStart.toISOString(), r.used]).sort()).toEqual(
        [
          [lastMonth.toISOString(), 5],
          [monthlyPeriodStart(new Date()).toISOString(), 1],
        ].sort(),
      );
    });

    it("on Pro (and lifetime) have no limit: quota -1", async () => {
      for (const plan of ["pro", "lifetime"] as const) {
        const { cookie } = await memberOn(t.app, t.db, plan);
        const member = client(cookie);
        for (let n = 1; n <= 8; n++) {
          const res = await member.look();
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json()).toMatchObject({ used: n, quota: -1 });
        }
        expect(await member.limits()).toMatchObject({ used: 8, total: -1 });
        expect(await usage(cookie)).toMatchObject({ used: 8, quota: -1 });
      }
    });

    it("on Premium get 50", async () => {
      const { cookie } = await memberOn(t.app, t.db, "premium");
      const res = await client(cookie).look();
      expect(res.json()).toMatchObject({ used: 1, quota: 50 });
    });

    it("never get more than the quota when requests race: 20 at once with 5 left grant exactly 5", async () => {
      const { cookie, userId } = await memberOn(t.app, t.db, "free");
      const member = client(cookie);
      const responses = await Promise.all(Array.from({ length: 20 }, () => member.look()));
      const codes = responses.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(5);
      expect(codes.filter((c) => c === 429)).toHaveLength(15);
      expect(
        responses
          .filter((r) => r.statusCode === 200)
          .map((r) => (r.json() as QuickLook).used)
          .sort(),
      ).toEqual([1, 2, 3, 4, 5]);
      const [row] = await t.db
        .select({ used: aiQuotaUsage.used })
        .from(aiQuotaUsage)
        .where(and(eq(aiQuotaUsage.subject, userSubject(userId)), eq(aiQuotaUsage.kind, "look")));
      expect(row?.used).toBe(5);
    });

    it("whose session is gone are treated as guests", async () => {
      const res = await client("hc_session=not-a-session").look();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ quota: GUEST_AI_LOOKS, used: 1 });
    });
  });

  describe("the answer", () => {
    it("cites the strongest 1-3 findings, highest severity first, with the trust score and band", async () => {
      const course = await createCourse(t.db, {
        title: "Autopilot Profit Vault",
        salesCopy: "Make $10k a month on autopilot. Only 3 spots left! 30-day refund policy.",
      });
      await setFindings(t.db, course.id, {
        redFlags: [
          redFlag("Only 3 spots left", {
            category: "urgency-scarcity",
            label: "Urgency and scarcity",
            severity: "low",
          }),
          redFlag("$10k a month", { severity: "high" }),
          redFlag("on autopilot", {
            category: "passive-income",
            label: "Passive income",
            severity: "medium",
          }),
          redFlag("guaranteed results", { category: "guarantee", label: "Guarantee", severity: "high" }),
        ],
        positives: [positive("30-day refund policy")],
      });
      const res = await client().look({ courseId: course.id, detail: false });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as QuickLook;
      expect(body.citations.map((c) => c.phrase)).toEqual([
        "$10k a month",
        "guaranteed results",
        "on autopilot",
      ]);
      expect(body.trustScore).toEqual(expect.any(Number));
      expect(body.riskLevel).toMatch(/^(low|medium|high)$/);
      expect(body.answer).toContain(`${body.trustScore}/100`);
      expect(body.answer).toContain("Strongest of 4 red flags");
      expect(body.answer).toContain("“$10k a month”");
      expect(body.answer).toContain("“guaranteed results”");
      expect(body.answer).not.toContain("Only 3 spots left");
      expect(body.answer).toMatch(/In its favour: refund policy/);
      // A high-severity flag never reads as low risk.
      expect(body.riskLevel).not.toBe("low");
    });

    it("says so when no red flags are found", async () => {
      const course = await createCourse(t.db, { title: "Bookkeeping Basics", description: "Ledgers." });
      await setFindings(t.db, course.id, { redFlags: [], positives: [] });
      const body = (await client().look({ courseId: course.id })).json() as QuickLook;
      expect(body.citations).toEqual([]);
      expect(body.answer).toMatch(/No red flags found/);
    });

    it("is written to the AI usage log with the engine, member, course and duration", async () => {
      const { cookie, userId } = await memberOn(t.app, t.db, "pro");
      const course = await createCourse(t.db);
      const res = await client(cookie).look({ courseId: course.id, detail: false });
      expect(res.statusCode).toBe(200);
      const rows = await t.db.select().from(aiUsageLogs).where(eq(aiUsageLogs.courseId, course.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        route: "/api/ai/analyze-course",
        model: DETECTOR_VERSION,
        userId,
        error: null,
        promptTokens: null,
        totalTokens: null,
      });
      expect(rows[0]!.durationMs).toBeGreaterThanOrEqual(0);
      expect(rows[0]!.query).toContain(course.title);
    });
  });

  it(`limits each client address to ${AI_RATE_LIMITS.analyzePerMinute} calls a minute (429 JSON with Retry-After)`, async () => {
    const address = uniqueAddress();
    const send = () =>
      t.app.inject({ method: "POST", url: "/api/ai/analyze-course", remoteAddress: address, payload: {} });
    for (let n = 0; n < AI_RATE_LIMITS.analyzePerMinute; n++) expect((await send()).statusCode).toBe(400);
    const limited = await send();
    expect(expectError(limited, 429)).toMatch(/^Too many requests/);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  describe("bad input is a 400, never a 500", () => {
    // Literal ids: the cases are built before beforeAll creates the course.
    const cases: Array<[string, unknown]> = [
      ["an empty object", {}],
      ["both courseId and url", { courseId: 1, url: "https://example.test/course" }],
      ["a courseId that is not a number", { courseId: "abc" }],
      ["a courseId of 0", { courseId: 0 }],
      ["a negative courseId", { courseId: -3 }],
      ["a fractional courseId", { courseId: 1.5 }],
      ["a courseId past the row-id range", { courseId: 1e15 }],
      ["detail that is not a boolean", { courseId: 1, detail: "yes" }],
      ["an unknown field", { courseId: 1, extra: 1 }],
      ["a huge url", { url: `https://example.test/${"a".repeat(5000)}` }],
      ["a huge string courseId", { courseId: "9".repeat(10_000) }],
      ["an array", [1]],
      ["a bare number", 42],
      ["null", null],
    ];
    it.each(cases)("%s", async (_name, payload) => {
      const res = await postFrom(t.app, "/api/ai/analyze-course", JSON.stringify(payload), {
        "content-type": "application/json",
      });
      expectError(res, 400);
    });

    it("a body that is not JSON", async () => {
      const res = await postFrom(t.app, "/api/ai/analyze-course", "{courseId: 1", {
        "content-type": "application/json",
      });
      expectError(res, 400);
    });

    it("a body of another type is a 415", async () => {
      const res = await postFrom(t.app, "/api/ai/analyze-course", "courseId=1", {
        "content-type": "text/plain",
      });
      expectError(res, 415);
    });

    it("a cross-site request is refused", async () => {
      const res = await postFrom(
        t.app,
        "/api/ai/analyze-course",
        { courseId },
        { origin: "https://evil.example" },
      );
      expectError(res, 403);
    });
  });
});
