// What HypeCheck has on record about a sales page (GET /api/lookup): the browser extension asks it
// with the page's address and the seller's name the page states, and shows the answer beside its own
// reading of the page (docs/extension.md). The request is answered from the catalogue (matched on
// the address key, src/shared/domain/canonical-url.ts) and the public records (matched on the
// seller's name), and is neither stored nor logged.
import { z } from "zod";
import { courseUrlKey } from "../domain/canonical-url";
import { BILLINGS } from "../domain/money";
import { CreatorVerificationStatus } from "./catalog";
import { EDITORIAL_STATUSES } from "./catalog-constants";
import { Count, endpointKind, Score, storedRow } from "./common";
import { lookupRoutes } from "./lookup.routes";
import { CurrencyCode } from "./page-facts";
import { MatchedPublicRecord, RecordsSearched } from "./public-records";

export const LOOKUP_URL_MAX_LENGTH = 2000;
export const LOOKUP_SELLER_MAX_LENGTH = 200;

export const LOOKUP_MESSAGES = {
  url: "Give the page's address: an http or https URL of at most 2000 characters.",
  seller: `The seller's name must be at most ${LOOKUP_SELLER_MAX_LENGTH} characters.`,
} as const;

function isCourseAddress(value: string): boolean {
  try {
    courseUrlKey(value);
    return true;
  } catch {
    return false;
  }
}

export const LookupQuery = z.object({
  /** The page's address (the extension sends its canonical form: no tracking parameters or fragment). */
  url: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z
      .string({ error: LOOKUP_MESSAGES.url })
      .min(1, LOOKUP_MESSAGES.url)
      .max(LOOKUP_URL_MAX_LENGTH, LOOKUP_MESSAGES.url)
      .refine(isCourseAddress, LOOKUP_MESSAGES.url),
  ),
  /** The seller's name as the page states it; blank or missing: not stated. */
  seller: z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : v.trim()) : v),
    z
      .string({ error: LOOKUP_MESSAGES.seller })
      .max(LOOKUP_SELLER_MAX_LENGTH, LOOKUP_MESSAGES.seller)
      .optional(),
  ),
});
export type LookupQuery = z.infer<typeof LookupQuery>;

export const LookupCourse = storedRow({
  title: z.string(),
  /** The course's HypeCheck page, a path on the server ("/courses/12"). */
  link: z.string(),
  editorialStatus: z.enum(EDITORIAL_STATUSES),
  /** 0-100; null: not scored yet. */
  trustScore: Score.nullable(),
  bandLabel: z.string().nullable(),
  verification: z.object({
    isVerified: z.boolean(),
    source: z.string().nullable(),
    date: z.string().nullable(),
  }),
  creator: z.object({
    name: z.string(),
    slug: z.string(),
    link: z.string(),
    verificationStatus: CreatorVerificationStatus,
  }),
  reviews: z.object({
    count: Count,
    verifiedCount: Count,
    /** The honest rating ("4.25"); null with no reviews. */
    averageRating: z.string().nullable(),
  }),
  /** The price on record; `known` false when the page was read and stated none. */
  price: z.object({
    amount: z.number().min(0),
    currency: CurrencyCode,
    billing: z.enum(BILLINGS),
    known: z.boolean(),
  }),
  /** The last 12 months of recorded prices, in the course's currency now. */
  priceHistory: z.object({
    points: Count,
    currency: CurrencyCode,
    lowest12Months: z.number().min(0),
    highest12Months: z.number().min(0),
    goodDeal: z.boolean(),
    goodDealReason: z.string(),
  }),
});
export type LookupCourse = z.infer<typeof LookupCourse>;

export const LookupResponse = z.object({
  /** The catalogue course at this address; null: not in the catalogue. */
  course: LookupCourse.nullable(),
  /**
   * Public records naming the seller (the course's creator when the page is in the catalogue, else
   * the seller's name sent), confirmed ones first, each saying how it matched.
   */
  publicRecords: z.array(MatchedPublicRecord),
  /** The name the records were searched for; null: no name to search. */
  recordsSearchedFor: z.string().nullable(),
  recordsSearched: z.array(RecordsSearched),
  /** Where to suggest the page for the catalogue ("/submit-course?url=…"); null when it is in it. */
  submitLink: z.string().nullable(),
});
export type LookupResponse = z.infer<typeof LookupResponse>;

const open = endpointKind({ tags: ["lookup"], status: 200, errors: [400, 429] });

export const lookupPage = open(lookupRoutes.lookup, LookupResponse, {
  summary: "What HypeCheck has on record about a sales page: its course, if catalogued, and public records",
  description:
    "url: the page's address (http or https, at most 2000 characters); matched on its address key " +
    "(no www., http or https alike, folded slashes, lower-case path). seller: the seller's name the " +
    "page states (optional, at most 200 characters), searched in the public records when the page " +
    "is not in the catalogue. Neither is stored or logged. Answers extension origins " +
    "(chrome-extension://, moz-extension://) with Access-Control-Allow-Origin; no credentials.",
  query: LookupQuery,
});

/** Every endpoint of the lookup, keyed as in lookup.routes.ts. */
export const lookupEndpoints = { lookup: lookupPage };
