// Features of the learned layer: word n-grams (negation-marked), word stems, document cues (capitals,
// exclamation marks, amounts) and the rule layer's findings, hashed into a fixed number of buckets.
// Every text feature keeps the span it came from, so the model's reasons can be shown as phrases.
import type { AnalysisField, Detection } from "../../../shared/contracts/analysis";
import { type Token, tokenize } from "./tokenize";

export interface FeatureOptions {
  /** log2 of the number of hash buckets. */
  bits: number;
  bigrams: boolean;
  trigrams: boolean;
  /** The first five letters of longer words ("guarantee", "guaranteed" -> "guara"). */
  stems: boolean;
  /** Mark words inside a negator's scope ("no guarantee" -> "¬guarantee"). */
  negation: boolean;
  /**
   * What the model sees of the rule layer: nothing, only how severe its strongest finding is and
   * which positive signals it found ("severity"), or every category ("categories").
   */
  rules: "none" | "severity" | "categories";
  /** Character 3- to 5-grams inside words ("homeworking" shares "<home" with "home"). */
  chars: boolean;
}

/**
 * Chosen on leave-one-source-out F1 (docs/detector.md, "How the configuration was chosen"; the rule
 * categories since docs/decisions/0014-deterministic-analysis-engine.md).
 */
export const DEFAULT_FEATURES: FeatureOptions = {
  bits: 18,
  bigrams: true,
  trigrams: false,
  stems: true,
  negation: true,
  rules: "categories",
  chars: false,
};

/** Where a feature came from: a span of one field, or the whole text (null). */
export interface FeatureSpan {
  field: AnalysisField;
  start: number;
  end: number;
}

export interface FeatureVector {
  /** Bucket of each distinct feature, ascending. */
  index: Int32Array;
  /** Its value: text features share unit length, document and rule features are 1. */
  value: Float32Array;
  /** Spans for each distinct feature (parallel to index); empty for document and rule features. */
  spans: FeatureSpan[][];
  /** The feature names, parallel to index (kept only when asked for, to explain or debug). */
  names: string[] | null;
}

/** FNV-1a, 32 bits: stable across runs and platforms, so the weights file means the same thing. */
export function hashFeature(name: string, bits: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) & ((1 << bits) - 1);
}

const STEM_MIN = 6;
const MAX_SPANS_PER_FEATURE = 16;
const STEM = 5;
/** Capital letters only count as a shouted headline when several words are written so. */
const CAPS_RUN = 3;

interface Collector {
  add(name: string, span: FeatureSpan | null, text: boolean): void;
}

function tokenFeatures(tokens: Token[], field: AnalysisField, o: FeatureOptions, out: Collector): void {
  const word = (t: Token) => `${t.quoted ? "“" : ""}${o.negation && t.negated ? "¬" : ""}${t.norm}`;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const span = { field, start: t.start, end: t.end };
    out.add(`w:${word(t)}`, span, true);
    if (o.stems && t.norm.length >= STEM_MIN && /^[a-z]/.test(t.norm)) {
      out.add(
        `s:${t.quoted ? "“" : ""}${o.negation && t.negated ? "¬" : ""}${t.norm.slice(0, STEM)}`,
        span,
        true,
      );
    }
    if (o.chars && /^[a-z]/.test(t.norm) && t.norm.length > 3) {
      const padded = `<${t.norm}>`;
      for (let n = 3; n <= 5; n++) {
        for (let c = 0; c + n <= padded.length; c++) out.add(`c:${padded.slice(c, c + n)}`, span, true);
      }
    }
    const next = tokens[i + 1];
    if (o.bigrams && next && !next.breakBefore) {
      out.add(`b:${word(t)} ${word(next)}`, { field, start: t.start, end: next.end }, true);
      const third = tokens[i + 2];
      if (o.trigrams && third && !third.breakBefore) {
        out.add(`t:${word(t)} ${word(next)} ${word(third)}`, { field, start: t.start, end: third.end }, true);
      }
    }
  }
}

