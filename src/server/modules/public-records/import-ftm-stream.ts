// A FollowTheMoney export too big for the admin import's request body (`npm run
// import:public-records -- FILE`, docs/public-records.md "Big FollowTheMoney exports"). The file is
// read line by line, twice, and never held whole:
//
// 1. Every line is checked (one line that is not an entity refuses the file, nothing stored, as the
//    admin import does). Only the actions (Sanction, Debarment, Documentation) are kept, with the
//    few properties a record reads, and the ids they point at.
// 2. Only the people, companies and documents an action points at are kept, again trimmed.
// 3. The records are built in file order and stored `batchSize` at a time, each batch in its own
//    transaction through the same store as the admin import (upserted by source id, audited). A run
//    stopped half-way leaves whole batches; running it again finishes the rest and changes nothing
//    in what was stored.
//
// What is held at once is the actions and the entities they name (`peakHeld`), not the file:
// addresses, ownerships, sanctions-list entries nobody's action names are counted and dropped.
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import type { Db } from "../../db/client";
import type { DomainEvents } from "../../lib/domain-events";
import {
  ACTIONS,
  DOCUMENTS,
  type FtmEntity,
  ftmDataset,
  ftmRecordOf,
  readFtmLine,
  SUBJECTS,
} from "./import-ftm";
import { ImportRefused, MAX_REASONS, type ParsedFile, type ParsedRecord, refuse } from "./parsed-record";
import { type ImportReport, storeParsedFile } from "./public-records.store";

export const FTM_STREAM_BATCH = 500;
const MAX_NOTES = 200;

/** The properties a record reads (ftmRecordOf); the rest of an entity is dropped on reading. */
const ACTION_PROPERTIES = [
  "entity",
  "document",
  "topics",
  "sourceUrl",
  "startDate",
  "listingDate",
  "date",
  "authority",
  "program",
  "country",
] as const;
const SUBJECT_PROPERTIES = ["name", "alias", "previousName", "website", "topics", "sourceUrl"] as const;
const DOCUMENT_PROPERTIES = ["title", "publishedAt", "date", "publisher", "sourceUrl"] as const;

export interface FtmStreamProgress {
  phase: "checking" | "names" | "storing" | "done";
  /** Lines read in this phase. */
  lines: number;
  /** Records stored so far (batches committed). */
  stored: number;
  batches: number;
}

export interface FtmStreamReport extends ImportReport {
  lines: number;
  batches: number;
  /** The most records one batch held. */
  largestBatch: number;
  /** The most entities held at once (the actions and what they name). */
  peakHeld: number;
}

export interface FtmStreamOptions {
  /** Opens the file from the start, as lines: it is read twice. */
  open: () => AsyncIterable<string>;
  /** Stores one batch (its own transaction). */
  store: (file: ParsedFile) => Promise<ImportReport>;
  batchSize?: number;
  onProgress?: (progress: FtmStreamProgress) => void;
  /** Progress every so many lines while reading (default 50,000). */
  progressEvery?: number;
}

function trimmed(entity: FtmEntity, keep: readonly string[]): FtmEntity {
  const properties: Record<string, string[]> = {};
  for (const key of keep) {
    const values = entity.properties[key];
    if (values && values.length > 0) properties[key] = values;
  }
  return { ...entity, properties };
}

const isAction = (schema: string) => ACTIONS.has(schema) || schema === "Documentation";

