// The page watch: every PAGE_RECHECK_HOURS, each tracked course page (a course not archived, whose
// original_url is not on a reserved test domain) that is due is read again. Due: never checked, or
// checked at least interval × 2^failures ago (back-off on errors). Politeness: hosts are read in
// parallel (a few at a time), each host serially, one request per host per PAGE_RECHECK_HOST_DELAY_MS;
// robots.txt is fetched once per origin per run and honoured; the User-Agent names HypeCheck and
// where to reach us. A successful reading records a changed price (course_price_history with its
// currency, the course's price, currency and billing, then the price alerts) when the page states
// one with confidence (page-facts reader); a page that states none leaves the price as it was and
// says so (RecheckResult.priceRead false, the snapshot's facts, the run's pricesNotRead). A changed
// page is stored as a snapshot (and its text as the course's sales copy), and the course is
// rescored; three failed readings in a row mark the page unreachable. A reading that
// fails for any reason, ours included (a refused insert, an exception in the analysis), counts as a
// failure with the same back-off: a page that breaks the watch is not left due for ever with its
// last snapshot, price and score frozen. Errors are logged as safeErrorSummary (lib/safe-error.ts),
// never with the page. Each run ends by removing stored raw pages no snapshot names
// (SnapshotService.sweepOrphanRaw).
import { and, eq, gt, sql } from "drizzle-orm";
import type { PageFacts } from "../../../shared/contracts/page-facts";
import type { RecheckPrice, RecheckResult } from "../../../shared/contracts/snapshots";
import { storableText } from "../../analysis/storable-text";
import type { Db } from "../../db/client";
import { coursePriceHistory, courses } from "../../db/schema/courses";
import { coursePages } from "../../db/schema/snapshots";
import { ALLOW_ALL, fetchRobots, type RobotsRules } from "../../fetch/robots";
import type { DomainEvents } from "../../lib/domain-events";
import { AppError } from "../../lib/errors";
import type { Job, JobContext } from "../../lib/job";
import { lockRow } from "../../lib/lock-row";
import { safeErrorSummary } from "../../lib/safe-error";
import { checkPriceAlerts } from "../price-alerts/price-alerts-check.job";
import { rescoreCourse } from "../trust/trust-engine";
import { diffFindings, diffSentences } from "./page-diff";
import { PAGE_CHANGE_RECORDED } from "./page-events";
import { coursePriceKnown, type PagePrice, pagePrice, samePrice, shownPrice } from "./page-price";
import { PageReadError, type PageReaderDeps, readBody, readPage } from "./read-page";
import type { PageReading, RecordOutcome, Reread, SnapshotService } from "./snapshots.service";

export const PAGE_RECHECK_JOB = "page-recheck";
/** Failed readings in a row after which a page is marked unreachable. */
export const UNREACHABLE_AFTER = 3;
/** The back-off stops doubling after this many failures (interval × 1024). */
const MAX_BACKOFF_EXPONENT = 10;
/** A page checked a little less than an interval ago is due: the run itself takes time. */
const DUE_SLACK = 0.95;
const DEFAULT_HOST_CONCURRENCY = 8;
const DEFAULT_BATCH = 500;
const SALES_COPY_MAX = 100_000;
export const ROBOTS_REFUSAL = "robots.txt asks robots like ours not to read this page.";
/** A reading that failed on our side (the page was fetched, or not, and could not be recorded). */
export const NOT_RECORDED = "The page could not be read and recorded this time; it is retried later.";

export function pageRecheckUserAgent(linkOrigin: string): string {
  return `HypeCheck-PageWatch/1 (+${linkOrigin.replace(/\/+$/, "")}/contact; course page monitor)`;
}

export interface PageRecheckOptions {
  snapshots: SnapshotService;
  /**
   * The app's domain events: a recorded reading emits PAGE_SNAPSHOT_STORED (the watchers' notice) and
   * PAGE_CHANGE_RECORDED (the course's audit row) in its transaction (page-events.ts).
   */
  events: DomainEvents;
  /** Fetching and reading (analysis pool, ANALYZER_ALLOW_PRIVATE_URLS, the User-Agent). */
  reader: PageReaderDeps;
  /** PAGE_RECHECK_HOURS in ms. */
  intervalMs: number;
  /** PAGE_RECHECK_HOST_DELAY_MS. */
  hostDelayMs: number;
  /** Hosts read at the same time (default 8). */
  hostConcurrency?: number;
  /** Courses read from the database per batch (default 500). */
  batchSize?: number;
  /** For links in price-alert e-mail. */
  linkOrigin?: string;
  /** After committed changes that the catalogue shows (prices, scores). */
  catalogueChanged?: () => void;
  /** Called after each page (benchmarks). */
  onPage?: (result: PageResult) => void;
}

