// The watchlist: a member follows courses and creators (the Free plan up to its quota, paid plans
// without limit), sets or clears a price target on a followed course, stops following, and says
// whether changes are also e-mailed. What is told to watchers is notify-watchers.ts.
import { and, count, desc, eq, sql } from "drizzle-orm";
import {
  type FollowBody,
  WATCHLIST_MESSAGES,
  type WatchItem,
  type WatchlistResponse,
} from "../../../shared/contracts/watchlist";
import { fitsMinorUnits, fromMinor, toMinor } from "../../../shared/domain/money";
import { planQuotas, UNLIMITED } from "../../../shared/domain/plans";
import type { Db, Executor } from "../../db/client";
import { users } from "../../db/schema/auth";
import { courses } from "../../db/schema/courses";
import { creators } from "../../db/schema/creators";
import { watchlistItems } from "../../db/schema/watchlist";
import { BadRequestError, ForbiddenError, NotFoundError } from "../../lib/errors";
import { toPlanSubject, type UserRow } from "../auth/users";
import { deleteMembersRow } from "../member-rows";

/** Items the member's plan allows; null for no limit. */
export function watchlistLimit(user: UserRow, now: Date): number | null {
  const quota = planQuotas(toPlanSubject(user), now).watchlistItems;
  return quota === UNLIMITED ? null : quota;
}

const itemColumns = {
  id: watchlistItems.id,
  targetType: watchlistItems.targetType,
  courseId: watchlistItems.courseId,
  creatorId: watchlistItems.creatorId,
  priceTargetCents: watchlistItems.priceTargetCents,
  priceTargetCurrency: watchlistItems.currency,
  latestChange: watchlistItems.latestChange,
  latestChangeAt: watchlistItems.latestChangeAt,
  createdAt: watchlistItems.createdAt,
  courseTitle: courses.title,
  coursePriceCents: courses.priceCents,
  courseCurrency: courses.currency,
  courseTrustScore: courses.trustScore,
  creatorName: creators.name,
  creatorSlug: creators.slug,
};

type ItemRow = {
  id: number;
  targetType: "course" | "creator";
  courseId: number | null;
  creatorId: number | null;
  priceTargetCents: number | null;
  priceTargetCurrency: string;
  latestChange: string | null;
  latestChangeAt: Date | null;
  createdAt: Date;
  courseTitle: string | null;
  coursePriceCents: number | null;
  courseCurrency: string | null;
  courseTrustScore: number | null;
  creatorName: string | null;
  creatorSlug: string | null;
};

