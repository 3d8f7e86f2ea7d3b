// Upload grants (signed, expiring, one-time upload URLs), the PUT of the bytes, processing into an
// image, and the member's own images. Every grant and image is checked against its owner. An image
// is private unless it was processed as a "public-image": where its bytes are kept says which
// (PUBLIC_IMAGE_PREFIX or PRIVATE_IMAGE_PREFIX), so no column is needed and a key can never be both.
import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { and, count, desc, eq, gt, isNotNull, isNull, min, ne, or, sum } from "drizzle-orm";
import {
  type CreateUploadBody,
  type CreateUploadResponse,
  MAX_STORED_BYTES_PER_MEMBER,
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
  UPLOADS_PER_HOUR,
  type UploadedImage,
  type UploadPurpose,
} from "../../../shared/contracts/uploads";
import { advisoryXactLock } from "../../db/advisory-lock";
import type { Db, Tx } from "../../db/client";
import { images, uploadGrants } from "../../db/schema/uploads";
import {
  AppError,
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
} from "../../lib/errors";
import { type ObjectStorage, readAll } from "../../storage/storage";
import { emptyUpload, sniffImage, storageFull, tooLarge, UploadGuard, wrongType } from "./image-bytes";
import { processImage } from "./image-processing";

const HOUR_MS = 60 * 60 * 1000;
/** Advisory lock class of one member's uploads (second half: a hash of the member's id). */
const MEMBER_UPLOADS_LOCK_CLASS = 72_014_019;
const rawKey = (grantId: string) => `uploads/raw/${grantId}`;
/** Images anyone with the address may view (purpose "public-image"). */
const PUBLIC_IMAGE_PREFIX = "images/";
/** Every other image: served only to its owner and moderators, never cached. */
const PRIVATE_IMAGE_PREFIX = "private/images/";
const isPublicKey = (objectKey: string) => objectKey.startsWith(PUBLIC_IMAGE_PREFIX);

/** The image behind a served path, with what deciding who may see it needs. */
export interface StoredImage {
  objectKey: string;
  contentType: string;
  userId: string;
  public: boolean;
}

type ImageRow = typeof images.$inferSelect;
type GrantRow = typeof uploadGrants.$inferSelect;

