import { ShieldCheck } from "lucide-react";
import { Badge } from "../ui/badge";
import { trustTone } from "./trust";

/**
 * The trust score as a coloured pill (colours in trust.ts); "Not scored" in grey when null.
 * `provisional` (a course not yet reviewed by HypeCheck) says so in the pill.
 */
export function TrustScoreBadge({
  score,
  provisional = false,
  className,
}: {
  score: number | null;
  provisional?: boolean;
  className?: string;
}) {
  return (
    <Badge tone={trustTone(score)} className={className}>
      <ShieldCheck aria-hidden="true" className="h-3.5 w-3.5" />
      {score === null ? "Not scored" : `Trust ${score}%`}
      {provisional && score !== null ? <span className="font-normal">· provisional</span> : null}
    </Badge>
  );
}
