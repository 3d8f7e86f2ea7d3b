// The affiliate redirect (GET /go/{courseId}) and the affiliate dashboard, through app.inject on the
// real app and a seeded database.
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AffiliateDashboard } from "../../../shared/contracts/affiliate";
import { affiliateClicks } from "../../db/schema/affiliate";
import { createCourse } from "../../test/catalog-fixtures";
import { cookiesFrom, signUp, testLogin, uniqueAddress, useTestApp } from "../../test/test-app";

const DAY_MS = 24 * 60 * 60 * 1000;

describe("affiliate routes", () => {
  const t = useTestApp();
  let affiliateCookie: string;
  beforeAll(async () => {
    affiliateCookie = (await testLogin(t.app, { role: "affiliate", plan: "free" })).cookie;
  });
  beforeEach(async () => {
    await t.db.delete(affiliateClicks);
  });

  const go = (url: string, cookie = "") =>
    t.app.inject({ method: "GET", url, remoteAddress: uniqueAddress(), headers: cookie ? { cookie } : {} });
  const clicksOf = (courseId: number) =>
    t.db.select().from(affiliateClicks).where(eq(affiliateClicks.courseId, courseId));
  const dashboard = async (query = "") => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/affiliate/dashboard${query}`,
      headers: { cookie: affiliateCookie },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as AffiliateDashboard;
  };

  describe("GET /go/:courseId", () => {
    it("records a click and answers 302 to the stored affiliate URL, uncached", async () => {
      const course = await createCourse(t.db, { affiliateUrl: "https://seller.example/course?ref=hc" });
      const res = await go(`/go/${course.id}?from=detail`);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe("https://seller.example/course?ref=hc");
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      const rows = await clicksOf(course.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ source: "detail", userId: null });
      // An HMAC of the visitor cookie it was given, never the cookie or the address.
      const visitor = res.cookies.find((c) => c.name === "hc_visitor");
      expect(visitor?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(rows[0]?.visitorHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(rows)).not.toContain(visitor!.value);
    });

    it("records the signed-in member and an unknown source as 'unknown'", async () => {
      const course = await createCourse(t.db, { affiliateUrl: "https://seller.example/a" });
      const { cookie, response } = await signUp(t.app);
      const res = await go(`/go/${course.id}?from=https://evil.example`, cookie);
      expect(res.statusCode).toBe(302);
      const [row] = await clicksOf(course.id);
      expect(row?.userId).toBe((response.json() as { user: { id: string } }).user.id);
      expect(row?.source).toBe("unknown");
    });

    it("records the same visitor and course once within 60 seconds", async () => {
      const course = await createCourse(t.db, { affiliateUrl: "https://seller.example/b" });
      const first = await go(`/go/${course.id}?from=card`);
      const cookie = cookiesFrom(first);
      for (let i = 0; i < 3; i++)
        expect((await go(`/go/${course.id}?from=card`, cookie)).statusCode).toBe(302);
      expect(await clicksOf(course.id)).toHaveLength(1);
      // Another browser counts.
      await go(`/go/${course.id}?from=card`);
      expect(await clicksOf(course.id)).toHaveLength(2);
    });

    it("sends a course without an affiliate link to its page and records nothing", async () => {
      const course = await createCourse(t.db, { affiliateUrl: null });
      const res = await go(`/go/${course.id}`);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`/courses/${course.id}`);
      expect(await clicksOf(course.id)).toHaveLength(0);
    });

    it("never redirects to a stored URL that is not http(s)", async () => {
      const course = await createCourse(t.db, { affiliateUrl: "javascript:alert(1)" });
      const res = await go(`/go/${course.id}`);
      expect(res.headers.location).toBe(`/courses/${course.id}`);
    });

    it.each(["999999999", "0", "-1", "abc", "1e3", "99999999999", "1.5"])(
      "answers 404 for /go/%s",
      async (id) => {
        const res = await go(`/go/${id}`);
        expect(res.statusCode).toBe(404);
        expect(res.headers.location).toBeUndefined();
      },
    );
  });

  describe("GET /api/affiliate/dashboard", () => {
    it("answers 401 to guests and 403 to members and admins", async () => {
      expect((await t.app.inject({ method: "GET", url: "/api/affiliate/dashboard" })).statusCode).toBe(401);
      for (const role of ["user", "admin"]) {
        const { cookie } = await testLogin(t.app, { role, plan: "pro" });
        const res = await t.app.inject({
          method: "GET",
          url: "/api/affiliate/dashboard",
          headers: { cookie },
        });
        expect(res.statusCode).toBe(403);
      }
    });

    it("zero-fills every UTC day of the range when nothing was clicked", async () => {
      for (const days of [7, 30, 90]) {
        const body = await dashboard(`?days=${days}`);
        expect(body.days).toBe(days);
        expect(body.daily).toHaveLength(days);
        expect(body.daily.every((d) => d.clicks === 0)).toBe(true);
        expect(body.daily.at(-1)?.date).toBe(new Date().toISOString().slice(0, 10));
        expect(body.daily[0]?.date).toBe(body.from);
        expect(body.totals).toEqual({ clicks: 0, uniqueVisitors: 0, coursesClicked: 0 });
        expect(body.courses).toEqual([]);
      }
      expect((await dashboard()).days).toBe(30);
    });

    it("answers 400 for another range", async () => {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/affiliate/dashboard?days=365",
        headers: { cookie: affiliateCookie },
      });
      expect(res.statusCode).toBe(400);
    });

    it("counts clicks per day, per course and per source, within the range only", async () => {
      const a = await createCourse(t.db, {
        title: "Fictional Funnel Course",
        affiliateUrl: "https://seller.example/a",
      });
      const b = await createCourse(t.db, {
        title: "Fictional Ads Course",
        affiliateUrl: "https://seller.example/b",
      });
      const now = Date.now();
      await t.db.insert(affiliateClicks).values([
        { courseId: a.id, visitorHash: "v1", source: "detail", createdAt: new Date(now) },
        { courseId: a.id, visitorHash: "v2", source: "card", createdAt: new Date(now) },
        { courseId: a.id, visitorHash: "v1", source: "detail", createdAt: new Date(now - 2 * DAY_MS) },
        { courseId: b.id, visitorHash: "v3", source: "comparison", createdAt: new Date(now - 3 * DAY_MS) },
        // Outside 7 days, inside 30.
        { courseId: b.id, visitorHash: "v4", source: "creator", createdAt: new Date(now - 10 * DAY_MS) },
      ]);
      const week = await dashboard("?days=7");
      expect(week.totals).toEqual({ clicks: 4, uniqueVisitors: 3, coursesClicked: 2 });
      expect(week.daily.at(-1)?.clicks).toBe(2);
      expect(week.daily.reduce((sum, d) => sum + d.clicks, 0)).toBe(4);
      expect(week.courses[0]).toMatchObject({
        courseId: a.id,
        title: "Fictional Funnel Course",
        clicks: 3,
        uniqueVisitors: 2,
      });
      expect(week.courses[1]).toMatchObject({ courseId: b.id, clicks: 1 });
      expect(week.courses[0]?.creatorName.length).toBeGreaterThan(0);
      expect(week.sources).toEqual([
        { source: "detail", clicks: 2 },
        { source: "card", clicks: 1 },
        { source: "comparison", clicks: 1 },
      ]);
      const month = await dashboard("?days=30");
      expect(month.totals.clicks).toBe(5);
    });

    it("shows a click made through the redirect", async () => {
      const course = await createCourse(t.db, { affiliateUrl: "https://seller.example/c" });
      await go(`/go/${course.id}?from=creator`);
      const body = await dashboard("?days=7");
      expect(body.totals.clicks).toBe(1);
      expect(body.courses[0]?.courseId).toBe(course.id);
      expect(body.sources).toEqual([{ source: "creator", clicks: 1 }]);
    });
  });
});
