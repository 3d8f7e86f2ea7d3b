// Price alerts (own alerts only, the free plan's cap on active alerts), price drops from the price
// history, and a course's 12-month history with camelcamelcamel's "good deal" flag. Amounts are
// compared only within one currency (src/shared/domain/money.ts): an alert is set in the course's
// currency, a drop is from one price to a lower one in the same currency, and the 12-month figures
// count the prices recorded in the course's currency now.
import { and, asc, count, desc, eq, gte, sql } from "drizzle-orm";
import {
  type CreatePriceAlertBody,
  GOOD_DEAL_MARGIN,
  PRICE_ALERT_MESSAGES,
  type PriceAlert,
  type PriceAlertListResponse,
  type PriceDrop,
  type PriceHistoryResponse,
} from "../../../shared/contracts/price-alerts";
import { fitsMinorUnits, formatMinor, fromMinor, toMinor } from "../../../shared/domain/money";
import { planQuotas, UNLIMITED } from "../../../shared/domain/plans";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/auth";
import { coursePriceHistory, courses } from "../../db/schema/courses";
import { priceAlerts } from "../../db/schema/price-alerts";
import { BadRequestError, ConflictError, ForbiddenError } from "../../lib/errors";
import { findExisting } from "../../lib/lock-row";
import { toPlanSubject, type UserRow } from "../auth/users";
import { deleteMembersRow } from "../member-rows";

const alertColumns = {
  id: priceAlerts.id,
  courseId: priceAlerts.courseId,
  courseName: courses.title,
  currentPriceCents: courses.priceCents,
  courseCurrency: courses.currency,
  targetPriceCents: priceAlerts.targetPriceCents,
  currency: priceAlerts.currency,
  isActive: priceAlerts.isActive,
  triggeredAt: priceAlerts.triggeredAt,
  createdAt: priceAlerts.createdAt,
};

type AlertRow = {
  id: number;
  courseId: number;
  courseName: string;
  currentPriceCents: number;
  courseCurrency: string;
  targetPriceCents: number;
  currency: string;
  isActive: boolean;
  triggeredAt: Date | null;
  createdAt: Date;
};