/** Imports an FtM export batch by batch; throws ImportRefused (nothing stored) for a bad line. */
export async function importFtmStream(options: FtmStreamOptions): Promise<FtmStreamReport> {
  const batchSize = Math.max(1, options.batchSize ?? FTM_STREAM_BATCH);
  const every = Math.max(1, options.progressEvery ?? 50_000);
  const progress = (p: FtmStreamProgress) => options.onProgress?.(p);

  // 1. Check every line; keep the actions and the ids they point at.
  const actions: FtmEntity[] = [];
  const wanted = new Set<string>();
  const reasons: string[] = [];
  let badLines = 0;
  let lines = 0;
  let entities = 0;
  for await (const text of options.open()) {
    lines += 1;
    if (lines % every === 0) progress({ phase: "checking", lines, stored: 0, batches: 0 });
    if (text.trim() === "") continue;
    const read = readFtmLine(text, lines);
    if (typeof read === "string") {
      badLines += 1;
      if (reasons.length < MAX_REASONS) reasons.push(read);
      continue;
    }
    entities += 1;
    if (!isAction(read.schema)) continue;
    const action = trimmed(read, ACTION_PROPERTIES);
    actions.push(action);
    for (const id of action.properties.entity ?? []) wanted.add(id);
    for (const id of action.properties.document ?? []) wanted.add(id);
  }
  if (badLines > 0) {
    throw new ImportRefused(
      badLines > MAX_REASONS ? [...reasons, `…and ${badLines - MAX_REASONS} more.`] : reasons,
    );
  }
  if (entities === 0) refuse(["The file holds no entities."]);

  // 2. Keep only the people, companies and documents an action names.
  const named = new Map<string, FtmEntity>();
  let peakHeld = actions.length;
  let skipped = 0;
  // Actions left out are listed before the people and companies no action names.
  const actionNotes: string[] = [];
  const otherNotes: string[] = [];
  const note = (notes: string[], text: string) => {
    if (notes.length < MAX_NOTES) notes.push(text);
  };
  let line = 0;
  for await (const text of options.open()) {
    line += 1;
    if (line % every === 0) progress({ phase: "names", lines: line, stored: 0, batches: 0 });
    if (text.trim() === "") continue;
    const read = readFtmLine(text, line);
    if (typeof read === "string" || isAction(read.schema)) continue;
    const isSubject = SUBJECTS.has(read.schema);
    if (!wanted.has(read.id)) {
      if (isSubject) {
        note(
          otherNotes,
          `line ${read.line}: ${read.schema} ${read.id} is named by no Sanction, Debarment or Documentation; left out.`,
        );
      }
      if (!DOCUMENTS.has(read.schema)) skipped += 1;
      continue;
    }
    if (isSubject) named.set(read.id, trimmed(read, SUBJECT_PROPERTIES));
    else if (DOCUMENTS.has(read.schema)) named.set(read.id, trimmed(read, DOCUMENT_PROPERTIES));
    else skipped += 1;
    peakHeld = Math.max(peakHeld, actions.length + named.size);
  }
  const get = (id: string) => named.get(id);

  // The dataset every batch names: the one most of the stored actions come from.
  const datasetCounts = new Map<string, number>();
  let latest: string | null = null;
  for (const action of actions) {
    if ("note" in ftmRecordOf(action, get)) continue;
    for (const d of action.datasets) datasetCounts.set(d, (datasetCounts.get(d) ?? 0) + 1);
    if (action.lastChange !== null && (latest === null || action.lastChange > latest))
      latest = action.lastChange;
  }
  const dataset = ftmDataset(datasetCounts, latest);

  // 3. Build and store batch by batch.
  const report: FtmStreamReport = {
    imported: 0,
    updated: 0,
    skipped: 0,
    errors: [],
    namesToReview: 0,
    lines,
    batches: 0,
    largestBatch: 0,
    peakHeld,
  };
  let batch: ParsedRecord[] = [];
  let written = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const stored = await options.store({ dataset, records: batch, skipped: 0, notes: [] });
    report.imported += stored.imported;
    report.updated += stored.updated;
    report.skipped += stored.skipped;
    report.namesToReview += stored.namesToReview;
    report.batches += 1;
    report.largestBatch = Math.max(report.largestBatch, batch.length);
    written += batch.length;
    batch = [];
    progress({ phase: "storing", lines, stored: written, batches: report.batches });
  };
  for (const action of actions) {
    const built = ftmRecordOf(action, get);
    if ("note" in built) {
      note(actionNotes, built.note);
      skipped += 1;
      continue;
    }
    batch.push(built.record);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  report.skipped += skipped;
  report.errors = [...actionNotes, ...otherNotes].slice(0, MAX_NOTES);
  progress({ phase: "done", lines, stored: written, batches: report.batches });
  return report;
}

/** A file's lines, read as a stream (never the whole file in memory). */
export async function* fileLines(path: string): AsyncGenerator<string> {
  const input = createReadStream(path, { encoding: "utf8" });
  const reader = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  try {
    for await (const line of reader) yield line;
  } finally {
    reader.close();
    input.destroy();
  }
}

/**
 * Imports an FtM export file into the database, batch by batch (the command line's import), each
 * batch in a transaction of the app's `events` (the records it changed are audited there).
 */
export function importFtmFile(
  db: Db,
  events: DomainEvents,
  path: string,
  options: Pick<FtmStreamOptions, "batchSize" | "onProgress" | "progressEvery"> & {
    now?: () => Date;
  } = {},
): Promise<FtmStreamReport> {
  const now = options.now ?? (() => new Date());
  return importFtmStream({
    ...options,
    open: () => fileLines(path),
    store: (file) =>
      events.transaction(db, (tx, emit) =>
        storeParsedFile(tx, emit, file, { actorId: null, at: now(), reason: "Imported (ftm, command line)" }),
      ),
  });
}
