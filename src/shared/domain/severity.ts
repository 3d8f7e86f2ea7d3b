// How severe a finding is, on one scale: low < medium < high. Risk levels use the same three words
// on the same scale. Every comparison, sort or "worst of" over severities or risk levels reads this
// file (the detector, the risk assessment, the trust score, the AI texts), so the order is written
// once. Pure; the browser and the server both import it.
import type { RiskLevel, Severity } from "../contracts/analysis";

/** A severity's place on the scale: the higher, the more severe. */
export const SEVERITY_RANK: Readonly<Record<Severity, number>> = { low: 0, medium: 1, high: 2 };

/** Risk levels are ranked on the severity scale itself (the same three words). */
export const RISK_RANK: Readonly<Record<RiskLevel, number>> = SEVERITY_RANK;

/** Every severity, most severe first (derived from SEVERITY_RANK). */
export const SEVERITIES_MOST_SEVERE_FIRST: readonly Severity[] = (
  Object.keys(SEVERITY_RANK) as Severity[]
).sort((a, b) => SEVERITY_RANK[b] - SEVERITY_RANK[a]);

/** True when `a` is strictly more severe than `b`; a missing `b` is less severe than anything. */
export function isMoreSevere<L extends Severity>(a: L, b: L | null | undefined): boolean {
  return b == null || SEVERITY_RANK[a] > SEVERITY_RANK[b];
}

/** For Array.prototype.sort: most severe first. */
export function bySeverityDescending<L extends Severity>(a: L, b: L): number {
  return SEVERITY_RANK[b] - SEVERITY_RANK[a];
}

/** The more severe of two severities or risk levels (the first when they are equal). */
export function worseOf<L extends Severity>(a: L, b: L): L {
  return isMoreSevere(b, a) ? b : a;
}
