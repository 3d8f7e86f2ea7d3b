// The quota service on its own: period boundaries (calendar month, ISO week from Monday 00:00 UTC)
// through its `now` argument, unlimited grants, giving back, and no over-grant under concurrency
// (on PostgreSQL these run on separate pool connections).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNLIMITED } from "../../../shared/domain/plans";
import { openTestDatabase, type TestDatabase } from "../../test/test-app";
import { uniqueId } from "../../test/unique-id";
import {
  type AiQuotaService,
  createAiQuotaService,
  nextWeeklyReset,
  quotaPeriod,
  weeklyPeriodStart,
} from "./ai-quota.service";

describe("week start", () => {
  it.each([
    ["2026-06-01T00:00:00.000Z", "2026-06-01T00:00:00.000Z"], // a Monday, at midnight
    ["2026-06-03T15:30:00.000Z", "2026-06-01T00:00:00.000Z"], // Wednesday
    ["2026-06-07T23:59:59.999Z", "2026-06-01T00:00:00.000Z"], // Sunday, last millisecond
    ["2026-06-08T00:00:00.000Z", "2026-06-08T00:00:00.000Z"], // next Monday
    ["2027-01-01T12:00:00.000Z", "2026-12-28T00:00:00.000Z"], // across a year
  ])("the week of %s starts %s", (now, start) => {
    expect(weeklyPeriodStart(new Date(now)).toISOString()).toBe(start);
    expect(nextWeeklyReset(new Date(now)).getTime() - new Date(start).getTime()).toBe(
      7 * 24 * 60 * 60 * 1000,
    );
  });

  it("looks count by calendar month, reports by week", () => {
    const now = new Date("2026-03-31T23:00:00.000Z");
    expect(quotaPeriod("look", now)).toEqual({
      start: new Date("2026-03-01T00:00:00.000Z"),
      resetAt: new Date("2026-04-01T00:00:00.000Z"),
    });
    expect(quotaPeriod("report", now)).toEqual({
      start: new Date("2026-03-30T00:00:00.000Z"),
      resetAt: new Date("2026-04-06T00:00:00.000Z"),
    });
  });
});

describe("quota service", () => {
  let database: TestDatabase;
  let quota: AiQuotaService;
  beforeAll(async () => {
    database = await openTestDatabase();
    quota = createAiQuotaService(database.db);
  });
  afterAll(async () => database?.close());

  it("grants up to the quota, then refuses without counting", async () => {
    const subject = uniqueId("subject");
    const now = new Date("2026-05-10T10:00:00.000Z");
    for (let n = 1; n <= 3; n++) {
      expect(await quota.take(subject, "look", 3, now)).toMatchObject({ granted: true, used: n, quota: 3 });
    }
    const refused = await quota.take(subject, "look", 3, now);
    expect(refused).toMatchObject({ granted: false, used: 3, quota: 3 });
    expect(refused.resetAt.toISOString()).toBe("2026-06-01T00:00:00.000Z");
    expect(await quota.used(subject, "look", now)).toBe(3);
  });

  it("starts a new month afresh and keeps kinds apart", async () => {
    const subject = uniqueId("subject");
    const lastMoment = new Date("2026-05-31T23:59:59.999Z");
    await quota.take(subject, "look", 1, lastMoment);
    expect((await quota.take(subject, "look", 1, lastMoment)).granted).toBe(false);
    const nextMonth = new Date("2026-06-01T00:00:00.000Z");
    expect(await quota.take(subject, "look", 1, nextMonth)).toMatchObject({ granted: true, used: 1 });
    expect(await quota.used(subject, "look", lastMoment)).toBe(1);
    expect(await quota.used(subject, "report", nextMonth)).toBe(0);
    expect(await quota.take(subject, "report", 1, nextMonth)).toMatchObject({ granted: true, used: 1 });
  });

  it("starts a new week on Monday 00:00 UTC", async () => {
    const subject = uniqueId("subject");
    const sunday = new Date("2026-06-07T23:59:00.000Z");
    expect((await quota.take(subject, "report", 1, sunday)).granted).toBe(true);
    expect((await quota.take(subject, "report", 1, sunday)).granted).toBe(false);
    expect((await quota.take(subject, "report", 1, new Date("2026-06-08T00:00:00.000Z"))).granted).toBe(true);
  });

  it("always grants an unlimited quota, still counting", async () => {
    const subject = uniqueId("subject");
    const now = new Date();
    for (let n = 1; n <= 4; n++) {
      expect(await quota.take(subject, "look", UNLIMITED, now)).toMatchObject({
        granted: true,
        used: n,
        quota: -1,
      });
    }
  });

  it("never grants a quota of 0", async () => {
    const subject = uniqueId("subject");
    expect(await quota.take(subject, "look", 0, new Date())).toMatchObject({ granted: false, used: 0 });
  });

  it("gives a unit back into the period it was taken from, never below 0", async () => {
    const subject = uniqueId("subject");
    const now = new Date("2026-02-14T12:00:00.000Z");
    const grant = await quota.take(subject, "look", 2, now);
    await quota.take(subject, "look", 2, now);
    await quota.giveBack(subject, "look", grant.periodStart);
    expect(await quota.used(subject, "look", now)).toBe(1);
    await quota.giveBack(subject, "look", grant.periodStart);
    await quota.giveBack(subject, "look", grant.periodStart);
    expect(await quota.used(subject, "look", now)).toBe(0);
  });

  it("never over-grants when 50 requests race for 7 units", async () => {
    const subject = uniqueId("subject");
    const now = new Date();
    const grants = await Promise.all(Array.from({ length: 50 }, () => quota.take(subject, "report", 7, now)));
    expect(grants.filter((g) => g.granted)).toHaveLength(7);
    expect(
      grants
        .filter((g) => g.granted)
        .map((g) => g.used)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(await quota.used(subject, "report", now)).toBe(7);
  });
});
