// The analysed course's trust score, factor by factor (four equal factors of up to 25 points), with
// the signals that added or took away points: the course page's breakdown.
import { Scale } from "lucide-react";
import type { TrustBreakdown as TrustBreakdownData } from "../../../../shared/contracts/catalog";
import { TrustBreakdown } from "../../../components/catalog/trust-breakdown";
import { AnalyzerSection } from "./analyzer-section";

/**
 * `bandLabel`: the verdict's band (analysis/verdict.ts), null for a page with no score on record. A
 * score computed from the page alone is then not called "High Risk" beside a verdict of low risk: the
 * verdict's risk level is the one the page states.
 */
export function AnalyzerBreakdown({
  breakdown,
  bandLabel,
}: {
  breakdown: TrustBreakdownData;
  bandLabel: string | null;
}) {
  return (
    <AnalyzerSection title="How the trust score was built" icon={Scale}>
      <TrustBreakdown
        breakdown={breakdown}
        factorHeading="h4"
        footer={
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {bandLabel ?? "A score from this page alone, not a rating on record"}. Confidence{" "}
            {breakdown.confidence}%: how much evidence the score stands on.
          </p>
        }
      />
    </AnalyzerSection>
  );
}
