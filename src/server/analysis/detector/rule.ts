// A rule is a category, some patterns and optional checks on each match. The detector runs every
// rule over every field; rules stay declarative so that adding a phrase family is one line.
import type { PositiveSignalCategory, RedFlagCategory, Severity } from "../../../shared/contracts/analysis";
import { type Doc, isQuotedMention, type Match, negatorBefore } from "./context";
import { amountLedSticky, amountStarts } from "./numbers";

export interface RedFlagRule {
  category: RedFlagCategory;
  patterns: readonly RegExp[];
  /** Run on the original text instead of the folded one (for capitalised names). */
  caseSensitive?: boolean;
  /** Negated or quoted matches are dropped (and, for claims, read as realistic language). */
  negatable?: boolean;
  /** A negated claim of this rule counts as realistic-results language. */
  negationIsRealistic?: boolean;
  accept?: (match: Match) => boolean;
  severity?: Severity | ((match: Match) => Severity);
}

export interface PositiveRule {
  category: PositiveSignalCategory;
  patterns: readonly RegExp[];
  caseSensitive?: boolean;
  negatable?: boolean;
  accept?: (match: Match) => boolean;
}

export interface RawHit {
  start: number;
  end: number;
  severity?: Severity;
  /** Where the negator starts when the hit is negated ("no guarantee of income"), else -1. */
  negatedAt: number;
  /** Inside quotation marks that name a kind of pitch ('those "get rich quick" programs'). */
  quoted: boolean;
}

/** Leading characters a phrase should not start with, and trailing ones it should not end with. */
const TRIM_START_CHAR = /^[\s,;:.!?\-"')]$/;
const TRIM_END_CHAR = /^[\s,;:.!?\-"'(]$/;

/** [start, end) without its leading run of TRIM_START_CHAR, then its trailing run of TRIM_END_CHAR. */
function trimSpan(text: string, start: number, end: number): [number, number] {
  let from = start;
  while (from < end && TRIM_START_CHAR.test(text[from]!)) from++;
  let to = end;
  while (to > from && TRIM_END_CHAR.test(text[to - 1]!)) to--;
  return [from, to];
}

/** Visits a match trimmed of edge punctuation, unless nothing is left (a module function: no closure per call). */
function visitTrimmed(doc: Doc, m: RegExpExecArray, visit: (match: Match) => void): void {
  const [start, end] = trimSpan(doc.original, m.index, m.index + m[0].length);
  if (end > start) visit({ doc, start, end, groups: m });
}

export function runPatterns(
  doc: Doc,
  patterns: readonly RegExp[],
  caseSensitive: boolean,
  visit: (match: Match) => void,
): void {
  const haystack = caseSensitive ? doc.original : doc.folded;
  for (const pattern of patterns) {
    const sticky = amountLedSticky(pattern);
    if (sticky) {
      // Tried only where an amount can start, in order, each search resuming after the last
      // match: the matches a global search finds, since it could match nowhere else.
      let starts = caseSensitive ? undefined : doc.amountStarts;
      if (starts === undefined) {
        starts = amountStarts(haystack);
        if (!caseSensitive) doc.amountStarts = starts;
      }
      let from = 0;
      for (const at of starts) {
        if (at < from) continue;
        sticky.lastIndex = at;
        const m = sticky.exec(haystack);
        if (m === null) continue;
        from = at + Math.max(1, m[0].length);
        if (m[0].length > 0) visitTrimmed(doc, m, visit);
      }
      continue;
    }
    pattern.lastIndex = 0;
    for (let m = pattern.exec(haystack); m !== null; m = pattern.exec(haystack)) {
      if (m[0].length === 0) {
        pattern.lastIndex++;
        continue;
      }
      visitTrimmed(doc, m, visit);
    }
  }
}

export function runRedFlagRule(doc: Doc, rule: RedFlagRule): RawHit[] {
  const hits: RawHit[] = [];
  runPatterns(doc, rule.patterns, rule.caseSensitive ?? false, (match) => {
    if (rule.accept && !rule.accept(match)) return;
    const negatable = rule.negatable ?? true;
    const severity = typeof rule.severity === "function" ? rule.severity(match) : rule.severity;
    hits.push({
      start: match.start,
      end: match.end,
      severity,
      negatedAt: negatable ? negatorBefore(match) : -1,
      quoted: negatable && isQuotedMention(match),
    });
  });
  return hits;
}

export function runPositiveRule(doc: Doc, rule: PositiveRule): RawHit[] {
  const hits: RawHit[] = [];
  runPatterns(doc, rule.patterns, rule.caseSensitive ?? false, (match) => {
    if (rule.accept && !rule.accept(match)) return;
    if ((rule.negatable ?? true) && negatorBefore(match) !== -1) return;
    hits.push({ start: match.start, end: match.end, negatedAt: -1, quoted: false });
  });
  return hits;
}
