// The batched sweep of stored files that prune-uploads and review-proof-cleanup share: read up to
// BATCH due rows, delete each row's object from storage, then let the job forget the rows whose
// object is gone. A delete that fails is reported and its row kept, so the next run tries again; the
// sweep stops after a batch with a failure (the next read would return the same rows) or a short
// batch, and at the first batch boundary after the run is aborted.
import type { ObjectStorage } from "../storage/storage";

/** Rows read at a time; a shorter read is the last. */
const BATCH = 200;

export async function removeStoredObjects<R extends { key: string | null }>(options: {
  storage: ObjectStorage;
  signal: AbortSignal;
  /** The next `limit` rows due, oldest first; the same rows come back until they are forgotten. */
  due: (limit: number) => Promise<R[]>;
  /** Forgets rows whose object has been deleted. */
  forget: (rows: Array<R & { key: string }>) => Promise<void>;
  /** Reports a delete that failed (the row stays). */
  failed: (row: R, error: unknown) => void;
}): Promise<{ removed: number; failed: number }> {
  const { storage, signal } = options;
  let removed = 0;
  let failed = 0;
  while (!signal.aborted) {
    const due = await options.due(BATCH);
    const gone: Array<R & { key: string }> = [];
    for (const row of due) {
      const key = row.key;
      if (key === null) continue;
      try {
        await storage.delete(key);
        gone.push({ ...row, key });
      } catch (error) {
        failed += 1;
        options.failed(row, error);
      }
    }
    if (gone.length > 0) await options.forget(gone);
    removed += gone.length;
    if (gone.length < due.length || due.length < BATCH) break;
  }
  return { removed, failed };
}
