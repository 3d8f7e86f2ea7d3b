import { index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { memberRef } from "./auth";
import { at, createdAt, oneTimeUse, uuidId } from "./columns";

/**
 * A signed upload grant (POST /api/objects/upload): the URL carries its id, expiry and signature.
 * It is consumed once by the PUT of the bytes (usedAt); a second PUT or a late one is refused.
 */
export const uploadGrants = pgTable(
  "upload_grants",
  {
    id: uuidId(),
    userId: memberRef(),
    /** Storage key of the raw upload ("uploads/raw/{id}"). */
    objectKey: text("object_key").notNull(),
    ...oneTimeUse(),
    /**
     * Bytes the upload counts against the member's storage (uploads.service.ts): the declared size
     * (S3), else the most one upload may have until its bytes arrive, then the bytes received.
     */
    bytes: integer("bytes").notNull().default(10_485_760),
    /** Set once PUT /api/images has processed the raw object into an image. */
    processedAt: at("processed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("upload_grants_user_idx").on(t.userId, t.createdAt),
    index("upload_grants_expires_idx").on(t.expiresAt),
  ],
);

/** A processed image (re-encoded with sharp, metadata stripped), owned by the member who uploaded it. */
export const images = pgTable(
  "images",
  {
    id: uuidId(),
    userId: memberRef(),
    grantId: uuid("grant_id").references(() => uploadGrants.id, { onDelete: "set null" }),
    /** The path the browser uses as the image source ("/objects/images/{id}.webp"). */
    objectPath: text("object_path").notNull(),
    objectKey: text("object_key").notNull(),
    contentType: text("content_type").notNull(),
    bytes: integer("bytes").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("images_object_path_key").on(t.objectPath),
    uniqueIndex("images_grant_key").on(t.grantId),
    index("images_user_idx").on(t.userId, t.createdAt),
  ],
);
