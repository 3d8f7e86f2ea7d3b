// What watchers are told, each trigger run twice where that can happen: a course verified (and its
// verification revoked) on the editorial desk, a creator's status changed, a community report about
// a followed creator confirmed, a course's trust band changed by a rescore, a new sales-page snapshot,
// and a course's price reaching a member's target. Every event reaches each watcher once, sets the
// watch row's latest change, and is e-mailed once to members who asked for watchlist e-mail. A band
// change reaches watchers only through TRUST_BANDS_CHANGED's handler, in the rescore's transaction,
// and a reached price target only through PRICES_CHECKED's, in the price-alert check's.
import { and, count, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  type FollowResponse,
  WATCHLIST_MESSAGES,
  type WatchlistResponse,
} from "../../../shared/contracts/watchlist";
import { trustBand } from "../../../shared/domain/trust-bands";
import { users } from "../../db/schema/auth";
import { communityReports } from "../../db/schema/community-reports";
import { courses } from "../../db/schema/courses";
import { notifications } from "../../db/schema/notifications";
import { emailOutbox } from "../../db/schema/outbox";
import { createUncachedAppEvents } from "../../event-handlers";
import {
  createDomainEvents,
  type DomainEvent,
  type DomainEvents,
  type EventHandler,
} from "../../lib/domain-events";
import { inAppTransaction } from "../../test/app-events";
import { createCourse, createCreator } from "../../test/catalog-fixtures";
import { fetchedPage } from "../../test/fetched-page";
import { sendAs, signUp, testLogin, useTestApp } from "../../test/test-app";
import { PRICES_CHECKED } from "../price-alerts/price-alert-events";
import { checkPriceAlerts } from "../price-alerts/price-alerts-check.job";
import { createSnapshotService } from "../snapshots/snapshots.service";
import { rescoreCourse, rescoreOutdatedCourses } from "../trust/trust-engine";
import { TRUST_BANDS_CHANGED } from "../trust/trust-events";
import {
  notifyWatchers,
  WATCHLIST_NOTIFICATION_KIND,
  watchersOfBandChanges,
  watchersOfReachedPriceTargets,
} from "./notify-watchers";

const appEvents = createUncachedAppEvents();

/** `event` handled by the app's `handler`, then by one that fails: the emitting transaction rolls back. */
function failingAfter<P>(event: DomainEvent<P>, handler: EventHandler<P>): DomainEvents {
  const events = createDomainEvents();
  events.on(event, handler, async () => {
    throw new Error("a later handler failed");
  });
  return events;
}

