// Fires price alerts: every active alert whose course now costs at most its target becomes
// inactive (triggered_at, triggered_price_cents), and its member gets one in-app notification and
// one e-mail in the outbox, both keyed `price-alert:{alertId}`. Each alert is handled in its own
// transaction whose first step is a conditional update (still active, price still at or below the
// target), so two runs racing each other fire it once; the unique dedupe keys are the second guard.
// A target is compared only with a price in its own currency: a course now priced in another
// currency does not fire it (src/shared/domain/money.ts).
//
// After its own alerts, the check emits PRICES_CHECKED (price-alert-events.ts) in a transaction of
// the app's events: the watchlist tells the members whose watched course reached their price target
// (its handler, registered in event-handlers.ts). This module imports no watchlist code.
//
// E-mail: rows are written to email_outbox (sent_at null); the send-outbox job delivers them over
// SMTP_URL when it is set, and admins read the outbox either way.
import { and, eq, sql } from "drizzle-orm";
import { formatMinor } from "../../../shared/domain/money";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/auth";
import { courses } from "../../db/schema/courses";
import { priceAlerts } from "../../db/schema/price-alerts";
import type { DomainEvents } from "../../lib/domain-events";
import type { Job } from "../../lib/job";
import { notifyMember } from "../notifications/notify-member";
import { queueEmail } from "../outbox/queue-email";
import { PRICES_CHECKED } from "./price-alert-events";
import { priceTargetReached } from "./price-target-reached";

export const PRICE_ALERTS_CHECK_JOB = "price-alerts-check";
export const PRICE_ALERTS_CHECK_INTERVAL_MS = 15 * 60 * 1000;
export const PRICE_ALERT_NOTIFICATION_KIND = "price-alert";

export function priceAlertDedupeKey(alertId: number): string {
  return `price-alert:${alertId}`;
}

export interface PriceAlertsCheckOptions {
  /** PUBLIC_ORIGIN, for absolute links in e-mail; without it the e-mail carries the path. */
  publicOrigin?: string | undefined;
  signal?: AbortSignal;
}

export interface PriceAlertsCheckResult {
  /** Active alerts found at or below their target. */
  due: number;
  /** Alerts this call fired (a racing run may have fired the others). */
  fired: number;
}

/**
 * Checks every active alert against its course's current price, then emits PRICES_CHECKED through
 * `events` (the app's: the watchers' price targets). Safe to call at any time and from anywhere (the
 * job, the page watch after a moved price): an alert fires once and only once.
 */
export async function checkPriceAlerts(
  db: Db,
  events: DomainEvents,
  now: Date,
  options: PriceAlertsCheckOptions = {},
): Promise<PriceAlertsCheckResult> {
  const reached = priceTargetReached({
    targetCents: priceAlerts.targetPriceCents,
    currency: priceAlerts.currency,
  });
  const due = await db
    .select({
      id: priceAlerts.id,
      userId: priceAlerts.userId,
      email: users.email,
      firstName: users.firstName,
      courseId: courses.id,
      courseName: courses.title,
      priceCents: courses.priceCents,
      targetPriceCents: priceAlerts.targetPriceCents,
      currency: priceAlerts.currency,
    })
    .from(priceAlerts)
    .innerJoin(courses, eq(courses.id, priceAlerts.courseId))
    .innerJoin(users, eq(users.id, priceAlerts.userId))
    .where(and(eq(priceAlerts.isActive, true), reached))
    .orderBy(priceAlerts.id);

  let fired = 0;
  for (const alert of due) {
    if (options.signal?.aborted) break;
    const didFire = await db.transaction(async (tx) => {
      // Still active and the price still at or below the target, read at this moment.
      const [claimed] = await tx
        .update(priceAlerts)
        .set({
          isActive: false,
          triggeredAt: now,
          triggeredPriceCents: sql`(select ${courses.priceCents} from ${courses} where ${courses.id} = ${priceAlerts.courseId})`,
          updatedAt: now,
        })
        .where(
          and(
            eq(priceAlerts.id, alert.id),
            eq(priceAlerts.isActive, true),
            sql`exists (select 1 from ${courses} where ${courses.id} = ${priceAlerts.courseId} and ${reached})`,
          ),
        )
        .returning({ priceCents: priceAlerts.triggeredPriceCents });
      if (!claimed) return false;

      const priceCents = claimed.priceCents ?? alert.priceCents;
      const price = formatMinor(priceCents, alert.currency);
      const target = formatMinor(alert.targetPriceCents, alert.currency);
      const link = `/courses/${alert.courseId}`;
      const dedupeKey = priceAlertDedupeKey(alert.id);
      await notifyMember(tx, {
        userId: alert.userId,
        kind: PRICE_ALERT_NOTIFICATION_KIND,
        title: `Price alert: ${alert.courseName}`,
        body: `${alert.courseName} is now ${price}, at or below your target of ${target}.`,
        link,
        dedupeKey,
        at: now,
      });
      const url = options.publicOrigin ? `${options.publicOrigin.replace(/\/$/, "")}${link}` : link;
      await queueEmail(tx, {
        to: alert.email,
        firstName: alert.firstName,
        subject: `HypeCheck price alert: ${alert.courseName} is now ${price}`,
        lines: [
          `${alert.courseName} is now ${price}, at or below the target of ${target} you set on HypeCheck.`,
          `See the course and its price history: ${url}`,
          "",
          "This alert has now fired and is inactive; set a new one on the price tracker if you like.",
        ],
        kind: PRICE_ALERT_NOTIFICATION_KIND,
        dedupeKey,
        at: now,
      });
      return true;
    });
    if (didFire) fired += 1;
  }
  await events.transaction(db, (_tx, emit) =>
    emit(PRICES_CHECKED, { at: now, publicOrigin: options.publicOrigin }),
  );
  return { due: due.length, fired };
}

export interface PriceAlertsCheckJobOptions {
  /** The app's domain events: the check emits PRICES_CHECKED through them. */
  events: DomainEvents;
  publicOrigin?: string | undefined;
}

export function priceAlertsCheckJob({ events, publicOrigin }: PriceAlertsCheckJobOptions): Job {
  return {
    name: PRICE_ALERTS_CHECK_JOB,
    intervalMs: PRICE_ALERTS_CHECK_INTERVAL_MS,
    async run({ db, now, signal }) {
      const result = await checkPriceAlerts(db, events, now(), { publicOrigin, signal });
      return { ...result };
    },
  };
}
