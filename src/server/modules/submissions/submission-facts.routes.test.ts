// A submitted page's facts through the API, pages served by a local HTTP server (the app is built
// with ANALYZER_ALLOW_PRIVATE_URLS=1): the new course takes the page's title, price with currency
// and billing, anchor, refund and renewal, each with its evidence in the queue; a value sentence's
// amount is no price (unknown, not $300, not 0 in the queue); a free webinar is free; the stand-in
// creator is the page's seller or "Unknown seller (host)", never the host; an admin corrects the
// facts as they accept (validated, audited, the creator renamed); and a submission whose
// transaction fails leaves no raw page behind.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { CourseSummary } from "../../../shared/contracts/catalog";
import type { SnapshotList, SnapshotResponse } from "../../../shared/contracts/snapshots";
import {
  type AdminSubmission,
  type AdminSubmissionList,
  SUBMISSION_MESSAGES,
} from "../../../shared/contracts/submissions";
import { EVERY_FACT_CORRECTED } from "../../../shared/testing/submission-facts";
import { coursePriceHistory, courses } from "../../db/schema/courses";
import { creators } from "../../db/schema/creators";
import { courseSnapshots } from "../../db/schema/snapshots";
import { courseSubmissions } from "../../db/schema/submissions";
import { auditRowsOf } from "../../test/audit-trail";
import { usePageServer } from "../../test/page-server";
import { expectError, signUp, testLogin, uniqueAddress, useTestApp } from "../../test/test-app";
import { SNAPSHOT_RAW_PREFIX } from "../snapshots/raw-pages";

const BODY = `<p>A practical course for freelancers and small agencies who want to keep clean books.</p>
<ul><li>Module 1: Setting up your chart of accounts</li><li>Module 2: Invoicing and payment terms</li>
<li>Module 3: Expenses and receipts</li><li>Module 4: Quarterly taxes</li></ul>`;

const PAGES: Record<string, string> = {
  "/seller": `<!doctype html><html><head><title>Ledger Basics | Acme</title></head><body>
<h1>Ledger Basics</h1>${BODY}
<p>Regular price <s>$997</s>. Only $297 today.</p>
<p>Every purchase comes with a 30-day money-back guarantee, no questions asked.</p>
<footer>© 2026 Acme Learning LLC. All rights reserved.</footer></body></html>`,
  "/worth": `<!doctype html><html><head><title>Invoice Mastery</title></head><body>
<h1>Invoice Mastery</h1>${BODY}
<p>Members say this course is worth the cost of $300 many times over.</p></body></html>`,
  "/webinar": `<!doctype html><html><head><title>Free Webinar: Clean Books in a Weekend</title></head><body>
<h1>Free webinar: clean books in a weekend</h1>${BODY}
<p>Register for free today: this free webinar is live on Thursday.</p>
<button>Register free</button></body></html>`,
  "/broken": `<!doctype html><html><head><title>Payroll Primer</title></head><body>
<h1>Payroll Primer</h1>${BODY}<p>Price: $59.</p></body></html>`,
};

