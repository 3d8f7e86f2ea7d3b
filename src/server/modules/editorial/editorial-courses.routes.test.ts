// The desk's courses in any currency, and courses it refuses to make twice: a price with its
// currency and billing (rand, monthly, instalments, yen without decimals), the money fields that
// must agree, a 409 naming the course a new one repeats (same sales page however spelt, or same
// creator and title), two identical creates at once making one course, and a draft read from a
// course's address on a loopback page, which stores nothing.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CourseDetail } from "../../../shared/contracts/catalog";
import {
  type AdminCourse,
  type AdminCourseList,
  type CourseDraft,
  type DuplicateCourse,
  EDITORIAL_MESSAGES,
} from "../../../shared/contracts/editorial";
import { courses } from "../../db/schema/courses";
import { createCreator } from "../../test/catalog-fixtures";
import { type PageServer, startPageServer } from "../../test/page-server";
import { createTestApp, type TestApp, testLogin, uniqueAddress } from "../../test/test-app";
import { expectError } from "../analyzer/ai-test-helpers";

const RAND_PAGE = `<!doctype html><html><head><title>Braai Business Bootcamp | Fynbos Academy</title></head>
<body>
<h1>Braai Business Bootcamp</h1>
<p>Learn to run a catering side business from your own braai: costing, bookings, permits and
marketing to your neighbourhood, in six weeks of short lessons with worksheets and templates.</p>
<p>Every lesson comes with a checklist, and the community call every Thursday answers questions
from members who are starting out. Nothing here promises income: it shows the work.</p>
<div class="pricing"><p>Regular price <s>R1,499</s></p>
<button>Join today for R899 per month</button></div>
<p>Cancel anytime. 14-day money-back guarantee if you have completed the first module.</p>
<footer><p>© 2026 Fynbos Academy (Pty) Ltd</p></footer>
</body></html>`;

