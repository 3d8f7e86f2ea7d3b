// Image upload (docs/decisions/0062-uploads.md):
// POST /api/objects/upload -> a signed, expiring upload URL; a single-part PUT of the bytes to it;
// PUT /api/images {imageURL, purpose} -> objectPath, the processed image's address. An image is
// private (its owner and moderators only, never cached) unless its purpose says it is public.
import { z } from "zod";
import { endpoint } from "../api/endpoint";
import { boundedText, endpointKind, listOf, memberKind, OkMessageResponse, Timestamp } from "./common";
import { uploadRoutes } from "./uploads.routes";

/** At most one file of at most 10485760 bytes (10 MB). */
export const MAX_UPLOAD_BYTES = 10_485_760;
export const ACCEPTED_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
/** Uploads a member may start per hour. */
export const UPLOADS_PER_HOUR = 30;
/** What one member's images and unprocessed uploads may take up together (100 MB). */
export const MAX_STORED_BYTES_PER_MEMBER = 100 * 1024 * 1024;

/**
 * What an upload is for, declared when it is processed. "public-image": an image to use on the site,
 * viewable by anyone with its address and cached as a public file. "proof" (a receipt for proof of
 * enrolment), or no purpose at all: private from the start, served only to its owner and moderators
 * and never cached, so nothing becomes public that its owner did not publish.
 */
export const UPLOAD_PURPOSES = ["public-image", "proof"] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

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
  purposeUnknown: `The purpose must be one of: ${UPLOAD_PURPOSES.join(", ")}.`,
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
    expiresAt: Timestamp,
    maxBytes: z.number().int(),
  })
  .meta({ id: "UploadGrant" });
export type CreateUploadResponse = z.infer<typeof CreateUploadResponse>;

/** The upload URL's grant and signature; the server checks them itself (403 when they do not hold). */
export const UploadPutParams = z.object({ grantId: z.string() });
export const UploadPutQuery = z.object({ expires: z.string().optional(), signature: z.string().optional() });

export const UploadPutResponse = z.object({ ok: z.literal(true), bytes: z.number().int() });
export type UploadPutResponse = z.infer<typeof UploadPutResponse>;

export const ProcessImageBody = z.object({
  imageURL: boundedText(1, 2048, "imageURL is required.", UPLOAD_MESSAGES.notOurUrl),
  /** Left out: private, like proof. */
  purpose: z.enum(UPLOAD_PURPOSES, { error: () => UPLOAD_MESSAGES.purposeUnknown }).optional(),
});

export const UploadedImage = z
  .object({
    id: z.string(),
    /** The image's address, used directly as <img src> ("/objects/images/{id}.webp"). */
    objectPath: z.string(),
    /** Whether anyone with the address may view it ("public-image"); else only its owner and moderators. */
    public: z.boolean(),
    contentType: z.string(),
    bytes: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
    createdAt: Timestamp,
  })
  .meta({ id: "UploadedImage" });
export type UploadedImage = z.infer<typeof UploadedImage>;

export const ProcessImageResponse = z.object({ objectPath: z.string(), image: UploadedImage });
export type ProcessImageResponse = z.infer<typeof ProcessImageResponse>;

export const ImageListResponse = listOf(UploadedImage);
export type ImageListResponse = z.infer<typeof ImageListResponse>;

export const ImageIdParams = z.object({ id: z.uuid({ error: () => UPLOAD_MESSAGES.imageNotFound }) });
export const DeleteImageResponse = OkMessageResponse;

export const ImageFileParams = z.object({ file: z.string() });

// ---- Endpoints ----

const memberCreate = endpointKind({ tags: ["uploads"], status: 201, errors: [400, 401, 429] });
const member = memberKind(["uploads"]);

export const startUpload = memberCreate(uploadRoutes.start, CreateUploadResponse, {
  summary: "Start an upload: a signed, expiring, one-time URL to PUT one image to (at most 10 MB)",
  description: `No body, {} or {size, contentType}; the size and type are required when files go to S3 (they are signed into the URL). At most 30 a member an hour (429). The URL is valid for UPLOAD_URL_TTL_SECONDS.`,
  body: CreateUploadBody,
});

export const putUpload = member(uploadRoutes.put, UploadPutResponse, {
  summary: "The upload URL itself (local storage): the file's bytes as the whole request body",
  description:
    "Single-part only. Refused: a bad signature (403), an expired link (403), a used link (409), someone else's link (403), more than 10485760 bytes (413), anything but PNG, JPEG, WebP or GIF by its first bytes (415). Nothing is kept from a refused upload.",
  params: UploadPutParams,
  query: UploadPutQuery,
  errors: [400, 403, 404, 409, 413, 415],
});

export const processImage = member(uploadRoutes.process, ProcessImageResponse, {
  summary: "Process an uploaded file into an image (re-encoded as WebP, metadata removed): its objectPath",
  description:
    'imageURL must be an upload URL this site handed to the caller, already uploaded to; it is never fetched. A second call for the same upload answers the same objectPath. purpose "public-image" publishes the image at its address; "proof", or no purpose, keeps it private to its owner and moderators.',
  body: ProcessImageBody,
  errors: [400, 403, 413, 415, 422],
});

export const listImages = member(uploadRoutes.list, ImageListResponse, {
  summary: "The signed-in member's images, newest first",
});

export const deleteImage = member(uploadRoutes.remove, DeleteImageResponse, {
  summary: "Delete one of the member's own images and its file (anyone else's is a 404)",
  params: ImageIdParams,
  errors: [400, 404],
});

/** The image's bytes (a stream), so no response schema: the OpenAPI document shows the default. */
export const getImageFile = endpoint(uploadRoutes.image, {
  tags: ["uploads"],
  summary:
    "A processed image: a public one to anyone with its unguessable address (cached a year); a private one only to its owner and admins (Cache-Control: private, no-store), a 404 to anyone else",
  params: ImageFileParams,
  responses: {},
});

/** Every endpoint of image upload, keyed as in uploads.routes.ts. */
export const uploadEndpoints = {
  start: startUpload,
  put: putUpload,
  process: processImage,
  list: listImages,
  remove: deleteImage,
  image: getImageFile,
};
