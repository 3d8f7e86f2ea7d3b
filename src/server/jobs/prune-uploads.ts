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
import { removeStoredObjects } from "./remove-stored-objects";

export const PRUNE_UPLOADS_JOB = "prune-uploads";
const MINUTE_MS = 60 * 1000;
export const PRUNE_UPLOADS_INTERVAL_MS = 15 * MINUTE_MS;
/** An unprocessed upload is removed this long after its link expired. */
export const UNPROCESSED_UPLOAD_GRACE_MS = 60 * MINUTE_MS;
/** A processed upload's row is kept this long (the hourly upload limit counts it). */
export const PROCESSED_GRANT_RETENTION_MS = 2 * 60 * MINUTE_MS;

export function pruneUploadsJob(options: { storage: ObjectStorage }): Job {
  const { storage } = options;
  return {
    name: PRUNE_UPLOADS_JOB,
    intervalMs: PRUNE_UPLOADS_INTERVAL_MS,
    async run({ db, log, signal, now }) {
      const at = now().getTime();
      const files = await removeStoredObjects({
        storage,
        signal,
        due: (limit) =>
          db
            .select({ id: uploadGrants.id, key: uploadGrants.objectKey })
            .from(uploadGrants)
            .where(
              and(
                isNull(uploadGrants.processedAt),
                lt(uploadGrants.expiresAt, new Date(at - UNPROCESSED_UPLOAD_GRACE_MS)),
              ),
            )
            .orderBy(asc(uploadGrants.expiresAt))
            .limit(limit),
        forget: async (grants) => {
          await db.delete(uploadGrants).where(
            inArray(
              uploadGrants.id,
              grants.map((g) => g.id),
            ),
          );
        },
        failed: (grant, error) =>
          log.warn(
            { err: error, grantId: grant.id },
            "could not remove an unprocessed upload; retried next run",
          ),
      });
      const processed = await db
        .delete(uploadGrants)
        .where(
          and(
            isNotNull(uploadGrants.processedAt),
            lt(uploadGrants.createdAt, new Date(at - PROCESSED_GRANT_RETENTION_MS)),
          ),
        )
        .returning({ id: uploadGrants.id });
      return {
        removedUploads: files.removed,
        failedFiles: files.failed,
        processedRowsDeleted: processed.length,
      };
    },
  };
}
