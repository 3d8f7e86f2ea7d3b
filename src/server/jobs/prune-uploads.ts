// Every 15 minutes: removes uploads that were never processed, an hour after their link expired
// (the raw file, then the row), and the rows of processed uploads once they no longer count toward
// the hourly limit. Before this ran, a raw upload stayed until the same member uploaded again, so
// throwaway accounts could each leave about 300 MB an hour
// (docs/decisions/0062-uploads.md). A file that cannot be removed keeps its
// row, so the next run tries again.
import { and, asc, inArray, isNotNull, isNull, lt } from "drizzle-orm";
import { uploadGrants } from "../db/schema/uploads";
import type { Job } from "../lib/job";
import type { ObjectStorage } from "../storage/storage";

export const PRUNE_UPLOADS_JOB = "prune-uploads";
const MINUTE_MS = 60 * 1000;
export const PRUNE_UPLOADS_INTERVAL_MS = 15 * MINUTE_MS;
/** An unprocessed upload is removed this long after its link expired. */
export const UNPROCESSED_UPLOAD_GRACE_MS = 60 * MINUTE_MS;
/** A processed upload's row is kept this long (the hourly upload limit counts it). */
export const PROCESSED_GRANT_RETENTION_MS = 2 * 60 * MINUTE_MS;
const BATCH = 200;

export function pruneUploadsJob(options: { storage: ObjectStorage }): Job {
  const { storage } = options;
  return {
    name: PRUNE_UPLOADS_JOB,
    intervalMs: PRUNE_UPLOADS_INTERVAL_MS,
    async run({ db, log, signal, now }) {
      const at = now().getTime();
      let removedFiles = 0;
      let failedFiles = 0;
      while (!signal.aborted) {
        const stale = await db
          .select({ id: uploadGrants.id, key: uploadGrants.objectKey })
          .from(uploadGrants)
          .where(
            and(
              isNull(uploadGrants.processedAt),
              lt(uploadGrants.expiresAt, new Date(at - UNPROCESSED_UPLOAD_GRACE_MS)),
            ),
          )
          .orderBy(asc(uploadGrants.expiresAt))
          .limit(BATCH);
        if (stale.length === 0) break;
        const removed: string[] = [];
        for (const grant of stale) {
          try {
            await storage.delete(grant.key);
            removed.push(grant.id);
          } catch (error) {
            failedFiles += 1;
            log.warn(
              { err: error, grantId: grant.id },
              "could not remove an unprocessed upload; retried next run",
            );
          }
        }
        if (removed.length > 0) await db.delete(uploadGrants).where(inArray(uploadGrants.id, removed));
        removedFiles += removed.length;
        if (removed.length < stale.length || stale.length < BATCH) break;
      }
      const processed = await db
        .delete(uploadGrants)
        .where(
          and(
            isNotNull(uploadGrants.processedAt),
            lt(uploadGrants.createdAt, new Date(at - PROCESSED_GRANT_RETENTION_MS)),
          ),
        )
        .returning({ id: uploadGrants.id });
      return { removedUploads: removedFiles, failedFiles, processedRowsDeleted: processed.length };
    },
  };
}