function documentFeatures(tokens: Token[], out: Collector): void {
  let run = 0;
  let longestRun = 0;
  let exclamations = 0;
  let you = 0;
  let money = false;
  let quoted = 0;
  for (const t of tokens) {
    if (t.quoted) quoted++;
    run = t.caps && /^[a-z]/.test(t.norm) ? run + 1 : 0;
    longestRun = Math.max(longestRun, run);
    if (t.norm === "!") exclamations++;
    if (t.norm === "you" || t.norm === "your" || t.norm === "you'll" || t.norm === "you're") you++;
    if (t.norm === "<money>") money = true;
  }
  if (longestRun >= CAPS_RUN) out.add("d:caps", null, false);
  if (exclamations > 0) out.add("d:exclaim", null, false);
  if (exclamations > 2) out.add("d:exclaims", null, false);
  if (you >= 2) out.add("d:you", null, false);
  if (money) out.add("d:money", null, false);
  if (quoted >= 2) out.add("d:quotes", null, false);
}

function ruleFeatures(detection: Detection, level: FeatureOptions["rules"], out: Collector): void {
  const red = new Set<string>();
  for (const f of detection.redFlags) {
    if (level === "categories") {
      red.add(`r:${f.category}`);
      red.add(`r:${f.category}:${f.severity}`);
    }
    red.add(`r:sev:${f.severity}`);
  }
  const categories = new Set(detection.redFlags.map((f) => f.category)).size;
  red.add(categories === 0 ? "r:none" : categories === 1 ? "r:one" : categories === 2 ? "r:two" : "r:many");
  for (const f of detection.positives) red.add(`p:${f.category}`);
  for (const name of red) out.add(name, null, false);
}

export interface FieldText {
  field: AnalysisField;
  text: string;
}

/**
 * The feature vector of some fields read together, with the rule layer's detection of the same
 * fields. Text features are binary and scaled to unit length so a long page does not score higher
 * for being long; document and rule features count 1.
 */
export function extractFeatures(
  fields: readonly FieldText[],
  rules: Detection | null,
  o: FeatureOptions,
  keepNames = false,
  /** If given, receives each field's tokens (for explaining the score). */
  tokensOut?: Array<{ field: AnalysisField; tokens: Token[] }>,
): FeatureVector {
  const found = new Map<number, { text: boolean; spans: FeatureSpan[]; name: string }>();
  const collector: Collector = {
    add(name, span, text) {
      const index = hashFeature(name, o.bits);
      const seen = found.get(index);
      if (seen) {
        // A few places are enough to explain a feature; keeping every one of 100,000 repeats of a
        // hostile text only feeds the garbage collector.
        if (span && seen.spans.length < MAX_SPANS_PER_FEATURE) seen.spans.push(span);
        seen.text ||= text;
      } else {
        found.set(index, { text, spans: span ? [span] : [], name });
      }
    },
  };
  const allTokens: Token[] = [];
  for (const { field, text } of fields) {
    const tokens = tokenize(text);
    tokensOut?.push({ field, tokens });
    tokenFeatures(tokens, field, o, collector);
    for (const t of tokens) allTokens.push(t);
  }
  documentFeatures(allTokens, collector);
  if (o.rules !== "none" && rules) ruleFeatures(rules, o.rules, collector);
  const indices = [...found.keys()].sort((a, b) => a - b);
  const textCount = indices.filter((i) => found.get(i)!.text).length;
  const scale = textCount === 0 ? 1 : 1 / Math.sqrt(textCount);
  const index = Int32Array.from(indices);
  const value = new Float32Array(indices.length);
  const spans: FeatureSpan[][] = [];
  const names: string[] = [];
  indices.forEach((i, k) => {
    const f = found.get(i)!;
    value[k] = f.text ? scale : 1;
    spans.push(f.spans);
    names.push(f.name);
  });
  return { index, value, spans, names: keepNames ? names : null };
}
