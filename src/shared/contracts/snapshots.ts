// What a course's sales page said over time: a snapshot each time the page was read and had
// changed (the page watch, a member's submission), the readable text and red flags of each, and
// what changed between two of them. A price is an amount in major units beside its ISO 4217
// currency, read only when the page states it with confidence (the page-facts reader); two prices in
// different currencies are never compared as numbers.
import { z } from "zod";
import { BILLINGS } from "../domain/money";
import { PAGE_CHANGE_KINDS, PAGE_CHANGE_TONES } from "../domain/page-changes";
import { deskRead } from "./admin-desk";
import { PositiveFinding, RedFlagFinding } from "./analysis";
import {
  COURSE_NOT_FOUND,
  Count,
  emptyAsMissing,
  endpointKind,
  listOf,
  RowIdParams,
  storedRow,
  Timestamp,
} from "./common";
import { CurrencyCode, PageFacts } from "./page-facts";
import { snapshotRoutes } from "./snapshots.routes";

export const SNAPSHOT_MESSAGES = {
  courseNotFound: COURSE_NOT_FOUND,
  snapshotNotFound: "Snapshot not found",
  compareNotFound: "The snapshot to compare with is not one of this course's.",
  archived: "Archived courses are not watched.",
} as const;

/** The most snapshots a list answers (newest first). */
export const SNAPSHOT_LIST_LIMIT = 200;
/** The most sentences a diff lists on each side (the counts are always whole). */
export const DIFF_SENTENCE_LIMIT = 200;

/** One change a buyer would notice, in words (src/shared/domain/page-changes.ts). */
export const PageChange = z
  .object({
    kind: z.enum(PAGE_CHANGE_KINDS),
    /** "bad": worse terms or a new red flag; "good": better terms or a red flag gone. */
    tone: z.enum(PAGE_CHANGE_TONES),
    /** "price up from $297 to $397 (+34%)", "new income claim: '$4,200/month'". */
    text: z.string(),
  })
  .meta({ id: "PageChange" });
export type PageChange = z.infer<typeof PageChange>;

export const SnapshotRow = storedRow({
  fetchedAt: Timestamp,
  /** Where the page was read from after redirects. */
  finalUrl: z.string(),
  status: z.number().int(),
  title: z.string().nullable(),
  /**
   * The price the page stated, in major units of `currency`; null when it stated none with
   * confidence. Snapshots read before currencies were read are in US dollars.
   */
  price: z.number().nullable(),
  currency: CurrencyCode.nullable(),
  /** How the price is charged; null without a price, or for a snapshot read before billing was. */
  billing: z.enum(BILLINGS).nullable(),
  /** Red flags the detector found on the page. */
  findingsCount: Count,
  /**
   * What changed for a buyer since the snapshot before this one, in words; empty for a course's
   * first snapshot or when nothing a buyer would notice changed.
   */
  changes: z.array(PageChange),
}).meta({ id: "SnapshotRow" });
export type SnapshotRow = z.infer<typeof SnapshotRow>;

/** Newest first, at most SNAPSHOT_LIST_LIMIT. */
export const SnapshotList = listOf(SnapshotRow, {
  /** When the page watch last read the page (successfully or not); null: never. */
  pageCheckedAt: Timestamp.nullable(),
  /** Set after 3 failed readings in a row: since when the page could not be read. */
  pageUnreachableSince: z.string().nullable(),
}).meta({ id: "SnapshotList" });
export type SnapshotList = z.infer<typeof SnapshotList>;

export const FindingKey = z.object({ category: z.string(), phrase: z.string(), label: z.string() });
export type FindingKey = z.infer<typeof FindingKey>;

export const SnapshotDiff = z
  .object({
    /** The older side (the `compare` snapshot) and the newer side (the one asked for). */
    fromSnapshotId: z.number().int(),
    toSnapshotId: z.number().int(),
    /** Sentences of the newer side not in the older, in page order (at most DIFF_SENTENCE_LIMIT). */
    sentencesAdded: z.array(z.string()),
    sentencesRemoved: z.array(z.string()),
    /** Whole counts, also when the lists were cut. */
    addedCount: Count,
    removedCount: Count,
    /** Red flags (compared by category and phrase) that appeared or disappeared. */
    findingsAppeared: z.array(FindingKey),
    findingsDisappeared: z.array(FindingKey),
    /** Each side's price in major units of its own currency (never compared across currencies). */
    priceFrom: z.number().nullable(),
    priceTo: z.number().nullable(),
    currencyFrom: CurrencyCode.nullable(),
    currencyTo: CurrencyCode.nullable(),
    /** What changed for a buyer, in words: price, billing, refund, recurring, "was" price, red flags. */
    changes: z.array(PageChange),
    /**
     * The older side is its stored raw page read again by the reader that read the newer side, so a
     * change of the reader is not shown as a change of the page (its sentences can differ from the
     * older snapshot's stored text). Absent: each side as it was read.
     */
    fromReadAgain: z.boolean().optional(),
  })
  .meta({ id: "SnapshotDiff" });
