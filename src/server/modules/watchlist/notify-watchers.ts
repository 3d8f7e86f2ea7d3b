// Tells the members who follow a course or a creator that something about it changed: one in-app
// notification per watcher (kind "watchlist"), the watch row's latest change, and for members who
// asked for it one e-mail in the outbox. Every event has a dedupe key, unique per member in both
// tables, so an event told twice (a retry, two racing runs) reaches each watcher once; the latest
// change and the e-mail follow only the notifications this call inserted.
//
// The trust engine, the editorial desk, community reports, public-record links, snapshots and the
// price-alert check emit domain events that the handlers at the end of this file turn into news, in
// the emitting transaction (registered in event-handlers.ts), so the news commits or rolls back with
// the change. This module imports no service, only the events' types (and the price-alert module's
// rule of a reached price target), so any of them may use it without an import cycle.
import { and, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import { formatMinor } from "../../../shared/domain/money";
import { type PageChange, summarizePageChanges } from "../../../shared/domain/page-changes";
import type { TrustBand } from "../../../shared/domain/trust-bands";
import { TRUST_BAND_LABELS } from "../../../shared/domain/trust-bands";
import type { Executor } from "../../db/client";
import { users } from "../../db/schema/auth";
import { courses } from "../../db/schema/courses";
import { creators } from "../../db/schema/creators";
import { notifications } from "../../db/schema/notifications";
import { watchlistItems } from "../../db/schema/watchlist";
import type { EventHandler } from "../../lib/domain-events";
import type { ReportStatusChanged } from "../community-reports/report-events";
import type { CourseVerificationChanged, CreatorStatusChanged } from "../editorial/editorial-events";
import { queueEmails } from "../outbox/queue-email";
import type { PricesChecked } from "../price-alerts/price-alert-events";
import { priceTargetReached } from "../price-alerts/price-target-reached";
import type { RecordLinkChanged } from "../public-records/record-events";
import type { PageSnapshotStored } from "../snapshots/page-events";
import type { TrustBandsChanged } from "../trust/trust-events";

export const WATCHLIST_NOTIFICATION_KIND = "watchlist";

const CREATOR_STATUS_LABELS: Record<string, string> = {
  verified: "Verified Creator",
  unverified: "Unverified",
  suspicious: "Suspicious",
};

/** Something that happened to a followed course or creator. `at` is when it happened. */
export type WatchEvent = CourseEvent | CreatorEvent;

type CourseEvent =
  | { kind: "band"; courseId: number; from: TrustBand; to: TrustBand; score: number; at: Date }
  | { kind: "verified"; courseId: number; at: Date }
  | { kind: "unverified"; courseId: number; reason: string | null; at: Date }
  | {
      kind: "page";
      courseId: number;
      snapshotId: number;
      at: Date;
      /** What changed for a buyer since the previous snapshot, in words (describePageChanges). */
      changes?: readonly PageChange[];
    };

type CreatorEvent =
  | { kind: "report"; creatorId: number; reportId: number; at: Date }
  | { kind: "creator-status"; creatorId: number; from: string; to: string; at: Date }
  | {
      /**
       * An admin confirmed a public record is about the creator (public-records.service link()).
       * Told to the creator's followers and to the followers of any of their courses, once a member.
       */
      kind: "public-record";
      creatorId: number;
      linkId: number;
      /** The record in the source's terms (describeRecord: "Named in an FTC complaint (alleged)"). */
      description: string;
      at: Date;
    };

export interface NotifyOptions {
  /** PUBLIC_ORIGIN, for absolute links in e-mail; without it the e-mail carries the path. */
  publicOrigin?: string | undefined;
}

interface Watcher {
  itemId: number;
  userId: string;
  email: string;
  firstName: string;
  wantsEmail: boolean;
}

interface News {
  title: string;
  /** One sentence: the notification's body and the watch row's latest change. */
  change: string;
  link: string;
  dedupeKey: string;
  at: Date;
}

const watcherColumns = {
  itemId: watchlistItems.id,
  userId: watchlistItems.userId,
  email: users.email,
  firstName: users.firstName,
  wantsEmail: users.watchlistEmail,
};

/**
 * Writes the news for each watcher (once per dedupe key and member) and returns how many members
 * were told by this call. Runs in a savepoint of the caller's transaction, or its own transaction.
 */
async function tell(
  executor: Executor,
  watchers: readonly Watcher[],
  news: News,
  options: NotifyOptions,
): Promise<number> {
  if (watchers.length === 0) return 0;
  // A member can follow both a creator and one of their courses: one notice and one e-mail each.
  const members = [...new Map(watchers.map((w) => [w.userId, w])).values()];
  return executor.transaction(async (tx) => {
    const inserted = await tx
      .insert(notifications)
      .values(
        members.map((w) => ({
          userId: w.userId,
          kind: WATCHLIST_NOTIFICATION_KIND,
          title: news.title,
          body: news.change,
          link: news.link,
          dedupeKey: news.dedupeKey,
          createdAt: news.at,
        })),
      )
      .onConflictDoNothing()
      .returning({ userId: notifications.userId });
    const told = new Set(inserted.map((row) => row.userId));
    const fresh = watchers.filter((w) => told.has(w.userId));
    if (fresh.length === 0) return 0;

    await tx
      .update(watchlistItems)
      .set({ latestChange: news.change, latestChangeAt: news.at })
      .where(
        inArray(
          watchlistItems.id,
          fresh.map((w) => w.itemId),
        ),
      );

    const origin = options.publicOrigin?.replace(/\/+$/, "") ?? "";
    await queueEmails(
      tx,
      members
        .filter((w) => told.has(w.userId) && w.wantsEmail)
        .map((w) => ({
          to: w.email,
          firstName: w.firstName,
          subject: `HypeCheck watchlist: ${news.title}`,
          lines: [
            news.change,
            `See it on HypeCheck: ${origin}${news.link}`,
            "",
            `You get this because you follow it and asked for watchlist e-mail. Turn it off on your watchlist: ${origin}/account/watchlist`,
          ],
          kind: WATCHLIST_NOTIFICATION_KIND,
          dedupeKey: news.dedupeKey,
          at: news.at,
        })),
    );
    return told.size;
  });
}

/** Who follows the course or the creator the condition names. */
async function watchersWhere(executor: Executor, target: SQL): Promise<Watcher[]> {
  return executor
    .select(watcherColumns)
    .from(watchlistItems)
    .innerJoin(users, eq(users.id, watchlistItems.userId))
    .where(target);
}

/** The news of a course event, or null when the course is gone. */
async function courseNews(executor: Executor, event: CourseEvent): Promise<News | null> {
  const [course] = await executor
    .select({ title: courses.title })
    .from(courses)
    .where(eq(courses.id, event.courseId));
  if (!course) return null;
  const name = course.title;
  const link = `/courses/${event.courseId}`;
  const stamp = event.at.getTime();
  switch (event.kind) {
    case "band":
      return {
        title: `Trust band changed: ${name}`,
        change: `${name} moved from ${TRUST_BAND_LABELS[event.from]} to ${TRUST_BAND_LABELS[event.to]} (trust score ${event.score}).`,
        link: `${link}?tab=history`,
        dedupeKey: `watch:band:${event.courseId}:${event.to}:${stamp}`,
        at: event.at,
      };
    case "verified":
      return {
        title: `Verified: ${name}`,
        change: `${name} is now verified by HypeCheck.`,
        link: `${link}?tab=history`,
        dedupeKey: `watch:verified:${event.courseId}:${stamp}`,
        at: event.at,
      };
    case "unverified":
      return {
        title: `Verification revoked: ${name}`,
        change: `The verification of ${name} was revoked.${event.reason ? ` Reason: ${event.reason}` : ""}`,
        link: `${link}?tab=history`,
        dedupeKey: `watch:unverified:${event.courseId}:${stamp}`,
        at: event.at,
      };
    case "page": {
      const said = summarizePageChanges(event.changes ?? []);
      return {
        title: `Sales page changed: ${name}`,
        change: said
          ? `The sales page of ${name} changed: ${said}.`
          : `The sales page of ${name} changed. Compare the snapshots to see what is new.`,
        link: `${link}?tab=snapshots`,
        dedupeKey: `watch:page:${event.snapshotId}`,
        at: event.at,
      };
    }
  }
}

/** The news of a creator event, or null when the creator is gone. */
async function creatorNews(executor: Executor, event: CreatorEvent): Promise<News | null> {
  const [creator] = await executor
    .select({ name: creators.name, slug: creators.slug })
    .from(creators)
    .where(eq(creators.id, event.creatorId));
  if (!creator) return null;
  const link = `/creators/${encodeURIComponent(creator.slug)}`;
  switch (event.kind) {
    case "report":
      return {
        title: `Scam report confirmed: ${creator.name}`,
        change: `A community report about ${creator.name} was confirmed after review.`,
        link,
        dedupeKey: `watch:report:${event.reportId}`,
        at: event.at,
      };
    case "creator-status": {
      const label = (status: string) => CREATOR_STATUS_LABELS[status] ?? status;
      return {
        title: `Creator status changed: ${creator.name}`,
        change: `${creator.name} is now ${label(event.to)} (was ${label(event.from)}).`,
        link,
        dedupeKey: `watch:creator-status:${event.creatorId}:${event.to}:${event.at.getTime()}`,
        at: event.at,
      };
    }
    case "public-record":
      return {
        title: `Public record added: ${creator.name}`,
        change: `${event.description}: an admin confirmed this public record is about ${creator.name}, with the evidence on their page.`,
        link: `${link}#public-records`,
        dedupeKey: `watch:public-record:${event.linkId}`,
        at: event.at,
      };
  }
}

/** Who follows the creator, or any of the creator's courses. */
function creatorOrTheirCourses(creatorId: number): SQL {
  return sql`(${watchlistItems.creatorId} = ${creatorId} or ${watchlistItems.courseId} in
    (select ${courses.id} from ${courses} where ${courses.creatorId} = ${creatorId}))`;
}

/**
 * Tells everyone who follows the event's course or creator, once per event. Returns how many
 * members this call told (0 when nobody follows it, or they had already been told).
 */
export async function notifyWatchers(
  executor: Executor,
  event: WatchEvent,
  options: NotifyOptions = {},
): Promise<number> {
  if ("courseId" in event) {
    const watchers = await watchersWhere(executor, eq(watchlistItems.courseId, event.courseId));
    if (watchers.length === 0) return 0;
    const news = await courseNews(executor, event);
    return news ? tell(executor, watchers, news, options) : 0;
  }
  const target =
    event.kind === "public-record"
      ? creatorOrTheirCourses(event.creatorId)
      : eq(watchlistItems.creatorId, event.creatorId);
  const watchers = await watchersWhere(executor, target);
  if (watchers.length === 0) return 0;
  const news = await creatorNews(executor, event);
  return news ? tell(executor, watchers, news, options) : 0;
}

export function priceTargetDedupeKey(itemId: number, targetCents: number): string {
  return `watch:price:${itemId}:${targetCents}`;
}

/**
 * The price-alert check ran: followed courses whose price is at or below the member's target, in the
 * target's currency (a course now priced in another currency is not compared), are news for that
 * member. Each target is told once (a new target is a new key, so editing it arms it again).
 */
export const watchersOfReachedPriceTargets: EventHandler<PricesChecked> = async (event, { tx }) => {
  const due = await tx
    .select({
      ...watcherColumns,
      courseId: courses.id,
      name: courses.title,
      priceCents: courses.priceCents,
      currency: courses.currency,
      targetCents: watchlistItems.priceTargetCents,
    })
    .from(watchlistItems)
    .innerJoin(courses, eq(courses.id, watchlistItems.courseId))
    .innerJoin(users, eq(users.id, watchlistItems.userId))
    .where(
      and(
        isNotNull(watchlistItems.priceTargetCents),
        priceTargetReached({
          targetCents: watchlistItems.priceTargetCents,
          currency: watchlistItems.currency,
        }),
        sql`not exists (select 1 from ${notifications} n where n.user_id = ${watchlistItems.userId}
          and n.dedupe_key = 'watch:price:' || ${watchlistItems.id} || ':' || ${watchlistItems.priceTargetCents})`,
      ),
    )
    .orderBy(watchlistItems.id);
  for (const row of due) {
    const target = row.targetCents ?? 0;
    await tell(
      tx,
      [row],
      {
        title: `Price target reached: ${row.name}`,
        change: `${row.name} is now ${formatMinor(row.priceCents, row.currency)}, at or below your target of ${formatMinor(target, row.currency)}.`,
        link: `/courses/${row.courseId}`,
        dedupeKey: priceTargetDedupeKey(row.itemId, target),
        at: event.at,
      },
      { publicOrigin: event.publicOrigin },
    );
  }
};

/** A confirmed community report about a listed creator is news for the creator's watchers. */
export const watchersOfConfirmedReport: EventHandler<ReportStatusChanged> = async (event, { tx }) => {
  if (event.to === "verified" && event.creatorId !== null)
    await notifyWatchers(tx, {
      kind: "report",
      creatorId: event.creatorId,
      reportId: event.reportId,
      at: event.at,
    });
};

/** A course's verification given or revoked (with the admin's reason) is news for its watchers. */
export const watchersOfCourseVerification: EventHandler<CourseVerificationChanged> = async (
  event,
  { tx },
) => {
  const { courseId, at } = event;
  await notifyWatchers(
    tx,
    event.verified
      ? { kind: "verified", courseId, at }
      : { kind: "unverified", courseId, reason: event.reason, at },
  );
};

/** A creator's new verification status is news for the creator's watchers. */
export const watchersOfCreatorStatus: EventHandler<CreatorStatusChanged> = async (event, { tx }) => {
  await notifyWatchers(tx, { kind: "creator-status", ...event });
};

/** A public record confirmed about a creator is news for the watchers of the creator and their courses. */
export const watchersOfLinkedRecord: EventHandler<RecordLinkChanged> = async (event, { tx }) => {
  if (event.linked === null) return;
  await notifyWatchers(tx, {
    kind: "public-record",
    creatorId: event.creatorId,
    ...event.linked,
    at: event.at,
  });
};

/** A new snapshot of a course's page, after an earlier one, is news for the course's watchers. */
export const watchersOfChangedPage: EventHandler<PageSnapshotStored> = async (event, { tx }) => {
  await notifyWatchers(tx, { kind: "page", ...event });
};

/**
 * Courses a rescore moved to another band (told before their new scores are written) are news for
 * their watchers: the followed ones are found in one statement, then each is told.
 */
export const watchersOfBandChanges: EventHandler<TrustBandsChanged> = async (event, { tx }) => {
  const followed = await tx
    .selectDistinct({ courseId: watchlistItems.courseId })
    .from(watchlistItems)
    .where(
      inArray(
        watchlistItems.courseId,
        event.courses.map((change) => change.courseId),
      ),
    );
  const watched = new Set(followed.map((row) => row.courseId));
  for (const change of event.courses) {
    if (watched.has(change.courseId)) await notifyWatchers(tx, { kind: "band", ...change, at: event.at });
  }
};
