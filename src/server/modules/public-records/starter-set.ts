// The starter set (starter-set.json, HypeCheck's own format; its sources are in
// STARTER-SET-SOURCES.md) is loaded at every start, in demo and real modes alike: records are
// upserted by source id, so a second start changes nothing and a corrected record is updated and
// audited (IMPORTED_RECORD_CHANGED, by the app's handlers: the caller passes createUncachedAppEvents,
// as nothing is cached before the app serves). A record that does not meet the format is left out
// and listed (starter-set.test.ts fails on it); a starter set that cannot be read at all is logged
// and left out. The server still starts.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { DomainEvents } from "../../lib/domain-events";
import { parseHypeCheckFile } from "./import-hypecheck";
import { ImportRefused } from "./parsed-record";
import { storeParsedFile } from "./public-records.store";

export const STARTER_SET_PATH = fileURLToPath(new URL("./starter-set.json", import.meta.url));

/** Any constant shared by every instance (the seed's is 72_014_002). */
const STARTER_SET_LOCK_KEY = 72_014_030;

export type StarterSetOutcome =
  | {
      status: "loaded";
      imported: number;
      updated: number;
      unchanged: number;
      /** Records that do not meet the format, and why. */
      leftOutRecords: number;
      leftOut: string[];
    }
  | { status: "missing" }
  | { status: "refused"; reasons: string[] };

export async function loadStarterSet(
  db: Db,
  events: DomainEvents,
  options: { path?: string; now?: Date } = {},
): Promise<StarterSetOutcome> {
  const path = options.path ?? STARTER_SET_PATH;
  if (!existsSync(path)) return { status: "missing" };
  let file: ReturnType<typeof parseHypeCheckFile>;
  try {
    file = parseHypeCheckFile(readFileSync(path, "utf8"), { leaveOutBad: true });
  } catch (error) {
    if (error instanceof ImportRefused) return { status: "refused", reasons: error.reasons };
    throw error;
  }
  const at = options.now ?? new Date();
  const report = await events.transaction(db, async (tx, emit) => {
    // Several instances starting at once load it one at a time (the second finds nothing to do).
    await tx.execute(sql`select pg_advisory_xact_lock(${STARTER_SET_LOCK_KEY})`);
    return storeParsedFile(tx, emit, file, { actorId: null, at, reason: "Starter set loaded at start-up" });
  });
  return {
    status: "loaded",
    imported: report.imported,
    updated: report.updated,
    unchanged: report.skipped - file.skipped,
    leftOutRecords: file.skipped,
    leftOut: file.notes,
  };
}
