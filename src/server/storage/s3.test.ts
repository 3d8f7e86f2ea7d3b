// The S3 storage (AWS SDK v3) against an S3-compatible server started here (fake-s3-server.ts, which
// checks every request's SigV4 signature): objects stored, read, sized and deleted; presigned PUT
// URLs as a browser uses them, accepted only with the size and type signed into them; and the URL
// shapes (path-style with an endpoint, virtual-hosted on AWS) the upload routes recognise.
import { afterEach, describe, expect, it } from "vitest";
import { type FakeS3Server, startFakeS3Server } from "./fake-s3-server";
import { createS3Storage, type S3Settings, s3Location, s3UploadOrigin } from "./s3";
import type { SignUploadInput } from "./storage";

const GRANT = "0f8b5c3e-1a2b-4c3d-8e9f-0123456789ab";
const RAW = `uploads/raw/${GRANT}`;

let server: FakeS3Server | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function settingsFor(s3: FakeS3Server, overrides: Partial<S3Settings> = {}): S3Settings {
  return {
    endpoint: s3.endpoint,
    region: "eu-west-1",
    bucket: s3.bucket,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    ...overrides,
  };
}

/** AWS's documented example key pair: the URL tests sign with it and never send anything. */
const AWS_EXAMPLE_KEYS = {
  accessKeyId: "AKIAIOSFODNN7EXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
};

const uploadInput = (overrides: Partial<SignUploadInput> = {}): SignUploadInput => ({
  key: RAW,
  grantId: GRANT,
  expiresAt: new Date(Date.now() + 900_000),
  maxBytes: 10_485_760,
  size: 1234,
  contentType: "image/png",
  origin: "http://localhost:3000",
  ...overrides,
});

async function text(stream: NodeJS.ReadableStream | null): Promise<string | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}