describe("watchlist notifications", () => {
  const t = useTestApp();

  /** A new member following `target`, with watchlist e-mail on or off. */
  async function watcher(target: { targetType: "course" | "creator"; targetId: number }, email = false) {
    const { cookie, email: address } = await signUp(t.app);
    const res = await sendAs(t.app, "POST", "/api/watchlist", cookie, target);
    expect(res.statusCode, res.body).toBe(201);
    if (email) await sendAs(t.app, "PUT", "/api/watchlist/settings", cookie, { email: true });
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, address));
    return { cookie, address, userId: user!.id, itemId: (res.json() as FollowResponse).item.id };
  }

  const notificationsOf = async (userId: string, titleStart: string) =>
    (
      await t.db
        .select({ n: count() })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.kind, WATCHLIST_NOTIFICATION_KIND),
            like(notifications.title, `${titleStart}%`),
          ),
        )
    )[0]?.n ?? 0;

  const mailsTo = async (address: string) =>
    (
      await t.db
        .select({ n: count() })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, address), eq(emailOutbox.kind, WATCHLIST_NOTIFICATION_KIND)))
    )[0]?.n ?? 0;

  const latestChange = async (cookie: string, itemId: number) => {
    const list = (await sendAs(t.app, "GET", "/api/watchlist", cookie)).json() as WatchlistResponse;
    return list.items.find((item) => item.id === itemId);
  };

  const admin = async () => (await testLogin(t.app, { role: "admin" })).cookie;

  it("tells watchers once when a course is verified, and once when that is revoked", async () => {
    const course = await createCourse(t.db);
    const follower = await watcher({ targetType: "course", targetId: course.id }, true);
    const bystander = await signUp(t.app);
    const cookie = await admin();
    const verify = () =>
      sendAs(t.app, "POST", `/api/admin/courses/${course.id}/verification`, cookie, {
        verifiedBy: "HypeCheck editorial team",
        notes: "Bought the course and compared the lessons with the syllabus.",
        evidenceUrls: [],
      });

    expect((await verify()).statusCode).toBe(200);
    // Verifying again edits the details of a verified course: nothing new to tell.
    expect((await verify()).statusCode).toBe(200);
    expect(await notificationsOf(follower.userId, "Verified:")).toBe(1);
    expect(await mailsTo(follower.address)).toBeGreaterThanOrEqual(1);

    const revoke = await sendAs(t.app, "DELETE", `/api/admin/courses/${course.id}/verification`, cookie, {
      reason: "The syllabus changed after the check.",
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect(await notificationsOf(follower.userId, "Verification revoked:")).toBe(1);

    const item = await latestChange(follower.cookie, follower.itemId);
    expect(item?.latestChangeAt).not.toBeNull();
    expect(item?.latestChange).toMatch(/verification of .* was revoked|moved from/);

    const feed = await sendAs(t.app, "GET", "/api/notifications", bystander.cookie);
    expect((feed.json() as { items: unknown[] }).items).toEqual([]);
  });

  it("tells a creator's watchers once when their status changes", async () => {
    const creator = await createCreator(t.db);
    const follower = await watcher({ targetType: "creator", targetId: creator.id });
    const cookie = await admin();
    const res = await sendAs(t.app, "POST", `/api/admin/creators/${creator.id}/status`, cookie, {
      status: "suspicious",
      reason: "Several refund complaints checked.",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await notificationsOf(follower.userId, "Creator status changed:")).toBe(1);
    const item = await latestChange(follower.cookie, follower.itemId);
    expect(item?.latestChange).toBe(`${creator.name} is now Suspicious (was Unverified).`);
    // Members without watchlist e-mail get none.
    expect(await mailsTo(follower.address)).toBe(0);
  });

  it("tells a creator's watchers once when a report about them is confirmed, even if confirmed again", async () => {
    const creator = await createCreator(t.db);
    const follower = await watcher({ targetType: "creator", targetId: creator.id }, true);
    const [report] = await t.db
      .insert(communityReports)
      .values({
        creatorId: creator.id,
        creatorName: creator.name,
        platform: "YouTube",
        scamType: "Fake income claims",
        description: "A fictional report written by a test, long enough to be a report.",
      })
      .returning({ id: communityReports.id });
    const cookie = await admin();
    const setStatus = (status: string) =>
      sendAs(t.app, "POST", `/api/admin/community-reports/${report!.id}/status`, cookie, {
        status,
        // Confirming or rejecting takes the reason the reporter reads (decision 0057).
        ...(status === "investigating" ? {} : { reason: "Checked against the creator's own videos." }),
      });

    expect((await setStatus("verified")).statusCode).toBe(200);
    expect((await setStatus("investigating")).statusCode).toBe(200);
    expect((await setStatus("verified")).statusCode).toBe(200);
    expect(await notificationsOf(follower.userId, "Scam report confirmed:")).toBe(1);
    expect(await mailsTo(follower.address)).toBe(1);
  });

  /** Rescores the course in a transaction of `events` (the app's when not given). */
  const rescore = (courseId: number, events?: DomainEvents) =>
    events
      ? events.transaction(t.db, (tx, emit) => rescoreCourse(tx, emit, courseId))
      : inAppTransaction(t.db, (tx, emit) => rescoreCourse(tx, emit, courseId));

  /**
   * A scored course whose stored score is then put in another band, as if its evidence had changed
   * since, with a new follower: the next rescore moves it back to the band it was scored in.
   */
  async function followedCourseAboutToMove() {
    const course = await createCourse(t.db);
    const scored = (await rescore(course.id))!.breakdown;
    const elsewhere = scored.band === "highly-legitimate" ? 10 : 95;
    await t.db.update(courses).set({ trustScore: elsewhere }).where(eq(courses.id, course.id));
    const follower = await watcher({ targetType: "course", targetId: course.id });
    const storedScore = async () =>
      (await t.db.select({ score: courses.trustScore }).from(courses).where(eq(courses.id, course.id)))[0]
        ?.score;
    return { course, scored, elsewhere, follower, storedScore };
  }

  it("tells a course's watchers once when a rescore moves it to another band", async () => {
    const { course, scored, elsewhere, follower } = await followedCourseAboutToMove();
    await rescore(course.id);
    await rescore(course.id);
    expect(await notificationsOf(follower.userId, "Trust band changed:")).toBe(1);
    const item = await latestChange(follower.cookie, follower.itemId);
    expect(item?.latestChange).toContain(`from ${trustBand(elsewhere).label} to ${scored.bandLabel}`);
  });

  it("tells them of a band moved by a batch rescore too (the start-up formula check's), in the batch's transaction", async () => {
    const { course, scored, follower, storedScore } = await followedCourseAboutToMove();
    await t.db.update(courses).set({ trustFormulaVersion: null }).where(eq(courses.id, course.id));
    await rescoreOutdatedCourses(t.db, createUncachedAppEvents());
    expect(await storedScore()).toBe(scored.score);
    expect(await notificationsOf(follower.userId, "Trust band changed:")).toBe(1);
  });

  it("tells no one of a band change when TRUST_BANDS_CHANGED has no handler listed; the score is still stored", async () => {
    const { course, scored, follower, storedScore } = await followedCourseAboutToMove();
    await rescore(course.id, createDomainEvents());
    expect(await storedScore()).toBe(scored.score);
    expect(await notificationsOf(follower.userId, "Trust band changed:")).toBe(0);
  });

  it("rolls the rescore back with its notice when a band-change handler fails", async () => {
    const { course, elsewhere, follower, storedScore } = await followedCourseAboutToMove();
    const failing = failingAfter(TRUST_BANDS_CHANGED, watchersOfBandChanges);
    await expect(rescore(course.id, failing)).rejects.toThrow("a later handler failed");
    expect(await storedScore()).toBe(elsewhere);
    expect(await notificationsOf(follower.userId, "Trust band changed:")).toBe(0);
  });

  it("tells a course's watchers once per new sales-page snapshot, not for the first or an unchanged one", async () => {
    const course = await createCourse(t.db);
    const follower = await watcher({ targetType: "course", targetId: course.id });
    const snapshots = createSnapshotService({ db: t.db, storage: null });
    const first = "<html><body><h1>Bookkeeping</h1><p>Six weeks of lessons.</p></body></html>";
    const second =
      "<html><body><h1>Bookkeeping</h1><p>Six weeks of lessons and a bonus call.</p></body></html>";

    const record = (html: string, at: string) =>
      inAppTransaction(t.db, (tx, emit) => snapshots.recordFetch(course.id, fetchedPage(html, at), tx, emit));
    await record(first, "2030-01-01T00:00:00Z");
    expect(await notificationsOf(follower.userId, "Sales page changed:")).toBe(0);
    expect((await record(second, "2030-01-02T00:00:00Z")).stored).toBe(true);
    expect((await record(second, "2030-01-03T00:00:00Z")).stored).toBe(false);
    expect(await notificationsOf(follower.userId, "Sales page changed:")).toBe(1);
    // Nothing a buyer would notice changed (no price, terms or red flags): the notice says so plainly.
    expect((await latestChange(follower.cookie, follower.itemId))?.latestChange).toMatch(
      /changed\. Compare the snapshots to see what is new\.$/,
    );
  });

  it("tells a member once when the price reaches their target, and again for a new target", async () => {
    const course = await createCourse(t.db, { priceCents: 19_900 });
    const follower = await watcher({ targetType: "course", targetId: course.id }, true);
    const other = await watcher({ targetType: "course", targetId: course.id });
    const setTarget = (cookie: string, itemId: number, priceTarget: number | null) =>
      t.app.inject({
        method: "PATCH",
        url: `/api/watchlist/${itemId}`,
        headers: { cookie },
        payload: { priceTarget },
      });
    await setTarget(follower.cookie, follower.itemId, 150);
    const setPrice = (cents: number) =>
      t.db.update(courses).set({ priceCents: cents }).where(eq(courses.id, course.id));

    await checkPriceAlerts(t.db, appEvents, new Date());
    expect(await notificationsOf(follower.userId, "Price target reached:")).toBe(0);

    await setPrice(14_900);
    await checkPriceAlerts(t.db, appEvents, new Date());
    await checkPriceAlerts(t.db, appEvents, new Date());
    expect(await notificationsOf(follower.userId, "Price target reached:")).toBe(1);
    expect(await notificationsOf(other.userId, "Price target reached:")).toBe(0);
    expect(await mailsTo(follower.address)).toBe(1);
    expect((await latestChange(follower.cookie, follower.itemId))?.latestChange).toBe(
      `${course.title} is now $149, at or below your target of $150.`,
    );

    await setTarget(follower.cookie, follower.itemId, 140);
    await checkPriceAlerts(t.db, appEvents, new Date());
    expect(await notificationsOf(follower.userId, "Price target reached:")).toBe(1);
    await setPrice(13_900);
    await checkPriceAlerts(t.db, appEvents, new Date());
    expect(await notificationsOf(follower.userId, "Price target reached:")).toBe(2);
  });

  it("holds a price target in the course's currency and never compares it with another", async () => {
    const course = await createCourse(t.db, { priceCents: 89_900, currency: "ZAR" });
    const follower = await watcher({ targetType: "course", targetId: course.id });
    const setTarget = (payload: object) =>
      t.app.inject({
        method: "PATCH",
        url: `/api/watchlist/${follower.itemId}`,
        headers: { cookie: follower.cookie },
        payload: payload as Record<string, unknown>,
      });
    const refused = await setTarget({ priceTarget: 50, currency: "USD" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: WATCHLIST_MESSAGES.otherCurrency });
    const saved = await setTarget({ priceTarget: 799 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await latestChange(follower.cookie, follower.itemId))?.priceTargetCurrency).toBe("ZAR");

    // Sold in dollars now: 49 is a smaller number than 799, but no cheaper.
    await t.db.update(courses).set({ priceCents: 4_900, currency: "USD" }).where(eq(courses.id, course.id));
    await checkPriceAlerts(t.db, appEvents, new Date());
    expect(await notificationsOf(follower.userId, "Price target reached:")).toBe(0);
    const item = await latestChange(follower.cookie, follower.itemId);
    expect(item).toMatchObject({
      currentPrice: 49,
      currency: "USD",
      priceTarget: 799,
      priceTargetCurrency: "ZAR",
    });

    await t.db.update(courses).set({ priceCents: 79_900, currency: "ZAR" }).where(eq(courses.id, course.id));
    await checkPriceAlerts(t.db, appEvents, new Date());
    expect(await notificationsOf(follower.userId, "Price target reached:")).toBe(1);
    expect((await latestChange(follower.cookie, follower.itemId))?.latestChange).toBe(
      `${course.title} is now ZAR\u00a0799, at or below your target of ZAR\u00a0799.`,
    );
  });

  /** A course priced at $149 with two followers whose price target of $150 it has reached. */
  async function reachedPriceTargets() {
    const course = await createCourse(t.db, { priceCents: 14_900 });
    const followers = [
      await watcher({ targetType: "course", targetId: course.id }, true),
      await watcher({ targetType: "course", targetId: course.id }, true),
    ];
    for (const follower of followers) {
      const set = await t.app.inject({
        method: "PATCH",
        url: `/api/watchlist/${follower.itemId}`,
        headers: { cookie: follower.cookie },
        payload: { priceTarget: 150 },
      });
      expect(set.statusCode, set.body).toBe(200);
    }
    const told = async () =>
      Promise.all(
        followers.map(async (f) => [
          await notificationsOf(f.userId, "Price target reached:"),
          await mailsTo(f.address),
        ]),
      );
    return { told };
  }

  it.each([
    { when: "PRICES_CHECKED has no handler listed", events: createDomainEvents, error: null },
    {
      when: "a later PRICES_CHECKED handler fails (every notice of the check rolls back)",
      events: () => failingAfter(PRICES_CHECKED, watchersOfReachedPriceTargets),
      error: "a later handler failed",
    },
  ])("tells no one of a reached price target when $when", async ({ events, error }) => {
    const { told } = await reachedPriceTargets();
    const failed = await checkPriceAlerts(t.db, events(), new Date()).then(
      () => null,
      (cause: Error) => cause.message,
    );
    expect(failed).toBe(error);
    expect(await told()).toEqual([
      [0, 0],
      [0, 0],
    ]);
    // The targets were due all along: the app's handler tells each follower once.
    await checkPriceAlerts(t.db, appEvents, new Date());
    expect(await told()).toEqual([
      [1, 1],
      [1, 1],
    ]);
  });

  it("tells the followers of a creator and of their courses once when an admin confirms a public record", async () => {
    const creator = await createCreator(t.db, { name: "Ysolde Marrack" });
    const course = await createCourse(t.db, { creatorId: creator.id });
    const otherCourse = await createCourse(t.db);
    const ofCreator = await watcher({ targetType: "creator", targetId: creator.id }, true);
    const ofCourse = await watcher({ targetType: "course", targetId: course.id });
    const bystander = await watcher({ targetType: "course", targetId: otherCourse.id }, true);
    // One member following both the creator and the course: one notice, one e-mail.
    const both = await watcher({ targetType: "creator", targetId: creator.id }, true);
    const bothCourse = await sendAs(t.app, "POST", "/api/watchlist", both.cookie, {
      targetType: "course",
      targetId: course.id,
    });
    expect(bothCourse.statusCode, bothCourse.body).toBe(201);

    const cookie = await admin();
    const imported = await sendAs(t.app, "POST", "/api/admin/public-records/import", cookie, {
      format: "hypecheck",
      content: JSON.stringify({
        format: "hypecheck-public-records",
        version: 1,
        dataset: "watchlist-test",
        refreshedAt: "2026-11-01",
        records: [
          {
            sourceId: "watchlist-test-1",
            authority: "FTC",
            authorityName: "US Federal Trade Commission",
            jurisdiction: "US",
            kind: "complaint",
            date: "2026-10-01",
            title: "FTC v. Ysolde Marrack (fictional, for a test)",
            url: "https://records.example/ftc-v-marrack",
            names: [{ name: "Ysolde Marrack", kind: "person" }],
            outcome: "alleged",
            summary: "A fictional complaint.",
          },
        ],
      }),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const search = await sendAs(t.app, "GET", "/api/admin/public-records?q=Ysolde%20Marrack", cookie);
    const recordId = (search.json() as { items: Array<{ id: number }> }).items[0]!.id;

    // Before an admin confirms anything, nobody is told (a name match changes nothing they see).
    expect(await notificationsOf(ofCreator.userId, "Public record added:")).toBe(0);
    const link = await sendAs(t.app, "POST", `/api/admin/creators/${creator.id}/public-records`, cookie, {
      recordId,
      evidence: "The fictional complaint names her and her site, the one on her profile.",
    });
    expect(link.statusCode, link.body).toBe(201);

    for (const told of [ofCreator, ofCourse, both]) {
      expect(await notificationsOf(told.userId, "Public record added:")).toBe(1);
    }
    expect(await notificationsOf(bystander.userId, "Public record added:")).toBe(0);
    expect(await mailsTo(ofCreator.address)).toBe(1);
    expect(await mailsTo(both.address)).toBe(1);
    expect(await mailsTo(ofCourse.address)).toBe(0);
    expect(await mailsTo(bystander.address)).toBe(0);
    const [mail] = await t.db
      .select({ subject: emailOutbox.subject, body: emailOutbox.body })
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.toAddress, ofCreator.address), eq(emailOutbox.kind, WATCHLIST_NOTIFICATION_KIND)),
      );
    expect(mail?.subject).toBe("HypeCheck watchlist: Public record added: Ysolde Marrack");
    expect(mail?.body).toContain("Named in an FTC complaint (alleged)");
    expect(mail?.body).toContain(`/creators/${creator.slug}#public-records`);
    expect((await latestChange(ofCourse.cookie, ofCourse.itemId))?.latestChange).toMatch(
      /^Named in an FTC complaint \(alleged\): an admin confirmed/,
    );
  });

  it("tells each watcher of an event once however often it is told", async () => {
    const creator = await createCreator(t.db);
    const a = await watcher({ targetType: "creator", targetId: creator.id });
    const b = await watcher({ targetType: "creator", targetId: creator.id });
    const event = { kind: "report", creatorId: creator.id, reportId: 987_654, at: new Date() } as const;
    expect(await notifyWatchers(t.db, event)).toBe(2);
    expect(await notifyWatchers(t.db, event)).toBe(0);
    expect(await notificationsOf(a.userId, "Scam report confirmed:")).toBe(1);
    expect(await notificationsOf(b.userId, "Scam report confirmed:")).toBe(1);
  });
});
