// The ready-made "ask the seller for substantiation" message: the claim quoted as the seller wrote
// it, then one request per earnings claim statement element the page does not give (the FTC
// Business Opportunity Rule, 16 CFR 437.4). Pure, so the page and its test share it.
import type { EarningsClaimCheck, EarningsStatementElement } from "../../../shared/contracts/analysis";

const REQUESTS: Record<EarningsStatementElement, string> = {
  who: "who earned this amount, and how they differ from a typical buyer (experience, location, hours worked)",
  period: "the beginning and ending dates over which it was earned",
  buyers:
    "how many people bought the program in that period, and how many (and what share) earned at least this much",
  substantiation: "the written evidence behind the figure (for example tax or bank records)",
};

export function substantiationMessage(checks: readonly EarningsClaimCheck[], courseTitle: string): string {
  const claims = checks.slice(0, 3);
  const missing = [...new Set(claims.flatMap((c) => c.missing))];
  const wanted = (missing.length > 0 ? missing : (["substantiation"] as const)).map(
    (element, i) => `${i + 1}. ${REQUESTS[element]}`,
  );
  return [
    "Hello,",
    "",
    `Your page for "${courseTitle}" says: ${claims.map((c) => `"${c.claim.phrase}"`).join("; ")}.`,
    "",
    "Before I buy, please send me in writing:",
    ...wanted,
    "",
    "The US Federal Trade Commission's Business Opportunity Rule asks sellers who make earnings claims to give this information and to have written substantiation for it. Thank you.",
  ].join("\n");
}