describe("editorial desk: money with its currency, and no course twice", () => {
  let t: TestApp;
  let admin: string;
  let server: PageServer;

  beforeAll(async () => {
    server = await startPageServer((path) =>
      path === "/braai" ? { body: RAND_PAGE } : path === "/blank" ? { body: "<p>Hi</p>" } : null,
    );
    t = await createTestApp({ ANALYZER_ALLOW_PRIVATE_URLS: "1" });
    admin = (await testLogin(t.app, { role: "admin" })).cookie;
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  const send = (method: "POST" | "PATCH", url: string, payload: object) =>
    t.app.inject({
      method,
      url,
      remoteAddress: uniqueAddress(),
      headers: { cookie: admin },
      payload: payload as Record<string, unknown>,
    });

  let made = 0;
  async function body(overrides: Record<string, unknown> = {}) {
    made += 1;
    const creator = await createCreator(t.db);
    return {
      title: `Money Course ${Date.now()}-${made}`,
      description: "A fictional course for the desk's money tests.",
      creatorId: creator.id,
      categorySlug: "coaching-consulting",
      price: 49,
      url: `https://money-${made}-${Date.now()}.example.test/course`,
      ...overrides,
    };
  }

  it("creates a course priced in rand and billed monthly, and answers it in rand", async () => {
    const res = await send(
      "POST",
      "/api/admin/courses",
      await body({
        price: 899,
        currency: "ZAR",
        billing: "monthly",
        recurring: true,
        anchorPrice: 1499,
        refundDays: 14,
        refundKind: "conditional",
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const course = res.json() as AdminCourse;
    expect(course).toMatchObject({
      price: 899,
      currency: "ZAR",
      billing: "monthly",
      installmentCount: null,
      anchorPrice: 1499,
      refund: { days: 14, kind: "conditional" },
      recurring: true,
    });
    expect(course.audit[0]?.changes).toMatchObject({
      priceCents: { from: null, to: 89_900 },
      currency: { from: null, to: "ZAR" },
      billing: { from: null, to: "monthly" },
    });
    const [row] = await t.db
      .select({ priceCents: courses.priceCents, currency: courses.currency })
      .from(courses)
      .where(eq(courses.id, course.id));
    expect(row).toEqual({ priceCents: 89_900, currency: "ZAR" });
    const list = (
      await t.app.inject({
        method: "GET",
        url: `/api/admin/courses?q=${encodeURIComponent(course.title)}`,
        headers: { cookie: admin },
      })
    ).json() as AdminCourseList;
    expect(list.items[0]).toMatchObject({ price: 899, currency: "ZAR", billing: "monthly" });
  });

  it("takes US dollars billed once when nothing else is said, and instalments with their count", async () => {
    const plain = (await send("POST", "/api/admin/courses", await body())).json() as AdminCourse;
    expect(plain).toMatchObject({ price: 49, currency: "USD", billing: "one-time", recurring: false });
    const plan = await send(
      "POST",
      "/api/admin/courses",
      await body({ price: 99, billing: "installments", installmentCount: 3 }),
    );
    expect(plan.statusCode, plan.body).toBe(201);
    expect(plan.json()).toMatchObject({ price: 99, billing: "installments", installmentCount: 3 });
    const yen = await send("POST", "/api/admin/courses", await body({ price: 19_800, currency: "JPY" }));
    expect(yen.json()).toMatchObject({ price: 19_800, currency: "JPY" });
  });

  it("refuses money fields that do not agree, with the field's own message", async () => {
    const refused = async (overrides: Record<string, unknown>) =>
      expectError(await send("POST", "/api/admin/courses", await body(overrides)), 400);
    expect(await refused({ price: 49.5, currency: "JPY" })).toBe(
      "JPY has no decimals: enter a whole amount.",
    );
    expect(await refused({ price: 49.555 })).toBe("USD has at most 2 decimals.");
    expect(await refused({ currency: "rand" })).toMatch(/three-letter ISO 4217 code/);
    expect(await refused({ installmentCount: 3 })).toBe(EDITORIAL_MESSAGES.installmentsOnly);
    expect(await refused({ billing: "free", price: 10 })).toBe(EDITORIAL_MESSAGES.freeIsZero);
    expect(await refused({ refundDays: 30 })).toBe(EDITORIAL_MESSAGES.refundKindFirst);
    expect(await refused({ billing: "weekly" })).toBeTruthy();
  });

  it("keeps the amount when only the currency changes, and re-checks the money when edited", async () => {
    const course = (
      await send("POST", "/api/admin/courses", await body({ price: 49.5 }))
    ).json() as AdminCourse;
    const pounds = await send("PATCH", `/api/admin/courses/${course.id}`, { currency: "GBP" });
    expect(pounds.statusCode, pounds.body).toBe(200);
    expect(pounds.json()).toMatchObject({ price: 49.5, currency: "GBP" });
    expect(
      expectError(await send("PATCH", `/api/admin/courses/${course.id}`, { currency: "JPY" }), 400),
    ).toBe("JPY has no decimals: enter a whole amount.");
    const monthly = await send("PATCH", `/api/admin/courses/${course.id}`, {
      billing: "installments",
      installmentCount: 4,
    });
    expect(monthly.json()).toMatchObject({ billing: "installments", installmentCount: 4 });
    const once = await send("PATCH", `/api/admin/courses/${course.id}`, { billing: "one-time" });
    expect(once.json()).toMatchObject({ billing: "one-time", installmentCount: null });
  });

  it("refuses a course whose sales page is already in the catalogue (409 naming it), however the address is spelt", async () => {
    const first = (
      await send(
        "POST",
        "/api/admin/courses",
        await body({ url: `https://www.twice-${Date.now()}.example.test/Course/?utm_source=ad` }),
      )
    ).json() as AdminCourse;
    const again = await send(
      "POST",
      "/api/admin/courses",
      await body({
        url: first.originalUrl.replace("https://www.", "http://").replace("/?utm_source=ad", ""),
      }),
    );
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toEqual({
      error: EDITORIAL_MESSAGES.duplicateUrl,
      duplicate: {
        id: first.id,
        title: first.title,
        link: `/admin/catalog/courses/${first.id}`,
        match: "url",
      },
    });
  });

  it("refuses a second course of the same title by the same creator, but not by another", async () => {
    const base = await body({ title: "Ledger Habits For Makers" });
    const first = (await send("POST", "/api/admin/courses", base)).json() as AdminCourse;
    const same = await send(
      "POST",
      "/api/admin/courses",
      await body({ title: "  ledger habits   for makers ", creatorId: base.creatorId }),
    );
    expect(same.statusCode, same.body).toBe(409);
    expect((same.json() as { duplicate: DuplicateCourse }).duplicate).toMatchObject({
      id: first.id,
      match: "title",
    });
    const other = await send("POST", "/api/admin/courses", await body({ title: "Ledger Habits For Makers" }));
    expect(other.statusCode, other.body).toBe(201);
    // An edit may not make a course repeat another either.
    const renamed = await send("PATCH", `/api/admin/courses/${(other.json() as AdminCourse).id}`, {
      url: first.originalUrl,
    });
    expect(renamed.statusCode).toBe(409);
  });

  it("makes one course of two identical creates sent at once (a double click)", async () => {
    const same = await body();
    const answers = await Promise.all([
      send("POST", "/api/admin/courses", same),
      send("POST", "/api/admin/courses", same),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const created = answers.find((res) => res.statusCode === 201)?.json() as AdminCourse;
    const refused = answers.find((res) => res.statusCode === 409)?.json() as { duplicate: DuplicateCourse };
    expect(refused.duplicate.id).toBe(created.id);
    const [rows] = await t.db.select({ n: count() }).from(courses).where(eq(courses.title, same.title));
    expect(rows?.n).toBe(1);
  });

  it("drafts a course from its address: the page's facts with their evidence, nothing stored", async () => {
    const before = (await t.db.select({ n: count() }).from(courses))[0]?.n;
    const url = `${server.base}/braai?utm_campaign=desk`;
    const res = await send("POST", "/api/admin/courses/draft", { url });
    expect(res.statusCode, res.body).toBe(200);
    const draft = res.json() as CourseDraft;
    expect(draft).toMatchObject({
      url: `${server.base}/braai`,
      price: 899,
      currency: "ZAR",
      billing: "monthly",
      anchorPrice: 1499,
      refundKind: "conditional",
      refundDays: 14,
      duplicate: null,
    });
    expect(draft.facts.price?.evidence).toContain("R899");
    expect(draft.sellerName).toMatch(/Fynbos Academy/);
    expect(draft.salesCopy).toContain("braai");
    expect(draft.description).toMatch(/^Learn to run a catering side business/);
    expect((await t.db.select({ n: count() }).from(courses))[0]?.n).toBe(before);

    // Saved as drafted, the course keeps the facts; the same address again is a duplicate.
    const creator = await createCreator(t.db);
    const saved = await send("POST", "/api/admin/courses", {
      title: draft.title ?? "Braai Business Bootcamp",
      description: draft.description ?? "From the page.",
      creatorId: creator.id,
      categorySlug: draft.categorySlug ?? "coaching-consulting",
      price: draft.price,
      currency: draft.currency,
      billing: draft.billing,
      anchorPrice: draft.anchorPrice,
      refundDays: draft.refundDays,
      refundKind: draft.refundKind,
      recurring: draft.recurring ?? false,
      url: draft.url,
      facts: draft.facts,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const course = saved.json() as CourseDetail;
    expect(course.facts?.price).toMatchObject({ amount: 899, currency: "ZAR" });
    const again = (await send("POST", "/api/admin/courses/draft", { url })).json() as CourseDraft;
    expect(again.duplicate).toMatchObject({ id: course.id, match: "url" });
  });

  it("says why a page cannot be drafted, and refuses members", async () => {
    expect(
      expectError(await send("POST", "/api/admin/courses/draft", { url: `${server.base}/missing` }), 422),
    ).toMatch(/could not be read/);
    expect(
      expectError(await send("POST", "/api/admin/courses/draft", { url: "ftp://x.example.test/" }), 400),
    ).toBe(EDITORIAL_MESSAGES.badUrl);
    const member = (await testLogin(t.app, { role: "user" })).cookie;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/courses/draft",
      headers: { cookie: member },
      payload: { url: `${server.base}/braai` },
    });
    expect(res.statusCode).toBe(403);
  });
});