export interface PageResult extends RecheckResult {
  courseId: number;
}

/** Spaces the requests to each host: the next one may start hostDelayMs after the previous start. */
export function createHostGate(delayMs: number) {
  const next = new Map<string, number>();
  return {
    async wait(host: string, signal?: AbortSignal): Promise<void> {
      const at = Math.max(Date.now(), next.get(host) ?? 0);
      next.set(host, at + delayMs);
      const ms = at - Date.now();
      if (ms <= 0) return;
      if (signal?.aborted) return;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          signal?.removeEventListener("abort", done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        signal?.addEventListener("abort", done, { once: true });
      });
    },
  };
}
type HostGate = ReturnType<typeof createHostGate>;

/** Where a recheck's own faults are told (the job's log, the request's for "Check now"). */
type FaultLog = Pick<JobContext["log"], "error" | "warn">;

interface CheckContext {
  gate: HostGate | null;
  /** robots.txt rules per origin, fetched once per run. */
  robots: Map<string, Promise<RobotsRules>>;
  signal?: AbortSignal;
  log?: FaultLog;
}

async function recordFailure(
  db: Db,
  courseId: number,
  reason: string,
  at: Date,
): Promise<{ failures: number; unreachableSince: Date | null }> {
  const [row] = await db
    .insert(coursePages)
    .values({ courseId, checkedAt: at, failures: 1, lastError: reason, unreachableSince: null })
    .onConflictDoUpdate({
      target: coursePages.courseId,
      set: {
        checkedAt: at,
        failures: sql`${coursePages.failures} + 1`,
        lastError: reason,
        unreachableSince: sql`case when ${coursePages.failures} + 1 >= ${UNREACHABLE_AFTER}
          then coalesce(${coursePages.unreachableSince}, ${at.toISOString()}::timestamptz)
          else ${coursePages.unreachableSince} end`,
      },
    })
    .returning({ failures: coursePages.failures, unreachableSince: coursePages.unreachableSince });
  // A first failure inserts failures = 1; UNREACHABLE_AFTER = 1 would need the same case there.
  return { failures: row?.failures ?? 1, unreachableSince: row?.unreachableSince ?? null };
}

/** Robots refusal: the page was not read, and that is not the page's failure. */
async function recordSkipped(db: Db, courseId: number, reason: string, at: Date) {
  const [row] = await db
    .insert(coursePages)
    .values({ courseId, checkedAt: at, failures: 0, lastError: reason })
    .onConflictDoUpdate({ target: coursePages.courseId, set: { checkedAt: at, lastError: reason } })
    .returning({ failures: coursePages.failures, unreachableSince: coursePages.unreachableSince });
  return { failures: row?.failures ?? 0, unreachableSince: row?.unreachableSince ?? null };
}

function unreachable(
  courseId: number,
  at: Date,
  reason: string,
  state: { failures: number; unreachableSince: Date | null },
  trustScore: number | null,
): PageResult {
  return {
    courseId,
    outcome: "unreachable",
    checkedAt: at.toISOString(),
    snapshotId: null,
    previousSnapshotId: null,
    price: null,
    priceRead: null,
    sentencesAdded: 0,
    sentencesRemoved: 0,
    findingsAppeared: [],
    findingsDisappeared: [],
    changes: [],
    reason,
    failures: state.failures,
    pageUnreachableSince: state.unreachableSince?.toISOString() ?? null,
    trustScore,
  };
}

/**
 * Reads one course's page and records what it found. Returns null when the reading was put off
 * (the analysis pool was full): nothing is recorded and the page stays due.
 */
