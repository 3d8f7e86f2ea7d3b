// The kinds of sales-page terms the analysis reports, without a schema, so the verdict's "Terms at a
// glance" can order them without loading zod. analysis.ts builds its TermsKind schema on this list.

/** The kinds of terms, in the order a verdict shows them: refunds first, then charges, then clauses. */
export const TERMS_KINDS = [
  "refund-window",
  "refund-condition",
  "no-refund",
  "recurring-charge",
  "upsell",
  "arbitration",
  "non-disparagement",
] as const;
