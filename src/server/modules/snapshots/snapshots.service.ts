// Sales-page snapshots: recordFetch stores a reading of a course's page when it differs from the
// course's latest snapshot (raw HTML gzipped into object storage, text and findings in the row);
// the list, one snapshot, and the diff between two (computed once per pair: diff-cache.ts). Each
// snapshot keeps the page's facts with their evidence and the price the page stated with confidence
// (page-price.ts), in minor units of its currency. Rows are only ever added. The raw page is written
// after its row (raw-pages.ts): a refused insert leaves no object behind. A new reading is compared
// with the latest snapshot's raw page read again by the same reader (rereadLatest; decision 0253).
import { createHash } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Detection } from "../../../shared/contracts/analysis";
import { PageFacts } from "../../../shared/contracts/page-facts";
import {
  PageChange,
  SNAPSHOT_LIST_LIMIT,
  SNAPSHOT_MESSAGES,
  SnapshotDiff,
  type SnapshotList,
  type SnapshotResponse,
} from "../../../shared/contracts/snapshots";
import { BILLINGS, type Billing, fromMinor } from "../../../shared/domain/money";
import { describePageChanges, type PageSide } from "../../../shared/domain/page-changes";
import type { PageAnalysis } from "../../analysis/page-analysis";
import type { Db, Executor, Tx } from "../../db/client";
import { courses } from "../../db/schema/courses";
import { coursePages, courseSnapshots } from "../../db/schema/snapshots";
import type { Emit } from "../../lib/domain-events";
import { NotFoundError } from "../../lib/errors";
import { findExisting } from "../../lib/lock-row";
import type { ObjectStorage } from "../../storage/storage";
import { createDiffCache } from "./diff-cache";
import { diffFindings, diffSentences } from "./page-diff";
import { PAGE_SNAPSHOT_STORED } from "./page-events";
import { pagePrice } from "./page-price";
import { createRawPages } from "./raw-pages";

/** One successful reading of a page: what was fetched and what the analysis read in it. */
export interface PageReading {
  fetchedAt: Date;
  finalUrl: string;
  status: number;
  /** The body's media type as fetched (what the analysis was told). */
  contentType: string;
  /** The body as received (decoded text). */
  body: string;
  page: PageAnalysis;
}

/**
 * The course's latest snapshot read again from its raw page by today's reader (rereadLatest): what a
 * new reading is compared with, so that a change of the reader is never reported as a change of the page.
 */
export interface Reread {
  snapshotId: number;
  page: Pick<PageAnalysis, "title" | "text" | "detection" | "facts">;
}

export interface StoredSnapshot {
  id: number;
  fetchedAt: Date;
  contentHash: string;
  title: string | null;
  priceCents: number | null;
  /** Of priceCents; null with no price, or for a snapshot read before currencies were (dollars then). */
  currency: string | null;
  text: string;
  detection: Detection;
  /** The stored facts (jsonb as stored); null for a snapshot read before facts were. */
  facts: unknown;
  /** What changed since the snapshot before it, that one read again (SnapshotDiff); null when not compared so. */
  compared: unknown;
}

export interface RecordOutcome {
  /** False when the page had not changed since the latest snapshot (nothing was stored). */
  stored: boolean;
  /** The new snapshot, or the latest one when nothing was stored. */
  snapshot: StoredSnapshot;
  /** The snapshot before the new one (null for a course's first); when nothing was stored, null. */
  previous: StoredSnapshot | null;
  /** The raw page this call wrote to object storage (for discardRaw if the caller rolls back). */
  objectKey: string | null;
}

/** A snapshot's currency: snapshots read before currencies were read hold dollar prices. */
export function currencyOf(snapshot: { priceCents: number | null; currency: string | null }): string | null {
  return snapshot.currency ?? (snapshot.priceCents === null ? null : "USD");
}

/** A snapshot's price in major units of its currency. */
function amountOf(snapshot: { priceCents: number | null; currency: string | null }): number | null {
  const currency = currencyOf(snapshot);
  return snapshot.priceCents === null || currency === null ? null : fromMinor(snapshot.priceCents, currency);
}

