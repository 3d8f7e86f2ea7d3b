// Precision, recall and F1 of a yes/no question: the one home of that arithmetic for the evaluation
// harness (eval/evaluate.ts, eval/cross-source.ts), the learned layer's threshold search
// (classifier/cross-validate.ts) and the scripts that score labelled pages (scripts/eval-pages-verdict.ts).

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
}

export interface BinaryScores extends Counts {
  precision: number;
  recall: number;
  f1: number;
}

/** True and false positives and negatives of labels (`y` 1 is yes) against predictions. */
export function countOutcomes(pairs: ReadonlyArray<{ y: number; predicted: boolean }>): Counts {
  const counts = { tp: 0, fp: 0, fn: 0, tn: 0 };
  for (const { y, predicted } of pairs) {
    if (y === 1 && predicted) counts.tp++;
    else if (predicted) counts.fp++;
    else if (y === 1) counts.fn++;
    else counts.tn++;
  }
  return counts;
}

/**
 * Precision, recall and F1 of the counts. A ratio with nothing to divide by is `emptyAs`: 1 by
 * default (nothing predicted yes, so nothing predicted wrongly: the gates and the threshold search
 * read it so), 0 where a report of real pages must not credit an empty set.
 */
export function scoreCounts(counts: Counts, emptyAs: 0 | 1 = 1): BinaryScores {
  const { tp, fp, fn } = counts;
  const precision = tp + fp === 0 ? emptyAs : tp / (tp + fp);
  const recall = tp + fn === 0 ? emptyAs : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { ...counts, precision, recall, f1 };
}

/** `scoreCounts` of `countOutcomes`, an empty ratio counting as 1. */
export const binaryScores = (pairs: ReadonlyArray<{ y: number; predicted: boolean }>): BinaryScores =>
  scoreCounts(countOutcomes(pairs));
