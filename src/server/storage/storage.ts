// Where uploaded files live: one interface, two implementations — local
// disk under DATA_DIR/objects (default) and an S3-compatible bucket (S3_* variables).
import type { Readable } from "node:stream";

/** The most bytes one upload may have (10 MB). */
export const MAX_UPLOAD_BYTES = 10_485_760;

/** Keys are ours alone: "uploads/raw/{uuid}" and "images/{uuid}.webp" (no dots-only segments). */
const KEY_PATTERN = /^[a-z]+(\/[a-z]+)*\/[0-9a-f-]{36}(\.[a-z]{3,4})?$/;

export function assertSafeKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Refusing an unexpected storage key: ${key}`);
}

/** A key of ours (anything else in a listing, e.g. a local write's ".part" file, is passed over). */
export const isSafeKey = (key: string): boolean => KEY_PATTERN.test(key);

/** A folder of keys: "snapshots/html/". */
const PREFIX_PATTERN = /^[a-z]+(\/[a-z]+)*\/$/;

export function assertSafePrefix(prefix: string): void {
  if (!PREFIX_PATTERN.test(prefix)) throw new Error(`Refusing an unexpected storage prefix: ${prefix}`);
}

/** One object in a listing. */
export interface ListedObject {
  key: string;
  /** When it was last written. */
  modifiedAt: Date;
}

export interface SignedUpload {
  /** Where the browser sends the bytes, with a single-part PUT. */
  url: string;
  /** Headers the PUT must carry exactly (S3 signs Content-Type); empty for local storage. */
  headers: Record<string, string>;
}

export interface SignUploadInput {
  key: string;
  /** The grant's id (the local URL names it). */
  grantId: string;
  expiresAt: Date;
  maxBytes: number;
  /** The file's size and type as the browser announced them (signed into an S3 URL). */
  size?: number;
  contentType?: string;
  /** This site's origin, for a URL that points back at our own server. */
  origin: string;
}

export interface ObjectStorage {
  readonly kind: "local" | "s3";
  /** Stores a whole object; a stream that fails leaves nothing behind. */
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** The object's bytes as a stream, or null when there is no such object. */
  get(key: string): Promise<Readable | null>;
  /** The object's size in bytes, or null when there is no such object. */
  head(key: string): Promise<{ size: number } | null>;
  /** Removes the object; a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Every object of ours under a folder ("snapshots/html/"), in no set order; for clean-up sweeps. */
  list(prefix: string): AsyncIterable<ListedObject>;
  signedUploadUrl(input: SignUploadInput): Promise<SignedUpload>;
  /** The grant id an upload URL of ours names, or null for any other URL (never fetched). */
  grantIdFromUploadUrl(url: string, origin: string): string | null;
  /** Cleans up on app close (a temporary directory in tests). */
  close(): Promise<void>;
}

/** Reads a stream into memory, refusing more than `limit` bytes. */
export async function readAll(stream: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    total += buffer.length;
    if (total > limit) {
      stream.destroy();
      return null;
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}
