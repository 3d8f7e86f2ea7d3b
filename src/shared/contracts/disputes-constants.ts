// The disputes' rules a page needs without loading a schema (like catalog-constants.ts): the
// creator agreement's answer time and how a dispute names a detector finding. disputes.ts
// re-exports them.

/** "public-record": an admin's confirmed link between a public record and a creator (its id). */
export const DISPUTE_TARGET_TYPES = ["review", "report", "score", "finding", "public-record"] as const;
export type DisputeTargetType = (typeof DISPUTE_TARGET_TYPES)[number];

/** The creator agreement's promise: a creator's dispute is answered within this many business days. */
export const DISPUTE_ANSWER_BUSINESS_DAYS = 5;
export const FINDING_KEY_MAX = 400;

/**
 * A detector finding's name in a dispute: its category and its phrase (spaces collapsed, lower
 * case), so the name survives the page's other text moving around it.
 */
export function findingKey(finding: { category: string; phrase: string }): string {
  return `${finding.category}:${finding.phrase.replace(/\s+/g, " ").trim().toLowerCase()}`.slice(
    0,
    FINDING_KEY_MAX,
  );
}
