// Ad sightings from people: members report (once per course a day, dated within 90 days, never in
// the future); admins import CSV with a line-by-line report, in batches that let the server answer
// other requests meanwhile, optionally streamed with progress, and kept whole or not at all; the
// ad-fatigue check counts them.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AD_IMPORT_BATCH_ROWS,
  AD_IMPORT_MAX_ROWS,
  AD_SIGHTING_MESSAGES,
  AdImportStreamLine,
  type ImportAdSightingsResponse,
} from "../../../shared/contracts/ad-sightings";
import type { AdFatigueResult } from "../../../shared/contracts/tools";
import type { Db } from "../../db/client";
import { adSightings } from "../../db/schema/ad-sightings";
import { createCourse } from "../../test/catalog-fixtures";
import { createTestApp, type TestApp, testLogin, uniqueAddress } from "../../test/test-app";
import { expectError, memberOn } from "../analyzer/ai-test-helpers";
import { AdImportStopped, readAdImport, writeAdImport } from "./ad-sightings-import";

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

  const IMPORT_URL = "/api/admin/ad-sightings/import";
  const sightingsOf = async (courseId: number) =>
    (await t.db.select({ n: count() }).from(adSightings).where(eq(adSightings.courseId, courseId)))[0]?.n ??
    0;
  /** A header and `rows` good lines for the course, plus the extra lines given. */
  const csvFor = (courseId: number, rows: number, extra: string[] = []) =>
    [
      "course,platform,seen_at",
      ...Array.from({ length: rows }, () => `${courseId},TikTok,${day(-1)}`),
      ...extra,
    ].join("\n");

  it("imports 10,000 lines in batches, the event loop turning between them, and answers other requests meanwhile", async () => {
    const course = await createCourse(t.db);
    const csv = csvFor(course.id, AD_IMPORT_MAX_ROWS);
    // Counts how often the event loop comes round while the import runs: with the whole file done
    // in one go it does not come round at all. Counted in turns, not milliseconds, so a slow machine
    // passes or fails alike.
    let turns = 0;
    let importing = true;
    const turn = () => {
      if (!importing) return;
      turns += 1;
      setImmediate(turn);
    };
    setImmediate(turn);
    let importDone = false;
    const imported = post(IMPORT_URL, admin, { csv }).finally(() => {
      importDone = true;
      importing = false;
    });
    const health = t.app.inject({ method: "GET", url: "/api/health" }).then((res) => ({ res, importDone }));
    const [res, answered] = await Promise.all([imported, health]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: AD_IMPORT_MAX_ROWS, refused: [] });
    expect(turns).toBeGreaterThanOrEqual(AD_IMPORT_MAX_ROWS / AD_IMPORT_BATCH_ROWS);
    expect(answered.res.statusCode).toBe(200);
    expect(answered.importDone, "the health check was answered before the import finished").toBe(false);
    expect(await sightingsOf(course.id)).toBe(AD_IMPORT_MAX_ROWS);
  }, 120_000);

  it("streams progress after every batch, then the report, with ?progress=ndjson", async () => {
    const course = await createCourse(t.db);
    const rows = 2 * AD_IMPORT_BATCH_ROWS + 200;
    const csv = csvFor(course.id, rows, [`${course.id},Myspace,${day(-1)}`]);
    const res = await t.app.inject({
      method: "POST",
      url: `${IMPORT_URL}?progress=ndjson`,
      remoteAddress: uniqueAddress(),
      headers: { cookie: admin, "accept-encoding": "br, gzip" },
      payload: { csv },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/x-ndjson; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    // Not compressed: a compressor would hold the progress lines back until the end.
    expect(res.headers["content-encoding"]).toBeUndefined();
    const lines = res.body
      .trim()
      .split("\n")
      .map((line) => AdImportStreamLine.parse(JSON.parse(line)));
    const total = rows + 1;
    expect(lines).toEqual([
      { kind: "progress", done: AD_IMPORT_BATCH_ROWS, total },
      { kind: "progress", done: 2 * AD_IMPORT_BATCH_ROWS, total },
      { kind: "progress", done: total, total },
      {
        kind: "report",
        report: {
          imported: rows,
          refused: [{ line: total + 1, reason: expect.stringMatching(/Unknown platform/) }],
        },
      },
    ]);
    expect(await sightingsOf(course.id)).toBe(rows);

    // A file that cannot be read is refused before anything is streamed.
    const bad = await post(`${IMPORT_URL}?progress=ndjson`, admin, { csv: "a,b\n1,2" });
    expect(expectError(bad, 400)).toMatch(/course,platform,seen_at/);
    expectError(await post(`${IMPORT_URL}?progress=all`, admin, { csv }), 400);
    expectError(await post(`${IMPORT_URL}?progress=ndjson`, undefined, { csv }), 401);
  });

  it("keeps an import whole or not at all: a batch that fails takes back the batches before it", async () => {
    const course = await createCourse(t.db);
    const lines = await readAdImport(csvFor(course.id, 3 * AD_IMPORT_BATCH_ROWS));
    /** The database, with inserts failing from the `failAt`-th on and deletes failing when asked. */
    const failing = (failAt: number, deletesFail = false): Db => {
      let inserts = 0;
      return new Proxy(t.db, {
        get(target, key, receiver) {
          if (key === "insert") {
            return (...args: Parameters<Db["insert"]>) => {
              inserts += 1;
              if (inserts >= failAt) throw new Error("the database went away");
              return target.insert(...args);
            };
          }
          if (key === "delete" && deletesFail) {
            return () => {
              throw new Error("still away");
            };
          }
          return Reflect.get(target, key, receiver);
        },
      });
    };
    const progress: number[] = [];
    const stopped = await writeAdImport(failing(3), lines, new Date(), (p) => progress.push(p.done)).catch(
      (error: unknown) => error,
    );
    expect(stopped).toBeInstanceOf(AdImportStopped);
    expect((stopped as AdImportStopped).partlyKept).toBe(false);
    expect((stopped as AdImportStopped).message).toBe(AD_SIGHTING_MESSAGES.importFailed);
    expect(progress).toEqual([AD_IMPORT_BATCH_ROWS, 2 * AD_IMPORT_BATCH_ROWS]);
    expect(await sightingsOf(course.id)).toBe(0);

    const partly = await writeAdImport(failing(2, true), lines, new Date()).catch((error: unknown) => error);
    expect((partly as AdImportStopped).partlyKept).toBe(true);
    expect((partly as AdImportStopped).message).toBe(AD_SIGHTING_MESSAGES.importFailedPartly);
    expect(await sightingsOf(course.id)).toBe(AD_IMPORT_BATCH_ROWS);

    const whole: ImportAdSightingsResponse = await writeAdImport(t.db, lines, new Date());
    expect(whole).toEqual({ imported: 3 * AD_IMPORT_BATCH_ROWS, refused: [] });
  });
});
