// The learned layer at run time: reads the weights file written by `npm run train:detector`, scores a
// text and says which words pushed the score up. The file is read once, on first use, from the
// repository (nothing is downloaded).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Detection, PitchReason } from "../../../shared/contracts/analysis";
import { firstStartingAt } from "../spans";
import { extractFeatures, type FeatureOptions, type FieldText } from "./features";
import { type LinearModel, logit, sigmoid, type TrainingOptions } from "./linear-model";
import type { Token } from "./tokenize";

export interface PitchModelFile {
  version: string;
  corpus: { items: number; hype: number; honest: number; sources: number; sha256: string };
  features: FeatureOptions;
  training: TrainingOptions;
  /** At or above: a money-making pitch (chosen on leave-one-source-out scores). */
  threshold: number;
  /** At or above: so clearly a pitch that its finding is high severity. */
  highThreshold: number;
  bias: number;
  /** [bucket, weight] for every non-zero weight, buckets ascending. */
  weights: Array<[number, number]>;
}

export interface PitchModel extends LinearModel {
  file: PitchModelFile;
}

export const PITCH_MODEL_PATH = fileURLToPath(new URL("./pitch-model.json", import.meta.url));

export function pitchModelFromFile(file: PitchModelFile): PitchModel {
  const weights = new Float64Array(1 << file.features.bits);
  for (const [index, weight] of file.weights) weights[index] = weight;
  return { file, bias: file.bias, weights };
}

let cached: PitchModel | null = null;

/** The shipped model, parsed once per process. */
export function shippedPitchModel(): PitchModel {
  cached ??= pitchModelFromFile(JSON.parse(readFileSync(PITCH_MODEL_PATH, "utf8")) as PitchModelFile);
  return cached;
}

export interface PitchReading {
  probability: number;
  /** The phrases with the largest positive contributions, strongest first. */
  reasons: PitchReason[];
  /** False when the fields hold no words at all (nothing to read). */
  hasText: boolean;
}

/** Longest phrase shown as one reason, in tokens. */
const MAX_PHRASE_TOKENS = 8;
export const MAX_REASONS = 3;

interface Run {
  field: FieldText["field"];
  start: number;
  end: number;
  weight: number;
}

/** The best window of at most MAX_PHRASE_TOKENS consecutive tokens in a run of positive tokens. */
function bestWindow(contribution: Float64Array, from: number, to: number): [number, number, number] {
  let best: [number, number, number] = [from, from, -Infinity];
  for (let i = from; i < to; i++) {
    let sum = 0;
    for (let j = i; j < Math.min(to, i + MAX_PHRASE_TOKENS); j++) {
      sum += contribution[j]!;
      if (sum > best[2]) best = [i, j, sum];
    }
  }
  return best;
}

/** Splits each feature's contribution over the tokens it covers, then finds the strongest phrases. */
function reasonsFor(
  fieldTokens: Array<{ field: FieldText["field"]; tokens: Token[] }>,
  spansByFeature: ReturnType<typeof extractFeatures>,
  model: LinearModel,
): PitchReason[] {
  const byField = new Map(
    fieldTokens.map(({ field, tokens }) => [
      field,
      { tokens, contribution: new Float64Array(tokens.length) },
    ]),
  );
  const { index, value, spans } = spansByFeature;
  let lastField: FieldText["field"] | null = null;
  let lastTarget: { tokens: Token[]; contribution: Float64Array } | undefined;
  for (let k = 0; k < index.length; k++) {
    const list = spans[k]!;
    const weight = model.weights[index[k]!]!;
    // most of a text's features have no weight (never seen in training): they add nothing to any token
    if (list.length === 0 || weight === 0) continue;
    const share = (weight * value[k]!) / list.length;
    for (const span of list) {
      // most spans are of the field before (a course's fields are read one after another)
      if (span.field !== lastField) {
        lastField = span.field;
        lastTarget = byField.get(span.field);
      }
      const target = lastTarget;
      if (!target) continue;
      const { tokens, contribution } = target;
      const lo = firstStartingAt(tokens, span.start);
      let covered = 0;
      for (let i = lo; i < tokens.length && tokens[i]!.end <= span.end; i++) covered++;
      for (let i = lo; i < lo + covered; i++) contribution[i]! += share / covered;
    }
  }
  const runs: Run[] = [];
  for (const [field, { tokens, contribution }] of byField) {
    let i = 0;
    while (i < tokens.length) {
      if (contribution[i]! <= 0 || tokens[i]!.norm === "!" || tokens[i]!.norm === "?") {
        i++;
        continue;
      }
      let j = i + 1;
      while (j < tokens.length && contribution[j]! > 0 && !tokens[j]!.breakBefore) j++;
      const [from, to, weight] = bestWindow(contribution, i, j);
      runs.push({ field, start: tokens[from]!.start, end: tokens[to]!.end, weight });
      i = j;
    }
  }
  runs.sort((a, b) => b.weight - a.weight || a.start - b.start);
  return runs
    .slice(0, MAX_REASONS)
    .map((r) => ({ ...r, phrase: "", weight: Math.round(r.weight * 1000) / 1000 }));
}

/** The model's probability that the fields are a money-making pitch, and the phrases behind it. */
export function readPitch(fields: readonly FieldText[], rules: Detection, model: PitchModel): PitchReading {
  const fieldTokens: Array<{ field: FieldText["field"]; tokens: Token[] }> = [];
  const x = extractFeatures(fields, rules, model.file.features, false, fieldTokens);
  const hasText = fieldTokens.some((f) => f.tokens.some((t) => /^[a-z<]/.test(t.norm)));
  const probability = sigmoid(logit(model, x));
  const texts = new Map(fields.map((f) => [f.field, f.text]));
  const reasons = reasonsFor(fieldTokens, x, model).map((r) => ({
    ...r,
    phrase: (texts.get(r.field) ?? "").slice(r.start, r.end),
  }));
  return { probability, reasons, hasText };
}
