// Both analysis boxes for one detection: "Terms at a glance" and the earnings claim statement check
// with its ready-made substantiation request. Shared by the course page and the analyzer result.
import type { Detection } from "../../../shared/contracts/analysis";
import { EarningsClaimCheck } from "./earnings-claim-check";
import { TermsAtAGlance } from "./terms-at-a-glance";

/** Both boxes for one detection (the analyzer result uses this directly). */
export function TermsAndClaims({ findings, courseTitle }: { findings: Detection; courseTitle: string }) {
  if (findings.terms === undefined && findings.earningsClaims === undefined) return null;
  // The same claim often appears in the title, the description and the sales copy: list it once.
  const seen = new Set<string>();
  const checks = (findings.earningsClaims ?? []).filter((check) => {
    const key = check.claim.phrase.toLowerCase().replace(/\s+/g, " ");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return (
    <div className="mt-6 grid items-start gap-4 md:grid-cols-2">
      <TermsAtAGlance terms={findings.terms ?? []} />
      <EarningsClaimCheck checks={checks} courseTitle={courseTitle} />
    </div>
  );
}
