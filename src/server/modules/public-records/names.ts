// How names and sites are compared (docs/public-records.md, "Matching"): case, accents and
// punctuation do not count, nor a company's legal form at the end (LLC, Inc., Ltd…), nor a leading
// "The". "Doe, Jane" is "Jane Doe". A site is its host without "www.". Two names match only when
// these keys are equal: no fuzzy matching, so a record never lands on a merely similar name.
// Runs on remote input in linear time (no regular expression with nested repetition).

/** Legal forms dropped from the end of a company name, normalised (dots and commas removed). */
const COMPANY_SUFFIXES = new Set([
  "llc",
  "l l c",
  "inc",
  "incorporated",
  "ltd",
  "limited",
  "corp",
  "corporation",
  "co",
  "company",
  "lp",
  "llp",
  "plc",
  "pty",
  "pty ltd",
  "gmbh",
  "ag",
  "sa",
  "sarl",
  "bv",
  "pllc",
  "pc",
]);

/**
 * Lower case, accents removed, & as "and", apostrophes and full stops dropped ("L.L.C." is "llc"),
 * anything else not a letter or digit a space, spaces collapsed.
 */
function plain(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’.]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The words of a name with trailing legal forms (one or two words, repeatedly) removed. */
function withoutLegalForm(words: string[]): string[] {
  const out = [...words];
  for (;;) {
    if (out.length > 1 && COMPANY_SUFFIXES.has(out.slice(-2).join(" "))) out.splice(-2, 2);
    else if (out.length > 1 && COMPANY_SUFFIXES.has(out[out.length - 1]!)) out.pop();
    else return out;
  }
}

/**
 * The key two names are compared by: "Acme Trading, LLC" and "ACME TRADING LLC" are both
 * "acme trading"; "Doe, Jane" and "Jane Doe" are both "jane doe"; "José Núñez" is "jose nunez".
 * An empty string when nothing is left (a name of punctuation only).
 */
export function nameKey(name: string): string {
  const trimmed = name.trim();
  // "Last, First" (one comma, no legal form after it) is read as "First Last".
  const parts = trimmed.split(",");
  let ordered = trimmed;
  if (parts.length === 2) {
    const after = plain(parts[1]!);
    if (after !== "" && !COMPANY_SUFFIXES.has(after)) ordered = `${parts[1]} ${parts[0]}`;
  }
  let words = plain(ordered).split(" ").filter(Boolean);
  if (words[0] === "the" && words.length > 1) words = words.slice(1);
  return withoutLegalForm(words).join(" ");
}

/** Whether a name ends in a company's legal form ("Acme LLC"). */
export function hasLegalForm(name: string): boolean {
  const words = plain(name).split(" ").filter(Boolean);
  return words.length > 1 && withoutLegalForm(words).length < words.length;
}

/**
 * A site's key: its host, lower case, without "www." and a trailing dot; a bare host or a full
 * address both work. Null when it is not a host at all.
 */
export function siteKey(site: string): string | null {
  const text = site.trim().toLowerCase();
  if (text === "") return null;
  let host: string;
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//.test(text) ? text : `https://${text}`).hostname;
  } catch {
    return null;
  }
  host = host.replace(/\.$/, "");
  if (host.startsWith("www.")) host = host.slice(4);
  return host.includes(".") ? host : null;
}
