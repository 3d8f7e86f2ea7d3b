// The red-flag detector: the rule layer (rule-layer.ts: exact phrases, offsets, categories) and the
// learned layer (../classifier: a linear model trained on texts modelled on regulators' cases and on
// honest course pages) read the same fields. The model decides whether the text as a whole is a
// money-making pitch; if it is, every rule finding stands and the words that weighed most become
// findings of their own ("pitch-language"); if it is not (a warning that quotes hype, an honest
// disclosure, a job advert), rule findings are set aside and listed in `pitch.setAside`, except
// clauses that are a problem in any text (gag clauses). See docs/analysis.md.
import type {
  Detection,
  PitchAssessment,
  RedFlagCategory,
  RedFlagFinding,
  Severity,
} from "../../../shared/contracts/analysis";
import { type PitchModel, readPitch, shippedPitchModel } from "../classifier/pitch-model";
import { checkEarningsClaims } from "./earnings-statement";
import { RED_FLAG_AUTHORITY, RED_FLAG_EXPLANATIONS, RED_FLAG_LABELS } from "./labels";
import { detectRules, type TextField } from "./rule-layer";
import { findTerms } from "./terms";

export { POSITIVE_LABELS, RED_FLAG_LABELS, RED_FLAG_SEVERITY, SEVERITY_RULES } from "./labels";
export type { TextField } from "./rule-layer";

/**
 * "builtin-3": rules plus the learned layer retrained on the widened corpus with rule categories as
 * features (the model's own version is in `pitch.model`).
 */
export const DETECTOR_VERSION = "builtin-3";

/** Clauses that harm a buyer whatever the rest of the text says: never set aside. */
const ALWAYS_KEPT: ReadonlySet<RedFlagCategory> = new Set(["review-suppression"]);

const quoted = (phrases: string[]) =>
  phrases.length <= 1
    ? `"${phrases[0] ?? ""}"`
    : `${phrases
        .slice(0, -1)
        .map((p) => `"${p}"`)
        .join(", ")} and "${phrases.at(-1)}"`;

function pitchFindings(assessment: PitchAssessment, severity: Severity): RedFlagFinding[] {
  const phrases = assessment.reasons.map((r) => r.phrase);
  const because = `Reads like a money-making pitch because of ${quoted(phrases)} (model score ${assessment.score.toFixed(2)}, threshold ${assessment.threshold.toFixed(2)}). ${RED_FLAG_EXPLANATIONS["pitch-language"]}`;
  return assessment.reasons.map((reason) => ({
    category: "pitch-language",
    label: RED_FLAG_LABELS["pitch-language"],
    severity,
    field: reason.field,
    phrase: reason.phrase,
    start: reason.start,
    end: reason.end,
    explanation: because,
    authority: RED_FLAG_AUTHORITY["pitch-language"],
  }));
}

/**
 * How a text is read. `sellerCopy`: the text is the seller's own words (a catalogue course's
 * description, sales copy and income claims, recorded as the seller published them), so it cannot
 * be quoting hype to warn about it: every rule finding stands whatever the model says of the whole,
 * and the model's verdict only adds its own findings (docs/decisions/0149-seller-copy-keeps-rule-findings.md).
 */
export interface DetectOptions {
  sellerCopy?: boolean;
  /** For tests and the evaluation (a model trained with a source held out); callers use the shipped one. */
  model?: PitchModel;
}

/** Findings over each field; positions are offsets into that field's own text. */
export function detect(fields: readonly TextField[], options: DetectOptions = {}): Detection {
  const { sellerCopy = false, model = shippedPitchModel() } = options;
  const rules = detectRules(fields);
  const reading = readPitch(fields, rules, model);
  const { threshold, highThreshold } = model.file;
  const isPitch = reading.hasText && reading.probability >= threshold;
  const assessment: PitchAssessment = {
    model: model.file.version,
    score: Math.round(reading.probability * 1000) / 1000,
    threshold,
    verdict: isPitch ? "pitch" : "not-pitch",
    reasons: reading.reasons,
    setAside: isPitch || sellerCopy ? [] : rules.redFlags.filter((f) => !ALWAYS_KEPT.has(f.category)),
  };
  const redFlags = isPitch
    ? [
        ...rules.redFlags,
        ...pitchFindings(assessment, reading.probability >= highThreshold ? "high" : "medium"),
      ]
    : sellerCopy
      ? rules.redFlags
      : rules.redFlags.filter((f) => ALWAYS_KEPT.has(f.category));
  const fieldOrder = new Map(fields.map((f, i) => [f.field, i]));
  redFlags.sort(
    (a, b) => (fieldOrder.get(a.field) ?? 0) - (fieldOrder.get(b.field) ?? 0) || a.start - b.start,
  );
  return {
    redFlags,
    positives: rules.positives,
    pitch: assessment,
    earningsClaims: checkEarningsClaims(fields, redFlags),
    terms: findTerms(fields),
  };
}
