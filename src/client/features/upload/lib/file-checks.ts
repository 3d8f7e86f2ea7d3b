// The browser's own checks before an upload starts: one
// file, at most 10485760 bytes, PNG, JPEG, WebP or GIF. The server checks again by the file's bytes.
import {
  ACCEPTED_IMAGE_TYPES,
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
} from "../../../../shared/contracts/uploads";

export const ACCEPT_ATTRIBUTE = [...ACCEPTED_IMAGE_TYPES, ".png", ".jpg", ".jpeg", ".webp", ".gif"].join(",");
const EXTENSIONS = /\.(png|jpe?g|webp|gif)$/i;

/** Why this file cannot be uploaded, or null when it may be. */
export function fileProblem(file: { name: string; size: number; type: string }): string | null {
  const typeOk = (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);
  if (!typeOk && !(file.type === "" && EXTENSIONS.test(file.name))) return UPLOAD_MESSAGES.wrongType;
  if (file.size === 0) return UPLOAD_MESSAGES.empty;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

/** 1536 -> "1.5 KB", 10485760 -> "10 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number(value.toFixed(1))} ${units[unit]}`;
}
