// The page watch against a local HTTP server (ANALYZER_ALLOW_PRIVATE_URLS=1): a sales page that
// changes over three rechecks — a price drop fires the matching price alert exactly once, a new
// income claim writes a snapshot, a diff, a new finding and a score-history entry — then a page
// that answers 404 is backed off and marked unreachable after three failures; robots.txt is
// honoured, the User-Agent names HypeCheck; and the admins' "Check now". A page with NUL characters
// is recorded like any other; a reading that cannot be recorded counts as a failure, leaves no raw
// page and logs no page; each run removes stored raw pages no snapshot names.
import { randomUUID } from "node:crypto";
import { and, count, eq, isNotNull, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { RecheckResult, SnapshotList, SnapshotResponse } from "../../../shared/contracts/snapshots";
import { analyzePage } from "../../analysis/page-analysis";
import { coursePriceHistory, courses } from "../../db/schema/courses";
import { auditEvents } from "../../db/schema/editorial";
import { notifications } from "../../db/schema/notifications";
import { priceAlerts } from "../../db/schema/price-alerts";
import { coursePages, courseSnapshots } from "../../db/schema/snapshots";
import { courseScoreHistory } from "../../db/schema/trust";
import { watchlistItems } from "../../db/schema/watchlist";
import { createUncachedAppEvents } from "../../event-handlers";
import { createAnalysisPool } from "../../lib/analysis-pool";
import { createDomainEvents, type DomainEvents } from "../../lib/domain-events";
import type { JobContext } from "../../lib/job";
import { createCourse, createMember } from "../../test/catalog-fixtures";
import { type PageServer, startPageServer } from "../../test/page-server";
import { createTestApp, silentLog, type TestApp, testLogin, uniqueAddress } from "../../test/test-app";
import { followerOf, watchNoticesOf } from "../../test/watchers";
import {
  createHostGate,
  NOT_RECORDED,
  type PageRecheckOptions,
  pageRecheckJob,
  pageRecheckUserAgent,
  ROBOTS_REFUSAL,
  recheckDuePages,
  recheckOneNow,
} from "./page-recheck.job";
import { ORPHAN_RAW_GRACE_MS, SNAPSHOT_RAW_PREFIX } from "./raw-pages";
import { createSnapshotService } from "./snapshots.service";

const HOUR = 3_600_000;

function salesPage(price: number, extra = ""): string {
  return `<!doctype html><html><head><title>Bookkeeping for Freelancers</title></head><body>
<h1>Bookkeeping for Freelancers: a six-week course</h1>
<p>A practical course for freelancers and small agencies who want to keep clean books.</p>
<ul><li>Module 1: Setting up your chart of accounts</li><li>Module 2: Invoicing and payment terms</li>
<li>Module 3: Expenses and receipts</li><li>Module 4: Quarterly taxes</li></ul>
<p>Expect about 4 hours a week of work. We offer a 30-day refund policy, no questions asked.</p>
${extra}
<p>Price: $${price}.</p>
</body></html>`;
}

describe("page watch", () => {
  let t: TestApp;
  let server: PageServer;
  let base: string;
  let page = salesPage(199);
  let pageStatus = 200;
  /** More pages, by path. */
  const pages = new Map<string, string>();
  const hits: string[] = [];
  const agents: string[] = [];
  let options: PageRecheckOptions;

  /** A catalogue course whose page, at `path` on the page server, is `body`; archived once the test ends. */
  async function courseOnPage(path: string, body: string, fields: Parameters<typeof createCourse>[1] = {}) {
    pages.set(path, body);
    const course = await createCourse(t.db, { originalUrl: `${base}${path}`, ...fields });
    onTestFinished(async () => {
      await t.db.update(courses).set({ editorialStatus: "archived" }).where(eq(courses.id, course.id));
    });
    return course;
  }

  const run = (at: Date) =>
    recheckDuePages(t.db, options, { signal: new AbortController().signal, now: () => at });

  beforeAll(async () => {
    server = await startPageServer((path, req) => {
      hits.push(path);
      agents.push(String(req.headers["user-agent"] ?? ""));
      if (path === "/robots.txt")
        return { contentType: "text/plain", body: "User-agent: *\nDisallow: /private\n" };
      if (path === "/course" && pageStatus === 200) return { body: page };
      if (path === "/private/course") return { contentType: "text/html", body: salesPage(10) };
      const more = pages.get(path);
      return more === undefined ? null : { body: more };
    });
    base = server.base;
    t = await createTestApp({ ANALYZER_ALLOW_PRIVATE_URLS: "1" });
    options = {
      snapshots: createSnapshotService({ db: t.db, storage: t.app.objectStorage }),
      events: createUncachedAppEvents(),
      // On the event loop: the pool is measured elsewhere (analysis-off-loop.test.ts).
      reader: {
        analysis: createAnalysisPool({ threads: 0, maxQueue: 0 }),
        allowPrivate: true,
        userAgent: pageRecheckUserAgent(t.config.linkOrigin),
      },
      intervalMs: 24 * HOUR,
      hostDelayMs: 0,
      linkOrigin: t.config.linkOrigin,
    };
  });

  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  it("spaces requests to one host by the delay", async () => {
    const gate = createHostGate(60);
    const started = Date.now();
    await gate.wait("a.example");
    await gate.wait("b.example");
    await gate.wait("a.example");
    await gate.wait("a.example");
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
  });

  it("records price drops, new claims and an unreachable page over successive rechecks", async () => {
    const course = await createCourse(t.db, { originalUrl: `${base}/course`, priceCents: 19_900 });
    const member = await createMember(t.db);
    await t.db
      .insert(priceAlerts)
      .values({ userId: member.id, courseId: course.id, targetPriceCents: 15_000 });
    const alertsOf = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(notifications)
          .where(and(eq(notifications.userId, member.id), eq(notifications.kind, "price-alert")))
      )[0]?.n;
    const scoresOf = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(courseScoreHistory)
          .where(eq(courseScoreHistory.courseId, course.id))
      )[0]?.n ?? 0;
    const t0 = new Date("2030-01-01T00:00:00Z");

    // 1: the first reading is the course's first snapshot; the price is as recorded.
    const first = await run(t0);
    expect(first).toMatchObject({ checked: 1, changed: 1, priceChanges: 0 });
    expect(agents.at(-1)).toMatch(/^HypeCheck-PageWatch\/1 \(\+http.*\/contact/);
    // Not due again within the interval.
    expect((await run(new Date(t0.getTime() + HOUR))).checked).toBe(0);

    // 2: the price drops to $149: recorded, and the $150 alert fires, once.
    page = salesPage(149);
    const second = await run(new Date(t0.getTime() + 25 * HOUR));
    expect(second).toMatchObject({ checked: 1, changed: 1, priceChanges: 1, alertsFired: 1 });
    const [row] = await t.db
      .select({ price: courses.priceCents })
      .from(courses)
      .where(eq(courses.id, course.id));
    expect(row?.price).toBe(14_900);
    const prices = await t.db
      .select({ cents: coursePriceHistory.priceCents })
      .from(coursePriceHistory)
      .where(eq(coursePriceHistory.courseId, course.id));
    expect(prices.map((p) => p.cents)).toEqual([14_900]);
    expect(await alertsOf()).toBe(1);

    // 3: an income claim appears: a snapshot, a diff with the new sentence and finding, a new score.
    page = salesPage(149, "<p>Students make $10,000 a month within 30 days, guaranteed.</p>");
    const scoresBefore = await scoresOf();
    const third = await run(new Date(t0.getTime() + 50 * HOUR));
    expect(third).toMatchObject({ checked: 1, changed: 1, priceChanges: 0, alertsFired: 0 });
    expect(await alertsOf()).toBe(1);
    expect(await scoresOf()).toBe(scoresBefore + 1);

    const list = (
      await t.app.inject({ method: "GET", url: `/api/courses/${course.id}/snapshots` })
    ).json() as SnapshotList;
    expect(list.items).toHaveLength(3);
    expect(list.items.map((s) => s.price)).toEqual([149, 149, 199]);
    expect(list.items[0]!.findingsCount).toBeGreaterThan(list.items[1]!.findingsCount);
    const [newest, older] = list.items;
    const res = await t.app.inject({
      method: "GET",
      url: `/api/courses/${course.id}/snapshots/${newest!.id}?compare=${older!.id}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { snapshot, diff } = res.json() as SnapshotResponse;
    expect(snapshot.text).toContain("$10,000 a month");
    expect(diff?.sentencesAdded.join(" ")).toContain("$10,000 a month");
    expect(diff?.removedCount).toBe(0);
    expect(diff?.findingsAppeared.map((f) => f.category)).toContain("earnings-claim");
    expect(diff?.findingsDisappeared).toEqual([]);
    const [copy] = await t.db
      .select({ salesCopy: courses.salesCopy })
      .from(courses)
      .where(eq(courses.id, course.id));
    expect(copy?.salesCopy).toContain("$10,000 a month");

    // 4: unchanged: nothing stored, no new score.
    const scores = await scoresOf();
    expect(await run(new Date(t0.getTime() + 75 * HOUR))).toMatchObject({ checked: 1, unchanged: 1 });
    expect(await scoresOf()).toBe(scores);

    // 5: the page answers 404: failures back off (24 h, then 48 h, then 96 h) and the third marks it unreachable.
    pageStatus = 404;
    let at = t0.getTime() + 100 * HOUR;
    expect(await run(new Date(at))).toMatchObject({ checked: 1, unreachable: 1 });
    expect((await run(new Date(at + 30 * HOUR))).checked).toBe(0); // backed off: 48 h now
    at += 49 * HOUR;
    expect(await run(new Date(at))).toMatchObject({ checked: 1, unreachable: 1 });
    let [watch] = await t.db.select().from(coursePages).where(eq(coursePages.courseId, course.id));
    expect(watch).toMatchObject({ failures: 2, unreachableSince: null });
    expect(watch?.lastError).toMatch(/404/);
    at += 97 * HOUR;
    expect(await run(new Date(at))).toMatchObject({ checked: 1, unreachable: 1 });
    [watch] = await t.db.select().from(coursePages).where(eq(coursePages.courseId, course.id));
    expect(watch?.failures).toBe(3);
    expect(watch?.unreachableSince?.toISOString()).toBe(new Date(at).toISOString());
    const after = (
      await t.app.inject({ method: "GET", url: `/api/courses/${course.id}/snapshots` })
    ).json() as SnapshotList;
    expect(after.pageUnreachableSince).toBe(new Date(at).toISOString());
    expect(after.items).toHaveLength(3);

    // Back: the next success clears the failures.
    pageStatus = 200;
    at += 193 * HOUR;
    expect(await run(new Date(at))).toMatchObject({ checked: 1, unchanged: 1 });
    [watch] = await t.db.select().from(coursePages).where(eq(coursePages.courseId, course.id));
    expect(watch).toMatchObject({ failures: 0, unreachableSince: null, lastError: null });
    await t.db.update(courses).set({ editorialStatus: "archived" }).where(eq(courses.id, course.id));
  });

  it("honours robots.txt: a disallowed page is not fetched", async () => {
    const course = await createCourse(t.db, { originalUrl: `${base}/private/course` });
    const before = hits.filter((p) => p === "/private/course").length;
    const result = await run(new Date("2031-01-01T00:00:00Z"));
    expect(result.unreachable).toBeGreaterThanOrEqual(1);
    expect(hits.filter((p) => p === "/private/course").length).toBe(before);
    const [watch] = await t.db.select().from(coursePages).where(eq(coursePages.courseId, course.id));
    expect(watch).toMatchObject({ failures: 0, lastError: ROBOTS_REFUSAL });
    const snapshots = await t.db
      .select()
      .from(courseSnapshots)
      .where(eq(courseSnapshots.courseId, course.id));
    expect(snapshots).toHaveLength(0);
    await t.db.update(courses).set({ editorialStatus: "archived" }).where(eq(courses.id, course.id));
  });

  it("'Check now': admins only, what changed, or why the page is unreachable", async () => {
    pageStatus = 200;
    page = salesPage(99);
    const course = await createCourse(t.db, { originalUrl: `${base}/course`, priceCents: 12_900 });
    const admin = (await testLogin(t.app, { role: "admin" })).cookie;
    const member = (await testLogin(t.app, { role: "user", plan: "pro" })).cookie;
    const check = (cookie: string, id = course.id) =>
      t.app.inject({
        method: "POST",
        url: `/api/admin/courses/${id}/recheck`,
        remoteAddress: uniqueAddress(),
        headers: cookie ? { cookie } : {},
      });
    expect((await check("")).statusCode).toBe(401);
    expect((await check(member)).statusCode).toBe(403);
    expect((await check(admin, 2_000_000_000)).statusCode).toBe(404);

    const changed = await check(admin);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      outcome: "changed",
      price: {
        from: { amount: 129, currency: "USD", billing: "one-time", installmentCount: null },
        to: { amount: 99, currency: "USD", billing: "one-time", installmentCount: null },
        currencyChanged: false,
      },
      priceRead: true,
      previousSnapshotId: null,
      reason: null,
    } satisfies Partial<RecheckResult>);
    expect((changed.json() as RecheckResult).sentencesAdded).toBeGreaterThan(3);
    expect((await check(admin)).json()).toMatchObject({
      outcome: "unchanged",
      price: null,
      snapshotId: null,
    });

    pageStatus = 404;
    const down = (await check(admin)).json() as RecheckResult;
    expect(down).toMatchObject({ outcome: "unreachable", failures: 1, pageUnreachableSince: null });
    expect(down.reason).toMatch(/HTTP 404/);

    await t.db.update(courses).set({ editorialStatus: "archived" }).where(eq(courses.id, course.id));
    expect((await check(admin)).statusCode).toBe(409);
  });

  it("tells a follower what changed, in words: the price rise with its share and the new income claim", async () => {
    const path = "/in-words";
    const course = await courseOnPage(path, salesPage(297), { priceCents: 29_700 });
    const member = await createMember(t.db);
    await t.db
      .insert(watchlistItems)
      .values({ userId: member.id, targetType: "course", courseId: course.id });
    const target = { id: course.id, url: `${base}${path}`, trustScore: null };
    const t0 = new Date("2036-01-01T00:00:00Z").getTime();
    expect((await recheckOneNow(t.db, options, target, undefined, () => new Date(t0)))?.outcome).toBe(
      "changed",
    );

    pages.set(path, salesPage(397, "<p>Our students make $4,200/month from home within weeks.</p>"));
    const result = await recheckOneNow(t.db, options, target, undefined, () => new Date(t0 + HOUR));
    expect(result?.outcome).toBe("changed");
    const claim = result?.findingsAppeared.find((f) => f.category === "earnings-claim");
    expect(claim, JSON.stringify(result?.findingsAppeared)).toBeDefined();
    expect(result?.changes).toContainEqual({
      kind: "price",
      tone: "bad",
      text: "price up from $297 to $397 (+34%)",
    });
    expect(result?.changes).toContainEqual({
      kind: "red-flag-new",
      tone: "bad",
      text: `new income claim: '${claim!.phrase}'`,
    });

    const told = await t.db
      .select({ title: notifications.title, body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), eq(notifications.kind, "watchlist")));
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toMatch(/^Sales page changed:/);
    expect(told[0]!.body).toContain("price up from $297 to $397 (+34%)");
    expect(told[0]!.body).toContain(`new income claim: '${claim!.phrase}'`);
    const [watch] = await t.db
      .select({ latestChange: watchlistItems.latestChange })
      .from(watchlistItems)
      .where(eq(watchlistItems.userId, member.id));
    expect(watch?.latestChange).toBe(told[0]!.body);

    // The public diff of the same two snapshots says the same.
    const res = await t.app.inject({
      method: "GET",
      url: `/api/courses/${course.id}/snapshots/${result!.snapshotId}?compare=${result!.previousSnapshotId}`,
    });
    expect((res.json() as SnapshotResponse).diff?.changes).toEqual(result?.changes);
    // Read again by the reader that read it, the older page reads as stored: no note that it was.
    expect((res.json() as SnapshotResponse).diff?.fromReadAgain).toBeUndefined();
    // And the list, each snapshot with what changed since the one before (the History tab's page events).
    const list = (
      await t.app.inject({ method: "GET", url: `/api/courses/${course.id}/snapshots` })
    ).json() as SnapshotList;
    expect(list.items.map((item) => item.changes)).toEqual([result?.changes, []]);
  });

  it("compares a reading with the last snapshot read again by the same reader: a change of the reader alone changes nothing", async () => {
    const path = "/reader-changed";
    const claim = "<p>Our students make $4,200/month from home within weeks.</p>";
    const course = await courseOnPage(path, `${salesPage(297, claim)}<!-- n1 -->`, { priceCents: 29_700 });
    const target = { id: course.id, url: `${base}${path}`, trustScore: null };
    const t0 = new Date("2037-01-01T00:00:00Z").getTime();
    // An earlier reader: every space a line break, and no income claims found.
    const earlier: PageRecheckOptions = {
      ...options,
      reader: {
        ...options.reader,
        analysis: {
          async analyzePage(input) {
            const read = analyzePage(input);
            const redFlags = read.detection.redFlags.filter((f) => f.category !== "earnings-claim");
            return {
              ...read,
              text: read.text.replace(/ /g, "\n"),
              detection: { ...read.detection, redFlags },
            };
          },
        },
      },
    };
    const first = await recheckOneNow(t.db, earlier, target, undefined, () => new Date(t0));
    expect(first?.outcome).toBe("changed");
    const member = await followerOf(t.db, { courseId: course.id });

    // Today's reader, and only a nonce in the markup changed: the page says what it said.
    pages.set(path, `${salesPage(297, claim)}<!-- n2 -->`);
    const same = await recheckOneNow(t.db, options, target, undefined, () => new Date(t0 + HOUR));
    expect(same).toMatchObject({ outcome: "unchanged", snapshotId: null, changes: [] });
    expect(await watchNoticesOf(t.db, member, "Sales page changed")).toEqual([]);

    // The price moves: that is the change, and not the income claim the earlier reader missed.
    pages.set(path, `${salesPage(397, claim)}<!-- n3 -->`);
    const moved = await recheckOneNow(t.db, options, target, undefined, () => new Date(t0 + 2 * HOUR));
    expect(moved?.outcome).toBe("changed");
    expect(moved?.changes).toEqual([
      { kind: "price", tone: "bad", text: "price up from $297 to $397 (+34%)" },
    ]);
    expect(moved?.findingsAppeared).toEqual([]);
    expect(moved).toMatchObject({ sentencesAdded: 1, sentencesRemoved: 1 });
    const [notice] = await t.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.userId, member), eq(notifications.kind, "watchlist")));
    expect(notice?.body).toContain("price up from $297 to $397 (+34%)");
    expect(notice?.body).not.toContain("income claim");
    // The public diff and the list say the same, and say that the older page was read again.
    const res = await t.app.inject({
      method: "GET",
      url: `/api/courses/${course.id}/snapshots/${moved!.snapshotId}?compare=${first!.snapshotId}`,
    });
    const { diff } = res.json() as SnapshotResponse;
    expect(diff).toMatchObject({ changes: moved?.changes, fromReadAgain: true, findingsAppeared: [] });
    expect(diff?.sentencesRemoved).toEqual(["Price: $297."]);
    const list = (
      await t.app.inject({ method: "GET", url: `/api/courses/${course.id}/snapshots` })
    ).json() as SnapshotList;
    expect(list.items.map((item) => item.changes)).toEqual([moved?.changes, []]);
  });

  it("leaves the change's audit row and the watchers' notice to the listed handlers (PAGE_CHANGE_RECORDED, PAGE_SNAPSHOT_STORED)", async () => {
    const path = "/by-events";
    const course = await courseOnPage(path, salesPage(97), { priceCents: 9_700 });
    const follower = await followerOf(t.db, { courseId: course.id });
    const target = { id: course.id, url: `${base}${path}`, trustScore: null };
    const t0 = new Date("2037-01-01T00:00:00Z").getTime();
    const recheck = (events: DomainEvents, hours: number) =>
      recheckOneNow(t.db, { ...options, events }, target, undefined, () => new Date(t0 + hours * HOUR));
    const pageChanges = () =>
      t.db
        .select({ id: auditEvents.id })
        .from(auditEvents)
        .where(and(eq(auditEvents.subjectId, course.id), eq(auditEvents.action, "page-changed")));

    // With no handlers listed, the readings are recorded and nothing else is written.
    const bare = createDomainEvents();
    expect((await recheck(bare, 0))?.outcome).toBe("changed");
    pages.set(path, salesPage(127));
    expect((await recheck(bare, 1))?.previousSnapshotId).not.toBeNull();
    expect(await pageChanges()).toEqual([]);
    expect(await watchNoticesOf(t.db, follower, "Sales page changed:")).toEqual([]);

    // With the app's, the next change is audited and its watcher told.
    pages.set(path, salesPage(147));
    expect((await recheck(createUncachedAppEvents(), 2))?.outcome).toBe("changed");
    expect(await pageChanges()).toHaveLength(1);
    expect(await watchNoticesOf(t.db, follower, "Sales page changed:")).toEqual([
      `Sales page changed: ${course.title}`,
    ]);
  });

  it("moves the course's price with each confident reading, in its currency; a page without a price leaves it alone", async () => {
    const path = "/moving";
    const course = await courseOnPage(path, salesPage(297), { priceCents: 29_700 });
    const t0 = new Date("2035-01-01T00:00:00Z").getTime();
    const at = (hours: number) => new Date(t0 + hours * HOUR);
    const history = async () =>
      (
        await t.db
          .select({ cents: coursePriceHistory.priceCents, currency: coursePriceHistory.currency })
          .from(coursePriceHistory)
          .where(eq(coursePriceHistory.courseId, course.id))
          .orderBy(coursePriceHistory.recordedAt)
      ).map((row) => `${row.cents} ${row.currency}`);
    const current = async () =>
      (
        await t.db
          .select({ cents: courses.priceCents, currency: courses.currency, billing: courses.billing })
          .from(courses)
          .where(eq(courses.id, course.id))
      )[0];

    // $297 (as recorded) → $397 → $497: each move in the history and the course's price.
    expect(await run(at(0))).toMatchObject({ checked: 1, changed: 1, priceChanges: 0, pricesNotRead: 0 });
    pages.set(path, salesPage(397));
    expect(await run(at(25))).toMatchObject({ checked: 1, changed: 1, priceChanges: 1 });
    pages.set(path, salesPage(497));
    expect(await run(at(50))).toMatchObject({ checked: 1, changed: 1, priceChanges: 1 });
    expect(await history()).toEqual(["39700 USD", "49700 USD"]);
    expect(await current()).toEqual({ cents: 49_700, currency: "USD", billing: "one-time" });
    const audit = await t.db
      .select({ changes: auditEvents.changes })
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, course.id), eq(auditEvents.action, "page-changed")));
    expect(audit.at(-1)?.changes).toMatchObject({ priceCents: { from: 39_700, to: 49_700 } });

    // The page drops its price (only a value sentence's amount is left): the price stays, and the
    // run and the snapshot say the page stated none.
    pages.set(
      path,
      salesPage(497).replace("<p>Price: $497.</p>", "<p>Members say it is worth the cost of $300.</p>"),
    );
    expect(await run(at(75))).toMatchObject({ checked: 1, changed: 1, priceChanges: 0, pricesNotRead: 1 });
    expect(await current()).toEqual({ cents: 49_700, currency: "USD", billing: "one-time" });
    expect(await history()).toEqual(["39700 USD", "49700 USD"]);
    const [newest] = await t.db
      .select({
        cents: courseSnapshots.priceCents,
        currency: courseSnapshots.currency,
        facts: courseSnapshots.facts,
      })
      .from(courseSnapshots)
      .where(eq(courseSnapshots.courseId, course.id))
      .orderBy(sql`${courseSnapshots.fetchedAt} desc`)
      .limit(1);
    expect(newest).toMatchObject({ cents: null, currency: null, facts: { price: null } });

    // In another currency: a change of currency, recorded as such, not a rise or a drop.
    pages.set(path, salesPage(497).replace("Price: $497.", "Price: £449."));
    const moved = await recheckOneNow(
      t.db,
      options,
      { id: course.id, url: `${base}${path}`, trustScore: null },
      undefined,
      () => at(100),
    );
    expect(moved?.price).toEqual({
      from: { amount: 497, currency: "USD", billing: "one-time", installmentCount: null },
      to: { amount: 449, currency: "GBP", billing: "one-time", installmentCount: null },
      currencyChanged: true,
    });
    expect(await current()).toEqual({ cents: 44_900, currency: "GBP", billing: "one-time" });
    expect(await history()).toEqual(["39700 USD", "49700 USD", "44900 GBP"]);
  });

  it("gives a course whose page had stated no price the first price its page states", async () => {
    const path = "/late-price";
    const course = await courseOnPage(path, salesPage(129), {
      priceCents: 0,
      facts: { title: null, seller: null, price: null, anchorPrice: null, refund: null, recurring: null },
    });
    const result = await recheckOneNow(t.db, options, {
      id: course.id,
      url: `${base}${path}`,
      trustScore: null,
    });
    expect(result).toMatchObject({
      priceRead: true,
      price: { from: null, to: { amount: 129, currency: "USD" }, currencyChanged: false },
    });
    const [row] = await t.db
      .select({ cents: courses.priceCents, facts: courses.facts })
      .from(courses)
      .where(eq(courses.id, course.id));
    expect(row?.cents).toBe(12_900);
    expect(row?.facts).toMatchObject({ price: { amount: 129, currency: "USD", evidence: "Price: $129." } });
  });

  /** The stored raw pages, and those of them no snapshot names. */
  const rawPages = async () => {
    const listed: string[] = [];
    for await (const object of t.app.objectStorage.list(SNAPSHOT_RAW_PREFIX)) listed.push(object.key);
    const named = new Set(
      (
        await t.db
          .select({ key: courseSnapshots.objectKey })
          .from(courseSnapshots)
          .where(isNotNull(courseSnapshots.objectKey))
      ).map((row) => row.key),
    );
    return { listed, orphans: listed.filter((key) => !named.has(key)) };
  };

  /** A logger whose lines are kept, as JSON text. */
  const capturedLog = () => {
    const lines: string[] = [];
    const log = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
    return { lines, log: log as unknown as JobContext["log"] };
  };

  it("records a page with NUL characters like any other: snapshot, price, findings", async () => {
    const course = await courseOnPage(
      "/nul",
      salesPage(79, "<p>Students make\u0000 $10,000 a month\u0000 within 30 days, guaranteed.</p>\u0000"),
      { priceCents: 9_900 },
    );
    const { lines, log } = capturedLog();
    const at = new Date("2032-01-01T00:00:00Z");
    await recheckDuePages(t.db, options, { signal: new AbortController().signal, now: () => at, log });
    expect(lines).toEqual([]);
    const [watch] = await t.db.select().from(coursePages).where(eq(coursePages.courseId, course.id));
    expect(watch).toMatchObject({ failures: 0, lastError: null });
    const [snapshot] = await t.db
      .select()
      .from(courseSnapshots)
      .where(eq(courseSnapshots.courseId, course.id));
    expect(snapshot?.text).toContain("Students make $10,000 a month within 30 days, guaranteed.");
    expect(snapshot?.text).not.toContain("\u0000");
    expect(snapshot?.priceCents).toBe(7_900);
    expect(JSON.stringify(snapshot?.detection)).toContain("earnings-claim");
    const [row] = await t.db
      .select({ price: courses.priceCents, copy: courses.salesCopy })
      .from(courses)
      .where(eq(courses.id, course.id));
    expect(row?.price).toBe(7_900);
    expect(row?.copy).not.toContain("\u0000");
    expect((await rawPages()).orphans).toEqual([]);
  });

  /**
   * Makes the database refuse a statement about one course, quoting the page in its message (as
   * PostgreSQL quotes a value it cannot take): the snapshot's insert, or the course's update of its
   * sales copy, which comes after the snapshot (and its raw page) in the same transaction.
   */
  const refuse = async (table: "course_snapshots" | "courses", courseId: number) => {
    const name = `refuse_${table}_${courseId}`;
    const [event, when, quoted] =
      table === "courses"
        ? [
            "update",
            `new.id = ${courseId} and new.sales_copy is distinct from old.sales_copy`,
            "new.sales_copy",
          ]
        : ["insert", `new.course_id = ${courseId}`, "new.text"];
    await t.db.execute(
      sql.raw(`create function ${name}() returns trigger language plpgsql as $$
        begin raise exception 'refused: %', ${quoted}; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger ${name} before ${event} on ${table} for each row
        when (${when}) execute function ${name}()`),
    );
    return async () => {
      await t.db.execute(sql.raw(`drop trigger ${name} on ${table}`));
      await t.db.execute(sql.raw(`drop function ${name}()`));
    };
  };

  it.each([
    ["the snapshot's insert", "course_snapshots"],
    ["a later statement of its transaction", "courses"],
  ] as const)(
    "counts a reading refused at %s as a failure (backed off), with no raw page and no page in the log",
    async (_, table) => {
      const marker = `Enrol today and the secret bonus is yours (${table})`;
      const path = `/unrecordable-${table}`;
      pages.set(path, salesPage(59, `<p>${marker}.</p>`));
      const course = await createCourse(t.db, { originalUrl: `${base}${path}` });
      const allow = await refuse(table, course.id);
      const { lines, log } = capturedLog();
      const t0 = new Date(table === "courses" ? "2033-01-01T00:00:00Z" : "2034-01-01T00:00:00Z");
      const runAt = (at: Date) =>
        recheckDuePages(t.db, options, { signal: new AbortController().signal, now: () => at, log });
      try {
        expect(await runAt(t0)).toMatchObject({ checked: 1, unreachable: 1, postponed: 0 });
        let [watch] = await t.db.select().from(coursePages).where(eq(coursePages.courseId, course.id));
        expect(watch).toMatchObject({ failures: 1, lastError: NOT_RECORDED, unreachableSince: null });
        const snapshots = await t.db
          .select({ id: courseSnapshots.id })
          .from(courseSnapshots)
          .where(eq(courseSnapshots.courseId, course.id));
        expect(snapshots).toEqual([]);
        expect((await rawPages()).orphans).toEqual([]);
        // Told, without the page.
        expect(lines.join("\n")).toContain("page recheck failed");
        for (const line of lines) {
          expect(line).not.toContain("secret bonus");
          expect(line).not.toContain("Bookkeeping for Freelancers");
        }
        // The back-off holds: not due a day later, due again after two.
        expect((await runAt(new Date(t0.getTime() + 25 * HOUR))).checked).toBe(0);
        expect(await runAt(new Date(t0.getTime() + 49 * HOUR))).toMatchObject({ checked: 1, unreachable: 1 });
        [watch] = await t.db.select().from(coursePages).where(eq(coursePages.courseId, course.id));
        expect(watch?.failures).toBe(2);
      } finally {
        await allow();
        await t.db.update(courses).set({ editorialStatus: "archived" }).where(eq(courses.id, course.id));
      }
    },
  );

  it("removes stored raw pages no snapshot names once past the grace period, and keeps the others", async () => {
    const storage = t.app.objectStorage;
    const orphan = `${SNAPSHOT_RAW_PREFIX}${randomUUID()}`;
    await storage.put(orphan, Buffer.from("left behind"), "application/gzip");
    const before = await rawPages();
    expect(before.orphans).toEqual([orphan]);
    const named = before.listed.filter((key) => key !== orphan);
    expect(named.length).toBeGreaterThan(0);
    const job = pageRecheckJob(options);
    const runJob = (at: Date) =>
      job.run({ db: t.db, log: silentLog, signal: new AbortController().signal, now: () => at });

    // Within the grace period its snapshot's transaction may still be open: kept.
    expect(await runJob(new Date(Date.now() + ORPHAN_RAW_GRACE_MS / 2))).toMatchObject({
      rawPagesRemoved: 0,
    });
    expect(await storage.head(orphan)).not.toBeNull();
    expect(await runJob(new Date(Date.now() + 2 * ORPHAN_RAW_GRACE_MS))).toMatchObject({
      rawPagesRemoved: 1,
    });
    expect(await storage.head(orphan)).toBeNull();
    expect((await rawPages()).listed.sort()).toEqual(named.sort());
  });
});
