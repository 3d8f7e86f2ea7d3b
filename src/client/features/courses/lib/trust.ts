// Trust score presentation rules. Colours follow SPEC.md section 5 (80+ green, 60-79 yellow, below
// 60 red, none grey); band names follow section 9 (85+, 70-84, 50-69, below 50). The two scales differ
// on purpose in the spec, so the badge colour and the band label are computed separately.
import type { BadgeTone } from "../../../components/ui/badge";

export function trustTone(score: number | null): BadgeTone {
  if (score === null) return "grey";
  if (score >= 80) return "green";
  if (score >= 60) return "yellow";
  return "red";
}

/** The band label for a score when the server sent no breakdown with it. */
export function trustBandLabel(score: number): string {
  if (score >= 85) return "Highly Legitimate";
  if (score >= 70) return "Generally Trustworthy";
  if (score >= 50) return "Proceed with Caution";
  return "High Risk";
}
