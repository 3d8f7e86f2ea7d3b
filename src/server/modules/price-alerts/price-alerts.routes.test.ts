// Price tracker routes through app.inject: own alerts only, the free plan's 3 active alerts, bad
// input, price drops, price history with the good-deal flag, and the notifications an alert leaves.
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import type {
  NotificationListResponse,
  NotificationReadResponse,
} from "../../../shared/contracts/notifications";
import {
  type CreatePriceAlertResponse,
  PRICE_ALERT_MESSAGES,
  type PriceAlertListResponse,
  type PriceDropListResponse,
  type PriceHistoryResponse,
} from "../../../shared/contracts/price-alerts";
import { coursePriceHistory, courses } from "../../db/schema/courses";
import { createUncachedAppEvents } from "../../event-handlers";
import { createCourse } from "../../test/catalog-fixtures";
import { expectError, sendAs, signUp, testLogin, useTestApp } from "../../test/test-app";
import { judgeDeal } from "./price-alerts.service";
import { checkPriceAlerts } from "./price-alerts-check.job";

const DAY_MS = 24 * 60 * 60 * 1000;
const appEvents = createUncachedAppEvents();

describe("price tracker routes", () => {
  const t = useTestApp();

  const create = (cookie: string | undefined, payload: unknown) =>
    sendAs(t.app, "POST", "/api/price-alerts", cookie, payload);
  const list = async (cookie: string) => {
    const res = await t.app.inject({ method: "GET", url: "/api/price-alerts", headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PriceAlertListResponse;
  };
  const remove = (cookie: string | undefined, id: number | string) =>
    sendAs(t.app, "DELETE", `/api/price-alerts/${id}`, cookie);
  const member = async () => (await signUp(t.app)).cookie;

  it("answers 401 to guests on every member route", async () => {
    const course = await createCourse(t.db);
    const calls: Array<Promise<LightMyRequestResponse>> = [
      t.app.inject({ method: "GET", url: "/api/price-alerts" }),
      create(undefined, { courseId: course.id, targetPrice: 10 }),
      create(undefined, {}),
      remove(undefined, 1),
      t.app.inject({ method: "GET", url: "/api/price-drops" }),
      t.app.inject({ method: "GET", url: "/api/notifications" }),
      t.app.inject({ method: "POST", url: "/api/notifications/1/read", payload: {} }),
      t.app.inject({ method: "POST", url: "/api/notifications/read-all", payload: {} }),
    ];
    for (const res of await Promise.all(calls)) expectError(res, 401);
  });

  it("creates an alert (201) and lists the member's own alerts newest first", async () => {
    const cookie = await member();
    const cheap = await createCourse(t.db, { priceCents: 4_900 });
    const dear = await createCourse(t.db, { priceCents: 49_700 });

    const first = await create(cookie, { courseId: cheap.id, targetPrice: 59.5 });
    expect(first.statusCode, first.body).toBe(201);
    const created = first.json() as CreatePriceAlertResponse;
    expect(created.message).toBe(PRICE_ALERT_MESSAGES.created);
    expect(created.alert).toMatchObject({
      courseId: cheap.id,
      courseName: cheap.title,
      currentPrice: 49,
      targetPrice: 59.5,
      isActive: true,
      targetReached: true,
      amountAboveTarget: 0,
      triggeredAt: null,
    });

    const second = await create(cookie, { courseId: dear.id, targetPrice: 399.99 });
    expect(second.statusCode, second.body).toBe(201);

    const mine = await list(cookie);
    expect(mine.items.map((a) => a.courseId)).toEqual([dear.id, cheap.id]);
    expect(mine.items[0]).toMatchObject({ targetReached: false, amountAboveTarget: 97.01 });
    expect(mine).toMatchObject({ activeCount: 2, activeLimit: 3 });
  });

  it("keeps alerts to their owner: another member cannot list or delete them (404)", async () => {
    const owner = await member();
    const other = await member();
    const course = await createCourse(t.db);
    const { alert } = (
      await create(owner, { courseId: course.id, targetPrice: 100 })
    ).json() as CreatePriceAlertResponse;

    expect((await list(other)).items.some((a) => a.id === alert.id)).toBe(false);
    expect(expectError(await remove(other, alert.id), 404)).toBe(PRICE_ALERT_MESSAGES.alertNotFound);
    expect((await list(owner)).items.map((a) => a.id)).toContain(alert.id);

    const deleted = await remove(owner, alert.id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ ok: true, message: PRICE_ALERT_MESSAGES.deleted });
    expect((await list(owner)).items.map((a) => a.id)).not.toContain(alert.id);
    expectError(await remove(owner, alert.id), 404);
    expectError(await remove(owner, "abc"), 400);
  });

  it("holds a free member to 3 active alerts and frees a slot on delete", async () => {
    const cookie = await member();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const course = await createCourse(t.db);
      const res = await create(cookie, { courseId: course.id, targetPrice: 50 });
      expect(res.statusCode, res.body).toBe(201);
      ids.push((res.json() as CreatePriceAlertResponse).alert.id);
    }
    const fourth = await createCourse(t.db);
    expect(expectError(await create(cookie, { courseId: fourth.id, targetPrice: 50 }), 403)).toBe(
      PRICE_ALERT_MESSAGES.limit,
    );
    expect(await list(cookie)).toMatchObject({ activeCount: 3, activeLimit: 3 });

    expect((await remove(cookie, ids[0]!)).statusCode).toBe(200);
    expect((await create(cookie, { courseId: fourth.id, targetPrice: 50 })).statusCode).toBe(201);
  });

  it("lets only 3 of 5 simultaneous creates through on the free plan", async () => {
    const cookie = await member();
    const targets = await Promise.all([1, 2, 3, 4, 5].map(() => createCourse(t.db)));
    const results = await Promise.all(
      targets.map((c) => create(cookie, { courseId: c.id, targetPrice: 20 })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 403, 403]);
    expect((await list(cookie)).activeCount).toBe(3);
  });

  it("lets a paid member hold more than 3 active alerts", async () => {
    const premium = (await testLogin(t.app, { role: "user", plan: "premium" })).cookie;
    for (let i = 0; i < 5; i++) {
      const course = await createCourse(t.db);
      const res = await create(premium, { courseId: course.id, targetPrice: 10 + i });
      expect(res.statusCode, res.body).toBe(201);
    }
    const mine = await list(premium);
    expect(mine.activeLimit).toBeNull();
    expect(mine.activeCount).toBeGreaterThanOrEqual(5);
  });

  it("refuses a duplicate active alert for the same course and target (409)", async () => {
    const cookie = await member();
    const course = await createCourse(t.db);
    expect((await create(cookie, { courseId: course.id, targetPrice: 80 })).statusCode).toBe(201);
    expect(expectError(await create(cookie, { courseId: course.id, targetPrice: 80 }), 409)).toBe(
      PRICE_ALERT_MESSAGES.duplicate,
    );
    expect((await create(cookie, { courseId: course.id, targetPrice: 70 })).statusCode).toBe(201);
  });

  it("answers 400 with the form's messages for each bad field, 404 for an unknown course", async () => {
    const cookie = await member();
    const course = await createCourse(t.db);
    const missing: unknown[] = [
      {},
      { courseId: course.id },
      { targetPrice: 10 },
      { courseId: course.id, targetPrice: null },
      { courseId: course.id, targetPrice: "" },
      { courseId: "abc", targetPrice: 10 },
      { courseId: 0, targetPrice: 10 },
      { courseId: 1.5, targetPrice: 10 },
    ];
    for (const payload of missing) {
      expect(expectError(await create(cookie, payload), 400), JSON.stringify(payload)).toBe(
        PRICE_ALERT_MESSAGES.missing,
      );
    }
    const invalid: unknown[] = [0, -5, 12.345, 1_000_000.01, "abc", "10", true];
    for (const targetPrice of invalid) {
      expect(
        expectError(await create(cookie, { courseId: course.id, targetPrice }), 400),
        String(targetPrice),
      ).toBe(PRICE_ALERT_MESSAGES.invalid);
    }
    expect((await create(cookie, { courseId: course.id, targetPrice: 1_000_000 })).statusCode).toBe(201);
    expect(expectError(await create(cookie, { courseId: 2_000_000_000, targetPrice: 10 }), 404)).toBe(
      PRICE_ALERT_MESSAGES.courseNotFound,
    );
    expect((await list(cookie)).activeCount).toBe(1);
  });

  describe("GET /api/price-drops", () => {
    it("lists courses whose newest price is below the one before, newest drop first", async () => {
      const cookie = await member();
      const now = Date.now();
      const dropped = await createCourse(t.db, { priceCents: 15_000 });
      const raised = await createCourse(t.db, { priceCents: 25_000 });
      await t.db.insert(coursePriceHistory).values([
        { courseId: dropped.id, priceCents: 20_000, recordedAt: new Date(now - 10 * DAY_MS) },
        { courseId: dropped.id, priceCents: 15_000, recordedAt: new Date(now + 60_000) },
        { courseId: raised.id, priceCents: 20_000, recordedAt: new Date(now - 10 * DAY_MS) },
        { courseId: raised.id, priceCents: 25_000, recordedAt: new Date(now + 60_000) },
      ]);

      const res = await t.app.inject({
        method: "GET",
        url: "/api/price-drops",
        query: { limit: "50" },
        headers: { cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      const { items } = res.json() as PriceDropListResponse;
      expect(items.find((d) => d.courseId === dropped.id)).toMatchObject({
        courseName: dropped.title,
        oldPrice: 200,
        newPrice: 150,
        percent: 25,
      });
      expect(items.some((d) => d.courseId === raised.id)).toBe(false);
      for (const drop of items) expect(drop.newPrice).toBeLessThan(drop.oldPrice);
      const times = items.map((d) => Date.parse(d.droppedAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));

      const standard = await t.app.inject({ method: "GET", url: "/api/price-drops", headers: { cookie } });
      expect(standard.statusCode).toBe(200);
      expect((standard.json() as PriceDropListResponse).items.length).toBeLessThanOrEqual(6);

      for (const limit of ["0", "51", "x"]) {
        expectError(
          await t.app.inject({
            method: "GET",
            url: "/api/price-drops",
            query: { limit },
            headers: { cookie },
          }),
          400,
        );
      }
    });
  });

  describe("amounts in different currencies", () => {
    it("sets an alert in the course's currency, refuses another, and never fires it across currencies", async () => {
      const cookie = await member();
      const course = await createCourse(t.db, { priceCents: 89_900, currency: "ZAR" });
      expect(
        expectError(await create(cookie, { courseId: course.id, targetPrice: 50, currency: "USD" }), 400),
      ).toBe(PRICE_ALERT_MESSAGES.otherCurrency);
      const res = await create(cookie, { courseId: course.id, targetPrice: 799 });
      expect(res.statusCode, res.body).toBe(201);
      const { alert } = res.json() as CreatePriceAlertResponse;
      expect(alert).toMatchObject({
        targetPrice: 799,
        currency: "ZAR",
        currentPrice: 899,
        courseCurrency: "ZAR",
        comparable: true,
        targetReached: false,
        amountAboveTarget: 100,
      });

      // The course is now sold in dollars: 49 is below 799 as a number, but not as money.
      await t.db.update(courses).set({ priceCents: 4_900, currency: "USD" }).where(eq(courses.id, course.id));
      await checkPriceAlerts(t.db, appEvents, new Date());
      const [listed] = (await list(cookie)).items;
      expect(listed).toMatchObject({
        id: alert.id,
        isActive: true,
        triggeredAt: null,
        comparable: false,
        targetReached: false,
        amountAboveTarget: 0,
        currentPrice: 49,
        courseCurrency: "USD",
        currency: "ZAR",
      });

      // Back in rand and at the target: it fires, and says so in rand.
      await t.db
        .update(courses)
        .set({ priceCents: 79_900, currency: "ZAR" })
        .where(eq(courses.id, course.id));
      await checkPriceAlerts(t.db, appEvents, new Date());
      expect((await list(cookie)).items[0]).toMatchObject({ isActive: false, targetReached: true });
      const notes = (
        await t.app.inject({ method: "GET", url: "/api/notifications", headers: { cookie } })
      ).json() as NotificationListResponse;
      expect(notes.items[0]?.body).toContain("ZAR\u00a0799");
    });

    it("refuses a target with decimals the currency does not have", async () => {
      const cookie = await member();
      const course = await createCourse(t.db, { priceCents: 19_970, currency: "JPY" });
      expect(expectError(await create(cookie, { courseId: course.id, targetPrice: 15_000.5 }), 400)).toBe(
        PRICE_ALERT_MESSAGES.decimals,
      );
      const ok = await create(cookie, { courseId: course.id, targetPrice: 15_000 });
      expect(ok.statusCode, ok.body).toBe(201);
      expect((ok.json() as CreatePriceAlertResponse).alert).toMatchObject({
        targetPrice: 15_000,
        currency: "JPY",
      });
    });

    it("does not call a change of currency a price drop", async () => {
      const cookie = await member();
      const switched = await createCourse(t.db, { priceCents: 4_900, currency: "USD" });
      const now = Date.now();
      await t.db.insert(coursePriceHistory).values([
        { courseId: switched.id, priceCents: 89_900, currency: "ZAR", recordedAt: new Date(now - DAY_MS) },
        { courseId: switched.id, priceCents: 4_900, currency: "USD", recordedAt: new Date(now + 120_000) },
      ]);
      const res = await t.app.inject({
        method: "GET",
        url: "/api/price-drops",
        query: { limit: "50" },
        headers: { cookie },
      });
      const { items } = res.json() as PriceDropListResponse;
      expect(items.some((d) => d.courseId === switched.id)).toBe(false);
      const history = (
        await t.app.inject({ method: "GET", url: `/api/courses/${switched.id}/price-history` })
      ).json() as PriceHistoryResponse;
      expect(history.points.map((p) => p.currency)).toEqual(["ZAR", "USD"]);
      expect(history).toMatchObject({ currency: "USD", lowest12Months: 49, highest12Months: 49 });
      expect(history.goodDealReason).toMatch(/One recorded price is in another currency: not compared\./);
    });
  });

  describe("GET /api/courses/{id}/price-history", () => {
    const history = async (id: number) => {
      const res = await t.app.inject({ method: "GET", url: `/api/courses/${id}/price-history` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as PriceHistoryResponse;
    };

    it("is public: 12 months of points oldest first, with the low, the high and a good deal", async () => {
      const now = Date.now();
      const course = await createCourse(t.db, { priceCents: 10_000 });
      await t.db.insert(coursePriceHistory).values([
        { courseId: course.id, priceCents: 5_000, recordedAt: new Date(now - 400 * DAY_MS) },
        { courseId: course.id, priceCents: 20_000, recordedAt: new Date(now - 180 * DAY_MS) },
        { courseId: course.id, priceCents: 9_800, recordedAt: new Date(now - 30 * DAY_MS) },
        { courseId: course.id, priceCents: 10_000, recordedAt: new Date(now - DAY_MS) },
      ]);
      const body = await history(course.id);
      expect(body.courseId).toBe(course.id);
      expect(body.points.map((p) => p.price)).toEqual([200, 98, 100]);
      expect(body).toMatchObject({
        lowest12Months: 98,
        highest12Months: 200,
        currentPrice: 100,
        goodDeal: true,
      });
      expect(body.goodDealReason).toMatch(/within 5%/);
    });

    it("is not a good deal more than 5% above the 12-month low, nor with no history", async () => {
      const course = await createCourse(t.db, { priceCents: 12_000 });
      await t.db
        .insert(coursePriceHistory)
        .values({ courseId: course.id, priceCents: 10_000, recordedAt: new Date(Date.now() - 60 * DAY_MS) });
      const above = await history(course.id);
      expect(above).toMatchObject({ goodDeal: false, lowest12Months: 100, currentPrice: 120 });
      expect(above.goodDealReason).toMatch(/20% above/);

      const bare = await history((await createCourse(t.db)).id);
      expect(bare).toMatchObject({ points: [], goodDeal: false, currentPrice: 199 });
    });

    it("answers 404 for an unknown course and 400 for a bad id", async () => {
      expectError(await t.app.inject({ method: "GET", url: "/api/courses/2000000000/price-history" }), 404);
      expectError(await t.app.inject({ method: "GET", url: "/api/courses/abc/price-history" }), 400);
    });

    it("judges the 5% boundary in whole cents", () => {
      const usd = (cents: number) => ({ cents, currency: "USD" });
      expect(judgeDeal(usd(10_500), [usd(10_000)]).goodDeal).toBe(true);
      expect(judgeDeal(usd(10_501), [usd(10_000)]).goodDeal).toBe(false);
      expect(judgeDeal(usd(10_000), [usd(10_000)]).goodDealReason).toMatch(/lowest price/);
    });

    it("never compares a price with one recorded in another currency", () => {
      // 899 rand now; 12 months of dollar prices far below it in number: none of them counts.
      const judged = judgeDeal({ cents: 89_900, currency: "ZAR" }, [
        { cents: 4_900, currency: "USD" },
        { cents: 5_900, currency: "USD" },
        { cents: 99_900, currency: "ZAR" },
      ]);
      expect(judged).toMatchObject({
        currency: "ZAR",
        lowest12Months: 899,
        highest12Months: 999,
        currentPrice: 899,
        goodDeal: true,
      });
      expect(judged.goodDealReason).toBe(
        "ZAR\u00a0899 is the lowest price seen in the last 12 months. 2 recorded prices are in another currency: not compared.",
      );
      const none = judgeDeal({ cents: 89_900, currency: "ZAR" }, [{ cents: 4_900, currency: "USD" }]);
      expect(none).toMatchObject({ goodDeal: false, lowest12Months: 899 });
      expect(none.goodDealReason).toMatch(
        /nothing to compare with\. One recorded price is in another currency/,
      );
    });
  });

  describe("notifications", () => {
    it("shows a fired alert to its owner only, and marks one or all read", async () => {
      const owner = await member();
      const other = await member();
      const course = await createCourse(t.db, { priceCents: 30_000 });
      const { alert } = (
        await create(owner, { courseId: course.id, targetPrice: 250 })
      ).json() as CreatePriceAlertResponse;

      await t.db.update(courses).set({ priceCents: 24_900 }).where(eq(courses.id, course.id));
      await checkPriceAlerts(t.db, appEvents, new Date());

      const fired = (await list(owner)).items.find((a) => a.id === alert.id);
      expect(fired).toMatchObject({ isActive: false, targetReached: true, currentPrice: 249 });
      expect(fired?.triggeredAt).not.toBeNull();

      const feed = async (cookie: string) => {
        const res = await t.app.inject({ method: "GET", url: "/api/notifications", headers: { cookie } });
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as NotificationListResponse;
      };
      const mine = await feed(owner);
      expect(mine.unread).toBe(1);
      expect(mine.items).toMatchObject([
        { kind: "price-alert", link: `/courses/${course.id}`, readAt: null },
      ]);
      expect(mine.items[0]?.body).toContain("$249");
      expect((await feed(other)).items).toEqual([]);

      const id = mine.items[0]!.id;
      const read = (cookie: string, path: string) =>
        t.app.inject({ method: "POST", url: `/api/notifications/${path}`, headers: { cookie }, payload: {} });
      expectError(await read(other, `${id}/read`), 404);
      const marked = await read(owner, `${id}/read`);
      expect(marked.statusCode, marked.body).toBe(200);
      expect(marked.json() as NotificationReadResponse).toEqual({ ok: true, unread: 0 });
      expect((await feed(owner)).items[0]?.readAt).not.toBeNull();

      const all = await read(owner, "read-all");
      expect(all.statusCode, all.body).toBe(200);
      expect(all.json()).toEqual({ ok: true, unread: 0 });
    });
  });
});
