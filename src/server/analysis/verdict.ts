// The one verdict on a course or a page: every panel that says how risky it is or which red flags
// it has (the course page, the trust endpoint, the quick look, the URL analyzer, the background
// check, Home's figure) reads it from here, so they cannot disagree. The rule:
// - risk level: the detector's (risk.ts, measured by the evaluation), raised to the trust score's
//   band read as a risk level (trust-bands.ts) when a score rests on a catalogue record; a page
//   with no record is judged on its findings alone (its text-only score has no evidence to band);
// - red flags: the detector's, one per category and phrase (detector/merge.ts's key), and the flags
//   our reviewers recorded: the count is the lines a reader sees listed (the trust score's points
//   still count only recorded flags beyond the detector's, docs/decisions/0020-one-trust-score-formula.md);
// - positives: never a phrase also listed as a red flag (the red flag wins).
import type {
  Detection,
  RedFlagFinding,
  RiskLevel,
  Verdict,
  VerdictPositive,
  VerdictRedFlag,
} from "../../shared/contracts/analysis";
import { plural } from "../../shared/domain/format";
import { bySeverityDescending, isMoreSevere, worseOf } from "../../shared/domain/severity";
import { RISK_LABELS, trustBand, trustRiskLevel } from "../../shared/domain/trust-bands";
import { findingKey, phraseKey } from "./detector/merge";
import { assessRisk } from "./risk";

/**
 * Findings with the same category and phrase counted once (a title repeated in the description is
 * one claim, not two), keeping the first and the highest severity seen.
 */
export function distinctFindings<F extends { category: string; phrase: string }>(
  findings: readonly F[],
): F[] {
  const byKey = new Map<string, F>();
  for (const finding of findings) {
    const key = findingKey(finding);
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, finding);
    else if ("severity" in finding && "severity" in seen) {
      const [now, before] = [
        finding.severity as RedFlagFinding["severity"],
        seen.severity as RedFlagFinding["severity"],
      ];
      if (isMoreSevere(now, before)) byKey.set(key, { ...seen, severity: now });
    }
  }
  return [...byKey.values()];
}

/** The risk level: the detector's, raised to the band of a score on record (null: none). */
export function verdictRiskLevel(detection: Detection, trustScore: number | null): RiskLevel {
  const found = assessRisk(detection).level;
  return trustScore === null ? found : worseOf(found, trustRiskLevel(trustScore));
}

/** Reviewer-recorded flags that say something (blank lines are not flags). */
function recorded(flags: readonly string[] | null | undefined): string[] {
  return (flags ?? []).map((flag) => flag.trim()).filter((flag) => flag !== "");
}

/** The number of red flags a verdict states: Home sums it over the catalogue (stats.service.ts). */
export function redFlagCountOf(
  detection: Detection,
  recordedFlags: readonly string[] | null | undefined,
): number {
  return distinctFindings(detection.redFlags).length + recorded(recordedFlags).length;
}

export interface VerdictInput {
  detection: Detection;
  /** The score on record (stored, or provisional for a catalogue course); null: none. */
  trustScore: number | null;
  /** What our reviewers recorded on the course (`courses.red_flags`). */
  recordedFlags?: readonly string[] | null;
  /** What is judged, for the headline: "course" or "page" (a page not in the catalogue). */
  subject?: "course" | "page";
}

function headline(level: RiskLevel, count: number, input: VerdictInput): string {
  const where = input.subject === "page" ? "on the page" : "in its copy and record";
  const flags = count === 0 ? `no red flags found ${where}` : `${plural(count, "red flag")} found ${where}`;
  const score =
    input.trustScore === null
      ? input.subject === "page"
        ? "not in our catalogue, so no trust score on record"
        : "not scored yet"
      : `trust score ${input.trustScore}/100 (${trustBand(input.trustScore).label})`;
  return `${RISK_LABELS[level]}: ${flags}; ${score}.`;
}

export function verdictOf(input: VerdictInput): Verdict {
  const redFlags = distinctFindings(input.detection.redFlags)
    .map((flag, index) => ({ flag, index }))
    .sort((a, b) => bySeverityDescending(a.flag.severity, b.flag.severity) || a.index - b.index)
    .map(
      ({ flag }): VerdictRedFlag => ({
        category: flag.category,
        label: flag.label,
        severity: flag.severity,
        phrase: flag.phrase,
        explanation: flag.explanation,
      }),
    );
  const flagged = new Set(redFlags.map((flag) => phraseKey(flag.phrase)));
  const positives = distinctFindings(input.detection.positives)
    .filter((positive) => !flagged.has(phraseKey(positive.phrase)))
    .map((p): VerdictPositive => ({ category: p.category, label: p.label, phrase: p.phrase }));
  const recordedFlags = recorded(input.recordedFlags);
  const redFlagCount = redFlags.length + recordedFlags.length;
  const riskLevel = verdictRiskLevel(input.detection, input.trustScore);
  return {
    riskLevel,
    headline: headline(riskLevel, redFlagCount, input),
    trustScore: input.trustScore,
    bandLabel: input.trustScore === null ? null : trustBand(input.trustScore).label,
    redFlagCount,
    findings: { redFlags, positives },
    recordedFlags,
  };
}
