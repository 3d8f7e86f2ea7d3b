// The evaluation of the rule layer (categories, phrases, the old "high risk" level) against the
// fictional labelled set (labelled-set.jsonl), and of the combined detector on the two questions the
// product is judged on ("has red flags", "medium or high risk"). Shared by the gate
// (evaluation.test.ts) and `npm run eval:analysis`. The labelled set is also a training source of the
// learned layer, so combined figures on it are in-sample; cross-source.ts gives the held-out ones.
import {
  POSITIVE_SIGNAL_CATEGORIES,
  type PositiveSignalCategory,
  RED_FLAG_CATEGORIES,
  type RedFlagCategory,
} from "../../../shared/contracts/analysis";
import { type BinaryScores, type Counts, scoreCounts } from "../binary-scores";
import { isFictionalHype } from "../corpus/corpus";
import { detect } from "../detector/detector";
import { detectRules } from "../detector/rule-layer";
import { assessRisk } from "../risk";
import type { LabelledItem } from "./labelled-set";

export { LABELLED_SET_PATH, type LabelledItem, loadLabelledSet } from "./labelled-set";

/** Categories the rule layer reports ("pitch-language" comes from the learned layer only). */
export const RULE_CATEGORIES = RED_FLAG_CATEGORIES.filter((c) => c !== "pitch-language");

export interface ItemResult {
  item: LabelledItem;
  /** The rule layer's level is high (the measure the labelled set was written for). */
  predictedHigh: boolean;
  /** Combined detector: any red flag / medium or high risk. */
  hasFlags: boolean;
  mediumOrHigh: boolean;
  points: number;
  categories: RedFlagCategory[];
  positives: PositiveSignalCategory[];
}

export interface Evaluation {
  items: ItemResult[];
  highRisk: BinaryScores;
  /** Micro-averaged over all red-flag categories (an item counts each category once). */
  categoriesMicro: BinaryScores;
  perCategory: Record<RedFlagCategory, BinaryScores>;
  positivesMicro: BinaryScores;
  perPositive: Record<PositiveSignalCategory, BinaryScores>;
  /** Combined detector against "hype" (high risk, or written as a hype example). */
  hasFlags: BinaryScores;
  mediumOrHigh: BinaryScores;
}

/** The binary label of the combined questions: the same mapping the training corpus uses. */
export const isHype = (item: LabelledItem) => isFictionalHype(item);

const empty = (): Counts => ({ tp: 0, fp: 0, fn: 0, tn: 0 });

function tally<C extends string>(
  all: readonly C[],
  expected: readonly C[],
  found: readonly C[],
  into: Record<C, Counts>,
) {
  for (const category of all) {
    const e = expected.includes(category);
    const f = found.includes(category);
    const c = into[category];
    if (e && f) c.tp++;
    else if (f) c.fp++;
    else if (e) c.fn++;
    else c.tn++;
  }
}

const sum = (list: Counts[]): Counts =>
  list.reduce((a, b) => ({ tp: a.tp + b.tp, fp: a.fp + b.fp, fn: a.fn + b.fn, tn: a.tn + b.tn }), empty());

export function evaluate(items: readonly LabelledItem[]): Evaluation {
  const high = empty();
  const perCategory = Object.fromEntries(RULE_CATEGORIES.map((c) => [c, empty()])) as Record<
    RedFlagCategory,
    Counts
  >;
  const perPositive = Object.fromEntries(POSITIVE_SIGNAL_CATEGORIES.map((c) => [c, empty()])) as Record<
    PositiveSignalCategory,
    Counts
  >;
  const results: ItemResult[] = [];
  const flags = empty();
  const medium = empty();
  const count = (c: Counts, expected: boolean, found: boolean) => {
    if (expected && found) c.tp++;
    else if (found) c.fp++;
    else if (expected) c.fn++;
    else c.tn++;
  };
  for (const item of items) {
    const fields = [{ field: "text" as const, text: item.text }];
    const detection = detectRules(fields);
    const risk = assessRisk(detection);
    const combined = detect(fields);
    const hasFlags = combined.redFlags.length > 0;
    const mediumOrHigh = assessRisk(combined).level !== "low";
    count(flags, isHype(item), hasFlags);
    count(medium, isHype(item), mediumOrHigh);
    const predictedHigh = risk.level === "high";
    if (item.highRisk && predictedHigh) high.tp++;
    else if (predictedHigh) high.fp++;
    else if (item.highRisk) high.fn++;
    else high.tn++;
    const categories = [...new Set(detection.redFlags.map((f) => f.category))];
    const positives = [...new Set(detection.positives.map((f) => f.category))];
    tally(RULE_CATEGORIES, item.categories, categories, perCategory);
    tally(POSITIVE_SIGNAL_CATEGORIES, item.positives, positives, perPositive);
    results.push({ item, predictedHigh, hasFlags, mediumOrHigh, points: risk.points, categories, positives });
  }
  const scoreAll = <C extends string>(rec: Record<C, Counts>) =>
    Object.fromEntries(Object.entries(rec).map(([k, v]) => [k, scoreCounts(v as Counts)])) as Record<
      C,
      BinaryScores
    >;
  return {
    items: results,
    highRisk: scoreCounts(high),
    categoriesMicro: scoreCounts(sum(Object.values(perCategory))),
    perCategory: scoreAll(perCategory),
    positivesMicro: scoreCounts(sum(Object.values(perPositive))),
    perPositive: scoreAll(perPositive),
    hasFlags: scoreCounts(flags),
    mediumOrHigh: scoreCounts(medium),
  };
}
