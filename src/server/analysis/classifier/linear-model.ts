// A logistic regression over hashed sparse features, trained by full-batch AdaGrad with L2
// regularisation. Full batch (not stochastic) and a fixed number of steps: the same data gives the
// same weights, bit for bit, on every run, with no random seed to manage. Small enough to read in one
// sitting; see docs/decisions/0014-deterministic-analysis-engine.md for why no package is used.
import type { FeatureVector } from "./features";

export interface TrainingOptions {
  /** L2 penalty per feature, applied to every weight but the bias. */
  l2: number;
  epochs: number;
  learningRate: number;
  /**
   * Each text weighs (items of its source)^-sourcePower before the two labels are balanced, so a
   * large source (the 331 fictional texts) does not set the vocabulary for all the others; 0 or
   * absent: every text weighs the same (docs/decisions/0014-deterministic-analysis-engine.md).
   */
  sourcePower?: number;
}

/**
 * Chosen on leave-one-source-out F1 (docs/decisions/0014-deterministic-analysis-engine.md): a weak
 * penalty with a fixed number of full-batch steps generalised better across sources than 3e-4.
 */
export const DEFAULT_TRAINING: TrainingOptions = {
  l2: 1e-5,
  epochs: 300,
  learningRate: 0.5,
  sourcePower: 0.5,
};

export interface LinearModel {
  bias: number;
  /** Dense weights, one per hash bucket. */
  weights: Float64Array;
}

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function logit(model: LinearModel, x: FeatureVector): number {
  let z = model.bias;
  for (let k = 0; k < x.index.length; k++) z += model.weights[x.index[k]!]! * x.value[k]!;
  return z;
}

/** Trains on (x, y) pairs, y in {0, 1}; `sampleWeight` balances classes or sources if given. */
export function train(
  xs: readonly FeatureVector[],
  ys: readonly number[],
  buckets: number,
  o: TrainingOptions = DEFAULT_TRAINING,
  sampleWeight?: readonly number[],
): LinearModel {
  const weights = new Float64Array(buckets);
  const gradient = new Float64Array(buckets);
  const history = new Float64Array(buckets);
  const touched = new Uint8Array(buckets);
  for (const x of xs) for (const i of x.index) touched[i] = 1;
  const activeList: number[] = [];
  touched.forEach((t, i) => {
    if (t) activeList.push(i);
  });
  const active = Int32Array.from(activeList);
  let bias = 0;
  let biasHistory = 0;
  const totalWeight = sampleWeight ? sampleWeight.reduce((a, b) => a + b, 0) : xs.length;
  for (let epoch = 0; epoch < o.epochs; epoch++) {
    gradient.fill(0);
    let biasGradient = 0;
    for (let n = 0; n < xs.length; n++) {
      const x = xs[n]!;
      const w = sampleWeight ? sampleWeight[n]! : 1;
      const error = (sigmoid(logit({ bias, weights }, x)) - ys[n]!) * w;
      biasGradient += error;
      for (let k = 0; k < x.index.length; k++) gradient[x.index[k]!]! += error * x.value[k]!;
    }
    biasGradient /= totalWeight;
    biasHistory += biasGradient * biasGradient;
    bias -= (o.learningRate * biasGradient) / (Math.sqrt(biasHistory) + 1e-8);
    for (const i of active) {
      const g = gradient[i]! / totalWeight + o.l2 * weights[i]!;
      history[i] = history[i]! + g * g;
      weights[i] = weights[i]! - (o.learningRate * g) / (Math.sqrt(history[i]!) + 1e-8);
    }
  }
  return { bias, weights };
}
