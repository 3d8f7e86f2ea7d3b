// The trust score's bands (docs/architecture.md "Trust score"): the cut-offs, their labels and risk
// levels, and the band of a score. Apart from the formula (trust-score.ts), so the screens that only
// show a band do not load the formula's point tables.
import type { RiskLevel } from "../contracts/analysis";
import type { TRUST_BANDS } from "../contracts/catalog";

export type TrustBand = (typeof TRUST_BANDS)[number];

export interface TrustBandRule {
  min: number;
  band: TrustBand;
  label: string;
  risk: RiskLevel;
}

/** Below every other band (and where a score below 0 would fall). */
const LOWEST_BAND = { band: "high-risk", label: "High Risk", risk: "high" } as const;

/**
 * The bands, highest first: a score takes the first band whose min it reaches. The only place the
 * cut-offs are written; everything else (texts, risk levels, SQL parameters) reads them from here.
 * `risk` is the band read as a risk level.
 */
export const TRUST_BAND_RULES: readonly TrustBandRule[] = [
  { min: 85, band: "highly-legitimate", label: "Highly Legitimate", risk: "low" },
  { min: 70, band: "generally-trustworthy", label: "Generally Trustworthy", risk: "low" },
  { min: 50, band: "proceed-with-caution", label: "Proceed with Caution", risk: "medium" },
  { min: 0, ...LOWEST_BAND },
];

/** The lowest score of each band. */
export const TRUST_BAND_MIN = Object.fromEntries(
  TRUST_BAND_RULES.map((rule) => [rule.band, rule.min]),
) as Readonly<Record<TrustBand, number>>;

/** Each band's label ("High Risk", ...). */
export const TRUST_BAND_LABELS = Object.fromEntries(
  TRUST_BAND_RULES.map((rule) => [rule.band, rule.label]),
) as Readonly<Record<TrustBand, string>>;

/** A score below this is in the lowest band, High Risk (the band above it starts here). */
export const HIGH_RISK_BELOW = TRUST_BAND_MIN["proceed-with-caution"];

export function trustBand(score: number): { band: TrustBand; label: string } {
  const rule = TRUST_BAND_RULES.find((candidate) => score >= candidate.min) ?? LOWEST_BAND;
  return { band: rule.band, label: rule.label };
}

/** True when the score is in `band` or a higher one. */
export function reachesBand(score: number, band: TrustBand): boolean {
  return score >= TRUST_BAND_MIN[band];
}

/** The score's band as a risk level: the two upper bands low, Proceed with Caution medium, High Risk high. */
export function trustRiskLevel(score: number): RiskLevel {
  return (TRUST_BAND_RULES.find((candidate) => score >= candidate.min) ?? LOWEST_BAND).risk;
}

/** A risk level as every screen names it (the one verdict, src/server/analysis/verdict.ts). */
export const RISK_LABELS: Readonly<Record<RiskLevel, string>> = {
  low: "Low risk",
  medium: "Medium risk",
  high: "High risk",
};
