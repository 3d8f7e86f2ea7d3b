// Every 6 hours: deletes proof of enrolment PROOF_RETENTION_DAYS after a moderator decided on it —
// the picture from storage, then the key and the order reference from the review, with
// proofDeletedAt set. The decision and the "Verified enrolment" label stay: the proof was needed to
// decide, not to keep (docs/decisions/0046-review-rules.md). A picture that cannot be removed
// keeps its key, so the next run tries again.
import { and, asc, eq, isNotNull, lt } from "drizzle-orm";
import { PROOF_RETENTION_DAYS } from "../../shared/contracts/reviews-labels";
import { reviews } from "../db/schema/reviews";
import type { Job } from "../lib/job";
import { DAY_MS } from "../lib/time";
import type { ObjectStorage } from "../storage/storage";
import { removeStoredObjects } from "./remove-stored-objects";

export const REVIEW_PROOF_CLEANUP_JOB = "review-proof-cleanup";
export const REVIEW_PROOF_CLEANUP_INTERVAL_MS = 6 * 60 * 60 * 1000;

export function reviewProofCleanupJob(options: { storage: ObjectStorage }): Job {
  const { storage } = options;
  return {
    name: REVIEW_PROOF_CLEANUP_JOB,
    intervalMs: REVIEW_PROOF_CLEANUP_INTERVAL_MS,
    async run({ db, log, signal, now }) {
      const at = now();
      const decidedBefore = new Date(at.getTime() - PROOF_RETENTION_DAYS * DAY_MS);
      const { removed, failed } = await removeStoredObjects({
        storage,
        signal,
        due: (limit) =>
          db
            .select({ id: reviews.id, key: reviews.proofObjectKey })
            .from(reviews)
            .where(and(isNotNull(reviews.proofObjectKey), lt(reviews.proofDecidedAt, decidedBefore)))
            .orderBy(asc(reviews.proofDecidedAt), asc(reviews.id))
            .limit(limit),
        forget: async (rows) => {
          // Only if the key is still this one: proof attached again meanwhile is new proof.
          for (const row of rows)
            await db
              .update(reviews)
              .set({ proofObjectKey: null, orderReference: null, proofDeletedAt: at })
              .where(and(eq(reviews.id, row.id), eq(reviews.proofObjectKey, row.key)));
        },
        failed: (row, error) =>
          log.warn({ err: error, reviewId: row.id }, "could not delete a review's proof; retried next run"),
      });
      return { deleted: removed, failed };
    },
  };
}
