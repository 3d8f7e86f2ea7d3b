// Reads the press-release and litigation-release feeds in PUBLIC_RECORD_FEEDS into the public
// records, with the page watch's manners (docs/decisions/0202-sales-page-snapshots.md): one feed at
// a time, robots.txt fetched and honoured, the page watch's named User-Agent, the safe fetcher with
// its deadline and size cap (fetch/fetch-page.ts), and a back-off after failures: a feed that
// failed n times in a row waits interval × 2^n. A feed that fails is recorded on its dataset row
// (failures, last error) and the run goes on with the next one.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { publicRecordDatasets } from "../../db/schema/public-records";
import { FetchPageError, fetchPage } from "../../fetch/fetch-page";
import { fetchRobots } from "../../fetch/robots";
import type { Job, JobContext } from "../../lib/job";
import { safeErrorSummary } from "../../lib/safe-error";
import { parseRssFeed } from "./import-rss";
import { ImportRefused } from "./parsed-record";
import type { PublicRecordService } from "./public-records.service";

export const PUBLIC_RECORD_FEEDS_JOB = "public-record-feeds";
export const FEED_TIMEOUT_MS = 15_000;
export const FEED_MAX_BYTES = 5 * 1024 * 1024;
const MAX_BACKOFF_EXPONENT = 6;
/** A feed read a little less than an interval ago is due: the run itself takes time. */
const DUE_SLACK = 0.95;
export const FEED_TYPES: ReadonlySet<string> = new Set([
  "application/rss+xml",
  "application/atom+xml",
  "application/rdf+xml",
  "application/xml",
  "text/xml",
  "text/plain",
]);
const FEED_ACCEPT = "application/rss+xml,application/atom+xml,application/xml;q=0.9,text/xml;q=0.9";
export const FEED_ROBOTS_REFUSAL = "robots.txt asks robots like ours not to read this feed.";

export interface PublicRecordFeedOptions {
  feeds: ReadonlyArray<{ url: string; authority: string | undefined }>;
  /** PUBLIC_RECORD_FEED_HOURS in ms. */
  intervalMs: number;
  /** ANALYZER_ALLOW_PRIVATE_URLS (the tests' loopback feeds). */
  allowPrivate: boolean;
  userAgent: string;
  records: Pick<PublicRecordService, "importParsed">;
  timeoutMs?: number;
}

export interface FeedRunResult {
  read: number;
  failed: number;
  notDue: number;
  refusedByRobots: number;
  imported: number;
  updated: number;
  namesToReview: number;
}

export const feedSlug = (url: string) => `feed:${url}`;

/** Records a failed reading on the feed's dataset row (created if the feed was never read). */
async function recordFailure(db: Db, url: string, message: string, at: Date, countsAsFailure: boolean) {
  await db
    .insert(publicRecordDatasets)
    .values({
      slug: feedSlug(url),
      title: url,
      format: "rss",
      sourceUrl: url,
      checkedAt: at,
      failures: countsAsFailure ? 1 : 0,
      lastError: message,
    })
    .onConflictDoUpdate({
      target: publicRecordDatasets.slug,
      set: {
        checkedAt: at,
        failures: countsAsFailure ? sql`${publicRecordDatasets.failures} + 1` : publicRecordDatasets.failures,
        lastError: message,
        updatedAt: at,
      },
    });
}

async function isDue(db: Db, url: string, intervalMs: number, at: Date): Promise<boolean> {
  const [row] = await db
    .select({ checkedAt: publicRecordDatasets.checkedAt, failures: publicRecordDatasets.failures })
    .from(publicRecordDatasets)
    .where(eq(publicRecordDatasets.slug, feedSlug(url)));
  if (!row?.checkedAt) return true;
  const wait = intervalMs * 2 ** Math.min(row.failures, MAX_BACKOFF_EXPONENT) * DUE_SLACK;
  return at.getTime() - row.checkedAt.getTime() >= wait;
}

/** Reads every due feed once, one after another. */
export async function refreshFeeds(
  db: Db,
  options: PublicRecordFeedOptions,
  run: Pick<JobContext, "signal" | "now"> & { log?: Pick<JobContext["log"], "warn"> },
): Promise<FeedRunResult> {
  const result: FeedRunResult = {
    read: 0,
    failed: 0,
    notDue: 0,
    refusedByRobots: 0,
    imported: 0,
    updated: 0,
    namesToReview: 0,
  };
  const timeoutMs = options.timeoutMs ?? FEED_TIMEOUT_MS;
  for (const feed of options.feeds) {
    if (run.signal.aborted) break;
    const at = run.now();
    if (!(await isDue(db, feed.url, options.intervalMs, at))) {
      result.notDue += 1;
      continue;
    }
    const fetchOptions = { allowPrivate: options.allowPrivate, userAgent: options.userAgent, timeoutMs };
    try {
      const url = new URL(feed.url);
      const robots = await fetchRobots(url.origin, fetchOptions);
      if (!robots.allows(`${url.pathname}${url.search}`)) {
        await recordFailure(db, feed.url, FEED_ROBOTS_REFUSAL, at, false);
        result.refusedByRobots += 1;
        continue;
      }
      const page = await fetchPage(feed.url, {
        ...fetchOptions,
        maxBytes: FEED_MAX_BYTES,
        acceptTypes: FEED_TYPES,
        accept: FEED_ACCEPT,
      });
      const file = parseRssFeed(page.body, { url: feed.url, authority: feed.authority });
      const report = await options.records.importParsed(file, null, "Feed refresh");
      await db
        .update(publicRecordDatasets)
        .set({ checkedAt: at, failures: 0, lastError: null, updatedAt: at })
        .where(eq(publicRecordDatasets.slug, feedSlug(feed.url)));
      result.read += 1;
      result.imported += report.imported;
      result.updated += report.updated;
      result.namesToReview += report.namesToReview;
    } catch (error) {
      const message =
        error instanceof FetchPageError
          ? error.message
          : error instanceof ImportRefused
            ? `The feed could not be read: ${error.reasons.slice(0, 3).join(" ")}`
            : "The feed could not be read and recorded this time; it is retried later.";
      run.log?.warn({ feed: feed.url, error: safeErrorSummary(error) }, "public-record feed failed");
      await recordFailure(db, feed.url, message, at, true);
      result.failed += 1;
    }
  }
  return result;
}

export function publicRecordFeedsJob(options: PublicRecordFeedOptions): Job {
  return {
    name: PUBLIC_RECORD_FEEDS_JOB,
    intervalMs: options.intervalMs,
    async run({ db, log, signal, now }) {
      if (options.feeds.length === 0) return { feeds: 0 };
      return { feeds: options.feeds.length, ...(await refreshFeeds(db, options, { signal, now, log })) };
    },
  };
}
