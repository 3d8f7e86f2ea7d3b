// "High risk" from the detector's findings: a deterministic point count whose thresholds are
// documented here and in the README, and measured by the evaluation (eval/evaluation.test.ts).
import type { Detection, RedFlagCategory, RiskLevel, Severity } from "../../shared/contracts/analysis";
import { isMoreSevere } from "../../shared/domain/severity";
import { POSITIVE_LABELS, RED_FLAG_LABELS } from "./detector/labels";

/** Points per distinct red-flag category, by the highest severity found in it. */
export const RISK_POINTS: Record<Severity, number> = { high: 6, medium: 2, low: 1 };
/** Each distinct positive signal takes this many points off, up to POSITIVE_CAP in total. */
export const POSITIVE_POINTS = 1;
export const POSITIVE_CAP = 3;
/** At or above: high risk. */
export const HIGH_RISK_POINTS = 6;
/** At or above (and below HIGH_RISK_POINTS): medium risk. */
export const MEDIUM_RISK_POINTS = 2;
/** Shown pressure findings (urgency-scarcity) that make a text at least medium risk whatever its
 *  positives (sets K-R, in-sample; docs/detector.md round 33). */
export const PRESSURE_AT_LEAST_MEDIUM = 3;

export interface RiskAssessment {
  level: RiskLevel;
  points: number;
  reasons: string[];
}

/**
 * Sums points over distinct red-flag categories (high 6, medium 2, low 1), minus 1 per distinct
 * positive signal (at most 3). A high-severity finding (a specific earnings claim, guaranteed
 * income, trading certainty, recruitment pay, a review gag clause, a pitch the model is very sure of)
 * makes the level high whatever the positives: honest wording elsewhere does not cancel such a
 * claim. A text the learned layer reads as a pitch is at least medium.
 */
export function assessRisk(detection: Detection): RiskAssessment {
  const worst = new Map<RedFlagCategory, Severity>();
  for (const flag of detection.redFlags) {
    const seen = worst.get(flag.category);
    if (isMoreSevere(flag.severity, seen)) worst.set(flag.category, flag.severity);
  }
  const reasons: string[] = [];
  let redPoints = 0;
  for (const [category, severity] of worst) {
    redPoints += RISK_POINTS[severity];
    reasons.push(`${RED_FLAG_LABELS[category]} (${severity}): +${RISK_POINTS[severity]}`);
  }
  const positiveCategories = [...new Set(detection.positives.map((p) => p.category))];
  const credit = Math.min(POSITIVE_CAP, positiveCategories.length * POSITIVE_POINTS);
  if (credit > 0) {
    reasons.push(`${positiveCategories.map((c) => POSITIVE_LABELS[c]).join(", ")}: -${credit}`);
  }
  const points = Math.max(0, redPoints - credit);
  const decisive = [...worst.values()].includes("high");
  let level: RiskLevel = "low";
  if (decisive || points >= HIGH_RISK_POINTS) level = "high";
  else if (points >= MEDIUM_RISK_POINTS) level = "medium";
  if (decisive) reasons.push("A high-severity claim makes the risk high whatever else the page says.");
  // Made-up pressure in many places is not offset by a refund or a disclaimer: a refund does not make a
  // fake countdown, "only this page" and "your order is not complete" honest. Distinct phrases of medium
  // or high severity only: one banner repeated, or a discount, is not many places.
  const pressure = new Set(
    detection.redFlags
      .filter((f) => f.category === "urgency-scarcity" && f.severity !== "low")
      .map((f) => f.phrase.toLowerCase()),
  ).size;
  if (level === "low" && pressure >= PRESSURE_AT_LEAST_MEDIUM) {
    level = "medium";
    reasons.push(`Pressure to buy in ${pressure} places: at least medium risk, whatever the page discloses.`);
  }
  // A text the learned layer reads as a money-making pitch is never low risk, whatever it discloses.
  if (level === "low" && detection.pitch?.verdict === "pitch") {
    level = "medium";
    reasons.push("The text as a whole reads like a money-making pitch: at least medium risk.");
  }
  if (detection.pitch?.verdict === "not-pitch" && detection.pitch.setAside.length > 0) {
    reasons.push(
      `${detection.pitch.setAside.length} phrase(s) that look like claims were set aside: the text as a whole does not read like a pitch (it warns about, reports or discloses them).`,
    );
  }
  if (worst.size === 0) reasons.push("No red flags found in the text.");
  return { level, points, reasons };
}