export type SnapshotDiff = z.infer<typeof SnapshotDiff>;

/** One snapshot (what changed is asked with ?compare=, in the answer's diff). */
export const SnapshotDetail = SnapshotRow.omit({ changes: true })
  .extend({
    /** What the page said of its title, seller, price, anchor, refund and renewal, with evidence; null for a snapshot read before facts were. */
    facts: PageFacts.nullable(),
    text: z.string(),
    redFlags: z.array(RedFlagFinding),
    positives: z.array(PositiveFinding),
  })
  .meta({ id: "SnapshotDetail" });
export type SnapshotDetail = z.infer<typeof SnapshotDetail>;

export const SnapshotResponse = z
  .object({
    snapshot: SnapshotDetail,
    /** With ?compare=<otherId>: what changed from that snapshot to this one; else null. */
    diff: SnapshotDiff.nullable(),
  })
  .meta({ id: "SnapshotResponse" });
export type SnapshotResponse = z.infer<typeof SnapshotResponse>;

const rowId = RowIdParams.shape.id;
export const CourseIdParams = RowIdParams;
export const SnapshotParams = z.object({ id: rowId, snapshotId: rowId });
export const SnapshotQuery = z.object({
  /** Another snapshot of the same course: the answer's diff goes from it to this one. */
  compare: emptyAsMissing(rowId.optional()),
});

export const RECHECK_OUTCOMES = ["unchanged", "changed", "unreachable"] as const;

/** A course's price as a reading moved it: major units of `currency`, with its billing. */
export const RecheckPrice = z.object({
  amount: z.number().min(0),
  currency: CurrencyCode,
  billing: z.enum(BILLINGS),
  installmentCount: z.number().int().nullable(),
});
export type RecheckPrice = z.infer<typeof RecheckPrice>;

export const RecheckResult = z
  .object({
    outcome: z.enum(RECHECK_OUTCOMES),
    checkedAt: Timestamp,
    /** The snapshot this reading stored ("changed" only). */
    snapshotId: z.number().int().nullable(),
    /** The snapshot it was compared with; null for the course's first one. */
    previousSnapshotId: z.number().int().nullable(),
    /**
     * Set when the page stated a price with confidence that differs from the course's (amount,
     * currency or billing): the course now has `to`. `from` is null when the course's price was not
     * known; `currencyChanged` says the two are in different currencies (not a rise or a drop).
     */
    price: z
      .object({ from: RecheckPrice.nullable(), to: RecheckPrice, currencyChanged: z.boolean() })
      .nullable(),
    /**
     * Whether the page stated a price with confidence: false leaves the course's price as it was
     * (never zeroed); null when the page was not read.
     */
    priceRead: z.boolean().nullable(),
    sentencesAdded: Count,
    sentencesRemoved: Count,
    findingsAppeared: z.array(FindingKey),
    findingsDisappeared: z.array(FindingKey),
    /** What changed for a buyer since the previous snapshot, in words (empty unless one was stored). */
    changes: z.array(PageChange),
    /** "unreachable": why the page could not be read. */
    reason: z.string().nullable(),
    /** Failed readings in a row (0 after a success). */
    failures: Count,
    pageUnreachableSince: z.string().nullable(),
    /** The trust score after the reading. */
    trustScore: z.number().int().nullable(),
  })
  .meta({ id: "RecheckResult" });
export type RecheckResult = z.infer<typeof RecheckResult>;

const open = endpointKind({ tags: ["catalogue"], status: 200, errors: [400, 404] });

export const snapshotEndpoints = {
  list: open(snapshotRoutes.list, SnapshotList, {
    summary: "A course's sales-page snapshots, newest first, and whether its page is reachable",
    params: CourseIdParams,
  }),
  get: open(snapshotRoutes.get, SnapshotResponse, {
    summary: "One snapshot with its text and red flags; ?compare=<otherSnapshotId> adds what changed",
    description:
      "`diff` is null without `compare`. With it, `diff` goes from the `compare` snapshot (older side) " +
      "to this one: sentences added and removed (each list at most 200, the counts whole), red flags " +
      "that appeared or disappeared (by category and phrase), the price on each side, and `changes`: what " +
      "changed for a buyer, in words, each bad, good or neutral news (a price in another currency is not compared).",
    params: SnapshotParams,
    query: SnapshotQuery,
  }),
  recheck: deskRead(snapshotRoutes.recheck, RecheckResult, {
    summary: "Read a course's sales page now: unchanged, changed (with what changed) or unreachable (why)",
    params: CourseIdParams,
    errors: [404, 409],
  }),
} as const;
