// Local disk storage under DATA_DIR/objects. The signed upload URL points at our own server:
// PUT {origin}/api/objects/upload/{grantId}?expires={unix}&signature={hmac}.
import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import { dirname, join, sep } from "node:path";
import { pipeline } from "node:stream/promises";
import { assertSafeKey, assertSafePrefix, isSafeKey, type ObjectStorage } from "./storage";
import type { UploadUrlSigner } from "./upload-signature";

export const LOCAL_UPLOAD_PATH =
  /^\/api\/objects\/upload\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function createLocalStorage(
  root: string,
  signer: UploadUrlSigner,
  options: { removeOnClose?: boolean } = {},
): ObjectStorage & { root: string; pathOf(key: string): string } {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(root, ...key.split("/"));
  };
  const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

  return {
    kind: "local",
    root,
    pathOf,
    async put(key, body) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      // Written beside the target and renamed into place: a failed stream leaves no file.
      const partial = `${target}.${randomUUID()}.part`;
      try {
        if (Buffer.isBuffer(body)) await writeFile(partial, body);
        else await pipeline(body, createWriteStream(partial));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      return createReadStream(path);
    },
    async head(key) {
      try {
        const info = await stat(pathOf(key));
        return { size: info.size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      try {
        await unlink(pathOf(key));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
    async *list(prefix) {
      assertSafePrefix(prefix);
      const folder = join(root, ...prefix.split("/").filter(Boolean));
      let names: string[];
      try {
        names = await readdir(folder, { recursive: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const name of names) {
        const key = `${prefix}${name.split(sep).join("/")}`;
        if (!isSafeKey(key)) continue;
        try {
          const info = await stat(join(folder, name));
          if (info.isFile()) yield { key, modifiedAt: info.mtime };
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
    },
    async signedUploadUrl({ grantId, expiresAt, origin }) {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      const url = new URL(`/api/objects/upload/${grantId}`, origin);
      url.searchParams.set("expires", String(expires));
      url.searchParams.set("signature", signer.sign(grantId, expires));
      return { url: url.toString(), headers: {} };
    },
    grantIdFromUploadUrl(raw, origin) {
      if (!URL.canParse(raw, origin)) return null;
      const url = new URL(raw, origin);
      if (url.origin !== new URL(origin).origin) return null;
      return LOCAL_UPLOAD_PATH.exec(url.pathname)?.[1] ?? null;
    },
    async close() {
      if (options.removeOnClose) await rm(root, { recursive: true, force: true });
    },
  };
}
