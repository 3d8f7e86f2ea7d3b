// The raw pages of snapshots in object storage (gzipped, under SNAPSHOT_RAW_PREFIX). A raw page is
// kept only with the row that names it: the snapshots service inserts the row first and writes the
// object after (a refused insert leaves nothing); a caller whose transaction fails afterwards removes
// the object (discard); and sweepOrphans, run at the end of each page-watch run, removes what is
// left of the rest (a process stopped between the write and the commit, a caller that could not).
import { randomUUID } from "node:crypto";
import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";
import { isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { courseSnapshots } from "../../db/schema/snapshots";
import { type ObjectStorage, readAll } from "../../storage/storage";

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** The raw body kept in object storage is cut at this many bytes (before compression). */
export const SNAPSHOT_RAW_MAX_BYTES = 2 * 1024 * 1024;
/** Where raw pages are stored: SNAPSHOT_RAW_PREFIX + a UUID. */
export const SNAPSHOT_RAW_PREFIX = "snapshots/html/";
/**
 * A stored raw page no snapshot names is removed once it is this old: younger, its snapshot's
 * transaction may still be open (the object is written before the caller commits).
 */
export const ORPHAN_RAW_GRACE_MS = 60 * 60 * 1000;

export function createRawPages(
  db: Db,
  storage: ObjectStorage | null,
  /** Told when a raw page could not be stored or removed. */
  onError: (error: unknown) => void = () => undefined,
) {
  return {
    /** A new key, or null without storage. */
    newKey: (): string | null => (storage ? `${SNAPSHOT_RAW_PREFIX}${randomUUID()}` : null),

    /** Writes the raw page under `key`; false (told to onError) when it could not be stored. */
    async store(key: string, body: string): Promise<boolean> {
      if (!storage) return false;
      try {
        const raw = Buffer.from(body, "utf8").subarray(0, SNAPSHOT_RAW_MAX_BYTES);
        await storage.put(key, await gzipAsync(raw), "application/gzip");
        return true;
      } catch (error) {
        onError(error);
        return false;
      }
    },

    /**
     * The raw page stored under `key`, whole: null without storage, when there is no such object or
     * it cannot be read (told to onError), and when it was cut at SNAPSHOT_RAW_MAX_BYTES (a cut page
     * is not the page that was read).
     */
    async read(key: string | null): Promise<string | null> {
      if (!key || !storage) return null;
      try {
        const stream = await storage.get(key);
        // Gzip adds a few bytes to what it cannot compress; anything beyond is not one of ours.
        const packed = stream ? await readAll(stream, SNAPSHOT_RAW_MAX_BYTES + 64 * 1024) : null;
        if (!packed) return null;
        const raw = await gunzipAsync(packed, { maxOutputLength: SNAPSHOT_RAW_MAX_BYTES });
        return raw.length >= SNAPSHOT_RAW_MAX_BYTES ? null : raw.toString("utf8");
      } catch (error) {
        onError(error);
        return null;
      }
    },

    /** Removes a raw page whose snapshot was not kept; a failure is told, and the sweep retries. */
    async discard(key: string | null): Promise<void> {
      if (!key || !storage) return;
      try {
        await storage.delete(key);
      } catch (error) {
        onError(error);
      }
    },

    /**
     * Removes the stored raw pages that no snapshot names and that are older than the grace period.
     * The names are read in one query (object_key has no index; this runs once per page-watch run).
     */
    async sweepOrphans(now: Date, signal?: AbortSignal): Promise<{ removed: number; failed: number }> {
      if (!storage) return { removed: 0, failed: 0 };
      const before = now.getTime() - ORPHAN_RAW_GRACE_MS;
      const rows = await db
        .select({ key: courseSnapshots.objectKey })
        .from(courseSnapshots)
        .where(isNotNull(courseSnapshots.objectKey));
      const named = new Set(rows.map((row) => row.key));
      let removed = 0;
      let failed = 0;
      for await (const object of storage.list(SNAPSHOT_RAW_PREFIX)) {
        if (signal?.aborted) break;
        if (object.modifiedAt.getTime() > before || named.has(object.key)) continue;
        try {
          await storage.delete(object.key);
          removed += 1;
        } catch (error) {
          failed += 1;
          onError(error);
        }
      }
      return { removed, failed };
    },
  };
}