export async function recheckCourse(
  db: Db,
  options: PageRecheckOptions,
  course: { id: number; url: string; trustScore: number | null },
  context: CheckContext,
  now: () => Date = () => new Date(),
): Promise<PageResult | null> {
  /** A reading that did not happen, recorded (as the page's failure unless `record` says otherwise). */
  const notRead = async (reason: string, record = recordFailure): Promise<PageResult> => {
    const at = now();
    return unreachable(course.id, at, reason, await record(db, course.id, reason, at), course.trustScore);
  };
  let url: URL;
  try {
    url = new URL(course.url);
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("not http(s)");
  } catch {
    return notRead("The course's address is not a web address.");
  }
  const host = url.hostname.toLowerCase();
  let robots = context.robots.get(url.origin);
  if (!robots) {
    robots = (async () => {
      await context.gate?.wait(host, context.signal);
      return fetchRobots(url.origin, {
        allowPrivate: options.reader.allowPrivate,
        userAgent: options.reader.userAgent,
      }).catch(() => ALLOW_ALL);
    })();
    context.robots.set(url.origin, robots);
  }
  if (!(await robots).allows(`${url.pathname}${url.search}`)) return notRead(ROBOTS_REFUSAL, recordSkipped);

  await context.gate?.wait(host, context.signal);
  if (context.signal?.aborted) return null;
  /** A fault of ours: told without the page, and counted as the page's failure (the back-off holds). */
  const fault = (error: unknown, step: string): Promise<PageResult> => {
    context.log?.error({ error: safeErrorSummary(error), courseId: course.id, step }, "page recheck failed");
    return notRead(NOT_RECORDED);
  };
  let reading: Awaited<ReturnType<typeof readPage>>;
  try {
    reading = await readPage({ ...options.reader, now }, course.url);
  } catch (error) {
    if (error instanceof PageReadError) return notRead(error.message);
    if (error instanceof AppError && error.statusCode === 503) return null;
    return fault(error, "read");
  }

  // The latest snapshot read again by the reader that read this page, when this reading would be
  // stored after it: a change of the reader is then not taken for a change of the page. Not read
  // again (a busy pool, a missing raw page), the reading is compared with the snapshot as stored.
  let reread: Reread | null = null;
  try {
    reread = await options.snapshots.rereadLatest(course.id, reading, (input) =>
      readBody(options.reader.analysis, input),
    );
  } catch (error) {
    if (!(error instanceof AppError && error.statusCode === 503))
      context.log?.warn(
        { error: safeErrorSummary(error), courseId: course.id },
        "could not read the last snapshot again",
      );
  }
  let result: Recorded | null;
  try {
    result = await recordReading(db, options, course.id, reading, reread);
  } catch (error) {
    return fault(error, "record");
  }
  return result && resultOf(options.snapshots, course.id, reading.fetchedAt, result);
}

interface Recorded {
  recorded: RecordOutcome;
  /** The course's price before (null: not known) and after, when the reading moved it. */
  price: { from: PagePrice | null; to: PagePrice } | null;
  /** The page stated a price with confidence. */
  priceRead: boolean;
  changed: boolean;
  trustScore: number | null;
}

/** The audit's changes of a price move: each column that moved, a currency change as such. */
function priceChanges(from: PagePrice | null, to: PagePrice): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  if (from === null || from.cents !== to.cents)
    changes.priceCents = { from: from?.cents ?? null, to: to.cents };
  if (from === null || from.currency !== to.currency)
    changes.currency = { from: from?.currency ?? null, to: to.currency };
  if (from === null || from.billing !== to.billing)
    changes.billing = { from: from?.billing ?? null, to: to.billing };
  if (from === null || from.installmentCount !== to.installmentCount)
    changes.installmentCount = { from: from?.installmentCount ?? null, to: to.installmentCount };
  return changes;
}

/**
 * Records a reading in one transaction under the course row's lock: the snapshot, a changed price
 * (only one the page stated with confidence: its history row in its currency, the course's price,
 * currency and billing, and the price fact of the course's facts), the sales copy, the watch's
 * state, PAGE_CHANGE_RECORDED (the audit entry) and the rescore. Null when the course is gone. A raw
 * page written for a transaction that then fails is removed again.
 */
