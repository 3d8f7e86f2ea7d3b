import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A signed upload grant (POST /api/objects/upload): the URL carries its id, expiry and signature.
 * It is consumed once by the PUT of the bytes (usedAt); a second PUT or a late one is refused.
 */
export const uploadGrants = pgTable(
  "upload_grants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Storage key of the raw upload ("uploads/raw/{id}"). */
    objectKey: text("object_key").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /**
     * Bytes the upload counts against the member's storage (uploads.service.ts): the declared size
     * (S3), else the most one upload may have until its bytes arrive, then the bytes received.
     */
    bytes: integer("bytes").notNull().default(10_485_760),
    /** Set once PUT /api/images has processed the raw object into an image. */
    processedAt: timestamp("processed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
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
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    grantId: uuid("grant_id").references(() => uploadGrants.id, { onDelete: "set null" }),
    /** The path the browser uses as the image source ("/objects/images/{id}.webp"). */
    objectPath: text("object_path").notNull(),
    objectKey: text("object_key").notNull(),
    contentType: text("content_type").notNull(),
    bytes: integer("bytes").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("images_object_path_key").on(t.objectPath),
    uniqueIndex("images_grant_key").on(t.grantId),
    index("images_user_idx").on(t.userId, t.createdAt),
  ],
);
