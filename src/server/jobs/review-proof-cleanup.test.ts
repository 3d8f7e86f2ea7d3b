// The proof clean-up: proof decided more than PROOF_RETENTION_DAYS ago is deleted (the picture
// from storage, the key and order reference from the review, proofDeletedAt set) and its label
// stays; newer decisions and proof still waiting are kept; a second run finds nothing.
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PROOF_RETENTION_DAYS } from "../../shared/contracts/reviews-labels";
import { reviews } from "../db/schema/reviews";
import { createReview } from "../test/catalog-fixtures";
import { runDueJob } from "../test/run-job";
import { silentLog, useTestApp } from "../test/test-app";
import { REVIEW_PROOF_CLEANUP_JOB, reviewProofCleanupJob } from "./review-proof-cleanup";

const DAY_MS = 24 * 60 * 60 * 1000;

describe("review-proof-cleanup", () => {
  const t = useTestApp();

  it("deletes proof 30 days after the decision and keeps the label", async () => {
    const storage = t.app.objectStorage;
    const now = new Date();
    const proof = async (decidedDaysAgo: number | null, collection: "member" | "verified") => {
      const key = `proofs/${crypto.randomUUID()}.webp`;
      await storage.put(key, Buffer.from("RIFF....WEBPVP8 "), "image/webp");
      const review = await createReview(t.db, {
        status: "approved",
        collection,
        proofObjectKey: key,
        orderReference: "ORDER-1",
        proofSubmittedAt: new Date(now.getTime() - 40 * DAY_MS),
        ...(decidedDaysAgo === null
          ? {}
          : {
              proofDecision: collection === "verified" ? "verified" : "refused",
              proofDecidedAt: new Date(now.getTime() - decidedDaysAgo * DAY_MS),
            }),
      });
      return { id: review.id, key };
    };
    const old = await proof(PROOF_RETENTION_DAYS + 1, "verified");
    const oldRefused = await proof(PROOF_RETENTION_DAYS + 5, "member");
    const recent = await proof(PROOF_RETENTION_DAYS - 1, "verified");
    const waiting = await proof(null, "member");

    const outcome = await runDueJob(t.db, reviewProofCleanupJob({ storage }), () => now);
    expect(outcome).toMatchObject({ job: REVIEW_PROOF_CLEANUP_JOB, status: "ran" });
    expect(outcome?.status === "ran" ? outcome.result.deleted : 0).toBeGreaterThanOrEqual(2);

    const rows = await t.db
      .select()
      .from(reviews)
      .where(inArray(reviews.id, [old.id, oldRefused.id, recent.id, waiting.id]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const gone of [old, oldRefused]) {
      expect(byId.get(gone.id)).toMatchObject({
        proofObjectKey: null,
        orderReference: null,
        proofDeletedAt: now,
      });
      expect(await storage.head(gone.key)).toBeNull();
    }
    // The label and the decision stay.
    expect(byId.get(old.id)).toMatchObject({ collection: "verified", proofDecision: "verified" });
    expect(byId.get(oldRefused.id)).toMatchObject({ collection: "member", proofDecision: "refused" });
    for (const kept of [recent, waiting]) {
      expect(byId.get(kept.id)).toMatchObject({
        proofObjectKey: kept.key,
        orderReference: "ORDER-1",
        proofDeletedAt: null,
      });
      expect(await storage.head(kept.key)).not.toBeNull();
    }

    // Run again by hand, it finds nothing left to delete.
    const again = await reviewProofCleanupJob({ storage }).run({
      db: t.db,
      log: silentLog,
      signal: new AbortController().signal,
      now: () => now,
    });
    expect(again).toEqual({ deleted: 0, failed: 0 });
  });
});
