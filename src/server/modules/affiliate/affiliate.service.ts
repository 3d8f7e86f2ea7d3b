// Affiliate clicks (docs/decisions/0060-affiliate-clicks.md): the redirect GET /go/{courseId}
// records one, the affiliate dashboard counts them. No address is stored; the visitor hash is an
// HMAC of the anonymous visitor cookie.
import { and, count, desc, eq, gt, gte, sql } from "drizzle-orm";
import {
  AFFILIATE_SOURCES,
  type AffiliateDashboard,
  type AffiliateRange,
  type AffiliateSource,
} from "../../../shared/contracts/affiliate";
import type { Db } from "../../db/client";
import { affiliateClicks } from "../../db/schema/affiliate";
import { courses } from "../../db/schema/courses";
import { creators } from "../../db/schema/creators";
import { DAY_MS } from "../../lib/time";

/** The same visitor clicking the same course again within this window is recorded once. */
export const CLICK_DEDUPE_MS = 60_000;
const TOP_COURSES = 20;

export function clickSource(from: string | undefined): AffiliateSource | "unknown" {
  return (AFFILIATE_SOURCES as readonly string[]).includes(from ?? "")
    ? (from as AffiliateSource)
    : "unknown";
}

/** An http(s) URL we may send a visitor to, or null. */
export function safeAffiliateUrl(stored: string | null): string | null {
  if (stored === null) return null;
  try {
    const url = new URL(stored);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

export interface AffiliateService {
  /** The course's redirect target: its affiliate URL, or null without one; undefined for no such course. */
  target(courseId: number): Promise<string | null | undefined>;
  record(click: {
    courseId: number;
    userId: string | null;
    visitorHash: string | null;
    source: string;
  }): Promise<boolean>;
  dashboard(days: AffiliateRange): Promise<AffiliateDashboard>;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function createAffiliateService(db: Db, now: () => Date = () => new Date()): AffiliateService {
  return {
    async target(courseId) {
      const [row] = await db
        .select({ affiliateUrl: courses.affiliateUrl })
        .from(courses)
        .where(eq(courses.id, courseId))
        .limit(1);
      if (!row) return undefined;
      return safeAffiliateUrl(row.affiliateUrl);
    },

    async record(click) {
      const at = now();
      const who =
        click.userId !== null
          ? eq(affiliateClicks.userId, click.userId)
          : click.visitorHash !== null
            ? eq(affiliateClicks.visitorHash, click.visitorHash)
            : null;
      if (who !== null) {
        const [recent] = await db
          .select({ id: affiliateClicks.id })
          .from(affiliateClicks)
          .where(
            and(
              eq(affiliateClicks.courseId, click.courseId),
              who,
              gt(affiliateClicks.createdAt, new Date(at.getTime() - CLICK_DEDUPE_MS)),
            ),
          )
          .limit(1);
        if (recent) return false;
      }
      await db.insert(affiliateClicks).values({ ...click, createdAt: at });
      return true;
    },

    async dashboard(days) {
      const today = new Date(`${isoDay(now())}T00:00:00.000Z`);
      const start = new Date(today.getTime() - (days - 1) * DAY_MS);
      const inRange = gte(affiliateClicks.createdAt, start);
      const visitor = sql`coalesce(${affiliateClicks.visitorHash}, ${affiliateClicks.userId}::text)`;
      const day = sql<string>`to_char(${affiliateClicks.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;

      const [totals] = await db
        .select({
          clicks: count(),
          uniqueVisitors: sql<number>`count(distinct ${visitor})::int`,
          coursesClicked: sql<number>`count(distinct ${affiliateClicks.courseId})::int`,
        })
        .from(affiliateClicks)
        .where(inRange);
      const perDay = await db
        .select({ date: day, clicks: count() })
        .from(affiliateClicks)
        .where(inRange)
        .groupBy(day);
      const perCourse = await db
        .select({
          courseId: courses.id,
          title: courses.title,
          creatorName: creators.name,
          clicks: count(),
          uniqueVisitors: sql<number>`count(distinct ${visitor})::int`,
        })
        .from(affiliateClicks)
        .innerJoin(courses, eq(courses.id, affiliateClicks.courseId))
        .innerJoin(creators, eq(creators.id, courses.creatorId))
        .where(inRange)
        .groupBy(courses.id, courses.title, creators.name)
        .orderBy(desc(count()), courses.title)
        .limit(TOP_COURSES);
      const perSource = await db
        .select({ source: affiliateClicks.source, clicks: count() })
        .from(affiliateClicks)
        .where(inRange)
        .groupBy(affiliateClicks.source)
        .orderBy(desc(count()), affiliateClicks.source);

      const byDay = new Map(perDay.map((row) => [row.date, row.clicks]));
      const daily = Array.from({ length: days }, (_, i) => {
        const date = isoDay(new Date(start.getTime() + i * DAY_MS));
        return { date, clicks: byDay.get(date) ?? 0 };
      });
      return {
        days,
        from: isoDay(start),
        to: isoDay(today),
        totals: {
          clicks: totals?.clicks ?? 0,
          uniqueVisitors: Number(totals?.uniqueVisitors ?? 0),
          coursesClicked: Number(totals?.coursesClicked ?? 0),
        },
        daily,
        courses: perCourse.map((row) => ({ ...row, uniqueVisitors: Number(row.uniqueVisitors) })),
        sources: perSource,
      };
    },
  };
}
