// GET /api/usage: the AI-look quota of the effective plan, for each kind of account.
import { describe, expect, it } from "vitest";
import { nextMonthlyReset } from "../../../shared/domain/plans";
import { createCourse } from "../../test/catalog-fixtures";
import { postFrom, sendAs, signUp, testLogin, useTestApp } from "../../test/test-app";

describe("GET /api/usage", () => {
  const t = useTestApp();

  const usage = (cookie?: string) => sendAs(t.app, "GET", "/api/usage", cookie);

  it("answers 401 JSON to a guest", async () => {
    const res = await usage();
    expect(res.statusCode).toBe(401);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });

  it("gives a new free member 5 looks, none used", async () => {
    const { cookie } = await signUp(t.app);
    const res = await usage(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ used: 0, quota: 5, plan: "free" });
  });

  it.each([
    [{ role: "user", plan: "free" }, 5, "free"],
    [{ role: "user", plan: "premium" }, 50, "premium"],
    [{ role: "user", plan: "pro" }, -1, "pro"],
    [{ role: "user", plan: "lifetime" }, -1, "pro"],
    [{ role: "admin", plan: "free" }, -1, "pro"],
    [{ role: "affiliate", plan: "premium" }, 50, "premium"],
  ])("for %o: quota %i on plan %s", async (query, quota, plan) => {
    const { cookie } = await testLogin(t.app, query);
    const res = await usage(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ used: 0, quota, plan });
  });

  it("counts the AI looks taken this month", async () => {
    const { cookie } = await signUp(t.app);
    const course = await createCourse(t.db);
    for (let n = 1; n <= 2; n++) {
      const look = await postFrom(
        t.app,
        "/api/ai/analyze-course",
        { courseId: course.id, detail: false },
        { cookie },
      );
      expect(look.statusCode, look.body).toBe(200);
      const res = await usage(cookie);
      expect(res.json()).toMatchObject({ used: n, quota: 5, plan: "free" });
    }
    expect((await usage(cookie)).headers["cache-control"]).toBe("no-store");
  });

  it("resets on the first day of next month, UTC", async () => {
    const { cookie } = await signUp(t.app);
    const before = new Date();
    const res = await usage(cookie);
    const after = new Date();
    const { resetAt } = res.json() as { resetAt: string };
    // The route reads the clock itself; either side of a month boundary is right.
    expect([nextMonthlyReset(before).toISOString(), nextMonthlyReset(after).toISOString()]).toContain(
      resetAt,
    );
    const reset = new Date(resetAt);
    expect(reset.getUTCDate()).toBe(1);
    expect(
      reset.getUTCHours() + reset.getUTCMinutes() + reset.getUTCSeconds() + reset.getUTCMilliseconds(),
    ).toBe(0);
    expect(reset.getTime()).toBeGreaterThan(before.getTime());
    expect(reset.getTime() - before.getTime()).toBeLessThanOrEqual(31 * 24 * 60 * 60 * 1000);
  });
});
