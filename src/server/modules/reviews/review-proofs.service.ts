// Proof of enrolment (docs/decisions/0046-review-rules.md): a member attaches a picture of
// their receipt and the order reference to their own review; the picture leaves public reach at
// once (the uploads module moves it to a private key) and only admins see it, through the server.
// A moderator verifies or refuses it with a reason the member is told; a verified review counts
// more in the honest rating. The picture and the order reference are deleted PROOF_RETENTION_DAYS
// after the decision (jobs/review-proof-cleanup.ts); the label stays.
import type { Readable } from "node:stream";
import { and, asc, eq, getTableColumns, isNotNull, isNull } from "drizzle-orm";
import { type AttachProofBody, type OwnReview, REVIEW_MESSAGES } from "../../../shared/contracts/reviews";
import type {
  PendingProof,
  VerifyProofBody,
  VerifyProofResponse,
} from "../../../shared/contracts/reviews-admin";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/auth";
import { courses } from "../../db/schema/courses";
import { reviews } from "../../db/schema/reviews";
import type { DomainEvents } from "../../lib/domain-events";
import { BadRequestError, ConflictError, NotFoundError } from "../../lib/errors";
import { lockExisting } from "../../lib/lock-row";
import type { ObjectStorage } from "../../storage/storage";
import { authorName, MEMBER_NAME } from "../account/member-name";
import type { UploadService } from "../uploads/uploads.service";
import { REVIEW_PROOF_DECIDED } from "./review-events";
import { lockReviewWithCourse, ownReviewById, REVIEW_NOT_FOUND } from "./reviews.service";

/** Proofs are stored as what the upload flow made of them; the key's ending names the type. */
const PROOF_TYPES: Record<string, string> = { webp: "image/webp" };

export function createReviewProofService(
  db: Db,
  storage: ObjectStorage,
  uploads: Pick<UploadService, "takePrivate">,
  events: DomainEvents,
  now: () => Date = () => new Date(),
) {
  return {
    /**
     * Attaches proof to the member's own review (anyone else's, or none, is a 404). Attaching again
     * replaces proof still waiting, or refused; a verified enrolment is a 409.
     */
    async attach(userId: string, id: number, body: AttachProofBody): Promise<OwnReview> {
      const [review] = await db
        .select({ userId: reviews.userId, collection: reviews.collection })
        .from(reviews)
        .where(eq(reviews.id, id));
      if (!review || review.userId !== userId) throw new NotFoundError(REVIEW_NOT_FOUND);
      if (review.collection === "verified") throw new ConflictError(REVIEW_MESSAGES.proofAlreadyVerified);

      const taken = await uploads.takePrivate(userId, body.objectPath, "proofs");
      if (taken === null) throw new BadRequestError(REVIEW_MESSAGES.proofImageNotYours);
      let replaced: string | null = null;
      try {
        await db.transaction(async (tx) => {
          // Locked, so two attachments at once each see the other's key and none is left behind.
          const current = await lockExisting(tx, reviews, id, REVIEW_NOT_FOUND, {
            key: reviews.proofObjectKey,
            collection: reviews.collection,
          });
          if (current.collection === "verified")
            throw new ConflictError(REVIEW_MESSAGES.proofAlreadyVerified);
          replaced = current.key;
          await tx
            .update(reviews)
            .set({
              proofObjectKey: taken.objectKey,
              orderReference: body.orderReference,
              proofSubmittedAt: now(),
              proofDecision: null,
              proofDecidedAt: null,
              proofDecidedBy: null,
              proofDeletedAt: null,
            })
            .where(eq(reviews.id, id));
        });
      } catch (error) {
        await storage.delete(taken.objectKey);
        throw error;
      }
      if (replaced !== null) await storage.delete(replaced);
      return ownReviewById(db, id);
    },

    /** Proof waiting for a moderator, oldest first. */
    async pending(): Promise<PendingProof[]> {
      const rows = await db
        .select({
          id: reviews.id,
          courseId: reviews.courseId,
          courseTitle: courses.title,
          rating: reviews.rating,
          text: reviews.text,
          status: reviews.status,
          orderReference: reviews.orderReference,
          submittedAt: reviews.proofSubmittedAt,
          ...MEMBER_NAME,
        })
        .from(reviews)
        .innerJoin(courses, eq(courses.id, reviews.courseId))
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(and(isNotNull(reviews.proofObjectKey), isNull(reviews.proofDecision)))
        .orderBy(asc(reviews.proofSubmittedAt), asc(reviews.id));
      return rows.map(({ firstName, lastName, submittedAt, ...row }) => ({
        ...row,
        authorName: authorName(firstName, lastName),
        submittedAt: (submittedAt ?? new Date(0)).toISOString(),
      }));
    },

    /** The proof picture's bytes, for an admin; null when there is none (never sent, or deleted). */
    async file(id: number): Promise<{ stream: Readable; contentType: string } | null> {
      const [row] = await db.select({ key: reviews.proofObjectKey }).from(reviews).where(eq(reviews.id, id));
      if (!row?.key) return null;
      const stream = await storage.get(row.key);
      if (stream === null) return null;
      const ending = row.key.slice(row.key.lastIndexOf(".") + 1);
      return { stream, contentType: PROOF_TYPES[ending] ?? "application/octet-stream" };
    },

    /**
     * Verifies or refuses waiting proof: the review becomes a verified enrolment, or stays a member
     * review. REVIEW_PROOF_DECIDED's handlers (review-events.ts) audit the decision on the course,
     * tell the member with the reason and rescore an approved review's course (its rating weighs a
     * verified review more), all in the same transaction; the catalogue caches are cleared after
     * the commit by the events' transaction.
     */
    async verify(id: number, body: VerifyProofBody, adminId: string): Promise<VerifyProofResponse> {
      return events.transaction(db, async (tx, emit) => {
        const { course, review: row } = await lockReviewWithCourse(tx, id, getTableColumns(reviews));
        if (row.proofObjectKey === null || row.proofDecision !== null) {
          throw new ConflictError(REVIEW_MESSAGES.noProofWaiting);
        }
        const at = now();
        const decision = body.verified ? ("verified" as const) : ("refused" as const);
        const collection = body.verified ? ("verified" as const) : row.collection;
        await tx
          .update(reviews)
          .set({ collection, proofDecision: decision, proofDecidedAt: at, proofDecidedBy: adminId })
          .where(eq(reviews.id, id));
        await emit(REVIEW_PROOF_DECIDED, {
          reviewId: id,
          course,
          authorId: row.userId,
          adminId,
          verified: body.verified,
          reason: body.reason,
          weightChanged: row.status === "approved" && collection !== row.collection,
          at,
        });
        return { id, collection, proofStatus: decision };
      });
    },
  };
}

export type ReviewProofService = ReturnType<typeof createReviewProofService>;
