// Cross-source evaluation of the whole detector (rules + learned layer + combination), on the two
// questions the product is judged on: "has red flags" and "medium or high risk". Each source group
// is scored by a model trained without it, with the shipped model's thresholds. `groups` folds
// several sources together (fewer trainings, for the test); without it, one source per fold.
import type { Detection, RiskLevel } from "../../../shared/contracts/analysis";
import { type BinaryScores, binaryScores } from "../binary-scores";
import { type PreparedItem, prepare, trainOn } from "../classifier/cross-validate";
import type { FeatureOptions } from "../classifier/features";
import type { TrainingOptions } from "../classifier/linear-model";
import type { PitchModel, PitchModelFile } from "../classifier/pitch-model";
import { type CorpusItem, FICTIONAL_SOURCE } from "../corpus/corpus";
import { detect } from "../detector/detector";
import { assessRisk } from "../risk";

export interface ScoredItem {
  item: CorpusItem;
  detection: Detection;
  probability: number;
  hasFlags: boolean;
  risk: RiskLevel;
  flags: string[];
}

export interface QuestionScores {
  hasFlags: BinaryScores;
  mediumOrHigh: BinaryScores;
}

export interface CrossSourceResult {
  items: ScoredItem[];
  perSource: Array<{ source: string; items: number; hype: number; honest: number } & QuestionScores>;
  /** Written sources only (the fictional set is reported on its own). */
  written: QuestionScores;
  fictional: QuestionScores;
  all: QuestionScores;
}

export function questionScores(scored: readonly ScoredItem[]): QuestionScores {
  const y = (s: ScoredItem) => (s.item.label === "hype" ? 1 : 0);
  return {
    hasFlags: binaryScores(scored.map((s) => ({ y: y(s), predicted: s.hasFlags }))),
    mediumOrHigh: binaryScores(scored.map((s) => ({ y: y(s), predicted: s.risk !== "low" }))),
  };
}

/** The two answers and the flags of one detection. */
export function summarise(
  detection: Detection,
): Pick<ScoredItem, "detection" | "hasFlags" | "risk" | "flags"> {
  return {
    detection,
    hasFlags: detection.redFlags.length > 0,
    risk: assessRisk(detection).level,
    flags: detection.redFlags.map((f) => `${f.category}: ${f.phrase}`),
  };
}

/** Scores items with the given model through the public entry point, as `npm run analyze` would. */
export function scoreWith(
  items: readonly CorpusItem[],
  model: PitchModel,
  probability?: number[],
): ScoredItem[] {
  return items.map((item, i) => {
    const detection = detect([{ field: "text", text: item.text }], { model });
    return { ...summarise(detection), item, probability: probability?.[i] ?? detection.pitch?.score ?? 0 };
  });
}

/** Source ids in a fixed order, dealt round-robin into `groups` folds (or one fold each). */
export function foldsOf(sources: readonly string[], groups?: number): string[][] {
  const sorted = [...sources].sort();
  if (!groups || groups >= sorted.length) return sorted.map((s) => [s]);
  const folds: string[][] = Array.from({ length: groups }, () => []);
  sorted.forEach((s, i) => {
    folds[i % groups]!.push(s);
  });
  return folds;
}

export function crossSource(
  corpus: readonly CorpusItem[],
  shipped: PitchModelFile,
  options: { groups?: number; features?: FeatureOptions; training?: TrainingOptions } = {},
): CrossSourceResult {
  const features = options.features ?? shipped.features;
  const training = options.training ?? shipped.training;
  const prepared: PreparedItem[] = prepare(corpus, features);
  const sources = [...new Set(corpus.map((i) => i.source))];
  const scored = new Map<string, ScoredItem>();
  for (const fold of foldsOf(sources, options.groups)) {
    const held = new Set(fold);
    const trained = trainOn(
      prepared.filter((p) => !held.has(p.item.source)),
      features,
      training,
    );
    const model: PitchModel = {
      file: { ...shipped, features, training },
      bias: trained.bias,
      weights: trained.weights,
    };
    const heldItems = corpus.filter((i) => held.has(i.source));
    for (const s of scoreWith(heldItems, model)) scored.set(s.item.id, s);
  }
  const items = corpus.map((i) => scored.get(i.id)!);
  const perSource = [...sources].sort().map((source) => {
    const of = items.filter((s) => s.item.source === source);
    return {
      source,
      items: of.length,
      hype: of.filter((s) => s.item.label === "hype").length,
      honest: of.filter((s) => s.item.label === "honest").length,
      ...questionScores(of),
    };
  });
  return {
    items,
    perSource,
    written: questionScores(items.filter((s) => s.item.source !== FICTIONAL_SOURCE)),
    fictional: questionScores(items.filter((s) => s.item.source === FICTIONAL_SOURCE)),
    all: questionScores(items),
  };
}
