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

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over `text`, continuing from the state `h` (a name's hash is its parts' hashes in turn). */
function fnv(h: number, text: string): number {
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME);
  return h;
}

/** FNV-1a, 32 bits: stable across runs and platforms, so the weights file means the same thing. */
export function hashFeature(name: string, bits: number): number {
  return (fnv(FNV_OFFSET, name) >>> 0) & ((1 << bits) - 1);
}

const STEM_MIN = 6;
const MAX_SPANS_PER_FEATURE = 16;
const STEM = 5;
/** Capital letters only count as a shouted headline when several words are written so. */
const CAPS_RUN = 3;

interface Collector {
  /** `name` is built only when names are kept (`hash` is hashFeature's state for it, not yet masked). */
  add(hash: number, name: (() => string) | null, span: FeatureSpan | null, text: boolean): void;
  keepNames: boolean;
}

/** A document or rule feature: no span, counted 1. */
const named = (out: Collector, name: string) =>
  out.add(fnv(FNV_OFFSET, name), out.keepNames ? () => name : null, null, false);

/** A token as the model writes it: quoted ("“"), negated ("¬"), then its normal form. */
function marks(t: Token, o: FeatureOptions): string {
  return `${t.quoted ? "“" : ""}${o.negation && t.negated ? "¬" : ""}`;
}

const W = fnv(FNV_OFFSET, "w:");
const S = fnv(FNV_OFFSET, "s:");
const B = fnv(FNV_OFFSET, "b:");
const SPACE = " ".charCodeAt(0);

/**
 * Word, stem, bigram (and trigram, character n-gram) features of one field's tokens. Each name's
 * hash is folded from its parts, so no name string is built unless names are kept.
 */