async function recordReading(
  db: Db,
  options: PageRecheckOptions,
  courseId: number,
  reading: PageReading,
  reread: Reread | null,
): Promise<Recorded | null> {
  const at = reading.fetchedAt;
  let rawKey: string | null = null;
  try {
    return await options.events.transaction(db, async (tx, emit) => {
      const row = await lockRow(tx, courses, courseId, {
        priceCents: courses.priceCents,
        currency: courses.currency,
        billing: courses.billing,
        installmentCount: courses.installmentCount,
        facts: courses.facts,
        salesCopy: courses.salesCopy,
        trustScore: courses.trustScore,
      });
      if (!row) return null;
      const recorded = await options.snapshots.recordFetch(courseId, reading, tx, emit, reread);
      rawKey = recorded.objectKey;
      const seen = pagePrice(reading.page.facts);
      const before: PagePrice | null = coursePriceKnown(row.facts)
        ? {
            cents: row.priceCents,
            currency: row.currency,
            billing: row.billing,
            installmentCount: row.installmentCount,
          }
        : null;
      const price =
        seen !== null && (before === null || !samePrice(before, seen)) ? { from: before, to: seen } : null;
      if (price) {
        // The course's facts, when it has them, carry the new price's evidence with it.
        const facts =
          row.facts !== null && typeof row.facts === "object"
            ? { ...(row.facts as PageFacts), price: reading.page.facts?.price ?? null }
            : row.facts;
        await tx
          .update(courses)
          .set({
            priceCents: price.to.cents,
            currency: price.to.currency,
            billing: price.to.billing,
            installmentCount: price.to.installmentCount,
            facts,
            updatedAt: at,
          })
          .where(eq(courses.id, courseId));
        await tx
          .insert(coursePriceHistory)
          .values({ courseId, priceCents: price.to.cents, currency: price.to.currency, recordedAt: at });
      }
      // Cut at a length, which can fall inside a surrogate pair: the half left is removed.
      const copy = storableText(reading.page.text.slice(0, SALES_COPY_MAX));
      if (recorded.stored && copy !== row.salesCopy) {
        await tx.update(courses).set({ salesCopy: copy, updatedAt: at }).where(eq(courses.id, courseId));
      }
      await tx
        .insert(coursePages)
        .values({ courseId, checkedAt: at, failures: 0 })
        .onConflictDoUpdate({
          target: coursePages.courseId,
          set: { checkedAt: at, failures: 0, unreachableSince: null, lastError: null },
        });
      const changed = recorded.stored || price !== null;
      let trustScore = row.trustScore;
      if (changed) {
        const changes: Record<string, { from: unknown; to: unknown }> = {};
        if (price) Object.assign(changes, priceChanges(price.from, price.to));
        if (recorded.stored)
          changes.snapshot = { from: recorded.previous?.id ?? null, to: recorded.snapshot.id };
        await emit(PAGE_CHANGE_RECORDED, { courseId, changes, at });
        trustScore = (await rescoreCourse(tx, emit, courseId, at))?.breakdown.score ?? trustScore;
      }
      return { recorded, price, priceRead: seen !== null, changed, trustScore };
    });
  } catch (error) {
    await options.snapshots.discardRaw(rawKey);
    throw error;
  }
}

function shownMove(from: PagePrice | null, to: PagePrice): NonNullable<RecheckResult["price"]> {
  const shown = (price: PagePrice): RecheckPrice => shownPrice(price);
  return {
    from: from === null ? null : shown(from),
    to: shown(to),
    currencyChanged: from !== null && from.currency !== to.currency,
  };
}

function resultOf(snapshots: SnapshotService, courseId: number, at: Date, result: Recorded): PageResult {
  const { recorded } = result;
  let sentences = { added: 0, removed: 0 };
  let findings = diffFindings(null, null);
  let changes: RecheckResult["changes"] = [];
  if (recorded.stored && recorded.previous) {
    // Through the service: the diff the public ?compare= link asks for next is then cached.
    const diff = snapshots.diff(recorded.previous, recorded.snapshot);
    sentences = { added: diff.addedCount, removed: diff.removedCount };
    findings = { appeared: diff.findingsAppeared, disappeared: diff.findingsDisappeared };
    changes = diff.changes;
  } else if (recorded.stored) {
    const first = diffSentences("", recorded.snapshot.text);
    sentences = { added: first.addedCount, removed: 0 };
    findings = diffFindings(null, recorded.snapshot.detection);
  }
  return {
    courseId,
    outcome: result.changed ? "changed" : "unchanged",
    checkedAt: at.toISOString(),
    snapshotId: recorded.stored ? recorded.snapshot.id : null,
    previousSnapshotId: recorded.stored ? (recorded.previous?.id ?? null) : null,
    price: result.price ? shownMove(result.price.from, result.price.to) : null,
    priceRead: result.priceRead,
    sentencesAdded: sentences.added,
    sentencesRemoved: sentences.removed,
    findingsAppeared: findings.appeared,
    findingsDisappeared: findings.disappeared,
    changes,
    reason: null,
    failures: 0,
    pageUnreachableSince: null,
    trustScore: result.trustScore,
  };
}

/** Reserved names (RFC 2606, 6761) never resolve: demo and test rows are not watched. */
const RESERVED_HOST = String.raw`^https?://[^/?#]*\.(example|test|invalid)\.?(:[0-9]+)?([/?#]|$)`;

export interface RecheckRunResult {
  checked: number;
  changed: number;
  unchanged: number;
  unreachable: number;
  postponed: number;
  priceChanges: number;
  /** Pages read that stated no price with confidence (their courses' prices left as they were). */
  pricesNotRead: number;
  alertsFired: number;
}

