// The admins' CSV import of ad sightings (`course,platform,seen_at`, a header line first; `course`
// is a catalogue id or the course's sales-page address), done in steps so a long file never holds
// the server: the text is parsed a slice at a time, then AD_IMPORT_BATCH_ROWS lines are checked and
// written at a time, and the event loop gets a turn after every step. Each batch is its own
// statement, so other requests' queries get in between (PGlite runs one at a time, and a single
// transaction would hold it for the whole file). Should a batch fail, the rows already written are
// deleted again: an import is kept whole or not at all, unless that deletion fails too, which the
// error then says.
import { setImmediate as nextTurn } from "node:timers/promises";
import { parse } from "csv-parse";
import { inArray, or } from "drizzle-orm";
import {
  AD_IMPORT_BATCH_ROWS,
  AD_IMPORT_MAX_ROWS,
  AD_PLATFORMS,
  AD_SIGHTING_MESSAGES,
  type ImportAdSightingsResponse,
} from "../../../shared/contracts/ad-sightings";
import type { Db } from "../../db/client";
import { adSightings } from "../../db/schema/ad-sightings";
import { courses } from "../../db/schema/courses";
import { BadRequestError } from "../../lib/errors";
import { DAY_MS } from "../../lib/time";

/** Characters of CSV parsed before the event loop gets a turn (cut after a line break). */
const PARSE_SLICE_CHARS = 64 * 1024;
const COLUMNS = ["course", "platform", "seen_at"] as const;
const MAX_INTEGER_ID = 2_147_483_647;

/** One data line of the file, with its line number (the header is line 1). */
export interface ImportLine {
  record: Record<string, string>;
  line: number;
}

export interface ImportProgress {
  /** Lines checked and, when good, written. */
  done: number;
  /** Data lines read from the file. */
  total: number;
}

/** An import that stopped part way; `partlyKept` when the rows it had written could not be deleted. */
export class AdImportStopped extends Error {
  constructor(
    readonly partlyKept: boolean,
    cause: unknown,
  ) {
    super(partlyKept ? AD_SIGHTING_MESSAGES.importFailedPartly : AD_SIGHTING_MESSAGES.importFailed, {
      cause,
    });
    this.name = "AdImportStopped";
  }
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** "2026-11-20" or a full ISO date-time, as a Date; null when it is neither or not a real day. */
export function parseSeenAt(text: string): Date | null {
  const trimmed = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) {
    const at = new Date(`${trimmed}T12:00:00.000Z`);
    return Number.isNaN(at.getTime()) || utcDay(at) !== trimmed ? null : at;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(trimmed)) return null;
  const at = new Date(trimmed);
  return Number.isNaN(at.getTime()) ? null : at;
}

function platformOf(text: string): (typeof AD_PLATFORMS)[number] | null {
  const lower = text.trim().toLowerCase();
  return AD_PLATFORMS.find((p) => p.toLowerCase() === lower) ?? null;
}

/** A line's course as the file names it: an id, or an address without its trailing slashes. */
const courseKey = (record: Record<string, string>) => (record.course ?? "").replace(/\/+$/, "");

/**
 * Reads the file's lines (at most AD_IMPORT_MAX_ROWS after the header), a slice at a time. A file
 * that cannot be read, or whose header does not name the columns, is a 400 before anything is
 * written.
 */
export async function readAdImport(csv: string): Promise<ImportLine[]> {
  const parser = parse({
    columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
    skip_empty_lines: true,
    trim: true,
    bom: true,
    info: true,
    max_record_size: 10_000,
    to_line: AD_IMPORT_MAX_ROWS + 1,
  });
  const lines: ImportLine[] = [];
  parser.on("data", ({ record, info }: { record: Record<string, string>; info: { lines: number } }) => {
    lines.push({ record, line: info.lines });
  });
  // Settled as soon as the parser ends or fails; awaited once every slice is in.
  const outcome = new Promise<Error | null>((resolve) => {
    parser.once("end", () => resolve(null));
    parser.once("error", resolve);
  });
  // Slices end after a line break, so a character is never cut in two; the parser stops by itself
  // at the last line it may read, or at an error.
  for (let at = 0; at < csv.length && !parser.writableEnded && !parser.destroyed; ) {
    const cut = csv.indexOf("\n", at + PARSE_SLICE_CHARS);
    const end = cut === -1 ? csv.length : cut + 1;
    parser.write(csv.slice(at, end));
    at = end;
    await nextTurn();
  }
  if (!parser.writableEnded && !parser.destroyed) parser.end();
  const error = await outcome;
  if (error) throw new BadRequestError(`The CSV could not be read: ${error.message}.`);
  const first = lines[0]?.record;
  if (first && !COLUMNS.every((column) => column in first)) {
    throw new BadRequestError("The first line must name the columns: course,platform,seen_at.");
  }
  return lines;
}

