// Image upload (SPEC.md "Image upload", sections 3 "Upload result", 5 "Upload restrictions" and 7):
// POST /api/objects/upload -> a signed, expiring upload URL; a single-part PUT of the bytes to it;
// PUT /api/images {imageURL} -> objectPath, the processed image's address.
import { z } from "zod";

/** At most one file of at most 10485760 bytes (10 MB). */
export const MAX_UPLOAD_BYTES = 10_485_760;
export const ACCEPTED_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
/** Uploads a member may start per hour. */
export const UPLOADS_PER_HOUR = 30;
/** What one member's images and unprocessed uploads may take up together (100 MB). */
export const MAX_STORED_BYTES_PER_MEMBER = 100 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  successTitle: "Success!",
  success: "Your image has been uploaded successfully.",
  errorTitle: "Upload Error",
  error: "Failed to complete image upload. Please try again.",
  tooLarge: "The file is larger than 10 MB.",
  wrongType: "Only PNG, JPEG, WebP or GIF images can be uploaded.",
  empty: "The file is empty. Choose an image file.",
  multipart: "Send one file as the request body; forms with several parts are not accepted.",
  linkInvalid: "This upload link is not valid.",
  linkExpired: "This upload link has expired. Start the upload again.",
  linkUsed: "This upload link was already used.",
  linkNotYours: "This upload link belongs to another account.",
  notOurUrl: "That is not an upload link from this site.",
  notUploaded: "No file has been uploaded to this link yet.",
  unreadable: "The image could not be read. It may be damaged or not really an image.",
  tooManyPixels: "The image has too many pixels (more than 40 megapixels).",
  rateLimited: "You have started 30 uploads in the last hour. Try again later.",
  storageFull:
    "Your images take up the 100 MB one account may keep. Delete an image on your uploads page to make room.",
  sizeRequired: "Tell us the file's size and type before uploading.",
  imageNotFound: "Image not found.",
  deleted: "Image deleted.",
} as const;

/** Optional: the file's size and type (required when files go to S3, where the size is signed). */
export const CreateUploadBody = z
  .object({
    size: z.number().int().min(1, UPLOAD_MESSAGES.empty).max(MAX_UPLOAD_BYTES, UPLOAD_MESSAGES.tooLarge),
    contentType: z.enum(ACCEPTED_IMAGE_TYPES, { error: () => UPLOAD_MESSAGES.wrongType }),
  })
  .partial()
  .nullish();
export type CreateUploadBody = z.infer<typeof CreateUploadBody>;

export const CreateUploadResponse = z
  .object({
    /** Send the file's bytes here with a single-part PUT (no form). */
    uploadURL: z.string(),
    method: z.literal("PUT"),
    /** Headers the PUT must carry (S3 signs Content-Type); empty for our own server. */
    headers: z.record(z.string(), z.string()),
    expiresAt: z.string(),
    maxBytes: z.number().int(),
  })
  .meta({ id: "UploadGrant" });
export type CreateUploadResponse = z.infer<typeof CreateUploadResponse>;

export const UploadPutResponse = z.object({ ok: z.literal(true), bytes: z.number().int() });
export type UploadPutResponse = z.infer<typeof UploadPutResponse>;

export const ProcessImageBody = z.object({
  imageURL: z
    .string({ error: () => "imageURL is required." })
    .trim()
    .min(1, "imageURL is required.")
    .max(2048, UPLOAD_MESSAGES.notOurUrl),
});

export const UploadedImage = z
  .object({
    id: z.string(),
    /** The image's address, used directly as <img src> ("/objects/images/{id}.webp"). */
    objectPath: z.string(),
    contentType: z.string(),
    bytes: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: "UploadedImage" });
export type UploadedImage = z.infer<typeof UploadedImage>;

export const ProcessImageResponse = z.object({ objectPath: z.string(), image: UploadedImage });
export type ProcessImageResponse = z.infer<typeof ProcessImageResponse>;

export const ImageListResponse = z.object({ items: z.array(UploadedImage) });
export type ImageListResponse = z.infer<typeof ImageListResponse>;

export const ImageIdParams = z.object({ id: z.uuid({ error: () => UPLOAD_MESSAGES.imageNotFound }) });
export const DeleteImageResponse = z.object({ ok: z.literal(true), message: z.string() });
