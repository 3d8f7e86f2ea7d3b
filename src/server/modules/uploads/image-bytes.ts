// What an upload is, judged by its first bytes (never by its name or declared type), and a stream
// guard that enforces the size cap and the type while the bytes arrive.
import { Transform, type TransformCallback } from "node:stream";
import { UPLOAD_MESSAGES } from "../../../shared/contracts/uploads";
import { AppError } from "../../lib/errors";

export type ImageKind = "png" | "jpeg" | "webp" | "gif";

/** The image type the magic bytes announce; null when they are not PNG, JPEG, WebP or GIF. */
export function sniffImage(head: Uint8Array): ImageKind | null {
  const b = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "png";
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (b.length >= 6 && /^GIF8[79]a$/.test(b.subarray(0, 6).toString("latin1"))) return "gif";
  if (
    b.length >= 12 &&
    b.subarray(0, 4).toString("latin1") === "RIFF" &&
    b.subarray(8, 12).toString("latin1") === "WEBP"
  )
    return "webp";
  return null;
}

/** The bytes sniffImage needs to decide. */
export const SNIFF_BYTES = 12;

export const tooLarge = () => new AppError(413, UPLOAD_MESSAGES.tooLarge);
export const wrongType = () => new AppError(415, UPLOAD_MESSAGES.wrongType);
export const emptyUpload = () => new AppError(400, UPLOAD_MESSAGES.empty);
export const storageFull = () => new AppError(413, UPLOAD_MESSAGES.storageFull);

/**
 * Passes bytes through while counting them: more than `maxBytes` fails with 413 (reading stops at
 * the first byte over), and first bytes that are not an accepted image fail with 415.
 */
export class UploadGuard extends Transform {
  bytes = 0;
  kind: ImageKind | null = null;
  private head: Buffer[] = [];
  private headBytes = 0;

  /** `overLimit`: the error for more than `maxBytes` (the file size cap by default). */
  constructor(
    private readonly maxBytes: number,
    private readonly overLimit: () => AppError = tooLarge,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      callback(this.overLimit());
    } else if (this.kind !== null) {
      callback(null, chunk);
    } else {
      this.head.push(chunk);
      this.headBytes += chunk.length;
      callback(this.headBytes < SNIFF_BYTES ? null : this.decide());
    }
  }

  override _flush(callback: TransformCallback): void {
    if (this.bytes === 0) callback(emptyUpload());
    else callback(this.kind === null ? this.decide() : null);
  }

  private decide(): AppError | null {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.kind = sniffImage(head);
    if (this.kind === null) return wrongType();
    this.push(head);
    return null;
  }
}
