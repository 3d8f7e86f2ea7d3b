// A verdict's risk level as a badge: the server computes the level once (the verdict,
// src/server/analysis/verdict.ts) and every screen shows it with these words and colours.
import type { RiskLevel } from "../../../shared/contracts/analysis";
import { RISK_LABELS } from "../../../shared/domain/trust-bands";
import { Badge, type BadgeTone } from "../ui/badge";

const RISK_TONES: Record<RiskLevel, BadgeTone> = { low: "green", medium: "yellow", high: "red" };

export function RiskBadge({ level, className }: { level: RiskLevel; className?: string }) {
  return (
    <Badge tone={RISK_TONES[level]} className={className}>
      {RISK_LABELS[level]}
    </Badge>
  );
}
