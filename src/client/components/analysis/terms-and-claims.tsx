// Both analysis boxes for one detection: "Terms at a glance" and the earnings claim statement check
// with its ready-made substantiation request. Shared by the course page and the analyzer result.
import type { Detection } from "../../../shared/contracts/analysis";
import { EarningsClaimCheck } from "./earnings-claim-check";
import { TermsAtAGlance } from "./terms-at-a-glance";

/** Both boxes for one detection (the analyzer result uses this directly). */
export function TermsAndClaims({ findings, courseTitle }: { findings: Detection; courseTitle: string }) {
  if (findings.terms === undefined && findings.earningsClaims === undefined) return null;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TermsAtAGlance terms={findings.terms ?? []} />
      <EarningsClaimCheck checks={findings.earningsClaims ?? []} courseTitle={courseTitle} />
    </div>
  );
}
