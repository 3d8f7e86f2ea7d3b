// An S3-compatible server for tests (node:http, path-style /{bucket}/{key}, objects in memory): PUT,
// GET, HEAD and DELETE of objects and ListObjectsV2 (pages of max-keys), each request's AWS Signature Version 4 checked, in the
// Authorization header (the SDK's own calls) or in the query string (presigned URLs, as a browser
// uses them), by signing the request as received again with the same credentials
// (@smithy/signature-v4, the SDK's signer) and comparing. Anything unsigned, signed with another
// secret, changed after signing (a header, the size) or expired is refused with 403, as S3 does.
import { createHash, createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { SignatureV4 } from "@smithy/signature-v4";

export interface FakeS3Object {
  body: Buffer;
  contentType: string;
}

export interface FakeS3Server {
  /** The endpoint (S3_ENDPOINT), e.g. http://127.0.0.1:PORT */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Stored objects by key. */
  objects: Map<string, FakeS3Object>;
  /** Each request as "METHOD /path status", in order. */
  log: string[];
  close(): Promise<void>;
}

/** The hash the signer asks for (SHA-256, or HMAC-SHA256 with a secret), on node:crypto. */
class Sha256 {
  private readonly hash;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret === undefined ? createHash("sha256") : createHmac("sha256", toBuffer(secret));
  }
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(toBuffer(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
}

function toBuffer(data: string | ArrayBuffer | ArrayBufferView): Buffer {
  if (typeof data === "string") return Buffer.from(data, "utf8");
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return Buffer.from(data);
}

/** 20130524T000000Z as a Date. */
function parseAmzDate(value: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
}

interface Received {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  host: string;
}

function signer(region: string, accessKeyId: string, secretAccessKey: string): SignatureV4 {
  return new SignatureV4({
    service: "s3",
    region,
    credentials: { accessKeyId, secretAccessKey },
    sha256: Sha256,
    // S3 signs the path as sent, without encoding it a second time.
    uriEscapePath: false,
    applyChecksum: true,
  });
}

/** The request with only the headers it says it signed, as the signer takes it. */
function signedRequest(received: Received, signedHeaders: string[], query: Record<string, string>) {
  const headers: Record<string, string> = {};
  for (const name of signedHeaders) {
    const value = received.headers[name];
    headers[name] = Array.isArray(value) ? value.join(",") : (value ?? "");
  }
  const [hostname, port] = received.host.split(":");
  return {
    method: received.method,
    protocol: "http:",
    hostname: hostname ?? "",
    ...(port ? { port: Number(port) } : {}),
    path: received.path,
    query,
    headers,
  };
}

/** Why the request's signature does not hold, or null when it does. */
async function signatureProblem(
  received: Received,
  body: Buffer,
  accessKeyId: string,
  secretAccessKey: string,
): Promise<string | null> {
  const now = Date.now();
  const presigned = received.query["X-Amz-Signature"];
  if (presigned !== undefined) {
    const credential = received.query["X-Amz-Credential"] ?? "";
    const [keyId, , region] = credential.split("/");
    if (keyId !== accessKeyId) return "InvalidAccessKeyId";
    const date = parseAmzDate(received.query["X-Amz-Date"] ?? "");
    const expires = Number(received.query["X-Amz-Expires"]);
    if (!date || !Number.isFinite(expires)) return "AuthorizationQueryParametersError";
    if (now > date.getTime() + expires * 1000) return "AccessDenied: Request has expired";
    const signedHeaders = (received.query["X-Amz-SignedHeaders"] ?? "").split(";");
    const { "X-Amz-Signature": _signature, ...query } = received.query;
    const request = signedRequest(received, signedHeaders, query);
    // A presigned URL's payload is unsigned. The signer reads that from this header, which is
    // neither signed nor moved into the query here (the URL has it there already).
    request.headers["x-amz-content-sha256"] = query["X-Amz-Content-Sha256"] ?? "UNSIGNED-PAYLOAD";
    const again = await signer(region ?? "", accessKeyId, secretAccessKey).presign(request, {
      signingDate: date,
      expiresIn: expires,
      // Signed because the URL says so, even those the signer leaves out by default (content-length).
      signableHeaders: new Set(signedHeaders),
      unsignableHeaders: new Set(["x-amz-content-sha256"]),
      unhoistableHeaders: new Set(["x-amz-content-sha256"]),
    });
    return again.query?.["X-Amz-Signature"] === presigned ? null : "SignatureDoesNotMatch";
  }
  const authorization = received.headers.authorization ?? "";
  const match = /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]+)$/.exec(
    authorization,
  );
  if (!match) return "AccessDenied: no signature";
  const [, credential = "", signedHeaderList = "", signature] = match;
  const [keyId, , region] = credential.split("/");
  if (keyId !== accessKeyId) return "InvalidAccessKeyId";
  const date = parseAmzDate(String(received.headers["x-amz-date"] ?? ""));
  if (!date) return "AccessDenied: no date";
  if (Math.abs(now - date.getTime()) > 15 * 60_000) return "RequestTimeTooSkewed";
  const payloadHash = String(received.headers["x-amz-content-sha256"] ?? "");
  if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== createHash("sha256").update(body).digest("hex")) {
    return "XAmzContentSHA256Mismatch";
  }
  const again = await signer(region ?? "", accessKeyId, secretAccessKey).sign(
    signedRequest(received, signedHeaderList.split(";"), received.query),
    { signingDate: date, signableHeaders: new Set(signedHeaderList.split(";")) },
  );
  const resigned = String(again.headers.authorization ?? again.headers.Authorization ?? "");
  return resigned.endsWith(`Signature=${signature}`) ? null : "SignatureDoesNotMatch";
}

