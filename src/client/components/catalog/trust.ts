// Trust score colours (80+ green, 60-79 yellow, below 60 red, none grey). The band names (85+,
// 70-84, 50-69, below 50) come from the shared trustBand rule.
import type { BadgeTone } from "../ui/badge";

export function trustTone(score: number | null): BadgeTone {
  if (score === null) return "grey";
  if (score >= 80) return "green";
  if (score >= 60) return "yellow";
  return "red";
}
