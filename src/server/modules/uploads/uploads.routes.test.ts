// Image upload routes through app.inject against a real PGlite database and a temporary storage
// directory: signed grants, the byte PUT's limits (10 MB exactly vs one byte more, magic bytes,
// expiry, reuse, tampering, ownership), processing with sharp (EXIF/GPS gone), serving (a public
// image to anyone, cached; proof and any image not published only to its owner and admins, never
// cached), listing and deleting, and deleteUserObjects for account removal.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CreateUploadResponse,
  type ImageListResponse,
  MAX_UPLOAD_BYTES,
  type ProcessImageResponse,
  UPLOAD_MESSAGES,
  type UploadedImage,
  type UploadPurpose,
} from "../../../shared/contracts/uploads";
import { users } from "../../db/schema/auth";
import { images, uploadGrants } from "../../db/schema/uploads";
import { pruneUploadsJob } from "../../jobs/prune-uploads";
import { createTestApp, parseCsp, sendAs, signUp, type TestApp, testLogin } from "../../test/test-app";
import { deleteUserObjects } from "./uploads.service";

function expectError(res: LightMyRequestResponse, status: number, message?: string): string {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { error: unknown };
  expect(typeof body.error).toBe("string");
  if (message !== undefined) expect(body.error).toBe(message);
  return body.error as string;
}

const png = (width = 40, height = 20) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 60, alpha: 1 } } })
    .png()
    .toBuffer();

