// Matching runs on a folded copy of the text that keeps every UTF-16 offset, so a match's start and
// end can be sliced straight out of the original and the phrase shown to the reader is exactly what
// the seller wrote.

import { TYPED_NAIRA_AMOUNT } from "../../../shared/domain/currency-signs";

const FOLD: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201b": "'",
  "\u2032": "'",
  "\u00b4": "'",
  "`": "'",
  "\u201c": '"',
  "\u201d": '"',
  "\u201e": '"',
  "\u2033": '"',
  "\u00ab": '"',
  "\u00bb": '"',
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "-",
  "\u2013": "-",
  "\u2014": "-",
  "\u2015": "-",
  "\u2212": "-",
  "\u00a0": " ",
  "\u2007": " ",
  "\u2009": " ",
  "\u200a": " ",
  "\u202f": " ",
  "\u2026": ".",
  "\u2022": "\n",
  "\u00b7": " ",
};

/** The characters FOLD changes, for one replace over a lower-cased copy. */
const FOLD_CHARS = new RegExp(`[${Object.keys(FOLD).join("")}]`, "g");
/**
 * Where lower-casing the whole string is not lower-casing each code unit on its own: a final sigma
 * (lower case depends on the next letter), surrogate pairs (astral letters have cases of their own).
 */
const NOT_UNIT_BY_UNIT = /[\u03a3\ud800-\udfff]/;

/**
 * The naira as Nigerian pages type it, a Latin "N" right before thousands grouped by commas
 * ("N450,000", set AP), folded to its sign, one code unit for one: every rule that reads "₦" reads it.
 * "N5", "N 5,000" and "n1,5" are left alone.
 */
const TYPED_NAIRA = new RegExp(String.raw`\bn(?=${TYPED_NAIRA_AMOUNT})`, "g");
const nairaSigns = (folded: string) => folded.replace(TYPED_NAIRA, "\u20a6");

/** foldText, one code unit at a time: the definition the fast path must agree with. */
export function foldTextByUnit(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const folded = FOLD[ch];
    if (folded !== undefined) {
      out += folded;
      continue;
    }
    const lower = ch.toLowerCase();
    out += lower.length === 1 ? lower : ch;
  }
  return nairaSigns(out);
}

function fold(text: string): string {
  if (!NOT_UNIT_BY_UNIT.test(text)) {
    const lower = text.toLowerCase();
    // a character whose lower case is longer (Turkish dotted I) is kept as it is: the slow path does that
    if (lower.length === text.length) return nairaSigns(lower.replace(FOLD_CHARS, (ch) => FOLD[ch]!));
  }
  return foldTextByUnit(text);
}

/** The last few texts folded: the rules, the model's tokens, the terms and the earnings check fold the same fields. */
const recent = new Map<string, string>();
const RECENT = 8;

/**
 * Lower case, straight quotes, ASCII hyphens and plain spaces, one code unit for one code unit.
 * Characters whose lower case is longer (Turkish dotted I) are kept as they are.
 */
export function foldText(text: string): string {
  const seen = recent.get(text);
  if (seen !== undefined) return seen;
  const folded = fold(text);
  if (recent.size >= RECENT) recent.delete(recent.keys().next().value!);
  recent.set(text, folded);
  return folded;
}

/** Start offsets of sentences: after . ! ? (plus closing quotes/brackets) and whitespace, or a line break. */
export function sentenceStarts(folded: string): number[] {
  const starts = [0];
  // Starts only at the beginning of a run of marks, so "!!!!…" with no space after is one attempt,
  // not one per mark (which made long runs quadratic).
  const boundary = /(?<![.!?])[.!?]+["')\]]*\s+|\n\s*/g;
  for (let m = boundary.exec(folded); m !== null; m = boundary.exec(folded)) {
    starts.push(m.index + m[0].length);
  }
  return starts;
}

/** The [start, end) of the sentence holding `index`, given sentenceStarts(). */
export function sentenceAt(starts: readonly number[], length: number, index: number): [number, number] {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= index) lo = mid;
    else hi = mid - 1;
  }
  return [starts[lo]!, starts[lo + 1] ?? length];
}
