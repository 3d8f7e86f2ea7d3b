// Importing public records: a file in one of the three formats read whole (or refused with every
// reason, nothing stored), then stored in one transaction of the app's events
// (public-records.store.ts), which audit each record the import changed.
import type { ImportPublicRecordsBody } from "../../../shared/contracts/public-records";
import { parseFtmLines } from "./import-ftm";
import { parseHypeCheckFile } from "./import-hypecheck";
import { parseRssFeed } from "./import-rss";
import type { ParsedFile } from "./parsed-record";
import { eventsOf, nowOf, type PublicRecordServiceDeps } from "./public-record-deps";
import { type ImportReport, storeParsedFile } from "./public-records.store";

/** Reads a file in one of the three formats; throws ImportRefused with every reason. */
export function parseRecordsFile(body: ImportPublicRecordsBody): ParsedFile {
  switch (body.format) {
    case "hypecheck":
      return parseHypeCheckFile(body.content);
    case "ftm":
      return parseFtmLines(body.content);
    case "rss":
      return parseRssFeed(body.content);
  }
}

/** Stores a file already read, audited with `reason` (a feed refresh, an admin's import). */
export async function importParsed(
  deps: PublicRecordServiceDeps,
  file: ParsedFile,
  actorId: string | null,
  reason: string,
): Promise<ImportReport> {
  const at = nowOf(deps);
  return eventsOf(deps).transaction(deps.db, (tx, emit) =>
    storeParsedFile(tx, emit, file, { actorId, at, reason }),
  );
}

/** Imports a file; a file that cannot be read throws ImportRefused (nothing stored). */
export async function importFile(
  deps: PublicRecordServiceDeps,
  actorId: string | null,
  body: ImportPublicRecordsBody,
): Promise<ImportReport> {
  return importParsed(deps, parseRecordsFile(body), actorId, `Imported (${body.format})`);
}
