// The catalogue's plain values, kept free of zod (like domain/ids.ts) so that the browser's first
// screens can use them without loading zod and the contracts; catalog.ts re-exports them.

/** Category slugs in the course browser's tab order ("all" is the browser's own tab, not a category). */
export const CATEGORY_SLUGS = [
  "affiliate-marketing",
  "e-commerce-dropshipping",
  "freelancing-agencies",
  "content-creation-social-media",
  "digital-products-info-businesses",
  "coaching-consulting",
  "amazon-fba-marketplaces",
  "saas-tech-startups",
  "investing-side-hustles",
  "email-marketing-automation",
] as const;

export const COURSE_SORTS = ["featured", "rating", "reviews"] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];

export const COURSE_PAGE_SIZE_MAX = 100;
/** The highest page number the list accepts (the browser falls back to page 1 above it). */
export const COURSE_PAGE_MAX = 100_000;
/** The browser shows 24 a page. */
export const BROWSER_PAGE_SIZE = 24;
export const COURSE_QUERY_MAX_LENGTH = 200;

/**
 * Where a course or creator stands with the editorial desk: published (in the catalogue),
 * unreviewed (in the catalogue with a "Not yet reviewed by HypeCheck" badge, waiting for review)
 * or archived (out of the catalogue and search; its page still answers and its history stays).
 */
export const EDITORIAL_STATUSES = ["published", "unreviewed", "archived"] as const;
export type EditorialStatus = (typeof EDITORIAL_STATUSES)[number];
