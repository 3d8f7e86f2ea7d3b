// Fetches a course page for the URL analyzer without letting a visitor aim the server at its own
// network (SSRF). The host is resolved once, every address it resolves to must be public, and the
// connection goes to that checked address (a custom `lookup`), so a DNS answer that changes between
// the check and the connect (rebinding) cannot redirect it. Redirects are followed by hand, each hop
// checked the same way; the whole fetch has one deadline and one size cap.
import { promises as dns, type LookupAddress } from "node:dns";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { pipeline } from "node:stream";
import zlib from "node:zlib";
import { storableText } from "../analysis/storable-text";
import { isLocalName, isPublicAddress } from "./public-address";

export const FETCH_TIMEOUT_MS = 10_000;
export const FETCH_MAX_BYTES = 2 * 1024 * 1024;
export const FETCH_MAX_REDIRECTS = 5;
const ACCEPTED_TYPES = new Set(["text/html", "text/plain", "application/xhtml+xml"]);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Why a page was not fetched. The `refused` codes mean the address itself is not allowed (the
 * caller answers 400); the others mean the page could not be read.
 */
export type FetchPageErrorCode =
  | "invalid-url"
  | "unsupported-scheme"
  | "credentials"
  | "private-address"
  | "dns"
  | "connection"
  | "timeout"
  | "too-large"
  | "unsupported-type"
  | "http-status"
  | "too-many-redirects";

const REFUSALS: ReadonlySet<FetchPageErrorCode> = new Set([
  "invalid-url",
  "unsupported-scheme",
  "credentials",
  "private-address",
]);

export class FetchPageError extends Error {
  constructor(
    readonly code: FetchPageErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "FetchPageError";
  }

  /** The address is not allowed (as opposed to: allowed, but the page could not be read). */
  get refused(): boolean {
    return REFUSALS.has(this.code);
  }
}

export interface FetchPageOptions {
  /** Allow private, loopback and link-local addresses (ANALYZER_ALLOW_PRIVATE_URLS=1: tests, intranets). */
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  /**
   * Which resolved addresses may be connected to; the default follows allowPrivate (every address,
   * or public ones only). A stricter policy can be passed, e.g. one intranet host.
   */
  addressAllowed?: (address: string) => boolean;
  /** Host name resolution (default: the system resolver, every address). */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
  /** The User-Agent header (default: the URL analyzer's). */
  userAgent?: string;
  /** Media types read (default: HTML and plain text); a feed reader adds the XML feed types. */
  acceptTypes?: ReadonlySet<string>;
  /** The Accept header (default: HTML, XHTML, plain text). */
  accept?: string;
}

const systemResolve = (hostname: string) => dns.lookup(hostname, { all: true });

export interface FetchedPage {
  /** The address the page was finally read from, after redirects. */
  finalUrl: string;
  status: number;
  /** The media type without parameters, lower case ("text/html"). */
  contentType: string;
  /** The decoded text, without the characters a database cannot store (storable-text.ts). */
  body: string;
}

const PRIVATE_MESSAGE =
  "That address points to a private, local or reserved network, which the analyzer does not fetch.";

/** The URL, checked for scheme and credentials; throws FetchPageError. */
export function parsePageUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new FetchPageError("invalid-url", "Enter a full web address, starting with http:// or https://.");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new FetchPageError("unsupported-scheme", "Only http:// and https:// addresses can be analyzed.");
  }
  if (url.username !== "" || url.password !== "") {
    throw new FetchPageError("credentials", "Addresses with a user name or password cannot be analyzed.");
  }
  if (url.hostname === "") throw new FetchPageError("invalid-url", "The address has no host name.");
  return url;
}

interface HostPolicy {
  allowPrivate: boolean;
  addressAllowed: (address: string) => boolean;
  resolve: (hostname: string) => Promise<LookupAddress[]>;
}

