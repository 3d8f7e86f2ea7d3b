// The editorial desk: admins only (401 guests, 403 members), validation, create/edit/archive and
// verification of courses, creator status with a reason, the audit of every change, the score
// recomputed at once with its history, and the public History of a course.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CourseListResponse } from "../../../shared/contracts/catalog";
import type {
  AdminCourse,
  AdminCourseList,
  AdminCreator,
  CourseHistory,
} from "../../../shared/contracts/editorial";
import { createCreator } from "../../test/catalog-fixtures";
import { createTestApp, type TestApp, testLogin, uniqueAddress } from "../../test/test-app";
import { expectError, memberOn } from "../analyzer/ai-test-helpers";

describe("editorial desk", () => {
  let t: TestApp;
  let admin: string;
  let member: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await testLogin(t.app, { role: "admin" })).cookie;
    member = (await memberOn(t.app, t.db, "pro")).cookie;
  });
  afterAll(async () => t?.close());

  const call = (
    method: "GET" | "POST" | "PATCH" | "DELETE",
    url: string,
    cookie?: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      remoteAddress: uniqueAddress(),
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  let made = 0;
  async function newCourse(overrides: Record<string, unknown> = {}): Promise<AdminCourse> {
    const creator = await createCreator(t.db);
    made += 1;
    const res = await call("POST", "/api/admin/courses", admin, {
      title: "Spreadsheet Basics for Shop Owners",
      description: "Eight lessons on keeping stock and sales in a spreadsheet.",
      creatorId: creator.id,
      categorySlug: "e-commerce-dropshipping",
      price: 49.5,
      // Each its own sales page: the desk refuses a second course with the same address.
      url: `https://shop-basics.example.test/course-${Date.now()}-${made}`,
      level: "beginner",
      duration: 6,
      ...overrides,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as AdminCourse;
  }

  it("answers 401 to guests and 403 to members on every admin call", async () => {
    const calls: [Parameters<typeof call>[0], string, object?][] = [
      ["GET", "/api/admin/courses"],
      ["POST", "/api/admin/courses", {}],
      ["GET", "/api/admin/courses/1"],
      ["PATCH", "/api/admin/courses/1", { title: "x" }],
      ["POST", "/api/admin/courses/1/archive", { reason: "gone away" }],
      ["POST", "/api/admin/courses/1/verification", {}],
      ["DELETE", "/api/admin/courses/1/verification", { reason: "no longer" }],
      ["GET", "/api/admin/creators"],
      ["POST", "/api/admin/creators", {}],
      ["GET", "/api/admin/creators/1"],
      ["PATCH", "/api/admin/creators/1", { name: "x" }],
      ["POST", "/api/admin/creators/1/archive", { reason: "gone away" }],
      ["POST", "/api/admin/creators/1/status", { status: "verified", reason: "checked" }],
    ];
    for (const [method, url, payload] of calls) {
      expectError(await call(method, url, undefined, payload), 401);
      expectError(await call(method, url, member, payload), 403);
    }
  });

  it("creates a course (201, with its id), scores it at once and records the creation", async () => {
    const course = await newCourse();
    expect(course.id).toBeGreaterThan(0);
    expect(course.title).toBe("Spreadsheet Basics for Shop Owners");
    expect(course.price).toBe(49.5);
    expect(course.categorySlug).toBe("e-commerce-dropshipping");
    expect(course.editorialStatus).toBe("published");
    expect(course.trustScore).not.toBeNull();
    expect(course.audit.map((a) => a.action)).toEqual(["created"]);
    expect(course.audit[0]?.actorName).toBeTruthy();
    const history = (await call("GET", `/api/courses/${course.id}/history`)).json() as CourseHistory;
    expect(history.scores).toHaveLength(1);
    expect(history.scores[0]?.score).toBe(course.trustScore);
  });

  it("refuses bad input with clear messages and never a 500", async () => {
    const creator = await createCreator(t.db);
    const base = {
      title: "T",
      description: "D",
      creatorId: creator.id,
      categorySlug: "coaching-consulting",
      price: 10,
      url: "https://a.example.test/",
    };
    expect(
      expectError(await call("POST", "/api/admin/courses", admin, { ...base, url: "ftp://x" }), 400),
    ).toMatch(/web address/);
    expect(expectError(await call("POST", "/api/admin/courses", admin, { ...base, price: -1 }), 400)).toMatch(
      /negative/,
    );
    expect(
      expectError(await call("POST", "/api/admin/courses", admin, { ...base, categorySlug: "no-such" }), 400),
    ).toBe("Unknown category.");
    expect(
      expectError(
        await call("POST", "/api/admin/courses", admin, { ...base, creatorId: 2_000_000_000 }),
        400,
      ),
    ).toBe("That creator does not exist.");
    expect(
      expectError(await call("POST", "/api/admin/courses", admin, { ...base, surprise: 1 }), 400),
    ).toBeTruthy();
    const course = await newCourse();
    expect(expectError(await call("PATCH", `/api/admin/courses/${course.id}`, admin, {}), 400)).toBe(
      "Send at least one field to change.",
    );
    expectError(await call("GET", "/api/admin/courses/2000000000", admin), 404);
    expectError(await call("POST", `/api/admin/courses/${course.id}/archive`, admin, { reason: "no" }), 400);
  });

  it("edits a course: the audit says which fields went from what to what, and the score is recomputed", async () => {
    const course = await newCourse();
    const res = await call("PATCH", `/api/admin/courses/${course.id}`, admin, {
      incomeClaims: "Students earn $10,000 a month in their first 30 days, guaranteed.",
      price: 1997,
      reason: "Copied from the sales page on 2026-11-20.",
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json() as AdminCourse;
    expect(edited.price).toBe(1997);
    const update = edited.audit[0];
    expect(update?.action).toBe("updated");
    expect(update?.reason).toBe("Copied from the sales page on 2026-11-20.");
    expect(update?.changes.priceCents).toEqual({ from: 4950, to: 199700 });
    expect(Object.keys(update?.changes ?? {}).sort()).toEqual(["incomeClaims", "priceCents"]);
    expect(edited.trustScore).toBeLessThan(course.trustScore ?? 101);
    const history = (await call("GET", `/api/courses/${course.id}/history`)).json() as CourseHistory;
    expect(history.scores.map((s) => s.score)).toEqual([course.trustScore, edited.trustScore]);
    expect(history.events.some((e) => e.kind === "score")).toBe(true);
    // The same values again change nothing and add no audit row.
    const again = (
      await call("PATCH", `/api/admin/courses/${course.id}`, admin, { price: 1997 })
    ).json() as AdminCourse;
    expect(again.audit).toHaveLength(edited.audit.length);
  });

  it("verifies a course (badge and public history) and revokes it with a reason", async () => {
    const course = await newCourse();
    const verified = (
      await call("POST", `/api/admin/courses/${course.id}/verification`, admin, {
        verifiedBy: "HypeCheck editorial team",
        notes: "Bought the course and compared the lessons with the syllabus.",
        evidenceUrls: ["https://evidence.example.test/receipt-1"],
      })
    ).json() as AdminCourse;
    expect(verified.isVerified).toBe(true);
    expect(verified.verifiedSource).toBe("HypeCheck editorial team");
    expect(verified.verificationEvidence).toEqual(["https://evidence.example.test/receipt-1"]);
    expect(verified.verificationDate).not.toBeNull();
    expectError(await call("DELETE", `/api/admin/courses/${course.id}/verification`, admin, {}), 400);
    const revoked = await call("DELETE", `/api/admin/courses/${course.id}/verification`, admin, {
      reason: "The syllabus changed after the check.",
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((revoked.json() as AdminCourse).isVerified).toBe(false);
    expectError(
      await call("DELETE", `/api/admin/courses/${course.id}/verification`, admin, {
        reason: "Twice is too many.",
      }),
      409,
    );
    const history = (await call("GET", `/api/courses/${course.id}/history`)).json() as CourseHistory;
    const kinds = history.events.map((e) => e.kind);
    expect(kinds).toContain("verified");
    expect(kinds).toContain("verification-revoked");
    expect(history.events.find((e) => e.kind === "verification-revoked")?.reason).toBe(
      "The syllabus changed after the check.",
    );
  });

  it("archives a course: out of the catalogue and search, its page and history stay", async () => {
    const title = `Archivable Course ${Date.now()}`;
    const course = await newCourse({ title });
    const search = async () =>
      (
        (await call("GET", `/api/courses?q=${encodeURIComponent(title)}`)).json() as CourseListResponse
      ).items.map((c) => c.id);
    expect(await search()).toContain(course.id);
    const res = await call("POST", `/api/admin/courses/${course.id}/archive`, admin, {
      reason: "The seller closed the course.",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as AdminCourse).editorialStatus).toBe("archived");
    expect(await search()).not.toContain(course.id);
    const page = await call("GET", `/api/courses/${course.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ editorialStatus: "archived" });
    expect((page.json() as { archivedAt: string | null }).archivedAt).not.toBeNull();
    expectError(
      await call("POST", `/api/admin/courses/${course.id}/archive`, admin, { reason: "Once more, please." }),
      409,
    );
    const listed = (
      await call("GET", `/api/admin/courses?status=archived&q=${encodeURIComponent(title)}`, admin)
    ).json() as AdminCourseList;
    expect(listed.items.map((c) => c.id)).toEqual([course.id]);
    const history = (await call("GET", `/api/courses/${course.id}/history`)).json() as CourseHistory;
    expect(history.events[0]).toMatchObject({ kind: "archived", reason: "The seller closed the course." });
  });

  it("creates and edits a creator, and changes a status only with a reason, rescoring their courses", async () => {
    const res = await call("POST", "/api/admin/creators", admin, {
      name: "Robin Fictional",
      bio: "Runs a small online shop.",
      website: "https://robin.example.test",
      specialties: ["spreadsheets"],
    });
    expect(res.statusCode, res.body).toBe(201);
    const creator = res.json() as AdminCreator;
    expect(creator.slug).toMatch(/^robin-fictional/);
    expect(creator.verificationStatus).toBe("unverified");
    const course = await newCourse({ creatorId: creator.id });
    expectError(
      await call("POST", `/api/admin/creators/${creator.id}/status`, admin, { status: "suspicious" }),
      400,
    );
    const changed = await call("POST", `/api/admin/creators/${creator.id}/status`, admin, {
      status: "suspicious",
      reason: "Three confirmed reports of undisclosed upsells.",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = changed.json() as AdminCreator;
    expect(after.verificationStatus).toBe("suspicious");
    expect(after.courseCount).toBe(1);
    expect(after.audit[0]).toMatchObject({
      action: "status",
      reason: "Three confirmed reports of undisclosed upsells.",
    });
    expectError(
      await call("POST", `/api/admin/creators/${creator.id}/status`, admin, {
        status: "suspicious",
        reason: "Same again here.",
      }),
      409,
    );
    const rescored = (await call("GET", `/api/admin/courses/${course.id}`, admin)).json() as AdminCourse;
    expect(rescored.trustScore).toBeLessThan(course.trustScore ?? 101);
    const history = (await call("GET", `/api/courses/${course.id}/history`)).json() as CourseHistory;
    expect(history.events.map((e) => e.kind)).toContain("creator-status");
    const edited = (
      await call("PATCH", `/api/admin/creators/${creator.id}`, admin, { bio: "Sells notebooks." })
    ).json() as AdminCreator;
    expect(edited.audit[0]?.changes.bio).toEqual({
      from: "Runs a small online shop.",
      to: "Sells notebooks.",
    });
  });

  it("archives a creator out of the directory", async () => {
    const creator = await createCreator(t.db);
    const res = await call("POST", `/api/admin/creators/${creator.id}/archive`, admin, {
      reason: "Duplicate record.",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as AdminCreator).editorialStatus).toBe("archived");
    const directory = (
      await call("GET", `/api/creators?search=${encodeURIComponent(creator.name)}`)
    ).json() as { id: number }[];
    expect(directory.map((c) => c.id)).not.toContain(creator.id);
  });

  it("the history of an unknown course is a 404", async () => {
    expectError(await call("GET", "/api/courses/2000000000/history"), 404);
    expectError(await call("GET", "/api/courses/abc/history"), 400);
  });
});