/** Every due tracked page, in batches of courses, each batch's hosts in parallel. */
export async function recheckDuePages(
  db: Db,
  options: PageRecheckOptions,
  run: Pick<JobContext, "signal" | "now"> & { log?: JobContext["log"] },
): Promise<RecheckRunResult> {
  const totals: RecheckRunResult = {
    checked: 0,
    changed: 0,
    unchanged: 0,
    unreachable: 0,
    postponed: 0,
    priceChanges: 0,
    pricesNotRead: 0,
    alertsFired: 0,
  };
  const context: CheckContext = {
    gate: createHostGate(options.hostDelayMs),
    robots: new Map(),
    signal: run.signal,
    log: run.log,
  };
  const concurrency = Math.max(1, options.hostConcurrency ?? DEFAULT_HOST_CONCURRENCY);
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const start = run.now();
  let after = 0;
  while (!run.signal.aborted) {
    const waitMs = sql`(${options.intervalMs}::float8 * power(2, least(${coursePages.failures}, ${MAX_BACKOFF_EXPONENT})) * ${DUE_SLACK})`;
    const due = await db
      .select({ id: courses.id, url: courses.originalUrl, trustScore: courses.trustScore })
      .from(courses)
      .leftJoin(coursePages, eq(coursePages.courseId, courses.id))
      .where(
        and(
          gt(courses.id, after),
          sql`${courses.editorialStatus} <> 'archived'`,
          sql`${courses.originalUrl} !~* ${RESERVED_HOST}`,
          sql`(${coursePages.courseId} is null or ${coursePages.checkedAt} <= ${start.toISOString()}::timestamptz - ${waitMs} * interval '1 millisecond')`,
        ),
      )
      .orderBy(courses.id)
      .limit(batchSize);
    if (due.length === 0) break;
    after = due[due.length - 1]!.id;

    const byHost = new Map<string, typeof due>();
    for (const row of due) {
      let host: string;
      try {
        host = new URL(row.url).hostname.toLowerCase();
      } catch {
        host = "";
      }
      const list = byHost.get(host);
      if (list) list.push(row);
      else byHost.set(host, [row]);
    }
    const queues = [...byHost.values()];
    const worker = async () => {
      for (let queue = queues.shift(); queue; queue = queues.shift()) {
        for (const row of queue) {
          if (run.signal.aborted) return;
          let result: PageResult | null;
          try {
            result = await recheckCourse(db, options, row, context, run.now);
          } catch (error) {
            // Recording the failure itself failed (the database is away): logged, the page stays due.
            run.log?.error({ error: safeErrorSummary(error), courseId: row.id }, "page recheck failed");
            result = null;
          }
          if (result === null) {
            totals.postponed += 1;
            continue;
          }
          totals.checked += 1;
          totals[result.outcome] += 1;
          if (result.price) totals.priceChanges += 1;
          if (result.priceRead === false) totals.pricesNotRead += 1;
          options.onPage?.(result);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, queues.length) }, worker));
    if (totals.changed > 0) options.catalogueChanged?.();
  }
  // The alerts fire from the prices just observed, without waiting for their own job.
  if (totals.priceChanges > 0) {
    totals.alertsFired = (
      await checkPriceAlerts(db, options.events, run.now(), { publicOrigin: options.linkOrigin })
    ).fired;
  }
  return totals;
}

/** The admins' "Check now": one course, whatever its back-off; robots.txt is still honoured. */
export async function recheckOneNow(
  db: Db,
  options: PageRecheckOptions,
  course: { id: number; url: string; trustScore: number | null },
  log?: FaultLog,
  now: () => Date = () => new Date(),
): Promise<PageResult | null> {
  const result = await recheckCourse(db, options, course, { gate: null, robots: new Map(), log }, now);
  if (result?.outcome === "changed") options.catalogueChanged?.();
  if (result?.price) await checkPriceAlerts(db, options.events, now(), { publicOrigin: options.linkOrigin });
  return result;
}

export function pageRecheckJob(options: PageRecheckOptions): Job {
  return {
    name: PAGE_RECHECK_JOB,
    intervalMs: options.intervalMs,
    async run({ db, log, signal, now }) {
      const totals = await recheckDuePages(db, options, { signal, now, log });
      let rawPagesRemoved = 0;
      try {
        rawPagesRemoved = (await options.snapshots.sweepOrphanRaw(now(), signal)).removed;
      } catch (error) {
        // The rechecks are recorded; the sweep is tried again next run.
        log.warn({ error: safeErrorSummary(error) }, "could not sweep stored raw pages");
      }
      return { ...totals, rawPagesRemoved };
    },
  };
}