/** The address to connect to for this URL's host; every address the host resolves to is checked. */
async function resolveHost(url: URL, policy: HostPolicy): Promise<LookupAddress> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!policy.allowPrivate && isLocalName(host)) throw new FetchPageError("private-address", PRIVATE_MESSAGE);
  const family = isIP(host);
  if (family !== 0) {
    if (!policy.addressAllowed(host)) throw new FetchPageError("private-address", PRIVATE_MESSAGE);
    return { address: host, family };
  }
  let addresses: LookupAddress[];
  try {
    addresses = await policy.resolve(host);
  } catch {
    throw new FetchPageError("dns", `We could not find the website ${host}.`);
  }
  if (addresses.length === 0) throw new FetchPageError("dns", `We could not find the website ${host}.`);
  // One private answer is enough to refuse: the host is someone's way into a private network.
  if (addresses.some((a) => !policy.addressAllowed(a.address))) {
    throw new FetchPageError("private-address", PRIVATE_MESSAGE);
  }
  return addresses[0]!;
}

/** A `lookup` that answers every query with the address already checked. */
function pinnedLookup(pinned: LookupAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) {
      (callback as unknown as (err: null, addresses: LookupAddress[]) => void)(null, [pinned]);
    } else {
      callback(null, pinned.address, pinned.family);
    }
  };
}

// ---- Fetching ----

function describeBytes(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

const DEFAULT_USER_AGENT = "HypeCheck-CourseAnalyzer/1 (+consumer-protection course review)";
const DEFAULT_ACCEPT = "text/html,application/xhtml+xml,text/plain;q=0.9";

function request(
  url: URL,
  pinned: LookupAddress,
  signal: AbortSignal,
  userAgent: string,
  accept: string,
): Promise<IncomingMessage> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, {
      method: "GET",
      lookup: pinnedLookup(pinned),
      agent: false,
      signal,
      headers: {
        accept,
        "accept-encoding": "gzip, deflate, br",
        "user-agent": userAgent,
      },
    });
    req.once("response", resolve);
    req.once("error", reject);
    req.end();
  });
}

function decompressed(response: IncomingMessage): NodeJS.ReadableStream {
  const encoding = String(response.headers["content-encoding"] ?? "identity")
    .trim()
    .toLowerCase();
  const decoder =
    encoding === "gzip" || encoding === "x-gzip"
      ? zlib.createGunzip()
      : encoding === "deflate"
        ? zlib.createInflate()
        : encoding === "br"
          ? zlib.createBrotliDecompress()
          : null;
  if (decoder === null) return response;
  // pipeline, not pipe: a connection error must reach the reader instead of leaving it waiting.
  pipeline(response, decoder, () => undefined);
  return decoder;
}

/** The body, at most maxBytes after decompression (a small compressed page can expand enormously). */
async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const tooLarge = () =>
    new FetchPageError("too-large", `The page is larger than ${describeBytes(maxBytes)}.`);
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const stream = decompressed(response);
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      const buffer = typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer);
      total += buffer.length;
      if (total > maxBytes) throw tooLarge();
      chunks.push(buffer);
    }
  } finally {
    response.destroy();
  }
  return Buffer.concat(chunks);
}

function mediaType(header: string | undefined): { type: string; charset: string | null } {
  const [type = "", ...params] = (header ?? "").split(";");
  let charset: string | null = null;
  for (const param of params) {
    const [key, value] = param.split("=");
    if (key?.trim().toLowerCase() === "charset" && value) charset = value.trim().replace(/^"|"$/g, "");
  }
  return { type: type.trim().toLowerCase(), charset };
}

/**
 * UTF-8 unless the header (or, for HTML, a <meta charset> near the top) names another encoding;
 * NUL characters removed (a page is text, and one NUL made every insert of its reading fail).
 */
function decode(body: Buffer, headerCharset: string | null, type: string): string {
  return storableText(decodeAs(body, headerCharset, type));
}