type KnownCourse = { id: number; archived: boolean };

/** Adds to `known` the courses this batch names that were not looked up yet. */
async function lookUpCourses(
  db: Db,
  batch: ImportLine[],
  known: Map<string, KnownCourse>,
  asked: Set<string>,
) {
  const ids = new Set<number>();
  const addresses = new Set<string>();
  for (const { record } of batch) {
    const key = courseKey(record);
    if (!key || asked.has(key)) continue;
    asked.add(key);
    if (/^\d{1,10}$/.test(key)) {
      if (Number(key) <= MAX_INTEGER_ID) ids.add(Number(key));
    } else {
      addresses.add(key);
    }
  }
  if (ids.size === 0 && addresses.size === 0) return;
  const addressList = [...addresses].flatMap((a) => [a, `${a}/`]);
  const rows = await db
    .select({ id: courses.id, url: courses.originalUrl, status: courses.editorialStatus })
    .from(courses)
    .where(
      or(
        ids.size > 0 ? inArray(courses.id, [...ids]) : undefined,
        addressList.length > 0 ? inArray(courses.originalUrl, addressList) : undefined,
      ),
    );
  for (const row of rows) {
    const value = { id: row.id, archived: row.status === "archived" };
    known.set(String(row.id), value);
    known.set(row.url.replace(/\/+$/, ""), value);
  }
}

/** Why a line is refused, or null when it can be written. */
function refusal(
  record: Record<string, string>,
  course: KnownCourse | undefined,
  platform: string | null,
  seenAt: Date | null,
  at: Date,
): string | null {
  const key = courseKey(record);
  if (!key) return "No course given.";
  if (!course) return `No catalogue course is ${/^\d+$/.test(key) ? `number ${key}` : `at ${key}`}.`;
  if (course.archived) return "That course is archived.";
  if (!platform) return `Unknown platform "${record.platform ?? ""}": use ${AD_PLATFORMS.join(", ")}.`;
  if (!seenAt) return `"${record.seen_at ?? ""}" is not a date (YYYY-MM-DD or an ISO date-time).`;
  if (seenAt.getTime() > at.getTime() + DAY_MS) return "The date is in the future.";
  return null;
}

/** Deletes the rows an import wrote, a batch at a time. */
async function takeBack(db: Db, ids: number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += AD_IMPORT_BATCH_ROWS) {
    await db.delete(adSightings).where(inArray(adSightings.id, ids.slice(i, i + AD_IMPORT_BATCH_ROWS)));
  }
}

/**
 * Checks and writes the lines a batch at a time, turning to the event loop after each, and tells
 * `onProgress` how far it got. Each refused line is reported with its line number and the reason.
 */
export async function writeAdImport(
  db: Db,
  lines: ImportLine[],
  at: Date,
  onProgress?: (progress: ImportProgress) => void,
): Promise<ImportAdSightingsResponse> {
  const total = lines.length;
  const known = new Map<string, KnownCourse>();
  const asked = new Set<string>();
  const refused: ImportAdSightingsResponse["refused"] = [];
  const written: number[] = [];
  try {
    for (let start = 0; start < total; start += AD_IMPORT_BATCH_ROWS) {
      const batch = lines.slice(start, start + AD_IMPORT_BATCH_ROWS);
      await lookUpCourses(db, batch, known, asked);
      const good: (typeof adSightings.$inferInsert)[] = [];
      for (const { record, line } of batch) {
        const course = known.get(courseKey(record));
        const platform = platformOf(record.platform ?? "");
        const seenAt = parseSeenAt(record.seen_at ?? "");
        const reason = refusal(record, course, platform, seenAt, at);
        if (reason !== null || !course || !platform || !seenAt) {
          refused.push({ line, reason: reason ?? "Not readable." });
        } else {
          good.push({ courseId: course.id, platform, seenAt, source: "import" });
        }
      }
      if (good.length > 0) {
        const rows = await db.insert(adSightings).values(good).returning({ id: adSightings.id });
        for (const row of rows) written.push(row.id);
      }
      onProgress?.({ done: start + batch.length, total });
      await nextTurn();
    }
  } catch (error) {
    let partlyKept = false;
    try {
      await takeBack(db, written);
    } catch {
      partlyKept = true;
    }
    throw new AdImportStopped(partlyKept, error);
  }
  return { imported: written.length, refused };
}
