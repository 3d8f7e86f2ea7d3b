// The rule layer of the red-flag detector: deterministic, explainable, no network. Every finding
// carries the exact phrase and its UTF-16 offsets in the field it came from
// (text.slice(start, end) === phrase). detector.ts combines it with the learned layer.
import type {
  AnalysisField,
  Detection,
  PositiveFinding,
  PositiveSignalCategory,
  RedFlagCategory,
  RedFlagFinding,
  Severity,
} from "../../../shared/contracts/analysis";
import { RED_FLAG_CATEGORIES } from "../../../shared/contracts/analysis";
import { isMoreSevere } from "../../../shared/domain/severity";
import type { Doc } from "./context";
import {
  POSITIVE_EXPLANATIONS,
  POSITIVE_LABELS,
  RED_FLAG_AUTHORITY,
  RED_FLAG_EXPLANATIONS,
  RED_FLAG_LABELS,
  RED_FLAG_SEVERITY,
} from "./labels";
import { mayBeOtherLanguage } from "./language";
import { foldText, sentenceStarts } from "./normalize";
import { type RawHit, type RedFlagRule, runPatterns, runPositiveRule, runRedFlagRule } from "./rule";
import { ADVANCE_FEE_RULES } from "./rules-advance-fee";
import { EARNINGS_RULES } from "./rules-earnings";
import { LANGUAGE_RULES } from "./rules-languages";
import { LIFESTYLE_RULES } from "./rules-lifestyle";
import { OFFER_RULES } from "./rules-offers";
import { PERSUASION_RULES } from "./rules-persuasion";
import { findSyllabus, POSITIVE_RULES } from "./rules-positive";
import { PROMISE_RULES } from "./rules-promises";
import { DISCLAIMER_PATTERNS, TERMS_RULES } from "./rules-terms";

export interface TextField {
  field: AnalysisField;
  text: string;
}

export const RED_FLAG_RULES = [
  ...EARNINGS_RULES,
  ...PROMISE_RULES,
  ...PERSUASION_RULES,
  ...LIFESTYLE_RULES,
  ...TERMS_RULES,
  ...OFFER_RULES,
  ...ADVANCE_FEE_RULES,
];

/** Claims that a nearby disclaimer contradicts. */
const CLAIM_CATEGORIES = new Set<RedFlagCategory>([
  "earnings-claim",
  "atypical-testimonial",
  "trading-certainty",
]);
/** Claims that make "no experience needed" a money-making pitch rather than a beginner's course. */
const MONEY_CATEGORIES = new Set<RedFlagCategory>([
  "earnings-claim",
  "passive-income",
  "guarantee",
  "trading-certainty",
]);
/** A disclaimer that points at income examples on the page contradicts them even if we missed the claim. */
const SELF_REFERENTIAL =
  /\b(?:on this page|shown (?:here|above|below)|(?:earnings|income) examples|these (?:results|figures|earnings))\b/i;
const CATEGORY_RANK = new Map<string, number>(RED_FLAG_CATEGORIES.map((c, i) => [c, i]));

interface Span<C> {
  category: C;
  start: number;
  end: number;
  severity?: Severity;
}

interface FieldScan {
  field: TextField;
  red: Span<RedFlagCategory>[];
  positive: Span<PositiveSignalCategory>[];
  disclaimers: Array<[number, number]>;
}

function scanField(field: TextField): FieldScan {
  // nothing to find in an empty field (an unstated income claim): no pattern matches it
  if (field.text === "") return { field, red: [], positive: [], disclaimers: [] };
  const folded = foldText(field.text);
  const doc: Doc = { original: field.text, folded, starts: sentenceStarts(folded) };
  const red: Span<RedFlagCategory>[] = [];
  const positive: Span<PositiveSignalCategory>[] = [];
  const negated: Array<{ rule: RedFlagRule; hit: RawHit }> = [];
  const rules = mayBeOtherLanguage(folded) ? [...RED_FLAG_RULES, ...LANGUAGE_RULES] : RED_FLAG_RULES;
  for (const rule of rules) {
    for (const hit of runRedFlagRule(doc, rule)) {
      if (hit.negatedAt === -1 && !hit.quoted) red.push({ category: rule.category, ...hit });
      else negated.push({ rule, hit });
    }
  }
  for (const { rule, hit } of negated) {
    // "can't-lose system wins 9 of 10 trades": a negator that is itself part of a claim negates nothing.
    if (!hit.quoted && red.some((r) => r.start <= hit.negatedAt && hit.negatedAt < r.end)) {
      red.push({ category: rule.category, ...hit });
    } else if (rule.negationIsRealistic) {
      const start = hit.negatedAt >= 0 ? hit.negatedAt : hit.start;
      positive.push({ category: "realistic-results", start, end: hit.end });
    }
  }
  for (const rule of POSITIVE_RULES) {
    for (const hit of runPositiveRule(doc, rule)) positive.push({ category: rule.category, ...hit });
  }
  for (const [start, end] of findSyllabus(folded))
    positive.push({ category: "detailed-syllabus", start, end });
  const disclaimers: Array<[number, number]> = [];
  runPatterns(doc, DISCLAIMER_PATTERNS, false, (m) => disclaimers.push([m.start, m.end]));
  return { field, red, positive, disclaimers };
}

