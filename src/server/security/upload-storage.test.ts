// Raw uploads that were never processed were never deleted unless the same member uploaded again,
// so throwaway accounts could each leave about 300 MB an hour. A scheduled job now removes them an
// hour after their link expired, and each member's images and unprocessed uploads are capped at
// MAX_STORED_BYTES_PER_MEMBER, checked atomically as grants are made and bytes arrive.

import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type CreateUploadResponse,
  MAX_STORED_BYTES_PER_MEMBER,
  UPLOAD_MESSAGES,
  UPLOADS_PER_HOUR,
} from "../../shared/contracts/uploads";
import { users } from "../db/schema/auth";
import { images, uploadGrants } from "../db/schema/uploads";
import { pruneUploadsJob } from "../jobs/prune-uploads";
import { postFrom, signUp, useTestApp } from "../test/test-app";

const MB = 1024 * 1024;
/** A PNG signature followed by `size` bytes in all: accepted as it arrives (processing is later). */
const pngLike = (size: number) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size - 8)]);

describe("security: upload storage", () => {
  const t = useTestApp();
  let root: string;
  beforeAll(async () => {
    root = (t.app.objectStorage as unknown as { root: string }).root;
  });

  async function member(): Promise<{ cookie: string; id: string }> {
    const { cookie, email } = await signUp(t.app);
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return { cookie, id: row!.id };
  }
  const grant = (cookie: string) => postFrom(t.app, "/api/objects/upload", {}, { cookie });
  const put = (cookie: string, uploadURL: string, body: Buffer) => {
    const url = new URL(uploadURL);
    return t.app.inject({
      method: "PUT",
      url: url.pathname + url.search,
      headers: { cookie, "content-type": "application/octet-stream" },
      payload: body,
    });
  };
  const rawPath = (uploadURL: string) =>
    join(root, "uploads", "raw", new URL(uploadURL).pathname.split("/").pop()!);
  /** Images already stored by the member, as rows (their files are not what is measured here). */
  async function alreadyStored(userId: string, bytes: number) {
    const id = randomUUID();
    await t.db.insert(images).values({
      id,
      userId,
      objectPath: `/objects/images/${id}.webp`,
      objectKey: `images/${id}.webp`,
      contentType: "image/webp",
      bytes,
      width: 1,
      height: 1,
    });
  }

  it("refuses a new upload link once the member's storage is full (413)", async () => {
    const { cookie, id } = await member();
    await alreadyStored(id, MAX_STORED_BYTES_PER_MEMBER);
    const res = await grant(cookie);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: UPLOAD_MESSAGES.storageFull });
  });

  it("stops an upload at the room left, keeping nothing, and accepts one that fits", async () => {
    const { cookie, id } = await member();
    await alreadyStored(id, MAX_STORED_BYTES_PER_MEMBER - 5 * MB);
    const big = (await grant(cookie)).json() as CreateUploadResponse;
    const refused = await put(cookie, big.uploadURL, pngLike(6 * MB));
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ error: UPLOAD_MESSAGES.storageFull });
    expect(existsSync(rawPath(big.uploadURL))).toBe(false);
    const small = (await grant(cookie)).json() as CreateUploadResponse;
    expect((await put(cookie, small.uploadURL, pngLike(4 * MB))).statusCode).toBe(200);
  });

  it("five uploads of 9 MB sent together with room for two: exactly two are kept", async () => {
    const { cookie, id } = await member();
    await alreadyStored(id, MAX_STORED_BYTES_PER_MEMBER - 20 * MB);
    const links: CreateUploadResponse[] = [];
    for (let i = 0; i < 5; i++) links.push((await grant(cookie)).json() as CreateUploadResponse);
    const responses = await Promise.all(links.map((link) => put(cookie, link.uploadURL, pngLike(9 * MB))));
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 413, 413, 413]);
    expect(links.filter((link) => existsSync(rawPath(link.uploadURL)))).toHaveLength(2);
  });

  it(`${UPLOADS_PER_HOUR + 10} upload links asked for together: exactly ${UPLOADS_PER_HOUR} granted`, async () => {
    const { cookie } = await member();
    const responses = await Promise.all(Array.from({ length: UPLOADS_PER_HOUR + 10 }, () => grant(cookie)));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(UPLOADS_PER_HOUR);
    expect(codes.filter((c) => c === 429)).toHaveLength(10);
  });

  it("the scheduled clean-up removes every member's unprocessed uploads an hour after expiry, and nothing else", async () => {
    const throwaways = [await member(), await member(), await member()];
    const left: string[] = [];
    for (const account of throwaways) {
      for (let i = 0; i < 2; i++) {
        const link = (await grant(account.cookie)).json() as CreateUploadResponse;
        expect((await put(account.cookie, link.uploadURL, pngLike(64 * 1024))).statusCode).toBe(200);
        left.push(link.uploadURL);
      }
    }
    const fresh = (await grant(throwaways[0]!.cookie)).json() as CreateUploadResponse;
    expect((await put(throwaways[0]!.cookie, fresh.uploadURL, pngLike(1024))).statusCode).toBe(200);
    for (const uploadURL of left) {
      await t.db
        .update(uploadGrants)
        .set({ expiresAt: new Date(Date.now() - 61 * 60 * 1000) })
        .where(eq(uploadGrants.id, new URL(uploadURL).pathname.split("/").pop()!));
    }
    const result = await pruneUploadsJob({ storage: t.app.objectStorage }).run({
      db: t.db,
      log: t.app.log,
      signal: new AbortController().signal,
      now: () => new Date(),
    });
    expect(result.removedUploads).toBeGreaterThanOrEqual(left.length);
    for (const uploadURL of left) expect(existsSync(rawPath(uploadURL))).toBe(false);
    // An upload whose link is still fresh stays, with its row.
    expect(existsSync(rawPath(fresh.uploadURL))).toBe(true);
  });
});