function decodeAs(body: Buffer, headerCharset: string | null, type: string): string {
  let charset = headerCharset;
  if (charset === null && type !== "text/plain") {
    const head = body.subarray(0, 2048).toString("latin1");
    charset = /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1] ?? null;
  }
  try {
    return new TextDecoder(charset ?? "utf-8").decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}

function describeSeconds(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  return `${seconds} second${seconds === 1 ? "" : "s"}`;
}

function networkError(error: unknown, host: string, timeoutMs: number, signal: AbortSignal): FetchPageError {
  if (error instanceof FetchPageError) return error;
  if (signal.aborted) {
    return new FetchPageError("timeout", `The page did not answer within ${describeSeconds(timeoutMs)}.`);
  }
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? "";
  if (code.startsWith("ERR_TLS") || /CERT|SSL/.test(code)) {
    return new FetchPageError("connection", `The website ${host} has no valid HTTPS certificate.`);
  }
  return new FetchPageError("connection", `We could not connect to the website ${host}.`);
}

/**
 * GETs a web page for analysis. Throws FetchPageError with a sentence a visitor can act on for
 * every refusal and failure.
 */
export async function fetchPage(rawUrl: string, options: FetchPageOptions): Promise<FetchedPage> {
  const timeoutMs = options.timeoutMs ?? FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? FETCH_MAX_BYTES;
  const policy: HostPolicy = {
    allowPrivate: options.allowPrivate,
    addressAllowed: options.addressAllowed ?? (options.allowPrivate ? () => true : isPublicAddress),
    resolve: options.resolve ?? systemResolve,
  };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  // DNS cannot be cancelled, so the deadline also races each lookup.
  const deadline = new Promise<never>((_, reject) => {
    controller.signal.addEventListener("abort", () => {
      reject(networkError(new Error("aborted"), "", timeoutMs, controller.signal));
    });
  });
  deadline.catch(() => undefined);

  let url = parsePageUrl(rawUrl);
  try {
    for (let hop = 0; ; hop++) {
      const pinned = await Promise.race([resolveHost(url, policy), deadline]);
      let response: IncomingMessage;
      try {
        response = await request(
          url,
          pinned,
          controller.signal,
          options.userAgent ?? DEFAULT_USER_AGENT,
          options.accept ?? DEFAULT_ACCEPT,
        );
      } catch (error) {
        throw networkError(error, url.hostname, timeoutMs, controller.signal);
      }
      const status = response.statusCode ?? 0;
      if (REDIRECT_STATUSES.has(status)) {
        response.destroy();
        const location = response.headers.location;
        if (!location)
          throw new FetchPageError(
            "http-status",
            `The page answered HTTP ${status} without saying where to go.`,
          );
        if (hop >= FETCH_MAX_REDIRECTS) {
          throw new FetchPageError(
            "too-many-redirects",
            `The page redirected more than ${FETCH_MAX_REDIRECTS} times.`,
          );
        }
        let next: URL;
        try {
          next = new URL(location, url);
        } catch {
          throw new FetchPageError("invalid-url", "The page redirected to an address that is not valid.");
        }
        url = parsePageUrl(next.href);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        throw new FetchPageError(
          "http-status",
          `The page answered HTTP ${status} instead of the page itself.`,
        );
      }
      const { type, charset } = mediaType(response.headers["content-type"]);
      if (!(options.acceptTypes ?? ACCEPTED_TYPES).has(type)) {
        response.destroy();
        throw new FetchPageError(
          "unsupported-type",
          type === ""
            ? "The address did not say what kind of content it sends, so it was not read."
            : `The address sends ${type}, not a web page (HTML or plain text).`,
        );
      }
      let body: Buffer;
      try {
        body = await readBody(response, maxBytes);
      } catch (error) {
        throw networkError(error, url.hostname, timeoutMs, controller.signal);
      }
      return { finalUrl: url.href, status, contentType: type, body: decode(body, charset, type) };
    }
  } finally {
    clearTimeout(timer);
  }
}