/** Overlapping spans of one category become one span (the union, with the highest severity). */
function collapse<C extends string>(spans: Span<C>[]): Span<C>[] {
  const byCategory = new Map<C, Span<C>[]>();
  for (const span of spans) {
    const list = byCategory.get(span.category) ?? [];
    list.push(span);
    byCategory.set(span.category, list);
  }
  const out: Span<C>[] = [];
  for (const list of byCategory.values()) {
    list.sort((a, b) => a.start - b.start || b.end - a.end);
    let current: Span<C> | null = null;
    for (const span of list) {
      if (current && span.start < current.end) {
        current.end = Math.max(current.end, span.end);
        if (span.severity && isMoreSevere(span.severity, current.severity)) {
          current.severity = span.severity;
        }
      } else {
        if (current) out.push(current);
        current = { ...span };
      }
    }
    if (current) out.push(current);
  }
  return out.sort(
    (a, b) =>
      a.start - b.start || (CATEGORY_RANK.get(a.category) ?? 0) - (CATEGORY_RANK.get(b.category) ?? 0),
  );
}

/** Rule findings over each field; positions are offsets into that field's own text. */
export function detectRules(fields: readonly TextField[]): Detection {
  const scans = fields.map(scanField);
  const categories = new Set(scans.flatMap((s) => s.red.map((r) => r.category)));
  const claimsPresent = [...categories].some((c) => CLAIM_CATEGORIES.has(c));
  const moneyPresent = [...categories].some((c) => MONEY_CATEGORIES.has(c));

  const redFlags: RedFlagFinding[] = [];
  const positives: PositiveFinding[] = [];
  for (const scan of scans) {
    const { field, text } = scan.field;
    const red = [...scan.red];
    const positive = [...scan.positive];
    for (const [start, end] of scan.disclaimers) {
      const pointsAtClaims = SELF_REFERENTIAL.test(text.slice(Math.max(0, start - 80), end + 80));
      if (claimsPresent || pointsAtClaims) red.push({ category: "contradicting-disclaimer", start, end });
      else positive.push({ category: "realistic-results", start, end });
    }
    // Next to a claim, "results may vary" is the contradicting disclaimer, not honest language.
    const shown = claimsPresent
      ? positive.filter(
          (p) =>
            p.category !== "realistic-results" ||
            !scan.disclaimers.some(([start, end]) => p.start < end && start < p.end),
        )
      : positive;
    // a rule's default severity before merging, so an explicit "low" never outranks an unstated "medium"
    const withSeverity = red.map((r) => ({ ...r, severity: r.severity ?? RED_FLAG_SEVERITY[r.category] }));
    for (const span of collapse(withSeverity)) {
      let severity = span.severity ?? RED_FLAG_SEVERITY[span.category];
      if (span.category === "no-experience" && moneyPresent) severity = "medium";
      redFlags.push({
        category: span.category,
        label: RED_FLAG_LABELS[span.category],
        severity,
        field,
        phrase: text.slice(span.start, span.end),
        start: span.start,
        end: span.end,
        explanation: RED_FLAG_EXPLANATIONS[span.category],
        authority: RED_FLAG_AUTHORITY[span.category],
      });
    }
    for (const span of collapse(shown)) {
      positives.push({
        category: span.category,
        label: POSITIVE_LABELS[span.category],
        field,
        phrase: text.slice(span.start, span.end),
        start: span.start,
        end: span.end,
        explanation: POSITIVE_EXPLANATIONS[span.category],
      });
    }
  }
  return { redFlags, positives };
}
