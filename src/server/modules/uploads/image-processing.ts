// Re-encodes an upload with sharp: decoded under a pixel limit, turned upright (EXIF orientation),
// shrunk to fit 2048 x 2048 when larger, written as WebP. sharp drops EXIF, GPS, XMP and ICC data
// unless asked to keep them, so nothing the camera recorded survives. An animated GIF or WebP
// keeps its first frame (logos and thumbnails are still images).
import sharp from "sharp";
import { UPLOAD_MESSAGES } from "../../../shared/contracts/uploads";
import { AppError } from "../../lib/errors";

/** 40 megapixels: a decompression bomb is refused before it is decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_OUTPUT_SIDE = 2048;

export interface ProcessedImage {
  data: Buffer;
  contentType: "image/webp";
  extension: "webp";
  width: number;
  height: number;
}

export async function processImage(input: Buffer): Promise<ProcessedImage> {
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: MAX_OUTPUT_SIDE, height: MAX_OUTPUT_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { data, contentType: "image/webp", extension: "webp", width: info.width, height: info.height };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) throw new AppError(422, UPLOAD_MESSAGES.tooManyPixels);
    throw new AppError(422, UPLOAD_MESSAGES.unreadable);
  }
}
