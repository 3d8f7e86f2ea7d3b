// The analysed course's trust score, factor by factor (four equal factors of up to 25 points), with
// the signals that added or took away points: the course page's breakdown.
import { Scale } from "lucide-react";
import type { TrustBreakdown as TrustBreakdownData } from "../../../../shared/contracts/catalog";
import { TrustBreakdown } from "../../../components/catalog/trust-breakdown";
import { AnalyzerSection } from "./analyzer-section";

export function AnalyzerBreakdown({ breakdown }: { breakdown: TrustBreakdownData }) {
  return (
    <AnalyzerSection title="How the trust score was built" icon={Scale}>
      <TrustBreakdown
        breakdown={breakdown}
        factorHeading="h4"
        footer={
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {breakdown.bandLabel}. Confidence {breakdown.confidence}%: how much evidence the score stands on.
          </p>
        }
      />
    </AnalyzerSection>
  );
}
