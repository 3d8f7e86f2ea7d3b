// The affiliate redirect's plain values, kept free of zod so that course cards on the first screens
// can link through it (affiliateGoPath in affiliate.routes.ts) without loading the contracts;
// affiliate.ts re-exports them.

/** Which button sent an affiliate click (GET /go/{courseId}?from=...); anything else is "unknown". */
export const AFFILIATE_SOURCES = ["detail", "card", "creator", "comparison"] as const;
export type AffiliateSource = (typeof AFFILIATE_SOURCES)[number];