describe("a submitted page's facts", () => {
  const server = usePageServer((path) => {
    // "/worth/2" is another page with the words of "/worth".
    const body = PAGES[path] ?? PAGES[path.replace(/\/\d+$/, "")];
    return body === undefined ? null : { body };
  });
  const t = useTestApp({ ANALYZER_ALLOW_PRIVATE_URLS: "1" });
  let host: string;
  let admin: string;

  const submit = async (cookie: string, path: string, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/course-submissions",
      remoteAddress: uniqueAddress(),
      headers: { cookie },
      payload: { url: `${server.base}${path}`, ...extra },
    });
  const created = async (path: string, extra: Record<string, unknown> = {}) => {
    const { cookie } = await signUp(t.app);
    const res = await submit(cookie, path, extra);
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { course: CourseSummary }).course;
  };
  const queued = async (courseId: number): Promise<AdminSubmission> => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/admin/submissions?status=all",
      remoteAddress: uniqueAddress(),
      headers: { cookie: admin },
    });
    const item = (res.json() as AdminSubmissionList).items.find((s) => s.course.id === courseId);
    expect(item).toBeDefined();
    return item!;
  };
  const accept = (id: number, payload: Record<string, unknown>) =>
    t.app.inject({
      method: "POST",
      url: `/api/admin/submissions/${id}/accept`,
      remoteAddress: uniqueAddress(),
      headers: { cookie: admin },
      payload,
    });

  beforeAll(async () => {
    host = new URL(server.base).hostname;
    admin = (await testLogin(t.app, { role: "admin" })).cookie;
  });

  it("makes the course from the page's facts, each shown in the queue with its evidence", async () => {
    const course = await created("/seller", { creatorName: "Someone Typed" });
    expect(course).toMatchObject({
      title: "Ledger Basics",
      price: 297,
      currency: "USD",
      billing: "one-time",
      instructorName: "Acme Learning LLC",
    });
    const [row] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row).toMatchObject({
      priceCents: 29_700,
      currency: "USD",
      anchorPriceCents: 99_700,
      refundDays: 30,
      refundKind: "unconditional",
      recurring: false,
    });
    const history = await t.db
      .select({ cents: coursePriceHistory.priceCents, currency: coursePriceHistory.currency })
      .from(coursePriceHistory)
      .where(eq(coursePriceHistory.courseId, course.id));
    expect(history).toEqual([{ cents: 29_700, currency: "USD" }]);

    const item = await queued(course.id);
    expect(item.course).toMatchObject({
      creatorName: "Acme Learning LLC",
      creatorNamedFrom: "page",
      priceKnown: true,
      price: 297,
      currency: "USD",
      billing: "one-time",
      anchorPrice: 997,
      refund: { days: 30, kind: "unconditional" },
      recurring: false,
    });
    expect(item.course.facts).toMatchObject({
      title: { value: "Ledger Basics", how: "title-tag" },
      seller: { name: "Acme Learning LLC", evidence: expect.stringContaining("© 2026 Acme Learning LLC") },
      price: { amount: 297, currency: "USD", evidence: expect.stringContaining("$297") },
      anchorPrice: { amount: 997, currency: "USD" },
      refund: { days: 30, evidence: expect.stringContaining("30-day money-back guarantee") },
    });

    // The snapshot keeps the price in its currency and the facts with their evidence.
    const list = (
      await t.app.inject({
        method: "GET",
        url: `/api/courses/${course.id}/snapshots`,
        remoteAddress: uniqueAddress(),
      })
    ).json() as SnapshotList;
    expect(list.items[0]).toMatchObject({ price: 297, currency: "USD", billing: "one-time" });
    const one = (
      await t.app.inject({
        method: "GET",
        url: `/api/courses/${course.id}/snapshots/${list.items[0]!.id}`,
        remoteAddress: uniqueAddress(),
      })
    ).json() as SnapshotResponse;
    expect(one.snapshot.facts?.seller?.name).toBe("Acme Learning LLC");
  });

  it("takes no price from a value sentence: unknown in the queue, not $300 and not a price of 0", async () => {
    const course = await created("/worth");
    const [row] = await t.db
      .select({ priceCents: courses.priceCents, facts: courses.facts })
      .from(courses)
      .where(eq(courses.id, course.id));
    expect(row?.priceCents).toBe(0);
    expect(row?.facts).toMatchObject({ price: null });
    const [snapshot] = await t.db
      .select({ priceCents: courseSnapshots.priceCents, currency: courseSnapshots.currency })
      .from(courseSnapshots)
      .where(eq(courseSnapshots.courseId, course.id));
    expect(snapshot).toEqual({ priceCents: null, currency: null });
    const history = await t.db
      .select()
      .from(coursePriceHistory)
      .where(eq(coursePriceHistory.courseId, course.id));
    expect(history).toEqual([]);
    const item = await queued(course.id);
    expect(item.course).toMatchObject({ priceKnown: false, facts: { price: null } });
    // No seller on the page and none typed: named so, never after the host.
    expect(item.course.creatorName).toBe(`Unknown seller (${host})`);
    expect(item.course.creatorNamedFrom).toBe("unknown");
    expect(item.course.creatorName).not.toBe(host);
  });

  it("reads a free webinar as free: billing free, amount 0, a known price", async () => {
    const course = await created("/webinar");
    expect(course).toMatchObject({ price: 0, billing: "free" });
    const item = await queued(course.id);
    expect(item.course).toMatchObject({ priceKnown: true, billing: "free", price: 0 });
    expect(item.course.facts?.price).toMatchObject({ amount: 0, billing: "free" });
  });

  it("lets an admin correct the facts as they accept: validated, audited, the creator renamed", async () => {
    const course = await created("/worth/2");
    const item = await queued(course.id);

    // Corrections that do not hold together are refused, and nothing is decided.
    expect(expectError(await accept(item.id, { facts: { anchorPrice: 99 } }), 400)).toBe(
      SUBMISSION_MESSAGES.anchorWithoutPrice,
    );
    expectError(
      await accept(item.id, { facts: { price: { amount: 10, currency: "USD", billing: "free" } } }),
      400,
    );
    expectError(
      await accept(item.id, { facts: { price: { amount: 1.5, currency: "JPY", billing: "one-time" } } }),
      400,
    );
    expectError(await accept(item.id, { facts: { title: "x" } }), 400);
    expectError(await accept(item.id, { facts: { unknown: true } }), 400);
    expect((await queued(course.id)).status).toBe("pending");

    const res = await accept(item.id, {
      facts: {
        ...EVERY_FACT_CORRECTED,
        title: "Invoice Mastery for Freelancers",
        seller: "Harper Ledger Co",
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json() as AdminSubmission;
    expect(done).toMatchObject({ status: "accepted" });
    expect(done.course).toMatchObject({
      title: "Invoice Mastery for Freelancers",
      editorialStatus: "published",
      creatorName: "Harper Ledger Co",
      creatorStatus: "published",
      creatorNamedFrom: null,
      priceKnown: true,
      price: 199,
      currency: "CAD",
      billing: "monthly",
      anchorPrice: 399,
      refund: { days: 14, kind: "conditional" },
      recurring: true,
    });
    expect(done.course.facts?.price).toMatchObject({
      amount: 199,
      currency: "CAD",
      how: "admin",
      evidence: `Set by an admin accepting submission #${item.id}`,
    });
    const [creator] = await t.db.select().from(creators).where(eq(creators.id, done.course.creatorId));
    expect(creator).toMatchObject({ name: "Harper Ledger Co", slug: "harper-ledger-co", bio: "" });
    const history = await t.db
      .select({ cents: coursePriceHistory.priceCents, currency: coursePriceHistory.currency })
      .from(coursePriceHistory)
      .where(eq(coursePriceHistory.courseId, course.id));
    expect(history).toEqual([{ cents: 19_900, currency: "CAD" }]);
    const [edit] = await auditRowsOf(t.db, "course", course.id, "updated");
    expect(edit?.reason).toContain(`submission #${item.id}`);
    expect(edit?.changes).toMatchObject({
      title: { from: "Invoice Mastery", to: "Invoice Mastery for Freelancers" },
      priceCents: { from: 0, to: 19_900 },
      currency: { from: "USD", to: "CAD" },
      billing: { from: "one-time", to: "monthly" },
      anchorPriceCents: { from: null, to: 39_900 },
      refundKind: { from: null, to: "conditional" },
      recurring: { from: false, to: true },
      seller: { from: null, to: "Harper Ledger Co" },
    });
  });

  it("removes the raw page it stored when the submission's transaction fails", async () => {
    const storage = t.app.objectStorage;
    const stored = async () => {
      const keys: string[] = [];
      for await (const object of storage.list(SNAPSHOT_RAW_PREFIX)) keys.push(object.key);
      return keys.sort();
    };
    const before = await stored();
    // The submission row comes after the snapshot and its raw page in the same transaction.
    await t.db.execute(
      sql.raw(`create function refuse_submission() returns trigger language plpgsql as $$
        begin raise exception 'refused'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger refuse_submission before insert on course_submissions
        for each row execute function refuse_submission()`),
    );
    try {
      const { cookie } = await signUp(t.app);
      const res = await submit(cookie, "/broken");
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql.raw("drop trigger refuse_submission on course_submissions"));
      await t.db.execute(sql.raw("drop function refuse_submission()"));
    }
    expect(await stored()).toEqual(before);
    const rows = await t.db
      .select({ id: courseSubmissions.id })
      .from(courseSubmissions)
      .innerJoin(courses, eq(courses.id, courseSubmissions.courseId))
      .where(eq(courses.title, "Payroll Primer"));
    expect(rows).toEqual([]);
  });
});
