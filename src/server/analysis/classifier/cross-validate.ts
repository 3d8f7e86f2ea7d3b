// Leave-one-source-out cross-validation of the learned layer: for each source group, train on every
// other group and score the held-out one. The out-of-fold scores also choose the decision thresholds,
// so no threshold is ever set on the texts it is measured on.
import type { Detection } from "../../../shared/contracts/analysis";
import { binaryScores } from "../binary-scores";
import type { CorpusItem } from "../corpus/corpus";
import { detectRules } from "../detector/rule-layer";
import { extractFeatures, type FeatureOptions, type FeatureVector } from "./features";
import { logit, sigmoid, type TrainingOptions, train } from "./linear-model";

export interface PreparedItem {
  item: CorpusItem;
  y: number;
  rules: Detection;
  x: FeatureVector;
}

export function prepare(items: readonly CorpusItem[], features: FeatureOptions): PreparedItem[] {
  return items.map((item) => {
    const fields = [{ field: "text" as const, text: item.text }];
    const rules = detectRules(fields);
    return { item, y: item.label === "hype" ? 1 : 0, rules, x: extractFeatures(fields, rules, features) };
  });
}

/**
 * Sample weights: each text weighs (items of its source)^-sourcePower, then both labels are scaled
 * to the same total, with a mean weight of 1 (sourcePower 0: each source counts as much as its items).
 */
export function sampleWeights(
  items: ReadonlyArray<{ y: number; source: string }>,
  sourcePower = 0,
): number[] {
  const perSource = new Map<string, number>();
  for (const { source } of items) perSource.set(source, (perSource.get(source) ?? 0) + 1);
  const raw = items.map(({ source }) => perSource.get(source)! ** -sourcePower);
  const total = [0, 0];
  items.forEach(({ y }, i) => {
    total[y]! += raw[i]!;
  });
  return raw.map((w, i) => (w * items.length) / (2 * total[items[i]!.y]!));
}

export function trainOn(
  prepared: readonly PreparedItem[],
  features: FeatureOptions,
  training: TrainingOptions,
) {
  return train(
    prepared.map((p) => p.x),
    prepared.map((p) => p.y),
    1 << features.bits,
    training,
    sampleWeights(
      prepared.map((p) => ({ y: p.y, source: p.item.source })),
      training.sourcePower,
    ),
  );
}

export interface FoldScore {
  item: CorpusItem;
  y: number;
  probability: number;
}

/** Out-of-fold probability for every item, holding out one source group at a time. */
export function leaveOneSourceOut(
  prepared: readonly PreparedItem[],
  features: FeatureOptions,
  training: TrainingOptions,
): FoldScore[] {
  const sources = [...new Set(prepared.map((p) => p.item.source))];
  const scores: FoldScore[] = [];
  for (const source of sources) {
    const model = trainOn(
      prepared.filter((p) => p.item.source !== source),
      features,
      training,
    );
    for (const p of prepared) {
      if (p.item.source === source) {
        scores.push({ item: p.item, y: p.y, probability: sigmoid(logit(model, p.x)) });
      }
    }
  }
  return scores;
}

/**
 * The threshold with the best F1 among those whose precision is at least `minPrecision` (or the best
 * F1 overall if none reaches it), searched over the out-of-fold probabilities in steps of 0.01.
 */
export function chooseThreshold(scores: readonly FoldScore[], minPrecision: number): number {
  let best = { threshold: 0.5, f1: -1, ok: false };
  for (let step = 5; step <= 95; step++) {
    const threshold = step / 100;
    const s = binaryScores(scores.map((f) => ({ y: f.y, predicted: f.probability >= threshold })));
    const ok = s.precision >= minPrecision;
    if ((ok && !best.ok) || (ok === best.ok && s.f1 > best.f1)) best = { threshold, f1: s.f1, ok };
  }
  return best.threshold;
}
