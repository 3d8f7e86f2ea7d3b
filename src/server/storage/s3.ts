// S3-compatible storage through the AWS SDK (@aws-sdk/client-s3, URLs signed by
// @aws-sdk/s3-request-presigner; docs/decisions/0062-uploads.md). Virtual-hosted URLs on
// AWS; path-style ({endpoint}/{bucket}/{key}) when S3_ENDPOINT is set (MinIO, R2, ...). A presigned
// PUT cannot carry a content-length-range policy, so the browser announces the file's size first
// and the size is signed into the URL as Content-Length; the server checks the stored object's size
// again (HEAD) before processing it.
//
// The SDK is imported on first use: it takes most of a second to load, which a server on local
// storage would otherwise spend at every start.
import type { Readable } from "node:stream";
import type { S3Client, S3ClientConfig } from "@aws-sdk/client-s3";
import {
  assertSafeKey,
  assertSafePrefix,
  isSafeKey,
  MAX_UPLOAD_BYTES,
  type ObjectStorage,
  readAll,
} from "./storage";

export interface S3Settings {
  endpoint?: string;
  region?: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** RFC 3986 encoding of a key segment (unreserved characters only: A-Z a-z 0-9 - _ . ~). */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
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

/** The SDK client's settings: path-style with an endpoint, no checksums it does not need. */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region ?? "us-east-1",
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 requires them: a presigned PUT would otherwise carry a checksum of an
    // empty body (the browser's upload then fails), and several S3-compatible servers refuse the
    // newer checksum headers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  };
}

interface Sdk {
  s3: typeof import("@aws-sdk/client-s3");
  presigner: typeof import("@aws-sdk/s3-request-presigner");
}

let sdk: Promise<Sdk> | undefined;
const loadSdk = () => {
  sdk ??= Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/s3-request-presigner")]).then(
    ([s3, presigner]) => ({ s3, presigner }),
  );
  return sdk;
};

/** The HTTP status the SDK's error carries (404 for a missing object, whichever error name it has). */
function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

const RAW_KEY = /^uploads\/raw\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function createS3Storage(settings: S3Settings): ObjectStorage {
  let connected: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const connect = () => {
    connected ??= loadSdk().then((loaded) => ({
      sdk: loaded,
      client: new loaded.s3.S3Client(s3ClientConfig(settings)),
    }));
    return connected;
  };
  const Bucket = settings.bucket;
  const keyed = (key: string) => {
    assertSafeKey(key);
    return { Bucket, Key: key };
  };
  /** Runs one request about an existing object; a missing object (404) gives null. */
  const aboutObject = async <T>(
    key: string,
    request: (sdk: Sdk, client: S3Client, target: ReturnType<typeof keyed>) => Promise<T>,
  ): Promise<T | null> => {
    const target = keyed(key);
    const { sdk, client } = await connect();
    try {
      return await request(sdk, client, target);
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  };

  return {
    kind: "s3",
    async put(key, body, contentType) {
      const target = keyed(key);
      const bytes = Buffer.isBuffer(body) ? body : await readAll(body, MAX_UPLOAD_BYTES * 4);
      if (bytes === null) throw new Error("Object too large to store.");
      const { sdk, client } = await connect();
      await client.send(new sdk.s3.PutObjectCommand({ ...target, Body: bytes, ContentType: contentType }));
    },
    get: (key) =>
      aboutObject(key, async (sdk, client, target) => {
        const response = await client.send(new sdk.s3.GetObjectCommand(target));
        if (!response.Body) throw new Error(`S3 GET ${key} answered without a body`);
        return response.Body as Readable;
      }),
    head: (key) =>
      aboutObject(key, async (sdk, client, target) => {
        const response = await client.send(new sdk.s3.HeadObjectCommand(target));
        return { size: response.ContentLength ?? 0 };
      }),
    async delete(key) {
      await aboutObject(key, (sdk, client, target) => client.send(new sdk.s3.DeleteObjectCommand(target)));
    },
    async *list(prefix) {
      assertSafePrefix(prefix);
      const { sdk, client } = await connect();
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.s3.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const item of page.Contents ?? []) {
          if (item.Key && item.LastModified && isSafeKey(item.Key))
            yield { key: item.Key, modifiedAt: item.LastModified };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async signedUploadUrl({ key, expiresAt, size, contentType }) {
      if (size === undefined || contentType === undefined) {
        throw new Error("The S3 upload URL needs the file's size and type.");
      }
      const target = keyed(key);
      const seconds = Math.max(1, Math.min(604_800, Math.round((expiresAt.getTime() - Date.now()) / 1000)));
      const { sdk, client } = await connect();
      const command = new sdk.s3.PutObjectCommand({
        ...target,
        ContentType: contentType,
        ContentLength: size,
      });
      const url = await sdk.presigner.getSignedUrl(client, command, {
        expiresIn: seconds,
        // The browser's PUT must have exactly this size and type.
        signableHeaders: new Set(["content-length", "content-type"]),
      });
      return { url, headers: { "Content-Type": contentType } };
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
    async close() {
      if (connected) (await connected).client.destroy();
    },
  };
}
