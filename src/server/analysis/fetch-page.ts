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
}

const systemResolve = (hostname: string) => dns.lookup(hostname, { all: true });

export interface FetchedPage {
  /** The address the page was finally read from, after redirects. */
  finalUrl: string;
  status: number;
  /** The media type without parameters, lower case ("text/html"). */
  contentType: string;
  body: string;
}

// ---- Addresses ----

type Range = readonly [prefix: readonly number[], bits: number];

/** IPv4 ranges that are not the public internet (RFC 6890 and friends). */
const PRIVATE_V4: readonly Range[] = [
  [[0, 0, 0, 0], 8], // "this network", 0.0.0.0 unspecified
  [[10, 0, 0, 0], 8], // private
  [[100, 64, 0, 0], 10], // carrier-grade NAT
  [[127, 0, 0, 0], 8], // loopback
  [[169, 254, 0, 0], 16], // link-local, cloud metadata 169.254.169.254
  [[172, 16, 0, 0], 12], // private
  [[192, 0, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2, 0], 24], // documentation
  [[192, 88, 99, 0], 24], // 6to4 relay anycast
  [[192, 168, 0, 0], 16], // private
  [[198, 18, 0, 0], 15], // benchmarking
  [[198, 51, 100, 0], 24], // documentation
  [[203, 0, 113, 0], 24], // documentation
  [[224, 0, 0, 0], 4], // multicast
  [[240, 0, 0, 0], 4], // reserved, 255.255.255.255 broadcast
];

/** IPv6 ranges (as 16 bytes) that are not the public internet; embedded IPv4 is checked separately. */
const PRIVATE_V6: readonly Range[] = [
  [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 96], // ::/96: unspecified, loopback, IPv4-compatible
  [[0x01, 0x00, 0, 0, 0, 0, 0, 0], 64], // 100::/64 discard
  [[0x20, 0x01, 0x0d, 0xb8], 32], // 2001:db8::/32 documentation
  [[0xfc], 7], // fc00::/7 unique local
  [[0xfe, 0x80], 10], // fe80::/10 link-local
  [[0xfe, 0xc0], 10], // fec0::/10 site-local (deprecated)
  [[0xff], 8], // ff00::/8 multicast
];

function inRange(bytes: readonly number[], [prefix, bits]: Range): boolean {
  for (let i = 0; i * 8 < bits; i++) {
    const take = Math.min(8, bits - i * 8);
    const mask = (0xff << (8 - take)) & 0xff;
    if (((bytes[i] ?? 0) & mask) !== ((prefix[i] ?? 0) & mask)) return false;
  }
  return true;
}

function parseIpv4(address: string): number[] | null {
  const parts = address.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return parts.map(Number);
}

function parseIpv6(address: string): number[] | null {
  let text = address.replace(/^\[|\]$/g, "");
  const zone = text.indexOf("%");
  if (zone >= 0) text = text.slice(0, zone);
  if (isIP(text) !== 6) return null;
  // A trailing dotted quad (::ffff:1.2.3.4) becomes two hextets.
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (quad) {
    const v4 = parseIpv4(quad[1]!);
    if (!v4) return null;
    text = `${text.slice(0, quad.index)}${((v4[0]! << 8) | v4[1]!).toString(16)}:${((v4[2]! << 8) | v4[3]!).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...headGroups, ...Array<string>(tail === undefined ? 0 : missing).fill("0"), ...tailGroups];
  const bytes: number[] = [];
  for (const group of groups) {
    const value = Number.parseInt(group, 16);
    bytes.push(value >> 8, value & 0xff);
  }
  return bytes;
}

/**
 * Whether an IP address is on the public internet. IPv6 forms that carry an IPv4 address
 * (IPv4-mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16) are judged by that address.
 */
export function isPublicAddress(address: string): boolean {
  const v4 = parseIpv4(address);
  if (v4) return !PRIVATE_V4.some((range) => inRange(v4, range));
  const v6 = parseIpv6(address);
  if (!v6) return false;
  if (inRange(v6, [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff], 96]))
    return isPublicAddress(v6.slice(12).join("."));
  if (inRange(v6, [[0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0], 96])) {
    return isPublicAddress(v6.slice(12).join("."));
  }
  if (inRange(v6, [[0x20, 0x02], 16])) return isPublicAddress(v6.slice(2, 6).join("."));
  return !PRIVATE_V6.some((range) => inRange(v6, range));
}

function isLocalName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, "");
  return name === "localhost" || name.endsWith(".localhost");
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

function request(url: URL, pinned: LookupAddress, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, {
      method: "GET",
      lookup: pinnedLookup(pinned),
      agent: false,
      signal,
      headers: {
        accept: "text/html,application/xhtml+xml,text/plain;q=0.9",
        "accept-encoding": "gzip, deflate, br",
        "user-agent": "HypeCheck-CourseAnalyzer/1 (+consumer-protection course review)",
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

/** UTF-8 unless the header (or, for HTML, a <meta charset> near the top) names another encoding. */
function decode(body: Buffer, headerCharset: string | null, type: string): string {
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
        response = await request(url, pinned, controller.signal);
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
      if (!ACCEPTED_TYPES.has(type)) {
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
