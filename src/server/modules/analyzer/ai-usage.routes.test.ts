// GET /api/admin/ai-usage: admins only (401 guests, 403 others), newest first, any limit from 1 to
// 500 (the page offers 25, 50, 100, 250 and 500; default 100), the contract's fields, and that every
// AI call leaves a row.
import { beforeAll, describe, expect, it } from "vitest";
import {
  AI_LOG_CSV_COLUMNS,
  type AiUsageLogEntry,
  AiUsageLogEntry as AiUsageLogEntrySchema,
} from "../../../shared/contracts/ai";
import { DETECTOR_VERSION } from "../../analysis/detector/detector";
import { aiUsageLogs } from "../../db/schema/analyzer";
import { adminGet, expectAdminOnly, expectNewestFirstList, expectPageOf } from "../../test/admin-routes";
import { createCourse } from "../../test/catalog-fixtures";
import { postFrom, testLogin, useTestApp } from "../../test/test-app";
import { expectError, memberOn } from "./ai-test-helpers";
import { createAiUsageLogService } from "./ai-usage-log.service";

describe("admin AI usage log", () => {
  const t = useTestApp();
  let admin: string;

  beforeAll(async () => {
    admin = (await testLogin(t.app, { role: "admin" })).cookie;
    // Enough rows that every page size below 500 is full, whatever else the database holds.
    const base = Date.now() - 60 * 60 * 1000;
    await t.db.insert(aiUsageLogs).values(
      Array.from({ length: 260 }, (_, i) => ({
        ts: new Date(base + i * 1000),
        route: "/api/ai/analyze-course",
        model: "builtin-1",
        durationMs: i,
        query: `fixture row ${i}`,
      })),
    );
  });

  const list = adminGet(() => t.app, "/api/admin/ai-usage");

  it("answers 401 to a guest and 403 to a member", async () => {
    await expectAdminOnly(list, (await memberOn(t.app, t.db, "pro")).cookie);
  });

  it("lists 100 entries by default, newest first, in the contract's shape", async () => {
    await expectNewestFirstList(await list(admin), {
      length: 100,
      schema: AiUsageLogEntrySchema,
      timeOf: (row) => row.ts,
      // The CSV export has a column for every field.
      fields: [...AI_LOG_CSV_COLUMNS],
    });
  });

  it.each([1, 7, 10, 25, 50, 250])("honours limit=%i (any whole number from 1 to 500)", async (limit) => {
    await expectPageOf(list, admin, `?limit=${limit}`, limit);
  });

  it("accepts limit=500", async () => {
    const res = await list(admin, "?limit=500");
    expect(res.statusCode).toBe(200);
    expect((res.json() as unknown[]).length).toBeLessThanOrEqual(500);
    expect((res.json() as unknown[]).length).toBeGreaterThanOrEqual(260);
  });

  it.each(["0", "-25", "abc", "501", "1000", "25.5", ""])("refuses limit=%s with a 400", async (limit) => {
    const error = expectError(await list(admin, `?limit=${limit}`), 400);
    expect(error).toMatch(/limit/);
  });

  it("shows a new AI call at the top, with its course, query and duration", async () => {
    const course = await createCourse(t.db);
    const look = await postFrom(t.app, "/api/ai/analyze-course", { courseId: course.id, detail: false });
    expect(look.statusCode, look.body).toBe(200);
    const [top] = (await list(admin, "?limit=25")).json() as AiUsageLogEntry[];
    expect(top).toMatchObject({
      route: "/api/ai/analyze-course",
      model: DETECTOR_VERSION,
      courseId: course.id,
      error: null,
    });
    expect(top!.query).toContain(course.title);
    expect(top!.creatorName).toEqual(expect.any(String));
  });

  it("never lets a failed log write break the caller", async () => {
    const broken = createAiUsageLogService(t.db);
    // A course id outside PostgreSQL's integer range makes the insert fail.
    await expect(
      broken.record({ route: "/x", model: "m", durationMs: 1, courseId: 2 ** 40 }),
    ).resolves.toBeUndefined();
  });
});
