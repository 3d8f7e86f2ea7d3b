// Ad sightings from people: members report (once per course a day, dated within 90 days, never in
// the future); admins import CSV with a line-by-line report; the ad-fatigue check counts them.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdFatigueResult } from "../../../shared/contracts/tools";
import { adSightings } from "../../db/schema/catalog";
import { createCourse } from "../../test/catalog-fixtures";
import { createTestApp, type TestApp, testLogin, uniqueAddress } from "../../test/test-app";
import { expectError, memberOn } from "../ai/ai-test-helpers";

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe("ad sightings", () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await testLogin(t.app, { role: "admin" })).cookie;
  });
  afterAll(async () => t?.close());

  const post = (url: string, cookie: string | undefined, payload: object) =>
    t.app.inject({
      method: "POST",
      url,
      remoteAddress: uniqueAddress(),
      headers: cookie ? { cookie } : {},
      payload: payload as Record<string, unknown>,
    });

  it("a member reports an ad once per course a day; guests get 401", async () => {
    const course = await createCourse(t.db);
    const { cookie } = await memberOn(t.app, t.db, "free");
    const url = `/api/courses/${course.id}/ad-sightings`;
    expectError(await post(url, undefined, { platform: "TikTok", seenOn: day(0) }), 401);
    const first = await post(url, cookie, {
      platform: "TikTok",
      seenOn: day(-1),
      link: "https://ads.example.test/1",
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ sighting: { platform: "TikTok", seenOn: day(-1) } });
    expect(expectError(await post(url, cookie, { platform: "YouTube", seenOn: day(0) }), 409)).toBe(
      "You already reported an ad for this course today.",
    );
    const [row] = await t.db.select().from(adSightings).where(eq(adSightings.courseId, course.id));
    expect(row).toMatchObject({ source: "member", link: "https://ads.example.test/1" });
  });

  it("refuses bad input with clear messages", async () => {
    const course = await createCourse(t.db);
    const { cookie } = await memberOn(t.app, t.db, "free");
    const url = `/api/courses/${course.id}/ad-sightings`;
    expectError(await post(url, cookie, { platform: "Myspace", seenOn: day(0) }), 400);
    expect(expectError(await post(url, cookie, { platform: "TikTok", seenOn: day(2) }), 400)).toBe(
      "The date cannot be in the future.",
    );
    expect(expectError(await post(url, cookie, { platform: "TikTok", seenOn: day(-200) }), 400)).toMatch(
      /90 days/,
    );
    expectError(await post(url, cookie, { platform: "TikTok", seenOn: "2026-02-30" }), 400);
    expectError(
      await post(url, cookie, { platform: "TikTok", seenOn: day(0), link: "javascript:alert(1)" }),
      400,
    );
    expectError(
      await post("/api/courses/2000000000/ad-sightings", cookie, { platform: "TikTok", seenOn: day(0) }),
      404,
    );
  });

  it("admins import CSV with a report of every refused line; the ad-fatigue check counts the rows", async () => {
    const course = await createCourse(t.db, { title: `Ad Import Course ${Date.now()}` });
    const { cookie } = await memberOn(t.app, t.db, "free");
    const csv = [
      "Course,Platform,Seen_At",
      `${course.id},tiktok,${day(-3)}`,
      `${course.originalUrl}/,Instagram,${day(-2)}T10:00:00Z`,
      `${course.id},Myspace,${day(-2)}`,
      "2000000000,TikTok,2026-01-01",
      `${course.id},TikTok,yesterday`,
      `${course.id},YouTube,${day(5)}`,
      `,TikTok,${day(-1)}`,
    ].join("\n");
    const url = "/api/admin/ad-sightings/import";
    expectError(await post(url, undefined, { csv }), 401);
    expectError(await post(url, cookie, { csv }), 403);
    const res = await post(url, admin, { csv });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as { imported: number; refused: { line: number; reason: string }[] };
    expect(report.imported).toBe(2);
    expect(report.refused.map((r) => r.line)).toEqual([4, 5, 6, 7, 8]);
    expect(report.refused[0]?.reason).toMatch(/Unknown platform/);
    expect(report.refused[1]?.reason).toMatch(/No catalogue course/);
    expect(report.refused[2]?.reason).toMatch(/not a date/);
    expect(report.refused[3]?.reason).toMatch(/future/);
    expect(expectError(await post(url, admin, { csv: "a,b\n1,2" }), 400)).toMatch(/course,platform,seen_at/);
    const fatigue = await t.app.inject({
      method: "GET",
      url: `/api/ad-fatigue?query=${encodeURIComponent(course.title)}`,
      remoteAddress: uniqueAddress(),
    });
    expect(fatigue.statusCode, fatigue.body).toBe(200);
    expect((fatigue.json() as AdFatigueResult).match?.id).toBe(course.id);
  });
});
