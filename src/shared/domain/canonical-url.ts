// One spelling per course address, so the same sales page reached through an ad, a newsletter or an
// affiliate link is recognised as one course. Parsing is the WHATWG URL class (the browser's and
// Node's), which already lower-cases the scheme and host, turns IDN hosts into punycode, drops the
// default port and resolves "." and ".." path segments. On top of that:
// - the fragment, user name and password are dropped;
// - tracking and affiliate parameters are dropped (TRACKING_PARAMETERS, utm_*; names compared
//   without regard to case);
// - the remaining parameters are sorted by name; repeated names keep their order, which may carry
//   meaning ("?a=1&a=2" and "?a=2&a=1" stay different); values are re-encoded one way
//   ("%7E", "~" and "%7e" are the same value); an empty query is dropped;
// - a trailing slash is ignored ("/course/" is "/course"), and so is a host's trailing dot;
// - percent-escapes of unreserved characters in the path are decoded ("%7Ecourse" is "~course"),
//   and other escapes upper-cased, as RFC 3986 section 6.2.2 allows.
// Kept as written: "www." (another host), the path's case, and every other parameter.

/** An address that is not an http(s) URL. */
export class InvalidCourseUrlError extends Error {
  override name = "InvalidCourseUrlError";
  constructor(
    readonly input: string,
    reason: string,
  ) {
    super(`Not a course address (${reason}): ${input.length > 200 ? `${input.slice(0, 200)}…` : input}`);
  }
}

/** Query parameters that say where a visitor came from, never which page it is. */
export const TRACKING_PARAMETERS: ReadonlySet<string> = new Set([
  // ad and e-mail click ids
  "fbclid",
  "gclid",
  "gclsrc",
  "dclid",
  "gbraid",
  "wbraid",
  "msclkid",
  "yclid",
  "twclid",
  "ttclid",
  "li_fat_id",
  "igshid",
  "epik",
  "srsltid",
  "_ga",
  "_gl",
  "mc_cid",
  "mc_eid",
  "_hsenc",
  "_hsmi",
  "mkt_tok",
  "ck_subscriber_id",
  "_kx",
  "vero_id",
  "oly_anon_id",
  "oly_enc_id",
  "s_cid",
  "sc_cid",
  // referrers and affiliate ids
  "ref",
  "ref_src",
  "referrer",
  "aff",
  "affiliate",
  "affiliate_id",
  "affid",
  "aff_id",
  "affcode",
  "aff_sub",
  "aff_sub2",
  "aff_sub3",
  "irclickid",
  "irgwc",
  "clickid",
  "click_id",
  "subid",
  "sub_id",
  "sscid",
  "ranmid",
  "raneaid",
  "ransiteid",
  "lsnpubid",
  "hop",
  "tap_a",
  "tap_s",
  "fpr",
  "via",
]);

const isTracking = (name: string) => {
  const lower = name.toLowerCase();
  return lower.startsWith("utm_") || TRACKING_PARAMETERS.has(lower);
};

/** RFC 3986 unreserved characters: their escapes mean the character itself. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

function normalisePath(path: string): string {
  const escaped = path.replace(/%[0-9a-fA-F]{2}/g, (sequence) => {
    const char = String.fromCharCode(Number.parseInt(sequence.slice(1), 16));
    return UNRESERVED.test(char) ? char : sequence.toUpperCase();
  });
  let end = escaped.length;
  while (end > 0 && escaped.charCodeAt(end - 1) === 47) end--; // trailing "/"s, without a regex
  return end === 0 ? "/" : escaped.slice(0, end);
}

/**
 * The canonical spelling of an http(s) course address; two addresses of the same page give the
 * same string. Throws InvalidCourseUrlError for anything else (another scheme, no host, not a URL).
 */
export function canonicalCourseUrl(url: string): string {
  const input = url.trim();
  let parsed: URL;
  try {
    parsed = new URL(input);
  } catch {
    throw new InvalidCourseUrlError(url, "not a URL");
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:")
    throw new InvalidCourseUrlError(url, `${parsed.protocol.slice(0, -1)} is not http or https`);
  if (parsed.hostname === "") throw new InvalidCourseUrlError(url, "no host");

  const params = new URLSearchParams();
  for (const [name, value] of parsed.searchParams) if (!isTracking(name)) params.append(name, value);
  params.sort();
  const query = params.toString();

  const host = parsed.hostname.endsWith(".") ? parsed.hostname.slice(0, -1) : parsed.hostname;
  if (host === "") throw new InvalidCourseUrlError(url, "no host");
  const port = parsed.port === "" ? "" : `:${parsed.port}`;
  return `${parsed.protocol}//${host}${port}${normalisePath(parsed.pathname)}${query === "" ? "" : `?${query}`}`;
}