export function toPriceAlert(row: AlertRow): PriceAlert {
  // A course now priced in another currency than the target's is not compared with it.
  const comparable = row.courseCurrency === row.currency;
  return {
    id: row.id,
    courseId: row.courseId,
    courseName: row.courseName,
    currentPrice: fromMinor(row.currentPriceCents, row.courseCurrency),
    courseCurrency: row.courseCurrency,
    targetPrice: fromMinor(row.targetPriceCents, row.currency),
    currency: row.currency,
    comparable,
    isActive: row.isActive,
    targetReached: comparable && row.currentPriceCents <= row.targetPriceCents,
    amountAboveTarget: comparable
      ? fromMinor(Math.max(0, row.currentPriceCents - row.targetPriceCents), row.currency)
      : 0,
    triggeredAt: row.triggeredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Active alerts the member's plan allows at once; null for unlimited. */
export function activeAlertLimit(user: UserRow, now: Date): number | null {
  const quota = planQuotas(toPlanSubject(user), now).activePriceAlerts;
  return quota === UNLIMITED ? null : quota;
}

const toIso = (value: Date | string): string => new Date(value).toISOString();

export function createPriceAlertService(db: Db, now: () => Date = () => new Date()) {
  async function activeCount(executor: Pick<Db, "select">, userId: string): Promise<number> {
    const [row] = await executor
      .select({ n: count() })
      .from(priceAlerts)
      .where(and(eq(priceAlerts.userId, userId), eq(priceAlerts.isActive, true)));
    return row?.n ?? 0;
  }

  return {
    async list(user: UserRow): Promise<PriceAlertListResponse> {
      const rows = await db
        .select(alertColumns)
        .from(priceAlerts)
        .innerJoin(courses, eq(courses.id, priceAlerts.courseId))
        .where(eq(priceAlerts.userId, user.id))
        .orderBy(desc(priceAlerts.createdAt), desc(priceAlerts.id));
      return {
        items: rows.map(toPriceAlert),
        activeCount: rows.filter((row) => row.isActive).length,
        activeLimit: activeAlertLimit(user, now()),
      };
    },

    /**
     * The plan cap and the duplicate rule are checked with the member's row locked, so two
     * simultaneous creates cannot both take the last free slot.
     */
    async create(user: UserRow, body: CreatePriceAlertBody): Promise<PriceAlert> {
      return db.transaction(async (tx) => {
        const course = await findExisting(tx, courses, body.courseId, PRICE_ALERT_MESSAGES.courseNotFound, {
          id: courses.id,
          title: courses.title,
          priceCents: courses.priceCents,
          currency: courses.currency,
        });
        // The target is in the course's currency; another one is refused, never converted.
        if (body.currency !== undefined && body.currency !== course.currency) {
          throw new BadRequestError(PRICE_ALERT_MESSAGES.otherCurrency);
        }
        if (!fitsMinorUnits(body.targetPrice, course.currency)) {
          throw new BadRequestError(PRICE_ALERT_MESSAGES.decimals);
        }
        const targetPriceCents = toMinor(body.targetPrice, course.currency);

        await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");

        const [duplicate] = await tx
          .select({ id: priceAlerts.id })
          .from(priceAlerts)
          .where(
            and(
              eq(priceAlerts.userId, user.id),
              eq(priceAlerts.courseId, course.id),
              eq(priceAlerts.targetPriceCents, targetPriceCents),
              eq(priceAlerts.currency, course.currency),
              eq(priceAlerts.isActive, true),
            ),
          );
        if (duplicate) throw new ConflictError(PRICE_ALERT_MESSAGES.duplicate);

        const limit = activeAlertLimit(user, now());
        if (limit !== null && (await activeCount(tx, user.id)) >= limit) {
          throw new ForbiddenError(PRICE_ALERT_MESSAGES.limit);
        }

        const [row] = await tx
          .insert(priceAlerts)
          .values({ userId: user.id, courseId: course.id, targetPriceCents, currency: course.currency })
          .returning();
        if (!row) throw new Error("price alert insert returned no row");
        return toPriceAlert({
          ...row,
          courseName: course.title,
          currentPriceCents: course.priceCents,
          courseCurrency: course.currency,
        });
      });
    },

    /** Deletes the member's own alert; anyone else's is "not found", never "forbidden". */
    async remove(user: UserRow, id: number): Promise<void> {
      await deleteMembersRow(db, priceAlerts, { userId: user.id, id }, PRICE_ALERT_MESSAGES.alertNotFound);
    },

    /**
     * Courses whose newest recorded price is lower than the one before it in the same currency,
     * newest drop first (a change of currency is not a drop: the amounts are not compared).
     */
    async drops(limit: number): Promise<PriceDrop[]> {
      const { rows } = (await db.execute(sql`
        with ranked as (
          select course_id, price_cents, currency, recorded_at,
                 row_number() over (partition by course_id order by recorded_at desc, id desc) as rn
          from ${coursePriceHistory}
        )
        select c.id as "courseId", c.title as "courseName", prev.price_cents as "oldCents",
               cur.price_cents as "newCents", cur.currency, cur.recorded_at as "droppedAt"
        from ranked cur
        join ranked prev on prev.course_id = cur.course_id and prev.rn = 2
        join ${courses} c on c.id = cur.course_id
        where cur.rn = 1 and cur.currency = prev.currency and cur.price_cents < prev.price_cents
        order by cur.recorded_at desc, c.id desc
        limit ${limit}
      `)) as unknown as {
        rows: Array<{
          courseId: number;
          courseName: string;
          oldCents: number;
          newCents: number;
          currency: string;
          droppedAt: Date | string;
        }>;
      };
      return rows.map((row) => ({
        courseId: Number(row.courseId),
        courseName: row.courseName,
        oldPrice: fromMinor(Number(row.oldCents), row.currency),
        newPrice: fromMinor(Number(row.newCents), row.currency),
        currency: row.currency,
        droppedAt: toIso(row.droppedAt),
        percent:
          Number(row.oldCents) > 0
            ? Math.round(((Number(row.oldCents) - Number(row.newCents)) / Number(row.oldCents)) * 1000) / 10
            : 0,
      }));
    },

    async history(courseId: number): Promise<PriceHistoryResponse> {
      const course = await findExisting(db, courses, courseId, PRICE_ALERT_MESSAGES.courseNotFound, {
        id: courses.id,
        priceCents: courses.priceCents,
        currency: courses.currency,
      });
      const since = new Date(now());
      since.setUTCFullYear(since.getUTCFullYear() - 1);
      const points = await db
        .select({
          at: coursePriceHistory.recordedAt,
          cents: coursePriceHistory.priceCents,
          currency: coursePriceHistory.currency,
        })
        .from(coursePriceHistory)
        .where(and(eq(coursePriceHistory.courseId, courseId), gte(coursePriceHistory.recordedAt, since)))
        .orderBy(asc(coursePriceHistory.recordedAt), asc(coursePriceHistory.id));
      return {
        courseId,
        points: points.map((p) => ({
          at: p.at.toISOString(),
          price: fromMinor(p.cents, p.currency),
          currency: p.currency,
        })),
        ...judgeDeal({ cents: course.priceCents, currency: course.currency }, points),
      };
    },
  };
}

export type PriceAlertService = ReturnType<typeof createPriceAlertService>;

/**
 * camelcamelcamel's idea: a price within 5% of the lowest seen in 12 months is a good deal. Only the
 * prices recorded in the course's currency now count; with none there is nothing to compare with,
 * so it is not called one.
 */
export function judgeDeal(
  current: { cents: number; currency: string },
  history: readonly { cents: number; currency: string }[],
): Pick<
  PriceHistoryResponse,
  "currency" | "lowest12Months" | "highest12Months" | "currentPrice" | "goodDeal" | "goodDealReason"
> {
  const { currency } = current;
  const currentCents = current.cents;
  const historyCents = history.filter((point) => point.currency === currency).map((point) => point.cents);
  const others = history.length - historyCents.length;
  // Prices recorded in another currency are left out, and the reason says so.
  const otherNote =
    others === 0
      ? ""
      : ` ${others === 1 ? "One recorded price is" : `${others} recorded prices are`} in another currency: not compared.`;
  const money = (cents: number) => formatMinor(cents, currency);
  const all = [...historyCents, currentCents];
  const lowest = Math.min(...all);
  const highest = Math.max(...all);
  const base = {
    currency,
    lowest12Months: fromMinor(lowest, currency),
    highest12Months: fromMinor(highest, currency),
    currentPrice: fromMinor(currentCents, currency),
  };
  if (historyCents.length === 0) {
    return {
      ...base,
      goodDeal: false,
      goodDealReason: `No price history recorded in the last 12 months${others === 0 ? "" : ` in ${currency}`} yet, so there is nothing to compare with.${otherNote}`,
    };
  }
  const percent = Math.round(GOOD_DEAL_MARGIN * 100);
  // Integer arithmetic: minor units * 100 against the low * 105, no floating-point edge.
  const goodDeal = currentCents * 100 <= lowest * (100 + percent);
  if (currentCents === lowest) {
    return {
      ...base,
      goodDeal,
      goodDealReason: `${money(currentCents)} is the lowest price seen in the last 12 months.${otherNote}`,
    };
  }
  const above = lowest > 0 ? Math.round(((currentCents - lowest) / lowest) * 1000) / 10 : 100;
  return {
    ...base,
    goodDeal,
    goodDealReason: `${
      goodDeal
        ? `${money(currentCents)} is within ${percent}% of the 12-month low of ${money(lowest)}.`
        : `${money(currentCents)} is ${above}% above the 12-month low of ${money(lowest)}; a good deal is within ${percent}%.`
    }${otherNote}`,
  };
}