/** Stored facts as the contract has them; null when none were stored or they no longer fit it. */
export function factsOf(value: unknown): PageFacts | null {
  if (value === null || value === undefined) return null;
  const parsed = PageFacts.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const billingOf = (value: string | null): Billing | null =>
  BILLINGS.find((billing) => billing === value) ?? null;

export function contentHash(body: string): string {
  return createHash("sha256").update(body).digest("hex");
}

const storedColumns = {
  id: courseSnapshots.id,
  fetchedAt: courseSnapshots.fetchedAt,
  contentHash: courseSnapshots.contentHash,
  title: courseSnapshots.title,
  priceCents: courseSnapshots.priceCents,
  currency: courseSnapshots.currency,
  text: courseSnapshots.text,
  detection: courseSnapshots.detection,
  facts: courseSnapshots.facts,
  compared: courseSnapshots.compared,
};

const latestColumns = {
  ...storedColumns,
  objectKey: courseSnapshots.objectKey,
  contentType: courseSnapshots.contentType,
  finalUrl: courseSnapshots.finalUrl,
};

interface LatestSnapshot extends StoredSnapshot {
  objectKey: string | null;
  contentType: string | null;
  finalUrl: string;
}

type PageSideFields = Pick<StoredSnapshot, "title" | "text" | "facts" | "priceCents" | "currency">;

/**
 * A reading that says what a snapshot said: the same text and title, and the same price unless the
 * snapshot was read before facts were (its price then being the old reader's guess).
 */
function samePage(side: PageSideFields, reading: PageSideFields): boolean {
  return (
    side.text === reading.text &&
    side.title === reading.title &&
    (side.facts === null || (side.priceCents === reading.priceCents && side.currency === reading.currency))
  );
}

const asJson = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

/** Two readings of one page that say the same: the same page, with the same facts and red flags. */
function sameReading(a: StoredSnapshot, b: StoredSnapshot): boolean {
  const flags = diffFindings(a.detection, b.detection);
  return (
    samePage(a, b) &&
    flags.appeared.length === 0 &&
    flags.disappeared.length === 0 &&
    // as jsonb keeps them: without undefined members, in any key order
    isDeepStrictEqual(asJson(a.facts), asJson(b.facts))
  );
}

/**
 * A reading the snapshot already holds: the same body, or the same page in other markup (nonces,
 * cache-busting names).
 */
function storedAlready(snapshot: StoredSnapshot, hash: string, side: PageSideFields): boolean {
  return snapshot.contentHash === hash || samePage(snapshot, side);
}

/** A reading's title, text, facts and the price it stated with confidence, as a snapshot keeps them. */
function sideOfReading(page: Reread["page"]): PageSideFields {
  const price = pagePrice(page.facts);
  return {
    title: page.title,
    text: page.text,
    facts: page.facts,
    priceCents: price?.cents ?? null,
    currency: price?.currency ?? null,
  };
}

const ComparedChanges = z.array(PageChange);

/** The diff stored with `to` when it was compared with `fromId` read again (recordFetch). */
function comparedWith(to: StoredSnapshot, fromId: number): SnapshotDiff | null {
  const parsed = SnapshotDiff.safeParse(to.compared);
  return parsed.success && parsed.data.fromSnapshotId === fromId ? parsed.data : null;
}

/** A snapshot as describePageChanges reads it: its facts, else the price it stated, and its red flags. */
export function pageSideOf(
  snapshot: Pick<StoredSnapshot, "priceCents" | "currency" | "detection" | "facts">,
): PageSide {
  const facts = factsOf(snapshot.facts);
  const amount = amountOf(snapshot);
  const currency = currencyOf(snapshot);
  return {
    // A reading whose price was not confident has no price fact: its stored price is the one compared.
    facts: facts && { ...facts, price: snapshot.priceCents === null ? null : facts.price },
    statedPrice: amount === null || currency === null ? null : { amount, currency },
    redFlags: snapshot.detection?.redFlags ?? [],
  };
}

export function diffSnapshots(from: StoredSnapshot, to: StoredSnapshot): SnapshotDiff {
  const sentences = diffSentences(from.text, to.text);
  const findings = diffFindings(from.detection, to.detection);
  return {
    fromSnapshotId: from.id,
    toSnapshotId: to.id,
    sentencesAdded: sentences.added,
    sentencesRemoved: sentences.removed,
    addedCount: sentences.addedCount,
    removedCount: sentences.removedCount,
    findingsAppeared: findings.appeared,
    findingsDisappeared: findings.disappeared,
    priceFrom: amountOf(from),
    priceTo: amountOf(to),
    currencyFrom: currencyOf(from),
    currencyTo: currencyOf(to),
    changes: describePageChanges(pageSideOf(from), pageSideOf(to)),
  };
}

export interface SnapshotServiceDeps {
  db: Db;
  /** Where the raw pages go; without it snapshots keep text and findings only. */
  storage: ObjectStorage | null;
  /** Told when a raw page could not be stored (the snapshot is kept without it) or removed. */
  onStorageError?: (error: unknown) => void;
}

export function createSnapshotService(deps: SnapshotServiceDeps) {
  const { db } = deps;
  const diffs = createDiffCache();
  const raw = createRawPages(db, deps.storage, deps.onStorageError);

  /**
   * The diff of two snapshots, computed once per pair; the newer's stored comparison when it was
   * compared with the older read again.
   */
  function diff(from: StoredSnapshot, to: StoredSnapshot): SnapshotDiff {
    const cached = diffs.get(from.id, to.id);
    if (cached) return cached;
    const computed = comparedWith(to, from.id) ?? diffSnapshots(from, to);
    diffs.set(computed);
    return computed;
  }

  /** The course's latest snapshot, with where its raw page is and how to read it again. */
  async function latest(executor: Executor, courseId: number): Promise<LatestSnapshot | null> {
    const [row] = await executor
      .select(latestColumns)
      .from(courseSnapshots)
      .where(eq(courseSnapshots.courseId, courseId))
      .orderBy(desc(courseSnapshots.fetchedAt), desc(courseSnapshots.id))
      .limit(1);
    return (row as LatestSnapshot | undefined) ?? null;
  }

  async function courseExists(id: number): Promise<void> {
    await findExisting(db, courses, id, SNAPSHOT_MESSAGES.courseNotFound, { id: courses.id });
  }

  async function isOfCourse(courseId: number, id: number, message: string): Promise<void> {
    const [row] = await db
      .select({ id: courseSnapshots.id })
      .from(courseSnapshots)
      .where(and(eq(courseSnapshots.id, id), eq(courseSnapshots.courseId, courseId)));
    if (!row) throw new NotFoundError(message);
  }

  async function one(courseId: number, id: number, message: string): Promise<StoredSnapshot & RowExtras> {
    const [row] = await db
      .select({
        ...storedColumns,
        finalUrl: courseSnapshots.finalUrl,
        httpStatus: courseSnapshots.httpStatus,
      })
      .from(courseSnapshots)
      .where(and(eq(courseSnapshots.id, id), eq(courseSnapshots.courseId, courseId)));
    if (!row) throw new NotFoundError(message);
    return row as unknown as StoredSnapshot & RowExtras;
  }

  return {
    latest,

    /**
     * The course's latest snapshot read again from its stored raw page with `read` (today's reader),
     * when a reading would be stored after it (its body and what it says differ from the snapshot's as
     * stored): then recordFetch compares the reading with what the same reader reads on the older
     * page. Null when there is nothing to compare so: no snapshot, no whole raw page, or the reading
     * is not new. Outside any transaction (the reading takes a worker, and up to a second).
     */
    async rereadLatest(
      courseId: number,
      reading: PageReading,
      read: (input: { contentType: string; body: string; url: string }) => Promise<Reread["page"]>,
    ): Promise<Reread | null> {
      const last = await latest(db, courseId);
      if (
        last === null ||
        last.objectKey === null ||
        storedAlready(last, contentHash(reading.body), sideOfReading(reading.page))
      )
        return null;
      const body = await raw.read(last.objectKey);
      if (body === null) return null;
      // Snapshots stored before the media type was kept were read as HTML (the watch reads little else).
      const page = await read({ contentType: last.contentType ?? "text/html", body, url: last.finalUrl });
      return { snapshotId: last.id, page };
    },

    /**
     * Stores the reading as the course's newest snapshot when it differs from the latest one: only
     * when the body's hash differs, and then only when the text, title or price differ too (markup
     * that changes on every request — nonces, cache-busting names — is not a new page; a latest
     * snapshot read before facts were is compared on text and title only, its price being the old
     * reader's guess). With `reread` (rereadLatest, of the latest snapshot), the reading is compared
     * with the latest snapshot as the same reader reads it: a page that says the same is not stored
     * (only the reader changed), and a new snapshot keeps that comparison (`compared`) when the older
     * page reads differently today, which its diff, the history and the watchers' notice then show.
     * Runs in the caller's transaction, which should hold the course row's lock, so two readings of
     * one course cannot both be stored as new; a new snapshot after an earlier one emits
     * PAGE_SNAPSHOT_STORED there (the watchers are told, page-events.ts).
     */
    async recordFetch(
      courseId: number,
      reading: PageReading,
      tx: Tx,
      emit: Emit,
      reread: Reread | null = null,
    ): Promise<RecordOutcome> {
      const hash = contentHash(reading.body);
      const last = await latest(tx, courseId);
      const side = sideOfReading(reading.page);
      // The latest snapshot as today's reader reads it, when it was read again, is still the latest,
      // and reads differently from what was stored (otherwise the stored one is the same comparison).
      const readAgain: StoredSnapshot | null =
        last !== null && reread !== null && reread.snapshotId === last.id
          ? { ...last, ...sideOfReading(reread.page), detection: reread.page.detection }
          : null;
      const before = readAgain !== null && !sameReading(last!, readAgain) ? readAgain : null;
      if (last !== null && (storedAlready(last, hash, side) || (before !== null && samePage(before, side)))) {
        return { stored: false, snapshot: last, previous: null, objectKey: null };
      }
      const objectKey = raw.newKey();
      const [inserted] = await tx
        .insert(courseSnapshots)
        .values({
          courseId,
          fetchedAt: reading.fetchedAt,
          finalUrl: reading.finalUrl,
          httpStatus: reading.status,
          contentHash: hash,
          title: side.title,
          priceCents: side.priceCents,
          currency: side.currency,
          text: side.text,
          objectKey,
          detection: reading.page.detection,
          facts: reading.page.facts,
          contentType: reading.contentType,
          createdAt: reading.fetchedAt,
        })
        .returning(storedColumns);
      if (!inserted) throw new Error("insert returned no row");
      let row = inserted as StoredSnapshot;
      if (before !== null) {
        const compared = { ...diffSnapshots(before, row), fromReadAgain: true };
        await tx.update(courseSnapshots).set({ compared }).where(eq(courseSnapshots.id, row.id));
        row = { ...row, compared };
      }
      // The object only once its row is in: a refused insert has thrown before anything was written.
      let stored: string | null = null;
      if (objectKey !== null) {
        if (await raw.store(objectKey, reading.body)) stored = objectKey;
        else await tx.update(courseSnapshots).set({ objectKey: null }).where(eq(courseSnapshots.id, row.id));
      }
      try {
        if (last !== null)
          await emit(PAGE_SNAPSHOT_STORED, {
            courseId,
            snapshotId: row.id,
            changes: describePageChanges(pageSideOf(before ?? last), pageSideOf(row)),
            at: reading.fetchedAt,
          });
      } catch (error) {
        await raw.discard(stored);
        throw error;
      }
      return { stored: true, snapshot: row, previous: last, objectKey: stored };
    },

    diff,
    /** Removes the raw page of a reading whose transaction did not commit (RecordOutcome.objectKey). */
    discardRaw: raw.discard,
    /** Removes stored raw pages no snapshot names (after ORPHAN_RAW_GRACE_MS): the page watch's runs. */
    sweepOrphanRaw: raw.sweepOrphans,

    async list(courseId: number): Promise<SnapshotList> {
      await courseExists(courseId);
      const [rows, [page]] = await Promise.all([
        db
          .select({
            id: courseSnapshots.id,
            fetchedAt: courseSnapshots.fetchedAt,
            finalUrl: courseSnapshots.finalUrl,
            status: courseSnapshots.httpStatus,
            title: courseSnapshots.title,
            priceCents: courseSnapshots.priceCents,
            currency: courseSnapshots.currency,
            billing: sql<string | null>`${courseSnapshots.facts}->'price'->>'billing'`,
            findingsCount: sql<number>`coalesce(jsonb_array_length(${courseSnapshots.detection}->'redFlags'), 0)::int`,
            redFlags: sql<Detection["redFlags"] | null>`${courseSnapshots.detection}->'redFlags'`,
            facts: courseSnapshots.facts,
            comparedFrom: sql<number | null>`(${courseSnapshots.compared}->>'fromSnapshotId')::int`,
            comparedChanges: sql<unknown>`${courseSnapshots.compared}->'changes'`,
          })
          .from(courseSnapshots)
          .where(eq(courseSnapshots.courseId, courseId))
          .orderBy(desc(courseSnapshots.fetchedAt), desc(courseSnapshots.id))
          // One more than listed: the oldest listed is compared with the one before it.
          .limit(SNAPSHOT_LIST_LIMIT + 1),
        db
          .select({ checkedAt: coursePages.checkedAt, unreachableSince: coursePages.unreachableSince })
          .from(coursePages)
          .where(eq(coursePages.courseId, courseId)),
      ]);
      const sideOf = (row: (typeof rows)[number]) =>
        pageSideOf({
          priceCents: row.priceCents,
          currency: row.currency,
          facts: row.facts,
          detection: { redFlags: row.redFlags ?? [], positives: [] },
        });
      return {
        items: rows.slice(0, SNAPSHOT_LIST_LIMIT).map((current, index) => {
          const {
            priceCents,
            currency,
            billing,
            fetchedAt,
            findingsCount,
            redFlags: _flags,
            facts: _facts,
            comparedFrom,
            comparedChanges,
            ...row
          } = current;
          const before = rows[index + 1];
          // Compared with the one before it read again when it was stored (recordFetch).
          const compared =
            before && comparedFrom === before.id ? ComparedChanges.safeParse(comparedChanges) : null;
          return {
            ...row,
            fetchedAt: fetchedAt.toISOString(),
            price: amountOf({ priceCents, currency }),
            currency: currencyOf({ priceCents, currency }),
            billing: priceCents === null ? null : billingOf(billing),
            findingsCount: Number(findingsCount),
            changes: compared?.success
              ? compared.data
              : before
                ? describePageChanges(sideOf(before), sideOf(current))
                : [],
          };
        }),
        pageCheckedAt: page?.checkedAt.toISOString() ?? null,
        pageUnreachableSince: page?.unreachableSince?.toISOString() ?? null,
      };
    },

    async get(courseId: number, snapshotId: number, compare?: number): Promise<SnapshotResponse> {
      await courseExists(courseId);
      const snapshot = await one(courseId, snapshotId, SNAPSHOT_MESSAGES.snapshotNotFound);
      let changes: SnapshotDiff | null = null;
      if (compare !== undefined) {
        // A pair seen before needs only the other snapshot's course checked, not its text read.
        const cached = diffs.get(compare, snapshot.id);
        if (cached) {
          await isOfCourse(courseId, compare, SNAPSHOT_MESSAGES.compareNotFound);
          changes = cached;
        } else {
          changes = diff(await one(courseId, compare, SNAPSHOT_MESSAGES.compareNotFound), snapshot);
        }
      }
      const detection = snapshot.detection;
      const facts = factsOf(snapshot.facts);
      return {
        snapshot: {
          id: snapshot.id,
          fetchedAt: snapshot.fetchedAt.toISOString(),
          finalUrl: snapshot.finalUrl,
          status: snapshot.httpStatus,
          title: snapshot.title,
          price: amountOf(snapshot),
          currency: currencyOf(snapshot),
          billing: snapshot.priceCents === null ? null : (facts?.price?.billing ?? null),
          facts,
          findingsCount: detection.redFlags.length,
          text: snapshot.text,
          redFlags: detection.redFlags,
          positives: detection.positives,
        },
        diff: changes,
      };
    },
  };
}

interface RowExtras {
  finalUrl: string;
  httpStatus: number;
}

export type SnapshotService = ReturnType<typeof createSnapshotService>;
