// The price-alert check: an alert fires once and only once when its course's price drops to the
// target, however many runs (one after another, or racing) see it; a later rise and fall does not
// fire it again. After its alerts, a run emits PRICES_CHECKED (the watchers' price targets: their
// tests are in watchlist/notify-watchers.test.ts).
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { coursePriceHistory, courses } from "../../db/schema/courses";
import { notifications } from "../../db/schema/notifications";
import { emailOutbox } from "../../db/schema/outbox";
import { priceAlerts } from "../../db/schema/price-alerts";
import { createUncachedAppEvents } from "../../event-handlers";
import { createDomainEvents } from "../../lib/domain-events";
import { createCourse, createMember } from "../../test/catalog-fixtures";
import { runDueJob } from "../../test/run-job";
import { sharedTestDatabase } from "../../test/test-app";
import { PRICES_CHECKED, type PricesChecked } from "./price-alert-events";
import {
  checkPriceAlerts,
  PRICE_ALERTS_CHECK_JOB,
  priceAlertDedupeKey,
  priceAlertsCheckJob,
} from "./price-alerts-check.job";

const t = sharedTestDatabase();
const appEvents = createUncachedAppEvents();

async function setPrice(courseId: number, priceCents: number, at: Date): Promise<void> {
  await t.db.update(courses).set({ priceCents }).where(eq(courses.id, courseId));
  await t.db.insert(coursePriceHistory).values({ courseId, priceCents, recordedAt: at });
}

/** A new member's active alert with `targetPriceCents` on a new course priced at `priceCents`. */
async function memberWithAlert(priceCents: number, targetPriceCents: number) {
  const member = await createMember(t.db);
  const course = await createCourse(t.db, { priceCents });
  const [alert] = await t.db
    .insert(priceAlerts)
    .values({ userId: member.id, courseId: course.id, targetPriceCents })
    .returning();
  return { member, course, alert: alert! };
}

describe("price-alerts-check", () => {
  it("fires an alert once and only once when the price drops below its target", async () => {
    const { member, course, alert } = await memberWithAlert(19_900, 15_000);
    const key = priceAlertDedupeKey(alert.id);
    const sent = async () => ({
      notifications: await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, member.id), eq(notifications.dedupeKey, key))),
      outbox: await t.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, member.email), eq(emailOutbox.dedupeKey, key))),
      alert: (await t.db.select().from(priceAlerts).where(eq(priceAlerts.id, alert.id)))[0]!,
    });

    // Above the target: nothing happens.
    await checkPriceAlerts(t.db, appEvents, new Date());
    expect((await sent()).notifications).toHaveLength(0);
    expect((await sent()).alert.isActive).toBe(true);

    await setPrice(course.id, 14_000, new Date());

    // The scheduled job, then two more runs one after another and two racing each other.
    const outcome = await runDueJob(t.db, priceAlertsCheckJob({ events: appEvents }));
    expect(outcome).toMatchObject({ job: PRICE_ALERTS_CHECK_JOB, status: "ran" });
    await checkPriceAlerts(t.db, appEvents, new Date());
    await Promise.all([
      checkPriceAlerts(t.db, appEvents, new Date()),
      checkPriceAlerts(t.db, appEvents, new Date()),
    ]);

    const after = await sent();
    // One notice (an array matches only one of its own length).
    expect(after.notifications).toMatchObject([
      { kind: "price-alert", link: `/courses/${course.id}`, readAt: null },
    ]);
    expect(after.notifications[0]?.body).toContain("$140");
    expect(after.outbox).toMatchObject([{ kind: "price-alert", sentAt: null }]);
    expect(after.outbox[0]?.subject).toContain(course.title);
    expect(after.alert).toMatchObject({ isActive: false, triggeredPriceCents: 14_000 });
    expect(after.alert.triggeredAt).not.toBeNull();

    // Up and down again: the alert has fired and stays quiet.
    await setPrice(course.id, 19_900, new Date());
    await checkPriceAlerts(t.db, appEvents, new Date());
    await setPrice(course.id, 13_000, new Date());
    await Promise.all([
      checkPriceAlerts(t.db, appEvents, new Date()),
      checkPriceAlerts(t.db, appEvents, new Date()),
    ]);
    const later = await sent();
    expect(later.notifications).toHaveLength(1);
    expect(later.outbox).toHaveLength(1);
    expect(later.alert).toMatchObject({ isActive: false, triggeredPriceCents: 14_000 });
  });

  it("fires racing runs of many due alerts exactly once each", async () => {
    const member = await createMember(t.db);
    const course = await createCourse(t.db, { priceCents: 50_000 });
    const alerts = await t.db
      .insert(priceAlerts)
      .values(
        [40_000, 41_000, 42_000, 43_000].map((targetPriceCents) => ({
          userId: member.id,
          courseId: course.id,
          targetPriceCents,
        })),
      )
      .returning({ id: priceAlerts.id });
    await setPrice(course.id, 39_900, new Date());

    const results = await Promise.all([1, 2, 3].map(() => checkPriceAlerts(t.db, appEvents, new Date())));
    expect(results.every((r) => r.due >= 0)).toBe(true);

    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(rows.map((r) => r.dedupeKey).sort()).toEqual(alerts.map((a) => priceAlertDedupeKey(a.id)).sort());
    const mail = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, member.email));
    expect(mail).toHaveLength(alerts.length);
  });

  it("emits PRICES_CHECKED once a run, after its alerts fired in their own transactions", async () => {
    const { alert } = await memberWithAlert(9_900, 10_000);
    const at = new Date("2030-03-01T12:00:00Z");
    const emitted: PricesChecked[] = [];
    const failing = createDomainEvents();
    failing.on(PRICES_CHECKED, async (event) => {
      emitted.push(event);
      throw new Error("a handler failed");
    });
    const check = checkPriceAlerts(t.db, failing, at, { publicOrigin: "https://hypecheck.example" });
    await expect(check).rejects.toThrow("a handler failed");
    expect(emitted).toEqual([{ at, publicOrigin: "https://hypecheck.example" }]);
    // The failing handler rolled back only its own transaction: the alert had fired and stays fired.
    const notices = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.dedupeKey, priceAlertDedupeKey(alert.id)));
    expect(notices).toHaveLength(1);
  });

  it("puts the site's address in the e-mail link when PUBLIC_ORIGIN is known", async () => {
    const { member, course } = await memberWithAlert(9_900, 10_000);
    await checkPriceAlerts(t.db, appEvents, new Date(), { publicOrigin: "https://hypecheck.example/" });
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, member.email));
    expect(mail?.body).toContain(`https://hypecheck.example/courses/${course.id}`);
  });
});
