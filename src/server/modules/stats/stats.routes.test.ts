// GET /api/platform-stats: live counts from the database, cached for five minutes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "../../test/test-app";
import { createStatsService } from "./stats.service";

describe("GET /api/platform-stats", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Two real members; the 12 seeded demo accounts must not count.
    for (let i = 0; i < 2; i++) expect((await signUp(t.app)).response.statusCode).toBe(201);
  });
  afterAll(async () => t?.close());

  it("counts members (not demo accounts) and the 10 categories, cacheable for 5 minutes", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/platform-stats" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("max-age=300");
    const body = res.json() as { totalMembers: number; totalCategories: number; generatedAt: string };
    expect(body.totalMembers).toBe(2);
    expect(body.totalCategories).toBe(10);
    expect(Number.isNaN(Date.parse(body.generatedAt))).toBe(false);
  });

  it("serves the cached figures within the five minutes", async () => {
    const first = (await t.app.inject({ method: "GET", url: "/api/platform-stats" })).json();
    await signUp(t.app);
    const second = (await t.app.inject({ method: "GET", url: "/api/platform-stats" })).json();
    expect(second).toEqual(first);
  });

  it("recomputes after five minutes (service with an injected clock)", async () => {
    let now = Date.UTC(2030, 0, 1);
    const stats = createStatsService(t.db, () => now);
    const before = await stats.get();
    await signUp(t.app);
    now += 5 * 60 * 1000 - 1;
    expect(await stats.get()).toEqual(before);
    now += 1;
    const after = await stats.get();
    expect(after.totalMembers).toBe(before.totalMembers + 1);
    expect(after.generatedAt).toBe(new Date(now).toISOString());
  });
});