function tokenFeatures(tokens: Token[], field: AnalysisField, o: FeatureOptions, out: Collector): void {
  const n = tokens.length;
  // each token as written in names (marks + normal form), once
  const forms: string[] = new Array(n);
  for (let i = 0; i < n; i++) forms[i] = `${marks(tokens[i]!, o)}${tokens[i]!.norm}`;
  const keep = out.keepNames;
  for (let i = 0; i < n; i++) {
    const t = tokens[i]!;
    const form = forms[i]!;
    const span = { field, start: t.start, end: t.end };
    out.add(fnv(W, form), keep ? () => `w:${form}` : null, span, true);
    if (o.stems && t.norm.length >= STEM_MIN && /^[a-z]/.test(t.norm)) {
      const stem = `${marks(t, o)}${t.norm.slice(0, STEM)}`;
      out.add(fnv(S, stem), keep ? () => `s:${stem}` : null, span, true);
    }
    if (o.chars && /^[a-z]/.test(t.norm) && t.norm.length > 3) {
      const padded = `<${t.norm}>`;
      for (let k = 3; k <= 5; k++) {
        for (let c = 0; c + k <= padded.length; c++) {
          const name = `c:${padded.slice(c, c + k)}`;
          out.add(fnv(FNV_OFFSET, name), keep ? () => name : null, span, true);
        }
      }
    }
    const next = tokens[i + 1];
    if (o.bigrams && next && !next.breakBefore) {
      const nextForm = forms[i + 1]!;
      out.add(
        fnv(Math.imul(fnv(B, form) ^ SPACE, FNV_PRIME), nextForm),
        keep ? () => `b:${form} ${nextForm}` : null,
        { field, start: t.start, end: next.end },
        true,
      );
      const third = tokens[i + 2];
      if (o.trigrams && third && !third.breakBefore) {
        const name = `t:${form} ${nextForm} ${forms[i + 2]!}`;
        out.add(
          fnv(FNV_OFFSET, name),
          keep ? () => name : null,
          { field, start: t.start, end: third.end },
          true,
        );
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
  if (longestRun >= CAPS_RUN) named(out, "d:caps");
  if (exclamations > 0) named(out, "d:exclaim");
  if (exclamations > 2) named(out, "d:exclaims");
  if (you >= 2) named(out, "d:you");
  if (money) named(out, "d:money");
  if (quoted >= 2) named(out, "d:quotes");
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
  for (const name of red) named(out, name);
}

/** One distinct feature of a text: its bucket, whether a text feature, where it came from, its name. */
interface Found {
  index: number;
  text: boolean;
  spans: FeatureSpan[];
  name: string;
}

/**
 * Bucket -> position of its feature in one call's list: open addressing over a table sized to the
 * text (a few thousand slots at most for a course), not a Map (most of the model's time went to
 * it) nor an array of 2^bits slots (a cache miss for every feature).
 */
class FeatureTable {
  private keys = new Int32Array(1024).fill(-1);
  private values = new Int32Array(1024);
  private size = 0;

  /** The position stored for `key`, or -1. */
  find(key: number): number {
    const last = this.keys.length - 1;
    for (let slot = key & last; ; slot = (slot + 1) & last) {
      const k = this.keys[slot]!;
      if (k === key) return this.values[slot]!;
      if (k === -1) return -1;
    }
  }

  /** Stores a key not yet present. */
  insert(key: number, value: number): void {
    if ((this.size + 1) * 2 > this.keys.length) this.grow();
    const last = this.keys.length - 1;
    let slot = key & last;
    while (this.keys[slot] !== -1) slot = (slot + 1) & last;
    this.keys[slot] = key;
    this.values[slot] = value;
    this.size++;
  }

  private grow(): void {
    const { keys, values } = this;
    this.keys = new Int32Array(keys.length * 2).fill(-1);
    this.values = new Int32Array(keys.length * 2);
    this.size = 0;
    for (let slot = 0; slot < keys.length; slot++)
      if (keys[slot] !== -1) this.insert(keys[slot]!, values[slot]!);
  }
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
  const mask = (1 << o.bits) - 1;
  const found: Found[] = [];
  const table = new FeatureTable();
  const collector: Collector = {
    keepNames,
    add(hash, name, span, text) {
      const index = (hash >>> 0) & mask;
      const at = table.find(index);
      if (at !== -1) {
        const seen = found[at]!;
        // A few places are enough to explain a feature; keeping every one of 100,000 repeats of a
        // hostile text only feeds the garbage collector.
        if (span && seen.spans.length < MAX_SPANS_PER_FEATURE) seen.spans.push(span);
        seen.text ||= text;
      } else {
        table.insert(index, found.length);
        found.push({ index, text, spans: span ? [span] : [], name: name ? name() : "" });
      }
    },
  };
  return collect(fields, rules, o, keepNames, collector, found, table, tokensOut);
}

function collect(
  fields: readonly FieldText[],
  rules: Detection | null,
  o: FeatureOptions,
  keepNames: boolean,
  collector: Collector,
  found: Found[],
  table: FeatureTable,
  tokensOut?: Array<{ field: AnalysisField; tokens: Token[] }>,
): FeatureVector {
  const allTokens: Token[] = [];
  for (const { field, text } of fields) {
    const tokens = tokenize(text);
    tokensOut?.push({ field, tokens });
    tokenFeatures(tokens, field, o, collector);
    for (const t of tokens) allTokens.push(t);
  }
  documentFeatures(allTokens, collector);
  if (o.rules !== "none" && rules) ruleFeatures(rules, o.rules, collector);
  // buckets are below 2^bits, so a typed array's own (numeric) sort orders them; plain loops, as
  // Int32Array.from with a mapping function and a comparator sort cost more than the rest together
  const index = new Int32Array(found.length);
  for (let k = 0; k < found.length; k++) index[k] = found[k]!.index;
  index.sort();
  const entries: Found[] = new Array(index.length);
  for (let k = 0; k < index.length; k++) entries[k] = found[table.find(index[k]!)]!;
  let textCount = 0;
  for (const f of entries) if (f.text) textCount++;
  const scale = textCount === 0 ? 1 : 1 / Math.sqrt(textCount);
  const value = new Float32Array(index.length);
  const spans: FeatureSpan[][] = new Array(index.length);
  for (let k = 0; k < entries.length; k++) {
    value[k] = entries[k]!.text ? scale : 1;
    spans[k] = entries[k]!.spans;
  }
  return { index, value, spans, names: keepNames ? entries.map((f) => f.name) : null };
}