/** A JPEG with camera metadata: an artist, GPS coordinates, and orientation 6 (turned 90°). */
const jpegWithExif = () =>
  sharp({ create: { width: 60, height: 30, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Artist: "Fictional Photographer", Copyright: "Example Studio" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 51/1 29/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "2/1 17/1 40/1",
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

describe("image upload routes", () => {
  let t: TestApp;
  let root: string;

  const grant = async (cookie: string, payload: unknown = {}) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/objects/upload",
      headers: { cookie },
      payload: payload as object,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as CreateUploadResponse;
  };
  const putBytes = (
    cookie: string | undefined,
    uploadURL: string,
    body: Buffer | string,
    type = "application/octet-stream",
  ) => {
    const url = new URL(uploadURL);
    return t.app.inject({
      method: "PUT",
      url: url.pathname + url.search,
      headers: { ...(cookie ? { cookie } : {}), "content-type": type },
      payload: body,
    });
  };
  const processImage = (cookie: string | undefined, imageURL: string, purpose?: UploadPurpose | "avatar") =>
    sendAs(t.app, "PUT", "/api/images", cookie, { imageURL, ...(purpose ? { purpose } : {}) });
  const grantIdOf = (uploadURL: string) => new URL(uploadURL).pathname.split("/").pop() ?? "";
  const rawPath = (uploadURL: string) => join(root, "uploads", "raw", grantIdOf(uploadURL));
  const byGrant = (uploadURL: string) => eq(uploadGrants.id, grantIdOf(uploadURL));
  const grantRow = async (uploadURL: string) =>
    (await t.db.select().from(uploadGrants).where(byGrant(uploadURL)))[0];
  /** Moves the grant's expiry `ms` into the past. */
  const expireAgo = (uploadURL: string, ms: number) =>
    t.db
      .update(uploadGrants)
      .set({ expiresAt: new Date(Date.now() - ms) })
      .where(byGrant(uploadURL));
  const member = async () => (await signUp(t.app)).cookie;

  /** Where an image's file is kept: a public image apart from every other. */
  const storedPath = (image: UploadedImage) =>
    join(root, ...(image.public ? ["images"] : ["private", "images"]), `${image.id}.webp`);
  const getImage = (objectPath: string, cookie?: string) =>
    t.app.inject({ method: "GET", url: objectPath, headers: cookie ? { cookie } : {} });

  /** Uploads and processes one image (private unless its purpose says otherwise); the processed answer. */
  const uploadImage = async (cookie: string, bytes: Buffer, purpose?: UploadPurpose) => {
    const g = await grant(cookie);
    const put = await putBytes(cookie, g.uploadURL, bytes);
    expect(put.statusCode, put.body).toBe(200);
    const res = await processImage(cookie, g.uploadURL, purpose);
    expect(res.statusCode, res.body).toBe(200);
    return { grant: g, result: res.json() as ProcessImageResponse };
  };

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_ORIGIN: "http://localhost:3000" });
    root = (t.app.objectStorage as unknown as { root: string }).root;
  });
  afterAll(async () => {
    await t?.close();
    expect(existsSync(root)).toBe(false);
  });

  it("answers 401 to guests on every member route", async () => {
    const cookie = await member();
    const g = await grant(cookie);
    for (const res of [
      await t.app.inject({ method: "POST", url: "/api/objects/upload", payload: {} }),
      await t.app.inject({ method: "POST", url: "/api/objects/upload" }),
      await putBytes(undefined, g.uploadURL, await png()),
      await processImage(undefined, g.uploadURL),
      await t.app.inject({ method: "GET", url: "/api/images" }),
      await t.app.inject({ method: "DELETE", url: "/api/images/00000000-0000-4000-8000-000000000000" }),
    ])
      expectError(res, 401);
  });

  it("grants a signed, expiring URL with no body, {} or {size, contentType}", async () => {
    const cookie = await member();
    const noBody = await t.app.inject({ method: "POST", url: "/api/objects/upload", headers: { cookie } });
    expect(noBody.statusCode, noBody.body).toBe(201);
    const g = noBody.json() as CreateUploadResponse;
    expect(g.maxBytes).toBe(10_485_760);
    expect(g.method).toBe("PUT");
    const url = new URL(g.uploadURL);
    expect(url.origin).toBe("http://localhost:3000");
    expect(url.pathname).toMatch(/^\/api\/objects\/upload\/[0-9a-f-]{36}$/);
    expect(url.searchParams.get("signature")).toMatch(/^[0-9a-f]{64}$/);
    expect(Number(url.searchParams.get("expires")) * 1000).toBe(Date.parse(g.expiresAt));
    const ttl = Date.parse(g.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(890_000);
    expect(ttl).toBeLessThanOrEqual(900_000);
    await grant(cookie, { size: 1234, contentType: "image/png" });
    expectError(
      await t.app.inject({
        method: "POST",
        url: "/api/objects/upload",
        headers: { cookie },
        payload: { size: MAX_UPLOAD_BYTES + 1 },
      }),
      400,
      UPLOAD_MESSAGES.tooLarge,
    );
    expectError(
      await t.app.inject({
        method: "POST",
        url: "/api/objects/upload",
        headers: { cookie },
        payload: { contentType: "text/plain" },
      }),
      400,
      UPLOAD_MESSAGES.wrongType,
    );
  });

  it("uploads a PNG, processes it to WebP and serves a public image to anyone with safe headers", async () => {
    const cookie = await member();
    const { grant: g, result } = await uploadImage(cookie, await png(40, 20), "public-image");
    expect(result.objectPath).toMatch(/^\/objects\/images\/[0-9a-f-]{36}\.webp$/);
    expect(result.image).toMatchObject({ contentType: "image/webp", width: 40, height: 20, public: true });
    // The raw upload is gone; the processed image is on disk.
    expect(existsSync(rawPath(g.uploadURL))).toBe(false);
    expect(readdirSync(join(root, "images"))).toContain(result.objectPath.split("/").pop());
    expect((await grantRow(g.uploadURL))?.processedAt).not.toBeNull();

    const served = await getImage(result.objectPath);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-disposition"]).toBe('inline; filename="image.webp"');
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 40, height: 20 });

    // Idempotent: the same upload processed again answers the same path, with no second image.
    const again = await processImage(cookie, g.uploadURL);
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as ProcessImageResponse).objectPath).toBe(result.objectPath);
    const rows = await t.db
      .select()
      .from(images)
      .where(eq(images.grantId, grantIdOf(g.uploadURL)));
    expect(rows).toHaveLength(1);

    expectError(
      await t.app.inject({ method: "GET", url: "/objects/images/00000000-0000-4000-8000-000000000000.webp" }),
      404,
    );
    expectError(await t.app.inject({ method: "GET", url: "/objects/images/..%2F..%2Fsession-secret" }), 404);
  });

  it("keeps proof, and an image with no purpose, private from upload: its owner and admins only, never cached", async () => {
    const owner = await member();
    const other = await member();
    const admin = (await testLogin(t.app, { role: "admin" })).cookie;
    for (const purpose of ["proof", undefined] as const) {
      const { result } = await uploadImage(owner, await png(30, 30), purpose);
      // To a guest or another member it does not exist.
      for (const cookie of [undefined, other]) {
        const refused = await getImage(result.objectPath, cookie);
        expectError(refused, 404, UPLOAD_MESSAGES.imageNotFound);
        expect(refused.headers["cache-control"]).toBe("private, no-store");
      }
      for (const cookie of [owner, admin]) {
        const served = await getImage(result.objectPath, cookie);
        expect(served.statusCode, served.body).toBe(200);
        expect(served.headers["content-type"]).toBe("image/webp");
        expect(served.headers["cache-control"]).toBe("private, no-store");
        expect(served.headers["x-content-type-options"]).toBe("nosniff");
      }
      expect(result.image.public, String(purpose)).toBe(false);
      // Kept apart from the public images from the first byte stored.
      expect(existsSync(storedPath(result.image))).toBe(true);
      expect(existsSync(join(root, "images", `${result.image.id}.webp`))).toBe(false);
      const listed = (
        await t.app.inject({ method: "GET", url: "/api/images", headers: { cookie: owner } })
      ).json() as ImageListResponse;
      expect(listed.items.find((i) => i.id === result.image.id)?.public).toBe(false);
    }
    const g = await grant(owner);
    expect((await putBytes(owner, g.uploadURL, await png())).statusCode).toBe(200);
    expectError(await processImage(owner, g.uploadURL, "avatar"), 400, UPLOAD_MESSAGES.purposeUnknown);
  });

  it("uploads a JPEG, turns it upright and strips EXIF and GPS", async () => {
    const cookie = await member();
    const input = await jpegWithExif();
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before.exif?.toString("latin1")).toContain("Fictional Photographer");
    expect(before.orientation).toBe(6);

    const { result } = await uploadImage(cookie, input);
    const served = await getImage(result.objectPath, cookie);
    const after = await sharp(served.rawPayload).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(served.rawPayload.toString("latin1")).not.toContain("Fictional Photographer");
    expect(served.rawPayload.toString("latin1")).not.toContain("Example Studio");
    // Orientation 6 means the stored 60x30 pixels are shown turned: 30 wide, 60 high.
    expect(after).toMatchObject({ width: 30, height: 60 });
    expect(result.image).toMatchObject({ width: 30, height: 60 });
  });

  it("accepts GIF (first frame) and WebP too, and refuses a cross-site PUT", async () => {
    const cookie = await member();
    const base = sharp({
      create: { width: 16, height: 12, channels: 3, background: { r: 0, g: 160, b: 90 } },
    });
    for (const bytes of [await base.clone().gif().toBuffer(), await base.clone().webp().toBuffer()]) {
      const { result } = await uploadImage(cookie, bytes);
      expect(result.image).toMatchObject({ contentType: "image/webp", width: 16, height: 12 });
    }
    const g = await grant(cookie);
    const url = new URL(g.uploadURL);
    const crossSite = await t.app.inject({
      method: "PUT",
      url: url.pathname + url.search,
      headers: { cookie, origin: "https://evil.example", "content-type": "image/png" },
      payload: await png(),
    });
    expectError(crossSite, 403);
    expect(existsSync(rawPath(g.uploadURL))).toBe(false);
  });

  it("accepts exactly 10485760 bytes and refuses one byte more with 413, keeping nothing", async () => {
    const cookie = await member();
    const header = await png(4, 4);
    const exact = Buffer.alloc(MAX_UPLOAD_BYTES);
    header.copy(exact);
    const ok = await grant(cookie);
    const accepted = await putBytes(cookie, ok.uploadURL, exact);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ ok: true, bytes: MAX_UPLOAD_BYTES });
    expect(existsSync(rawPath(ok.uploadURL))).toBe(true);

    const over = Buffer.alloc(MAX_UPLOAD_BYTES + 1);
    header.copy(over);
    const big = await grant(cookie);
    expectError(await putBytes(cookie, big.uploadURL, over), 413, UPLOAD_MESSAGES.tooLarge);
    expect(existsSync(rawPath(big.uploadURL))).toBe(false);
    expect(
      readdirSync(join(root, "uploads", "raw")).filter((f) => f.startsWith(grantIdOf(big.uploadURL))),
    ).toEqual([]);
    // Decision: a refused body releases the link, so it may be retried until it expires.
    expect((await grantRow(big.uploadURL))?.usedAt).toBeNull();
    expectError(await processImage(cookie, big.uploadURL), 400, UPLOAD_MESSAGES.notUploaded);
    const retry = await putBytes(cookie, big.uploadURL, await png());
    expect(retry.statusCode, retry.body).toBe(200);
  });

  it("refuses a .png that is really text (415), an empty body and a multipart form, keeping nothing", async () => {
    const cookie = await member();
    const g = await grant(cookie);
    expectError(
      await putBytes(
        cookie,
        g.uploadURL,
        "This is not an image, just text in a file named logo.png\n",
        "image/png",
      ),
      415,
      UPLOAD_MESSAGES.wrongType,
    );
    expectError(await putBytes(cookie, g.uploadURL, "tiny", "image/png"), 415, UPLOAD_MESSAGES.wrongType);
    expectError(await putBytes(cookie, g.uploadURL, Buffer.alloc(0)), 400, UPLOAD_MESSAGES.empty);
    expectError(
      await putBytes(
        cookie,
        g.uploadURL,
        `--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--\r\n`,
        "multipart/form-data; boundary=x",
      ),
      415,
      UPLOAD_MESSAGES.multipart,
    );
    expect(existsSync(rawPath(g.uploadURL))).toBe(false);
    expect((await grantRow(g.uploadURL))?.usedAt).toBeNull();
    const rows = await t.db
      .select()
      .from(images)
      .where(eq(images.grantId, grantIdOf(g.uploadURL)));
    expect(rows).toEqual([]);
  });

  it("refuses a corrupt image at processing with 422 and deletes the raw file", async () => {
    const cookie = await member();
    const broken = (await png(200, 200)).subarray(0, 120);
    const g = await grant(cookie);
    expect((await putBytes(cookie, g.uploadURL, broken)).statusCode).toBe(200);
    expectError(await processImage(cookie, g.uploadURL), 422, UPLOAD_MESSAGES.unreadable);
    expect(existsSync(rawPath(g.uploadURL))).toBe(false);
  });

  it("refuses expired, reused and tampered links", async () => {
    const cookie = await member();
    const g = await grant(cookie);
    const url = new URL(g.uploadURL);

    const tampered = new URL(url);
    const sig = tampered.searchParams.get("signature") ?? "";
    tampered.searchParams.set("signature", (sig[0] === "a" ? "b" : "a") + sig.slice(1));
    expectError(await putBytes(cookie, tampered.toString(), await png()), 403, UPLOAD_MESSAGES.linkInvalid);
    const longer = new URL(url);
    longer.searchParams.set("expires", String(Number(url.searchParams.get("expires")) + 3600));
    expectError(await putBytes(cookie, longer.toString(), await png()), 403, UPLOAD_MESSAGES.linkInvalid);
    const unsigned = new URL(url);
    unsigned.searchParams.delete("signature");
    expectError(await putBytes(cookie, unsigned.toString(), await png()), 403, UPLOAD_MESSAGES.linkInvalid);

    expect((await putBytes(cookie, g.uploadURL, await png())).statusCode).toBe(200);
    expectError(await putBytes(cookie, g.uploadURL, await png()), 409, UPLOAD_MESSAGES.linkUsed);

    // Expired: the grant's expiry moved into the past (the signed expiry alone is checked too).
    const old = await grant(cookie);
    await expireAgo(old.uploadURL, 1000);
    expectError(await putBytes(cookie, old.uploadURL, await png()), 403, UPLOAD_MESSAGES.linkExpired);
    expect(existsSync(rawPath(old.uploadURL))).toBe(false);
  });

  it("keeps each member to their own links and images", async () => {
    const owner = await member();
    const other = await member();
    const { grant: g, result } = await uploadImage(owner, await png());
    const fresh = await grant(owner);
    expectError(await putBytes(other, fresh.uploadURL, await png()), 403, UPLOAD_MESSAGES.linkNotYours);
    expectError(await processImage(other, g.uploadURL), 403, UPLOAD_MESSAGES.linkNotYours);
    expectError(
      await processImage(owner, "http://169.254.169.254/latest/meta-data"),
      400,
      UPLOAD_MESSAGES.notOurUrl,
    );
    expectError(
      await processImage(owner, `https://evil.example/api/objects/upload/${grantIdOf(g.uploadURL)}`),
      400,
      UPLOAD_MESSAGES.notOurUrl,
    );
    expectError(
      await processImage(owner, "/api/objects/upload/00000000-0000-4000-8000-000000000000"),
      403,
      UPLOAD_MESSAGES.linkInvalid,
    );

    const theirs = (
      await t.app.inject({ method: "GET", url: "/api/images", headers: { cookie: other } })
    ).json() as ImageListResponse;
    expect(theirs.items).toEqual([]);
    const mine = (
      await t.app.inject({ method: "GET", url: "/api/images", headers: { cookie: owner } })
    ).json() as ImageListResponse;
    expect(mine.items.map((i) => i.objectPath)).toEqual([result.objectPath]);

    expectError(
      await t.app.inject({
        method: "DELETE",
        url: `/api/images/${result.image.id}`,
        headers: { cookie: other },
      }),
      404,
    );
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/images/${result.image.id}`,
      headers: { cookie: owner },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(existsSync(storedPath(result.image))).toBe(false);
    expectError(await getImage(result.objectPath, owner), 404);
  });

  it("limits a member to 30 upload links an hour", async () => {
    const cookie = await member();
    for (let i = 0; i < 30; i++) await grant(cookie);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/objects/upload",
      headers: { cookie },
      payload: {},
    });
    expectError(res, 429, UPLOAD_MESSAGES.rateLimited);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(3000);
  });

  it("the clean-up job removes an unprocessed upload an hour after its link expired, not before", async () => {
    const cookie = await member();
    const g = await grant(cookie);
    expect((await putBytes(cookie, g.uploadURL, await png())).statusCode).toBe(200);
    expect(existsSync(rawPath(g.uploadURL))).toBe(true);
    const prune = () =>
      pruneUploadsJob({ storage: t.app.objectStorage }).run({
        db: t.db,
        log: t.app.log,
        signal: new AbortController().signal,
        now: () => new Date(),
      });
    await expireAgo(g.uploadURL, 50 * 60 * 1000);
    await prune();
    expect(existsSync(rawPath(g.uploadURL))).toBe(true);
    await expireAgo(g.uploadURL, 61 * 60 * 1000);
    await prune();
    expect(existsSync(rawPath(g.uploadURL))).toBe(false);
    expect(await grantRow(g.uploadURL)).toBeUndefined();
  });

  it("deleteUserObjects removes a member's files and rows", async () => {
    const signed = await signUp(t.app);
    const { result } = await uploadImage(signed.cookie, await png());
    const pending = await grant(signed.cookie);
    expect((await putBytes(signed.cookie, pending.uploadURL, await png())).statusCode).toBe(200);
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, signed.email));
    if (!user) throw new Error("no user");
    expect(existsSync(storedPath(result.image))).toBe(true);
    expect(await deleteUserObjects(t.db, t.app.objectStorage, user.id)).toBe(1);
    expect(existsSync(storedPath(result.image))).toBe(false);
    expect(existsSync(rawPath(pending.uploadURL))).toBe(false);
    expect(await t.db.select().from(images).where(eq(images.userId, user.id))).toEqual([]);
  });
});

describe("image upload with S3 storage (no S3 server here: signing and configuration only)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      S3_ENDPOINT: "http://127.0.0.1:9",
      S3_REGION: "eu-west-1",
      S3_BUCKET: "hc-uploads",
      S3_ACCESS_KEY_ID: "AKIAIOSFODNN7EXAMPLE",
      S3_SECRET_ACCESS_KEY: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    });
  });
  afterAll(async () => t?.close());

  it("needs the size and type, signs them into a path-style PUT URL, and allows the bucket in connect-src", async () => {
    const { cookie } = await signUp(t.app);
    const post = (payload: object) =>
      t.app.inject({ method: "POST", url: "/api/objects/upload", headers: { cookie }, payload });
    expectError(await post({}), 400, UPLOAD_MESSAGES.sizeRequired);
    const res = await post({ size: 2048, contentType: "image/png" });
    expect(res.statusCode, res.body).toBe(201);
    const g = res.json() as CreateUploadResponse;
    const url = new URL(g.uploadURL);
    expect(url.origin).toBe("http://127.0.0.1:9");
    expect(url.pathname).toMatch(/^\/hc-uploads\/uploads\/raw\/[0-9a-f-]{36}$/);
    expect(url.searchParams.get("X-Amz-SignedHeaders")).toBe("content-length;content-type;host");
    expect(url.searchParams.get("X-Amz-Credential")).toMatch(
      /^AKIAIOSFODNN7EXAMPLE\/\d{8}\/eu-west-1\/s3\/aws4_request$/,
    );
    expect(g.headers).toEqual({ "Content-Type": "image/png" });
    // The byte PUT of our own server is not used with S3.
    expectError(
      await t.app.inject({
        method: "PUT",
        url: `/api/objects/upload/${url.pathname.split("/").pop()}`,
        headers: { cookie },
        payload: Buffer.from("x"),
      }),
      404,
    );
    // A URL of this bucket that was never uploaded to is refused without a fetch of anything else.
    expectError(
      await t.app.inject({
        method: "PUT",
        url: "/api/images",
        headers: { cookie },
        payload: {
          imageURL: "http://127.0.0.1:9/other-bucket/uploads/raw/00000000-0000-4000-8000-000000000000",
        },
      }),
      400,
      UPLOAD_MESSAGES.notOurUrl,
    );
    const page = await t.app.inject({ method: "GET", url: "/" });
    expect(parseCsp(page.headers["content-security-policy"]).get("connect-src")).toEqual([
      "'self'",
      "http://127.0.0.1:9",
    ]);
  });
});
