// Tokens for the learned layer, with offsets into the original text. Matching runs on the folded copy
// (detector/normalize.ts keeps one code unit per code unit), so a token's [start, end) slices the
// phrase exactly as the seller wrote it. One regular-expression pass: linear in the text's length.
import { foldText } from "../detector/normalize";

export interface Token {
  /** What the model sees: lower case, amounts and numbers reduced to their kind ("<money>", "<num>"). */
  norm: string;
  start: number;
  end: number;
  /** Inside the scope of a negator ("we don't promise you'll get rich"). */
  negated: boolean;
  /** Written in capitals in the original ("EARN FROM HOME"). */
  caps: boolean;
  /** A sentence or clause ends before this token: n-grams do not reach across it. */
  breakBefore: boolean;
  /** Inside double quotation marks: a claim quoted (often to criticise it), not made. */
  quoted: boolean;
}

/**
 * Amounts first (so "$10k" is one token), then percentages, multipliers ("10x"), numbers, words
 * (with inner apostrophes and hyphens: "done-for-you", "don't"), and the punctuation that matters.
 */
const TOKEN =
  /(?:[$€£]\s?\d+(?:[.,]\d+)*(?:\s?(?:k|m|bn|million|thousand|grand)\b)?\+?(?:s\b)?)|(?:\d+(?:[.,]\d+)*\s?(?:k|grand|quid|pounds|dollars|euros|bucks)\b)|(?:\d+(?:[.,]\d+)?\s?%)|(?:\d+x\b)|(?:\d+(?:[.,/:]\d+)*)|(?:[a-z\u00c0-\u024f]+(?:['-][a-z\u00c0-\u024f]+)*)|[!?.;:,"\n]/g;

/** A negator opens a scope that runs to the end of its clause (at most NEGATION_REACH tokens). */
const NEGATORS = new Set([
  "not",
  "no",
  "never",
  "nobody",
  "nothing",
  "none",
  "neither",
  "nor",
  "cannot",
  "without",
  "don't",
  "doesn't",
  "didn't",
  "won't",
  "can't",
  "isn't",
  "aren't",
  "wasn't",
  "shouldn't",
  "wouldn't",
  "couldn't",
  "haven't",
  "hasn't",
  "dont",
  "wont",
  "cant",
  "isnt",
]);
const CLAUSE_WORDS = new Set(["but", "yet", "although", "though", "however"]);
const NEGATION_REACH = 6;
const SENTENCE_MARKS = new Set([".", "!", "?", ";", ":", "\n"]);

function normalise(raw: string): string {
  const c = raw[0]!;
  if (c === "$" || c === "€" || c === "£") return "<money>";
  if (c >= "0" && c <= "9") {
    if (raw.endsWith("%")) return "<pct>";
    if (/[a-z]$/.test(raw)) return /x$/.test(raw) ? "<mult>" : "<money>";
    if (/^\d{1,2}\/\d{1,2}$/.test(raw)) return raw === "24/7" ? "24/7" : "<num>";
    return "<num>";
  }
  return raw;
}

const isUpper = (s: string) => s.length >= 2 && s === s.toUpperCase() && s !== s.toLowerCase();
/** a-z: a word starting so is not in capitals (most words; no slice or case change needed to say so). */
const isLowerAscii = (code: number) => code >= 97 && code <= 122;

/** Tokens of `text`; punctuation marks become breaks, "!" also stays a token of its own. */
export function tokenize(text: string): Token[] {
  const folded = foldText(text);
  const tokens: Token[] = [];
  let pendingBreak = true;
  let negationLeft = 0;
  let inQuote = false;
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(folded); m !== null; m = TOKEN.exec(folded)) {
    const raw = m[0];
    if (raw === '"') {
      inQuote = !inQuote;
      pendingBreak = true;
      continue;
    }
    if (raw === "\n") inQuote = false;
    if (raw === ",") {
      // "no website, no experience": a comma ends a negation's scope but not an n-gram.
      negationLeft = 0;
      continue;
    }
    if (raw.length === 1 && SENTENCE_MARKS.has(raw)) {
      pendingBreak = true;
      negationLeft = 0;
      if (raw === "!" || raw === "?") {
        tokens.push({
          norm: raw,
          start: m.index,
          end: m.index + 1,
          negated: false,
          caps: false,
          breakBefore: true,
          quoted: inQuote,
        });
      }
      continue;
    }
    const norm = normalise(raw);
    if (CLAUSE_WORDS.has(norm)) {
      pendingBreak = true;
      negationLeft = 0;
    }
    const start = m.index;
    const end = start + raw.length;
    tokens.push({
      norm,
      start,
      end,
      negated: negationLeft > 0,
      caps: isLowerAscii(text.charCodeAt(start)) ? false : isUpper(text.slice(start, end)),
      breakBefore: pendingBreak,
      quoted: inQuote,
    });
    pendingBreak = false;
    if (negationLeft > 0) negationLeft--;
    if (NEGATORS.has(norm)) negationLeft = NEGATION_REACH;
  }
  return tokens;
}
