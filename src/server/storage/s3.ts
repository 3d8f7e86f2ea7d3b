// S3-compatible storage with AWS Signature Version 4 query-string signing, written on node:crypto
// (no SDK). Virtual-hosted URLs on AWS; path-style ({endpoint}/{bucket}/{key}) when S3_ENDPOINT is
// set (MinIO, R2, ...). A presigned PUT cannot carry a content-length-range policy, so the browser
// announces the file's size first and the size is signed into the URL as Content-Length; the
// server checks the stored object's size again (HEAD) before processing it.
import { createHash, createHmac } from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { assertSafeKey, MAX_UPLOAD_BYTES, type ObjectStorage, readAll } from "./storage";

export interface S3Settings {
  endpoint?: string;
  region?: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface PresignInput {
  method: "GET" | "PUT" | "HEAD" | "DELETE";
  protocol?: "https:" | "http:";
  host: string;
  /** The path, already in its canonical (URI-encoded) form, e.g. "/test.txt". */
  path: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  now: Date;
  expiresSeconds: number;
  /** Extra signed headers (lower-case names), e.g. content-type and content-length. */
  headers?: Record<string, string>;
}

/** RFC 3986 encoding as SigV4 wants it (unreserved characters only: A-Z a-z 0-9 - _ . ~). */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

const sha256Hex = (value: string) => createHash("sha256").update(value).digest("hex");
const hmac = (key: Buffer | string, value: string) => createHmac("sha256", key).update(value).digest();

function amzDate(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** A SigV4 presigned URL (query-string authentication, UNSIGNED-PAYLOAD). */
export function presignUrl(input: PresignInput): string {
  const date = amzDate(input.now);
  const day = date.slice(0, 8);
  const scope = `${day}/${input.region}/s3/aws4_request`;
  const headers: Record<string, string> = { host: input.host };
  for (const [name, value] of Object.entries(input.headers ?? {})) headers[name.toLowerCase()] = value.trim();
  const headerNames = Object.keys(headers).sort();
  const signedHeaders = headerNames.join(";");
  const query: Record<string, string> = {
    "X-Amz-Algorithm": "AWS4-HMAC-SHA256",
    "X-Amz-Credential": `${input.accessKeyId}/${scope}`,
    "X-Amz-Date": date,
    "X-Amz-Expires": String(input.expiresSeconds),
    "X-Amz-SignedHeaders": signedHeaders,
  };
  const canonicalQuery = Object.keys(query)
    .sort()
    .map((name) => `${uriEncode(name)}=${uriEncode(query[name] ?? "")}`)
    .join("&");
  const canonicalRequest = [
    input.method,
    input.path,
    canonicalQuery,
    headerNames.map((name) => `${name}:${headers[name]}\n`).join(""),
    signedHeaders,
    "UNSIGNED-PAYLOAD",
  ].join("\n");
  const stringToSign = ["AWS4-HMAC-SHA256", date, scope, sha256Hex(canonicalRequest)].join("\n");
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), "s3"),
    "aws4_request",
  );
  const signature = createHmac("sha256", signingKey).update(stringToSign).digest("hex");
  return `${input.protocol ?? "https:"}//${input.host}${input.path}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}

/** Where a key lives: host and canonical path (path-style with an endpoint, virtual-hosted on AWS). */
export function s3Location(
  settings: S3Settings,
  key: string,
): { protocol: "https:" | "http:"; host: string; path: string } {
  const encodedKey = key.split("/").map(uriEncode).join("/");
  if (settings.endpoint) {
    const endpoint = new URL(settings.endpoint);
    const base = endpoint.pathname.replace(/\/+$/, "");
    return {
      protocol: endpoint.protocol === "http:" ? "http:" : "https:",
      host: endpoint.host,
      path: `${base}/${uriEncode(settings.bucket)}/${encodedKey}`,
    };
  }
  const region = settings.region ?? "us-east-1";
  return {
    protocol: "https:",
    host: `${settings.bucket}.s3.${region}.amazonaws.com`,
    path: `/${encodedKey}`,
  };
}

/** The origin the browser PUTs to (Content-Security-Policy connect-src). */
export function s3UploadOrigin(settings: S3Settings): string {
  const { protocol, host } = s3Location(settings, "uploads/raw/00000000-0000-0000-0000-000000000000");
  return `${protocol}//${host}`;
}

const RAW_KEY = /^uploads\/raw\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function createS3Storage(settings: S3Settings, fetchImpl: typeof fetch = fetch): ObjectStorage {
  const region = settings.region ?? "us-east-1";
  const sign = (
    method: PresignInput["method"],
    key: string,
    expiresSeconds: number,
    headers: Record<string, string> = {},
  ) => {
    assertSafeKey(key);
    return presignUrl({
      method,
      ...s3Location(settings, key),
      region,
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      now: new Date(),
      expiresSeconds,
      headers,
    });
  };
  const call = async (method: PresignInput["method"], key: string, init: RequestInit = {}, headers = {}) =>
    fetchImpl(sign(method, key, 300, headers), { ...init, method });

  return {
    kind: "s3",
    async put(key, body, contentType) {
      const bytes = Buffer.isBuffer(body) ? body : await readAll(body, MAX_UPLOAD_BYTES * 4);
      if (bytes === null) throw new Error("Object too large to store.");
      const response = await call(
        "PUT",
        key,
        { body: new Uint8Array(bytes), headers: { "content-type": contentType } },
        {
          "content-type": contentType,
        },
      );
      if (!response.ok) throw new Error(`S3 PUT ${key} answered ${response.status}`);
    },
    async get(key) {
      const response = await call("GET", key);
      if (response.status === 404) return null;
      if (!response.ok || !response.body) throw new Error(`S3 GET ${key} answered ${response.status}`);
      return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    },
    async head(key) {
      const response = await call("HEAD", key);
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 HEAD ${key} answered ${response.status}`);
      return { size: Number(response.headers.get("content-length") ?? "0") };
    },
    async delete(key) {
      const response = await call("DELETE", key);
      if (!response.ok && response.status !== 404)
        throw new Error(`S3 DELETE ${key} answered ${response.status}`);
    },
    signedUploadUrl({ key, expiresAt, size, contentType }) {
      if (size === undefined || contentType === undefined) {
        throw new Error("The S3 upload URL needs the file's size and type.");
      }
      const seconds = Math.max(1, Math.min(604_800, Math.round((expiresAt.getTime() - Date.now()) / 1000)));
      const headers = { "content-length": String(size), "content-type": contentType };
      return { url: sign("PUT", key, seconds, headers), headers: { "Content-Type": contentType } };
    },
    grantIdFromUploadUrl(raw) {
      if (!URL.canParse(raw)) return null;
      const url = new URL(raw);
      const probe = s3Location(settings, "uploads/raw/00000000-0000-0000-0000-000000000000");
      if (url.protocol !== probe.protocol || url.host !== probe.host) return null;
      const prefix = probe.path.slice(
        0,
        probe.path.length - "uploads/raw/00000000-0000-0000-0000-000000000000".length,
      );
      if (!url.pathname.startsWith(prefix)) return null;
      return RAW_KEY.exec(url.pathname.slice(prefix.length))?.[1] ?? null;
    },
    async close() {},
  };
}
