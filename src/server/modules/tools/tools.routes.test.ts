// GET /api/fake-gurus and GET /api/ad-fatigue through app.inject. Every test makes its own creators,
// courses, reports and sightings (names carry a unique made-up word), so the assertions hold with
// the demo catalogue loaded, on PGlite and on PostgreSQL.
import { describe, expect, it } from "vitest";
import type { AdFatigueResult, FakeGuruResponse } from "../../../shared/contracts/tools";
import { adSightings } from "../../db/schema/ad-sightings";
import { communityReports } from "../../db/schema/community-reports";
import { createCourse, createCreator, uniqueToken } from "../../test/catalog-fixtures";
import { publicReads, useTestApp } from "../../test/test-app";
import { createAdFatigueService, isoWeekStart } from "./ad-fatigue.service";

const DAY = 24 * 60 * 60 * 1000;

describe("tool routes", () => {
  const t = useTestApp();
  const { get, getJson } = publicReads(t);
  const gurus = (query: Record<string, string> = {}) => getJson<FakeGuruResponse>("/api/fake-gurus", query);
  const check = (query: string) => getJson<AdFatigueResult>("/api/ad-fatigue", { query });
  const report = (creatorId: number, status: "pending" | "investigating" | "verified" | "rejected") =>
    t.db.insert(communityReports).values({
      creatorId,
      creatorName: "fixture",
      platform: "Instagram",
      scamType: "Other",
      description: "A fixture report written by a test.",
      status,
    });
  /** `count` sightings of a course on each of the given days. */
  const sightings = async (subject: { courseId?: number; creatorId?: number }, days: Date[], count = 1) => {
    const rows = days.flatMap((day, i) =>
      Array.from({ length: count }, (_, k) => ({
        ...subject,
        platform: (i + k) % 3 === 0 ? "TikTok" : "Instagram",
        seenAt: new Date(day.getTime() + k * 60_000),
      })),
    );
    if (rows.length > 0) await t.db.insert(adSightings).values(rows);
  };

  describe("GET /api/fake-gurus", () => {
    it("lists suspicious, confirmed-scam and low-trust creators with their reasons, and skips the rest", async () => {
      const word = uniqueToken("guru");
      const suspicious = await createCreator(t.db, { name: `Sus ${word}`, verificationStatus: "suspicious" });
      const scammer = await createCreator(t.db, { name: `Scam ${word}`, verificationStatus: "unverified" });
      const lowTrust = await createCreator(t.db, { name: `Low ${word}`, verificationStatus: "unverified" });
      const fine = await createCreator(t.db, { name: `Fine ${word}`, verificationStatus: "verified" });
      const pendingOnly = await createCreator(t.db, { name: `Pending ${word}` });
      await report(scammer.id, "verified");
      await report(scammer.id, "verified");
      await report(scammer.id, "pending");
      await report(pendingOnly.id, "pending");
      await report(fine.id, "rejected");
      const worst = await createCourse(t.db, {
        creatorId: lowTrust.id,
        trustScore: 12,
        title: `Worst ${word}`,
      });
      await createCourse(t.db, { creatorId: lowTrust.id, trustScore: 30 });
      await createCourse(t.db, { creatorId: fine.id, trustScore: 88 });
      await createCourse(t.db, { creatorId: suspicious.id, trustScore: 71 });

      const body = await gurus({ search: word });
      expect(body.items.map((i) => i.name)).toEqual([scammer.name, suspicious.name, lowTrust.name]);
      const [first, second, third] = body.items;
      expect(first).toMatchObject({
        creatorId: scammer.id,
        slug: scammer.slug,
        confirmedReports: 2,
        openReports: 1,
        averageTrustScore: null,
        worstCourse: null,
      });
      expect(first?.reasons).toEqual([
        "2 community reports confirmed as scams",
        "1 more community report under review",
      ]);
      expect(second?.reasons).toEqual(["Flagged as suspicious by our reviewers"]);
      expect(second?.averageTrustScore).toBe(71);
      expect(third).toMatchObject({
        averageTrustScore: 21,
        worstCourse: { id: worst.id, title: worst.title, trustScore: 12 },
      });
      expect(third?.reasons).toEqual(["Average trust score 21/100 over 2 courses"]);
    });

    it("searches names in any case and with a typo, and answers an empty list for no match", async () => {
      const word = uniqueToken("seek");
      const creator = await createCreator(t.db, {
        name: `Bartholomew ${word}`,
        verificationStatus: "suspicious",
      });
      expect((await gurus({ search: word.toUpperCase() })).items.map((i) => i.creatorId)).toEqual([
        creator.id,
      ]);
      expect((await gurus({ search: `  bartholomew ${word} ` })).items.map((i) => i.creatorId)).toEqual([
        creator.id,
      ]);
      const typo = `Bartholomw ${word}`;
      expect((await gurus({ search: typo })).items.map((i) => i.creatorId)).toContain(creator.id);
      const none = await gurus({ search: uniqueToken("nobodyatall") });
      expect(none.items).toEqual([]);
      expect(none.stats.creatorsChecked).toBeGreaterThan(0);
    });

    it("counts the stats live from the database", async () => {
      const before = (await gurus()).stats;
      const creator = await createCreator(t.db, { verificationStatus: "suspicious" });
      await report(creator.id, "verified");
      await report(creator.id, "investigating");
      await createCourse(t.db, { creatorId: creator.id, trustScore: 49 });
      await createCourse(t.db, { creatorId: creator.id, trustScore: 50 });
      const after = (await gurus()).stats;
      expect(after).toEqual({
        suspiciousCreators: before.suspiciousCreators + 1,
        confirmedReports: before.confirmedReports + 1,
        lowTrustCourses: before.lowTrustCourses + 1,
        creatorsChecked: before.creatorsChecked + 1,
      });
    });

    it("refuses an over-long search with a JSON 400", async () => {
      const res = await get("/api/fake-gurus", { search: "x".repeat(101) });
      expect(res.statusCode).toBe(400);
      expect(typeof (res.json() as { error: unknown }).error).toBe("string");
    });
  });

  describe("GET /api/ad-fatigue", () => {
    /** Mid-week (Thursday noon) of each of the last 4 complete weeks, by the real clock. */
    const lastFourWeeks = () => {
      const start = isoWeekStart(new Date()).getTime();
      return [4, 3, 2, 1].map((back) => new Date(start - back * 7 * DAY + 3.5 * DAY));
    };

    it("calls more than 5 a week probably fake, with the numbers, the same answer twice", async () => {
      const title = `Overnight Riches ${uniqueToken("adsrich")}`;
      const course = await createCourse(t.db, { title });
      await sightings({ courseId: course.id }, lastFourWeeks(), 6);
      // Outside the window: this week (incomplete) and 5 weeks back.
      const thisWeek = new Date(isoWeekStart(new Date()).getTime() + 60_000);
      const older = new Date(isoWeekStart(new Date()).getTime() - 33 * DAY);
      await sightings({ courseId: course.id }, [thisWeek, older], 4);

      const body = await check(title.toLowerCase());
      expect(body.match).toEqual({
        kind: "course",
        id: course.id,
        name: title,
        link: `/courses/${course.id}`,
      });
      expect(body.weeks.map((w) => w.sightings)).toEqual([6, 6, 6, 6]);
      expect(body.total).toBe(24);
      expect(body.perWeek).toBe(6);
      expect(body.verdict).toBe("probably-fake");
      expect(body.platforms.reduce((s, p) => s + p.sightings, 0)).toBe(24);
      expect(body.reasoning.join(" ")).toContain("24 ad sightings");
      expect(body.reasoning.join(" ")).toContain("more than 5 times a week");
      expect(await check(`  ${title}  `)).toEqual(body);
    });

    it("finds a course by its URL and a creator by name, and says when the data is too little", async () => {
      const word = uniqueToken("adslow");
      const creator = await createCreator(t.db, { name: `Quillon ${word}` });
      const course = await createCourse(t.db, {
        creatorId: creator.id,
        title: `Calm Budgeting ${word}`,
        originalUrl: `https://example.test/calm-${word}`,
      });
      await sightings({ courseId: course.id }, lastFourWeeks().slice(0, 2));

      const byUrl = await check(`https://www.example.test/calm-${word}/`);
      expect(byUrl.match?.id).toBe(course.id);
      expect(byUrl.total).toBe(2);
      expect(byUrl.verdict).toBe("not-enough-data");
      expect(byUrl.reasoning.join(" ")).toMatch(/not enough data/i);

      await sightings({ creatorId: creator.id }, lastFourWeeks(), 3);
      const byName = await check(creator.name);
      expect(byName.match).toEqual({
        kind: "creator",
        id: creator.id,
        name: creator.name,
        link: `/creators/${creator.slug}`,
      });
      // The creator's own 12 and their course's 2.
      expect(byName.total).toBe(14);
      expect(byName.verdict).toBe("heavy");
    });

    it("answers not-enough-data with no match for unknown text", async () => {
      const body = await check(`zzqx ${uniqueToken("nomatch")} qqzz`);
      expect(body.match).toBeNull();
      expect(body.verdict).toBe("not-enough-data");
      expect(body.total).toBe(0);
      expect(body.weeks).toHaveLength(4);
    });

    it("refuses blank and over-long text with a JSON 400", async () => {
      const queries: Record<string, string>[] = [{}, { query: "   " }, { query: "x".repeat(201) }];
      for (const query of queries) {
        const res = await get("/api/ad-fatigue", query);
        expect(res.statusCode, JSON.stringify(query)).toBe(400);
        expect(typeof (res.json() as { error: unknown }).error).toBe("string");
      }
    });

    it("counts the 4 complete ISO weeks before an injected 'now' (UTC, oldest first)", async () => {
      const title = `Weekly Window ${uniqueToken("adsweek")}`;
      const course = await createCourse(t.db, { title });
      const at = (iso: string) => new Date(iso);
      await sightings({ courseId: course.id }, [
        at("2026-02-08T23:59:00Z"), // Sunday before the window
        at("2026-02-09T00:00:00Z"), // first Monday of the window
        at("2026-02-20T10:00:00Z"),
        at("2026-03-01T23:59:59Z"),
        at("2026-03-08T23:00:00Z"),
        at("2026-03-09T00:00:00Z"), // the current (incomplete) week
      ]);
      const service = createAdFatigueService(t.db, { now: () => at("2026-03-11T12:00:00Z") });
      const body = await service.check(title);
      expect(body.weeks).toEqual([
        { weekStart: "2026-02-09", sightings: 1 },
        { weekStart: "2026-02-16", sightings: 1 },
        { weekStart: "2026-02-23", sightings: 1 },
        { weekStart: "2026-03-02", sightings: 1 },
      ]);
      expect(body.verdict).toBe("normal");
      expect(body.perWeek).toBe(1);
    });
  });
});