function toWatchItem(row: ItemRow): WatchItem {
  const isCourse = row.targetType === "course";
  return {
    id: row.id,
    targetType: row.targetType,
    targetId: (isCourse ? row.courseId : row.creatorId) ?? 0,
    name: (isCourse ? row.courseTitle : row.creatorName) ?? "",
    link: isCourse ? `/courses/${row.courseId}` : `/creators/${encodeURIComponent(row.creatorSlug ?? "")}`,
    currentPrice:
      isCourse && row.coursePriceCents !== null && row.courseCurrency !== null
        ? fromMinor(row.coursePriceCents, row.courseCurrency)
        : null,
    currency: isCourse ? row.courseCurrency : null,
    priceTarget:
      row.priceTargetCents === null ? null : fromMinor(row.priceTargetCents, row.priceTargetCurrency),
    priceTargetCurrency: row.priceTargetCents === null ? null : row.priceTargetCurrency,
    trustScore: isCourse ? row.courseTrustScore : null,
    latestChange: row.latestChange,
    latestChangeAt: row.latestChangeAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A price target in minor units of the course's currency: `currency`, when given, must be the
 * course's (a target is never converted), and the amount must fit its decimals.
 */
function targetOf(
  priceTarget: number | null | undefined,
  currency: string | undefined,
  courseCurrency: string,
): number | null {
  if (priceTarget == null) return null;
  if (currency !== undefined && currency !== courseCurrency) {
    throw new BadRequestError(WATCHLIST_MESSAGES.otherCurrency);
  }
  if (!fitsMinorUnits(priceTarget, courseCurrency))
    throw new BadRequestError(WATCHLIST_MESSAGES.invalidPrice);
  return toMinor(priceTarget, courseCurrency);
}

export function createWatchlistService(db: Db, now: () => Date = () => new Date()) {
  function selectItems(executor: Executor) {
    return executor
      .select(itemColumns)
      .from(watchlistItems)
      .leftJoin(courses, eq(courses.id, watchlistItems.courseId))
      .leftJoin(creators, eq(creators.id, watchlistItems.creatorId));
  }

  async function one(executor: Executor, userId: string, id: number): Promise<WatchItem> {
    const [row] = await selectItems(executor).where(
      and(eq(watchlistItems.id, id), eq(watchlistItems.userId, userId)),
    );
    if (!row) throw new NotFoundError(WATCHLIST_MESSAGES.itemNotFound);
    return toWatchItem(row);
  }

  return {
    async list(user: UserRow): Promise<WatchlistResponse> {
      const rows = await selectItems(db)
        .where(eq(watchlistItems.userId, user.id))
        .orderBy(desc(watchlistItems.createdAt), desc(watchlistItems.id));
      return { items: rows.map(toWatchItem), limit: watchlistLimit(user, now()), email: user.watchlistEmail };
    },

    /**
     * Follows the course or creator, or answers the item already followed. The member's row is
     * locked first, so two follows at once cannot both take the plan's last place.
     */
    async follow(user: UserRow, body: FollowBody): Promise<{ item: WatchItem; created: boolean }> {
      return db.transaction(async (tx) => {
        const isCourse = body.targetType === "course";
        const [exists] = isCourse
          ? await tx
              .select({ id: courses.id, currency: courses.currency })
              .from(courses)
              .where(eq(courses.id, body.targetId))
          : await tx
              .select({ id: creators.id, currency: sql<string>`'USD'` })
              .from(creators)
              .where(eq(creators.id, body.targetId));
        if (!exists) {
          throw new NotFoundError(
            isCourse ? WATCHLIST_MESSAGES.courseNotFound : WATCHLIST_MESSAGES.creatorNotFound,
          );
        }
        const priceTargetCents = targetOf(body.priceTarget, body.currency, exists.currency);

        await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");

        const sameTarget = isCourse
          ? eq(watchlistItems.courseId, body.targetId)
          : eq(watchlistItems.creatorId, body.targetId);
        const [existing] = await tx
          .select({ id: watchlistItems.id })
          .from(watchlistItems)
          .where(and(eq(watchlistItems.userId, user.id), sameTarget));
        if (existing) return { item: await one(tx, user.id, existing.id), created: false };

        const limit = watchlistLimit(user, now());
        if (limit !== null) {
          const [held] = await tx
            .select({ n: count() })
            .from(watchlistItems)
            .where(eq(watchlistItems.userId, user.id));
          if ((held?.n ?? 0) >= limit) throw new ForbiddenError(WATCHLIST_MESSAGES.limit);
        }

        const [row] = await tx
          .insert(watchlistItems)
          .values({
            userId: user.id,
            targetType: body.targetType,
            courseId: isCourse ? body.targetId : null,
            creatorId: isCourse ? null : body.targetId,
            priceTargetCents,
            currency: exists.currency,
            createdAt: now(),
          })
          .returning({ id: watchlistItems.id });
        if (!row) throw new Error("watchlist insert returned no row");
        return { item: await one(tx, user.id, row.id), created: true };
      });
    },

    /** Sets or clears the price target of the member's own followed course, in the course's currency. */
    async setPriceTarget(
      user: UserRow,
      id: number,
      priceTarget: number | null,
      currency?: string,
    ): Promise<WatchItem> {
      const [row] = await db
        .select({ targetType: watchlistItems.targetType, courseCurrency: courses.currency })
        .from(watchlistItems)
        .leftJoin(courses, eq(courses.id, watchlistItems.courseId))
        .where(and(eq(watchlistItems.id, id), eq(watchlistItems.userId, user.id)));
      if (!row) throw new NotFoundError(WATCHLIST_MESSAGES.itemNotFound);
      if (row.targetType !== "course" && priceTarget !== null) {
        throw new BadRequestError(WATCHLIST_MESSAGES.priceOnCourses);
      }
      const courseCurrency = row.courseCurrency ?? "USD";
      await db
        .update(watchlistItems)
        .set({ priceTargetCents: targetOf(priceTarget, currency, courseCurrency), currency: courseCurrency })
        .where(and(eq(watchlistItems.id, id), eq(watchlistItems.userId, user.id)));
      return one(db, user.id, id);
    },

    /** Removes the member's own item; anyone else's is "not found", never "forbidden". */
    async remove(user: UserRow, id: number): Promise<void> {
      await deleteMembersRow(db, watchlistItems, { userId: user.id, id }, WATCHLIST_MESSAGES.itemNotFound);
    },

    async setEmail(user: UserRow, email: boolean): Promise<boolean> {
      await db.update(users).set({ watchlistEmail: email, updatedAt: now() }).where(eq(users.id, user.id));
      return email;
    },
  };
}

export type WatchlistService = ReturnType<typeof createWatchlistService>;