const xmlText = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A ListObjectsV2 answer: keys after the continuation token, in key order, max-keys at a time. */
function listXml(
  bucket: string,
  objects: Map<string, FakeS3Object>,
  written: Map<string, Date>,
  query: Record<string, string>,
  pageSize: number,
): string {
  const prefix = query.prefix ?? "";
  const after = query["continuation-token"] ?? query["start-after"] ?? "";
  const max = Math.max(1, Math.min(pageSize, Number(query["max-keys"] ?? pageSize) || pageSize));
  const keys = [...objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
  const page = keys.slice(0, max);
  const truncated = keys.length > page.length;
  const contents = page
    .map((key) => {
      const modified = (written.get(key) ?? new Date()).toISOString();
      return `<Contents><Key>${xmlText(key)}</Key><LastModified>${modified}</LastModified><Size>${objects.get(key)!.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
    })
    .join("");
  const next = truncated ? `<NextContinuationToken>${xmlText(page.at(-1)!)}</NextContinuationToken>` : "";
  return `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${xmlText(bucket)}</Name><Prefix>${xmlText(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`;
}

function errorXml(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

export async function startFakeS3Server(
  options: {
    bucket?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    /** The most keys one listing answers (S3's is 1000). */
    listPageSize?: number;
  } = {},
): Promise<FakeS3Server> {
  const listPageSize = options.listPageSize ?? 1000;
  const bucket = options.bucket ?? "hc-test";
  const accessKeyId = options.accessKeyId ?? "AKIAFAKES3TEST000000";
  const secretAccessKey = options.secretAccessKey ?? "fake/s3/secret/key/for/tests/only/00000";
  const objects = new Map<string, FakeS3Object>();
  /** When each object was last written (ListObjectsV2 LastModified). */
  const written = new Map<string, Date>();
  const log: string[] = [];

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      void (async () => {
        const url = new URL(request.url ?? "/", "http://fake-s3.invalid");
        const method = request.method ?? "GET";
        const received: Received = {
          method,
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          headers: request.headers,
          host: request.headers.host ?? "",
        };
        const answer = (status: number, body?: string | Buffer, headers: Record<string, string> = {}) => {
          log.push(`${method} ${url.pathname} ${status}`);
          response.writeHead(status, headers);
          response.end(method === "HEAD" ? undefined : body);
        };
        const body = Buffer.concat(chunks);
        const refused = await signatureProblem(received, body, accessKeyId, secretAccessKey);
        if (refused) {
          const [code = "AccessDenied", message = code] = refused.split(": ");
          return answer(403, errorXml(code, message), { "content-type": "application/xml" });
        }
        const [, bucketName, ...keyParts] = url.pathname.split("/");
        const key = keyParts.map(decodeURIComponent).join("/");
        if (bucketName !== bucket) return answer(404, errorXml("NoSuchBucket", "The bucket does not exist"));
        if (method === "GET" && key === "" && received.query["list-type"] === "2") {
          return answer(200, listXml(bucket, objects, written, received.query, listPageSize), {
            "content-type": "application/xml",
          });
        }
        const stored = objects.get(key);
        const etag = `"${createHash("md5")
          .update(stored?.body ?? body)
          .digest("hex")}"`;
        if (method === "PUT") {
          objects.set(key, {
            body,
            contentType: String(request.headers["content-type"] ?? "application/octet-stream"),
          });
          written.set(key, new Date());
          return answer(200, "", { etag });
        }
        if (method === "DELETE") {
          objects.delete(key);
          return answer(204);
        }
        if (method === "GET" || method === "HEAD") {
          if (!stored) {
            return answer(404, errorXml("NoSuchKey", "The specified key does not exist."), {
              "content-type": "application/xml",
            });
          }
          return answer(200, stored.body, {
            "content-type": stored.contentType,
            "content-length": String(stored.body.length),
            etag,
          });
        }
        return answer(405, errorXml("MethodNotAllowed", "The method is not allowed"));
      })().catch((error: unknown) => {
        response.writeHead(500);
        response.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    secretAccessKey,
    objects,
    log,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
