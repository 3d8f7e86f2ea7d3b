// Picks the storage from the configuration: S3-compatible when S3_* are set, else local disk under
// DATA_DIR/objects (a temporary directory, removed on close, when DATA_DIR is memory://).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Config } from "../config";
import { MEMORY_DATA_DIR } from "../db/client";
import { createLocalStorage } from "./local";
import { createS3Storage } from "./s3";
import type { ObjectStorage } from "./storage";
import type { UploadUrlSigner } from "./upload-signature";

export type { ObjectStorage } from "./storage";
export { MAX_UPLOAD_BYTES } from "./storage";

export function createObjectStorage(config: Config, signer: UploadUrlSigner): ObjectStorage {
  if (config.s3) return createS3Storage(config.s3);
  if (config.dataDir === MEMORY_DATA_DIR) {
    return createLocalStorage(mkdtempSync(join(tmpdir(), "hc-objects-")), signer, { removeOnClose: true });
  }
  return createLocalStorage(resolve(config.dataDir, "objects"), signer);
}