describe("S3 storage against an S3-compatible server", () => {
  it("stores, reads, sizes and deletes objects; a missing object is null, not an error", async () => {
    server = await startFakeS3Server();
    const storage = createS3Storage(settingsFor(server));
    const key = `images/${GRANT}.webp`;
    await storage.put(key, Buffer.from("hello webp"), "image/webp");
    expect(server.objects.get(key)).toEqual({ body: Buffer.from("hello webp"), contentType: "image/webp" });
    expect(await storage.head(key)).toEqual({ size: 10 });
    expect(await text(await storage.get(key))).toBe("hello webp");
    await storage.delete(key);
    expect(server.objects.has(key)).toBe(false);
    expect(await storage.head(key)).toBeNull();
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
    // Path-style: every request named the bucket in the path.
    expect(server.log.every((line) => line.split(" ")[1]?.startsWith(`/${server?.bucket}/`))).toBe(true);
    await storage.close();
  });

  it("lists the objects under a folder, page after page, with when each was written", async () => {
    server = await startFakeS3Server({ listPageSize: 2 });
    const storage = createS3Storage(settingsFor(server));
    const keys = ["1", "2", "3"].map((n) => `snapshots/html/${GRANT.slice(0, -1)}${n}`);
    for (const key of keys) await storage.put(key, Buffer.from("x"), "application/gzip");
    await storage.put(`images/${GRANT}.webp`, Buffer.from("x"), "image/webp");
    const listed = [];
    for await (const object of storage.list("snapshots/html/")) listed.push(object);
    expect(listed.map((o) => o.key)).toEqual(keys);
    expect(listed.every((o) => Math.abs(o.modifiedAt.getTime() - Date.now()) < 60_000)).toBe(true);
    expect(server.log.filter((line) => /^GET \/[\w-]+\/? 200$/.test(line))).toHaveLength(2);
    await expect(storage.list("../")[Symbol.asyncIterator]().next()).rejects.toThrow(/prefix/);
    await storage.close();
  });

  it("is refused by the server with the wrong secret (the server checks signatures)", async () => {
    server = await startFakeS3Server();
    const storage = createS3Storage(settingsFor(server, { secretAccessKey: "not-the-secret" }));
    await expect(storage.put(`images/${GRANT}.webp`, Buffer.from("x"), "image/webp")).rejects.toThrow();
    expect(server.log).toContain(`PUT /${server.bucket}/images/${GRANT}.webp 403`);
    expect(server.objects.size).toBe(0);
    await storage.close();
  });

  it("signs a PUT URL a browser can use with the announced size and type, and only with them", async () => {
    server = await startFakeS3Server();
    const storage = createS3Storage(settingsFor(server));
    const signed = await storage.signedUploadUrl(uploadInput({ size: 5 }));
    const url = new URL(signed.url);
    expect(url.origin + url.pathname).toBe(`${server.endpoint}/${server.bucket}/${RAW}`);
    expect(url.searchParams.get("X-Amz-SignedHeaders")).toBe("content-length;content-type;host");
    expect(url.searchParams.get("X-Amz-Expires")).toBe("900");
    expect(signed.headers).toEqual({ "Content-Type": "image/png" });

    const put = (body: string, contentType: string) =>
      fetch(signed.url, { method: "PUT", headers: { "Content-Type": contentType }, body });
    expect((await put("1234567", "image/png")).status).toBe(403);
    expect((await put("12345", "image/jpeg")).status).toBe(403);
    expect(server.objects.size).toBe(0);
    expect((await put("12345", "image/png")).status).toBe(200);
    expect(server.objects.get(RAW)).toEqual({ body: Buffer.from("12345"), contentType: "image/png" });
    expect(await storage.head(RAW)).toEqual({ size: 5 });

    const expired = await storage.signedUploadUrl(
      uploadInput({ size: 5, expiresAt: new Date(Date.now() - 60_000) }),
    );
    expect(new URL(expired.url).searchParams.get("X-Amz-Expires")).toBe("1");
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await fetch(expired.url, { method: "PUT", headers: signed.headers, body: "12345" })).status).toBe(
      403,
    );
    await storage.close();
  });

  it("recognises its own upload URLs, path-style with an endpoint, and needs the size and type", async () => {
    const settings = { endpoint: "http://127.0.0.1:9000", bucket: "hc-test", ...AWS_EXAMPLE_KEYS };
    expect(s3Location(settings, "images/x.webp")).toEqual({
      protocol: "http:",
      host: "127.0.0.1:9000",
      path: "/hc-test/images/x.webp",
    });
    expect(s3UploadOrigin(settings)).toBe("http://127.0.0.1:9000");
    const storage = createS3Storage(settings);
    const signed = await storage.signedUploadUrl(uploadInput());
    expect(new URL(signed.url).searchParams.get("X-Amz-Credential")).toMatch(
      /^AKIAIOSFODNN7EXAMPLE\/\d{8}\/us-east-1\/s3\/aws4_request$/,
    );
    expect(storage.grantIdFromUploadUrl(signed.url, "http://localhost:3000")).toBe(GRANT);
    expect(storage.grantIdFromUploadUrl(`http://evil.test/hc-test/uploads/raw/${GRANT}`, "")).toBeNull();
    await expect(
      storage.signedUploadUrl(uploadInput({ size: undefined, contentType: undefined })),
    ).rejects.toThrow(/size and type/);
    await storage.close();
  });

  it("uses virtual-hosted URLs on AWS (no endpoint), which it recognises too", async () => {
    const settings = { region: "eu-west-1", bucket: "hc-uploads", ...AWS_EXAMPLE_KEYS };
    const storage = createS3Storage(settings);
    const signed = await storage.signedUploadUrl(uploadInput());
    const url = new URL(signed.url);
    expect(url.origin + url.pathname).toBe(`https://hc-uploads.s3.eu-west-1.amazonaws.com/${RAW}`);
    expect(s3UploadOrigin(settings)).toBe(url.origin);
    expect(storage.grantIdFromUploadUrl(signed.url, "http://localhost:3000")).toBe(GRANT);
    await storage.close();
  });
});
