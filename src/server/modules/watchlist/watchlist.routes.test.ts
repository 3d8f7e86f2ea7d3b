// Watchlist routes through app.inject: members only, following a course or creator once (the same
// item again answers the existing one), the Free plan's limit with its message, paid plans without
// one, price targets on courses only, owner-only edits and removal, and the e-mail setting.
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import {
  type FollowResponse,
  FREE_WATCHLIST_ITEMS,
  type UpdateWatchResponse,
  WATCHLIST_MESSAGES,
  type WatchlistResponse,
} from "../../../shared/contracts/watchlist";
import { PLANS } from "../../../shared/domain/plans";
import { createCourse, createCreator } from "../../test/catalog-fixtures";
import { expectError, sendAs, signUp, testLogin, useTestApp } from "../../test/test-app";

describe("watchlist routes", () => {
  const t = useTestApp();

  const follow = (cookie: string | undefined, payload: unknown) =>
    sendAs(t.app, "POST", "/api/watchlist", cookie, payload);
  const patch = (cookie: string | undefined, id: number | string, payload: unknown) =>
    t.app.inject({
      method: "PATCH",
      url: `/api/watchlist/${id}`,
      headers: cookie ? { cookie } : {},
      payload: payload as Record<string, unknown>,
    });
  const remove = (cookie: string | undefined, id: number | string) =>
    sendAs(t.app, "DELETE", `/api/watchlist/${id}`, cookie);
  const list = async (cookie: string) => {
    const res = await sendAs(t.app, "GET", "/api/watchlist", cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as WatchlistResponse;
  };
  const member = async () => (await signUp(t.app)).cookie;

  it("answers 401 to guests on every route", async () => {
    const calls: Array<Promise<LightMyRequestResponse>> = [
      sendAs(t.app, "GET", "/api/watchlist"),
      follow(undefined, { targetType: "course", targetId: 1 }),
      patch(undefined, 1, { priceTarget: 10 }),
      remove(undefined, 1),
      sendAs(t.app, "PUT", "/api/watchlist/settings", undefined, { email: true }),
    ];
    for (const res of await Promise.all(calls)) expectError(res, 401);
  });

  it("follows a course and a creator, and answers the existing item when one is followed again", async () => {
    const cookie = await member();
    const course = await createCourse(t.db, { priceCents: 24_900 });
    const creator = await createCreator(t.db);

    const first = await follow(cookie, { targetType: "course", targetId: course.id, priceTarget: 199.5 });
    expect(first.statusCode, first.body).toBe(201);
    const created = first.json() as FollowResponse;
    expect(created).toMatchObject({ created: true, message: WATCHLIST_MESSAGES.followed });
    expect(created.item).toMatchObject({
      targetType: "course",
      targetId: course.id,
      name: course.title,
      link: `/courses/${course.id}`,
      currentPrice: 249,
      priceTarget: 199.5,
      latestChange: null,
      latestChangeAt: null,
    });

    const again = await follow(cookie, { targetType: "course", targetId: course.id, priceTarget: 10 });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      created: false,
      message: WATCHLIST_MESSAGES.alreadyFollowing,
      item: { id: created.item.id, priceTarget: 199.5 },
    });

    const byCreator = await follow(cookie, { targetType: "creator", targetId: creator.id });
    expect(byCreator.statusCode, byCreator.body).toBe(201);
    expect((byCreator.json() as FollowResponse).item).toMatchObject({
      targetType: "creator",
      name: creator.name,
      link: `/creators/${creator.slug}`,
      currentPrice: null,
      priceTarget: null,
      trustScore: null,
    });

    const mine = await list(cookie);
    expect(mine.items.map((item) => item.targetType)).toEqual(["creator", "course"]);
    expect(mine).toMatchObject({ limit: FREE_WATCHLIST_ITEMS, email: false });
  });

  it("holds the Free plan to its limit with a message naming it and the upgrade", async () => {
    expect(FREE_WATCHLIST_ITEMS).toBe(PLANS.free.quotas.watchlistItems);
    const cookie = await member();
    const ids: number[] = [];
    for (let i = 0; i < FREE_WATCHLIST_ITEMS; i++) {
      const course = await createCourse(t.db);
      const res = await follow(cookie, { targetType: "course", targetId: course.id });
      expect(res.statusCode, res.body).toBe(201);
      ids.push((res.json() as FollowResponse).item.targetId);
    }
    const sixth = await createCreator(t.db);
    const refusal = expectError(await follow(cookie, { targetType: "creator", targetId: sixth.id }), 403);
    expect(refusal).toBe(WATCHLIST_MESSAGES.limit);
    expect(refusal).toContain(`up to ${FREE_WATCHLIST_ITEMS}`);
    expect(refusal).toMatch(/upgrade/i);
    // An item already followed is still answered at the limit.
    expect((await follow(cookie, { targetType: "course", targetId: ids[0] })).statusCode).toBe(200);

    const [oldest] = (await list(cookie)).items.slice(-1);
    expect((await remove(cookie, oldest!.id)).statusCode).toBe(200);
    expect((await follow(cookie, { targetType: "creator", targetId: sixth.id })).statusCode).toBe(201);
  });

  it("lets only the Free plan's number through when follows arrive at once", async () => {
    const cookie = await member();
    const courses = await Promise.all(
      Array.from({ length: FREE_WATCHLIST_ITEMS + 2 }, () => createCourse(t.db)),
    );
    const results = await Promise.all(
      courses.map((c) => follow(cookie, { targetType: "course", targetId: c.id })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(FREE_WATCHLIST_ITEMS);
    expect(results.filter((r) => r.statusCode === 403)).toHaveLength(2);
  });

  it("gives paid plans an unlimited watchlist", async () => {
    const premium = (await testLogin(t.app, { role: "user", plan: "premium" })).cookie;
    for (let i = 0; i < FREE_WATCHLIST_ITEMS + 1; i++) {
      const course = await createCourse(t.db);
      expect((await follow(premium, { targetType: "course", targetId: course.id })).statusCode).toBe(201);
    }
    expect((await list(premium)).limit).toBeNull();
  });

  it("answers 400 for bad input and 404 for an unknown course or creator", async () => {
    const cookie = await member();
    const creator = await createCreator(t.db);
    const course = await createCourse(t.db);
    const bad: Array<[unknown, string]> = [
      [{}, WATCHLIST_MESSAGES.badTarget],
      [{ targetType: "tag", targetId: 1 }, WATCHLIST_MESSAGES.badTarget],
      [{ targetType: "course", targetId: "x" }, WATCHLIST_MESSAGES.badTarget],
      [{ targetType: "course", targetId: course.id, priceTarget: 0 }, WATCHLIST_MESSAGES.invalidPrice],
      [{ targetType: "course", targetId: course.id, priceTarget: 1.234 }, WATCHLIST_MESSAGES.invalidPrice],
      [{ targetType: "creator", targetId: creator.id, priceTarget: 20 }, WATCHLIST_MESSAGES.priceOnCourses],
    ];
    for (const [payload, message] of bad) {
      expect(expectError(await follow(cookie, payload), 400), JSON.stringify(payload)).toBe(message);
    }
    expect(expectError(await follow(cookie, { targetType: "course", targetId: 2_000_000_000 }), 404)).toBe(
      WATCHLIST_MESSAGES.courseNotFound,
    );
    expect(expectError(await follow(cookie, { targetType: "creator", targetId: 2_000_000_000 }), 404)).toBe(
      WATCHLIST_MESSAGES.creatorNotFound,
    );
    expect((await list(cookie)).items).toEqual([]);
  });

  it("lets only the owner edit the price target or remove an item", async () => {
    const owner = await member();
    const other = await member();
    const course = await createCourse(t.db);
    const creator = await createCreator(t.db);
    const { item } = (
      await follow(owner, { targetType: "course", targetId: course.id })
    ).json() as FollowResponse;
    const { item: creatorItem } = (
      await follow(owner, { targetType: "creator", targetId: creator.id })
    ).json() as FollowResponse;

    expect(expectError(await patch(other, item.id, { priceTarget: 50 }), 404)).toBe(
      WATCHLIST_MESSAGES.itemNotFound,
    );
    expectError(await remove(other, item.id), 404);

    const set = await patch(owner, item.id, { priceTarget: 99.99 });
    expect(set.statusCode, set.body).toBe(200);
    expect((set.json() as UpdateWatchResponse).item.priceTarget).toBe(99.99);
    const cleared = await patch(owner, item.id, { priceTarget: null });
    expect((cleared.json() as UpdateWatchResponse).item.priceTarget).toBeNull();
    expect(expectError(await patch(owner, item.id, { priceTarget: -1 }), 400)).toBe(
      WATCHLIST_MESSAGES.invalidPrice,
    );
    expect(expectError(await patch(owner, creatorItem.id, { priceTarget: 5 }), 400)).toBe(
      WATCHLIST_MESSAGES.priceOnCourses,
    );

    const removed = await remove(owner, item.id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ ok: true, message: WATCHLIST_MESSAGES.removed });
    expectError(await remove(owner, item.id), 404);
    expectError(await remove(owner, "abc"), 400);
    expect((await list(owner)).items.map((i) => i.id)).toEqual([creatorItem.id]);
  });

  it("saves the e-mail setting", async () => {
    const cookie = await member();
    const on = await sendAs(t.app, "PUT", "/api/watchlist/settings", cookie, { email: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ email: true, message: WATCHLIST_MESSAGES.settingsSaved });
    expect((await list(cookie)).email).toBe(true);
    expectError(await sendAs(t.app, "PUT", "/api/watchlist/settings", cookie, { email: "yes" }), 400);
    await sendAs(t.app, "PUT", "/api/watchlist/settings", cookie, { email: false });
    expect((await list(cookie)).email).toBe(false);
  });
});
