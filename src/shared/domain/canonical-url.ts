// Two spellings of a course address. Parsing is the WHATWG URL class (the browser's and Node's),
// which already lower-cases the scheme and host, turns IDN hosts into punycode, drops the default
// port and resolves "." and ".." path segments.
//
// canonicalCourseUrl is the address we store, show and fetch (a member's submission, the daily
// page watch): the page the member meant, with nothing about who sent it or who clicked it.
// - the fragment, user name and password are dropped;
// - tracking, affiliate and personal parameters are dropped (TRACKING_PARAMETERS,
//   PERSONAL_PARAMETERS, utm_*, any name containing "email" or "token"; names compared without
//   regard to case), and so is any parameter whose value is an e-mail address;
// - the remaining parameters are sorted by name; repeated names keep their order, which may carry
//   meaning ("?a=1&a=2" and "?a=2&a=1" stay different); values are re-encoded one way
//   ("%7E", "~" and "%7e" are the same value); an empty query is dropped;
// - a host's trailing dot is dropped; percent-escapes of unreserved characters in the path are
//   decoded ("%7Ecourse" is "~course"), and other escapes upper-cased, as RFC 3986 section 6.2.2
//   allows.
// The path is otherwise kept as the site spells it (case, trailing and repeated slashes), and so
// are "www." and the scheme: a site may tell them apart, and the address is fetched.
//
// courseUrlKey is what two submissions of one page share (courses.canonical_url): the canonical
// address with https for http, no leading "www.", repeated and trailing slashes folded and the path
// in lower case. Path case is folded for the key only: a site that serves two different courses at
// /Launch and /launch is rare, while links that differ in case are common; the address keeps it.
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
  "ref_id",
  "refid",
  "referral",
  "referral_code",
  "rfsn",
  "awc",
  "cjevent",
  "clickref",
]);

/**
 * Query parameters that say who the visitor is (e-mail campaigns carry them in every link): never
 * stored, shown or sent on. Names containing "email" or "token" are dropped as well.
 */
export const PERSONAL_PARAMETERS: ReadonlySet<string> = new Set([
  "mail",
  "e-mail",
  "e_mail",
  "session",
  "session_id",
  "sessionid",
  "sid",
  "subscriber",
  "subscriber_id",
  "subscriberid",
  "sub",
  "uid",
  "user",
  "user_id",
  "userid",
  "member_id",
  "memberid",
  "contact_id",
  "contactid",
  "customer_id",
  "customerid",
  "lead_id",
  "leadid",
  "first_name",
  "firstname",
  "fname",
  "last_name",
  "lastname",
  "lname",
  "phone",
  "auth",
  "api_key",
  "apikey",
  "password",
  "otp",
  // e-mail tools' subscriber ids: Klaviyo, ActiveCampaign, MailerLite, Drip
  "_ke",
  "vgo_ee",
  "ml_subscriber",
  "ml_subscriber_hash",
  "__s",
]);

const isDropped = (name: string) => {
  const lower = name.toLowerCase();
  return (
    lower.startsWith("utm_") ||
    lower.includes("email") ||
    lower.includes("token") ||
    TRACKING_PARAMETERS.has(lower) ||
    PERSONAL_PARAMETERS.has(lower)
  );
};

/** "jo@example.com" or "Jo <jo@mail.example.org>": something before an "@", a dot after it (no regex). */
export function looksLikeEmail(value: string): boolean {
  const at = value.indexOf("@");
  if (at <= 0) return false;
  const dot = value.indexOf(".", at + 2);
  return dot > at + 1 && dot < value.length - 1;
}

/** RFC 3986 unreserved characters: their escapes mean the character itself. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

function normalisePath(path: string): string {
  return path.replace(/%[0-9a-fA-F]{2}/g, (sequence) => {
    const char = String.fromCharCode(Number.parseInt(sequence.slice(1), 16));
    return UNRESERVED.test(char) ? char : sequence.toUpperCase();
  });
}

/** Runs of "/" made one, a trailing "/" dropped (the root stays "/"); one pass, no regex. */
function foldSlashes(path: string): string {
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i <= path.length; i++) {
    if (i === path.length || path.charCodeAt(i) === 47) {
      if (i > start) parts.push(path.slice(start, i));
      start = i + 1;
    }
  }
  return `/${parts.join("/")}`;
}

/**
 * The canonical address of an http(s) course page: the one stored, shown and fetched. Throws
 * InvalidCourseUrlError for anything else (another scheme, no host, not a URL).
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
  for (const [name, value] of parsed.searchParams) {
    if (!isDropped(name) && !looksLikeEmail(value)) params.append(name, value);
  }
  params.sort();
  const query = params.toString();

  const host = parsed.hostname.endsWith(".") ? parsed.hostname.slice(0, -1) : parsed.hostname;
  if (host === "") throw new InvalidCourseUrlError(url, "no host");
  const port = parsed.port === "" ? "" : `:${parsed.port}`;
  return `${parsed.protocol}//${host}${port}${normalisePath(parsed.pathname)}${query === "" ? "" : `?${query}`}`;
}

/**
 * What two submissions of the same page share (see the top of this file): the canonical address
 * with https, no "www.", folded slashes and a lower-case path. Throws as canonicalCourseUrl does.
 */
export function courseUrlKey(url: string): string {
  const parsed = new URL(canonicalCourseUrl(url));
  const host =
    parsed.hostname.startsWith("www.") && parsed.hostname.indexOf(".", 4) > 0
      ? parsed.hostname.slice(4)
      : parsed.hostname;
  // Either scheme's default port is no port once the scheme is folded.
  const port = parsed.port === "" || parsed.port === "80" || parsed.port === "443" ? "" : `:${parsed.port}`;
  return `https://${host}${port}${foldSlashes(parsed.pathname).toLowerCase()}${parsed.search}`;
}
