// The creator directory's plain values, kept free of zod (like catalog-constants.ts) so that the
// browser's creator screens can use them without loading zod and the contracts; creators.ts
// re-exports them.

export const CREATOR_FILTERS = ["all", "verified", "unverified"] as const;
export type CreatorFilter = (typeof CREATOR_FILTERS)[number];

export const CREATOR_QUERY_MAX_LENGTH = 200;
/** The profile shows 12 courses a page. */
export const CREATOR_PAGE_SIZE = 12;
export const CREATOR_PAGE_SIZE_MAX = 50;
export const CREATOR_PAGE_MAX = 10_000;
/** A creator card shows at most 3 specialties. */
export const CREATOR_CARD_SPECIALTIES = 3;
