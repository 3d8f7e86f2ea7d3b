import { ShieldCheck } from "lucide-react";
import { Badge } from "../ui/badge";
import { trustTone } from "./trust";

/** The trust score as a coloured pill (colours in trust.ts); "Not scored" in grey when null. */
export function TrustScoreBadge({ score, className }: { score: number | null; className?: string }) {
  return (
    <Badge tone={trustTone(score)} className={className}>
      <ShieldCheck aria-hidden="true" className="h-3.5 w-3.5" />
      {score === null ? "Not scored" : `Trust ${score}%`}
    </Badge>
  );
}