function toImage(row: ImageRow): UploadedImage {
  return {
    id: row.id,
    objectPath: row.objectPath,
    public: isPublicKey(row.objectKey),
    contentType: row.contentType,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Serialises one member's grant and claim decisions (hourly count, storage cap) across instances. */
function lockMemberUploads(tx: Tx, userId: string): Promise<void> {
  return advisoryXactLock(tx, MEMBER_UPLOADS_LOCK_CLASS, userId);
}

/**
 * Bytes a member's uploads take up (docs/decisions/0062-uploads.md): every
 * image, plus every upload not yet processed whose bytes arrived or are on their way (a claimed
 * local upload, or an S3 link still valid, counted at its signed size). `exceptGrant` leaves one out.
 */
export async function storedBytes(
  tx: Tx | Db,
  userId: string,
  at: Date,
  exceptGrant?: string,
): Promise<number> {
  const [imageBytes] = await tx
    .select({ total: sum(images.bytes) })
    .from(images)
    .where(eq(images.userId, userId));
  const [uploadBytes] = await tx
    .select({ total: sum(uploadGrants.bytes) })
    .from(uploadGrants)
    .where(
      and(
        eq(uploadGrants.userId, userId),
        isNull(uploadGrants.processedAt),
        or(isNotNull(uploadGrants.usedAt), gt(uploadGrants.expiresAt, at)),
        exceptGrant === undefined ? undefined : ne(uploadGrants.id, exceptGrant),
      ),
    );
  return Number(imageBytes?.total ?? 0) + Number(uploadBytes?.total ?? 0);
}

export function createUploadService(db: Db, storage: ObjectStorage, options: { ttlMs: number }) {
  async function ownGrant(grantId: string, userId: string): Promise<GrantRow> {
    const [grant] = await db.select().from(uploadGrants).where(eq(uploadGrants.id, grantId));
    if (!grant) throw new ForbiddenError(UPLOAD_MESSAGES.linkInvalid);
    if (grant.userId !== userId) throw new ForbiddenError(UPLOAD_MESSAGES.linkNotYours);
    return grant;
  }

  return {
    /** POST /api/objects/upload: a new grant and its signed URL (at most 30 an hour per member). */
    async createGrant(userId: string, body: CreateUploadBody, origin: string): Promise<CreateUploadResponse> {
      if (storage.kind === "s3" && (body?.size === undefined || body.contentType === undefined)) {
        throw new BadRequestError(UPLOAD_MESSAGES.sizeRequired);
      }
      const id = randomUUID();
      const expiresAt = new Date(Math.floor((Date.now() + options.ttlMs) / 1000) * 1000);
      // An S3 upload goes straight to the bucket at its signed size, so it counts from now; a local
      // one counts once its bytes start arriving (receive).
      const reserved = storage.kind === "s3" ? (body?.size ?? MAX_UPLOAD_BYTES) : 0;
      await db.transaction(async (tx) => {
        // One decision at a time per member: grants sent together cannot all pass the counts.
        await lockMemberUploads(tx, userId);
        const now = new Date();
        const since = new Date(now.getTime() - HOUR_MS);
        const [recent] = await tx
          .select({ n: count(), oldest: min(uploadGrants.createdAt) })
          .from(uploadGrants)
          .where(and(eq(uploadGrants.userId, userId), gt(uploadGrants.createdAt, since)));
        if ((recent?.n ?? 0) >= UPLOADS_PER_HOUR) {
          const waitMs = recent?.oldest ? recent.oldest.getTime() + HOUR_MS - now.getTime() : HOUR_MS;
          throw new TooManyRequestsError(UPLOAD_MESSAGES.rateLimited, waitMs / 1000);
        }
        const used = await storedBytes(tx, userId, now);
        if (used + Math.max(1, reserved) > MAX_STORED_BYTES_PER_MEMBER) throw storageFull();
        await tx
          .insert(uploadGrants)
          .values({ id, userId, objectKey: rawKey(id), expiresAt, bytes: reserved });
      });
      const signed = await storage.signedUploadUrl({
        key: rawKey(id),
        grantId: id,
        expiresAt,
        maxBytes: MAX_UPLOAD_BYTES,
        size: body?.size,
        contentType: body?.contentType,
        origin,
      });
      return {
        uploadURL: signed.url,
        method: "PUT",
        headers: signed.headers,
        expiresAt: expiresAt.toISOString(),
        maxBytes: MAX_UPLOAD_BYTES,
      };
    },

    /**
     * The PUT of the bytes (local storage; the signature was checked by the route). The grant is
     * claimed before reading and released again when the body is refused, so nothing is kept and
     * the same link may be retried with a proper file until it expires.
     */
    async receive(
      userId: string,
      grantId: string,
      signedExpires: number,
      body: Readable,
      declaredLength: number | undefined,
    ) {
      const grant = await ownGrant(grantId, userId);
      const now = Date.now();
      if (signedExpires * 1000 <= now || grant.expiresAt.getTime() <= now) {
        throw new ForbiddenError(UPLOAD_MESSAGES.linkExpired);
      }
      if (grant.usedAt !== null) throw new ConflictError(UPLOAD_MESSAGES.linkUsed);
      if (declaredLength !== undefined && declaredLength > MAX_UPLOAD_BYTES) throw tooLarge();

      // The claim reserves what the member's storage has room for (at most one upload's cap), under
      // the member's lock, so uploads sent together cannot overrun it; the bytes received replace it.
      const limit = await db.transaction(async (tx) => {
        await lockMemberUploads(tx, userId);
        const room = MAX_STORED_BYTES_PER_MEMBER - (await storedBytes(tx, userId, new Date(), grantId));
        if (room <= 0 || (declaredLength !== undefined && declaredLength > room)) throw storageFull();
        const reserve = Math.min(MAX_UPLOAD_BYTES, room);
        const [claimed] = await tx
          .update(uploadGrants)
          .set({ usedAt: new Date(), bytes: reserve })
          .where(and(eq(uploadGrants.id, grantId), isNull(uploadGrants.usedAt)))
          .returning({ id: uploadGrants.id });
        if (!claimed) throw new ConflictError(UPLOAD_MESSAGES.linkUsed);
        return reserve;
      });

      const guard = new UploadGuard(limit, limit < MAX_UPLOAD_BYTES ? storageFull : tooLarge);
      // The guard may refuse the bytes before storage starts reading: the error is kept on the
      // stream (guard.errored) and storage.put rejects with it.
      guard.on("error", () => undefined);
      const onSourceError = (error: Error) => guard.destroy(error);
      body.on("error", onSourceError);
      body.pipe(guard);
      try {
        await storage.put(grant.objectKey, guard, "application/octet-stream");
        await db.update(uploadGrants).set({ bytes: guard.bytes }).where(eq(uploadGrants.id, grantId));
        return { bytes: guard.bytes };
      } catch (error) {
        await db.update(uploadGrants).set({ usedAt: null, bytes: 0 }).where(eq(uploadGrants.id, grantId));
        await storage.delete(grant.objectKey);
        throw error;
      } finally {
        body.unpipe(guard);
        body.off("error", onSourceError);
      }
    },

    /**
     * PUT /api/images: the raw upload, checked and re-encoded into an image (once per grant). Only a
     * "public-image" is stored where it is served to anyone; proof, and an upload that names no
     * purpose, are private from the first byte stored.
     */
    async process(userId: string, grantId: string, purpose?: UploadPurpose): Promise<UploadedImage> {
      const grant = await ownGrant(grantId, userId);
      const [existing] = await db.select().from(images).where(eq(images.grantId, grantId));
      if (existing) return toImage(existing);

      const head = await storage.head(grant.objectKey);
      if (grant.usedAt === null) {
        // Local uploads mark the grant as they arrive; S3 ones arrive elsewhere and are seen here.
        if (storage.kind !== "s3" || head === null) throw new BadRequestError(UPLOAD_MESSAGES.notUploaded);
        await db.update(uploadGrants).set({ usedAt: new Date() }).where(eq(uploadGrants.id, grantId));
      }
      if (head === null) throw new BadRequestError(UPLOAD_MESSAGES.notUploaded);
      const discard = async (error: AppError) => {
        await storage.delete(grant.objectKey);
        throw error;
      };
      if (head.size > MAX_UPLOAD_BYTES) return discard(tooLarge());
      if (head.size === 0) return discard(emptyUpload());
      const stream = await storage.get(grant.objectKey);
      const raw = stream ? await readAll(stream, MAX_UPLOAD_BYTES) : null;
      if (raw === null)
        return discard(stream ? tooLarge() : new BadRequestError(UPLOAD_MESSAGES.notUploaded));
      if (sniffImage(raw.subarray(0, 12)) === null) return discard(wrongType());

      let processed: Awaited<ReturnType<typeof processImage>>;
      try {
        processed = await processImage(raw);
      } catch (error) {
        if (error instanceof AppError) return discard(error);
        throw error;
      }
      const id = randomUUID();
      const prefix = purpose === "public-image" ? PUBLIC_IMAGE_PREFIX : PRIVATE_IMAGE_PREFIX;
      const objectKey = `${prefix}${id}.${processed.extension}`;
      await storage.put(objectKey, processed.data, processed.contentType);
      const [row] = await db
        .insert(images)
        .values({
          id,
          userId,
          grantId,
          // One address whichever way it is kept: the route decides who may see it.
          objectPath: `/objects/images/${id}.${processed.extension}`,
          objectKey,
          contentType: processed.contentType,
          bytes: processed.data.length,
          width: processed.width,
          height: processed.height,
        })
        .onConflictDoNothing({ target: images.grantId })
        .returning();
      if (!row) {
        // A parallel call for the same grant won: answer with its image, keep no second file.
        await storage.delete(objectKey);
        const [winner] = await db.select().from(images).where(eq(images.grantId, grantId));
        if (!winner) throw new NotFoundError(UPLOAD_MESSAGES.imageNotFound);
        return toImage(winner);
      }
      await db.update(uploadGrants).set({ processedAt: new Date() }).where(eq(uploadGrants.id, grantId));
      await storage.delete(grant.objectKey);
      return toImage(row);
    },

    async list(userId: string): Promise<UploadedImage[]> {
      const rows = await db
        .select()
        .from(images)
        .where(eq(images.userId, userId))
        .orderBy(desc(images.createdAt));
      return rows.map(toImage);
    },

    /** Deletes one of the member's own images and its file (anyone else's is a 404). */
    async remove(userId: string, imageId: string): Promise<void> {
      const [row] = await db
        .delete(images)
        .where(and(eq(images.id, imageId), eq(images.userId, userId)))
        .returning({ objectKey: images.objectKey });
      if (!row) throw new NotFoundError(UPLOAD_MESSAGES.imageNotFound);
      await storage.delete(row.objectKey);
    },

    /**
     * Takes one of the member's own images out of the member's images (proof of enrolment): its bytes
     * move to a new key under `prefix`, which no route serves but the moderators' own, and the image
     * (row and file, private or public) is gone. null when the path names no image of this member's.
     */
    async takePrivate(
      userId: string,
      objectPath: string,
      prefix: "proofs",
    ): Promise<{ objectKey: string; contentType: string } | null> {
      const [row] = await db
        .select()
        .from(images)
        .where(and(eq(images.objectPath, objectPath), eq(images.userId, userId)));
      const stream = row ? await storage.get(row.objectKey) : null;
      const data = stream ? await readAll(stream, MAX_UPLOAD_BYTES) : null;
      if (!row || data === null) return null;
      const objectKey = `${prefix}/${randomUUID()}${row.objectKey.slice(row.objectKey.lastIndexOf("."))}`;
      await storage.put(objectKey, data, row.contentType);
      // Whoever deletes the row owns the bytes: a second call for the same image at once gets null.
      const [taken] = await db.delete(images).where(eq(images.id, row.id)).returning({ id: images.id });
      if (!taken) {
        await storage.delete(objectKey);
        return null;
      }
      await storage.delete(row.objectKey);
      return { objectKey, contentType: row.contentType };
    },

    /** The stored image behind a served path, or null (unknown or deleted). */
    async findByPath(objectPath: string): Promise<StoredImage | null> {
      const [row] = await db
        .select({ objectKey: images.objectKey, contentType: images.contentType, userId: images.userId })
        .from(images)
        .where(eq(images.objectPath, objectPath));
      return row ? { ...row, public: isPublicKey(row.objectKey) } : null;
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;

/**
 * Removes every file a member uploaded (images and raw uploads) and their rows. Call it before
 * deleting the account: the rows would cascade away, but the files would stay on disk or in S3.
 */
export async function deleteUserObjects(db: Db, storage: ObjectStorage, userId: string): Promise<number> {
  const owned = await db.select({ key: images.objectKey }).from(images).where(eq(images.userId, userId));
  const grants = await db
    .select({ key: uploadGrants.objectKey })
    .from(uploadGrants)
    .where(eq(uploadGrants.userId, userId));
  const keys = [...owned.map((r) => r.key), ...grants.map((r) => r.key)];
  for (const key of keys) await storage.delete(key);
  await db.delete(images).where(eq(images.userId, userId));
  await db.delete(uploadGrants).where(eq(uploadGrants.userId, userId));
  return owned.length;
}
