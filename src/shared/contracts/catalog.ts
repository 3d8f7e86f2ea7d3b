import { z } from "zod";
import { endpoint } from "../api/endpoint";
import { BILLINGS, REFUND_KINDS } from "../domain/money";
import {
  BROWSER_PAGE_SIZE,
  COURSE_PAGE_MAX,
  COURSE_PAGE_SIZE_MAX,
  COURSE_QUERY_MAX_LENGTH,
  COURSE_SORTS,
  EDITORIAL_STATUSES,
} from "./catalog-constants";
import {
  blankAsMissing,
  blankToUndefined,
  Count,
  endpointKind,
  errorResponses,
  listOf,
  pagedList,
  pageFields,
  RowIdParams,
  Score,
  searchText,
  storedRow,
  Timestamp,
} from "./common";
import { courseRoutes } from "./courses.routes";
import { CurrencyCode, PageFacts } from "./page-facts";

export * from "./catalog-constants";

export const Category = storedRow({
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  courseCount: Count,
}).meta({ id: "Category" });
export type Category = z.infer<typeof Category>;
export const CategoryListResponse = z.array(Category);

export const CREATOR_VERIFICATION_STATUSES = ["verified", "unverified", "suspicious"] as const;
export const CreatorVerificationStatus = z.enum(CREATOR_VERIFICATION_STATUSES);
export type CreatorVerificationStatus = z.infer<typeof CreatorVerificationStatus>;

export const COURSE_LEVEL_VALUES = ["beginner", "intermediate", "advanced", "all-levels"] as const;
export const CourseLevel = z.enum(COURSE_LEVEL_VALUES);
export type CourseLevel = z.infer<typeof CourseLevel>;

// ---- Trust score (four equal factors of up to 25 points; docs/architecture.md "Trust score") ----

export const TRUST_FACTOR_KEYS = ["credibility", "transparency", "outcome", "redFlags"] as const;
export const TrustFactorKey = z.enum(TRUST_FACTOR_KEYS);

/** One signal that moved a factor: what was seen and how many points it added or took away. */
export const TrustEvidence = z.object({
  signal: z.string(),
  points: z.number(),
});

export const TrustFactor = z.object({
  key: TrustFactorKey,
  label: z.string(),
  /** 0..25 */
  score: z.number().min(0).max(25),
  max: z.literal(25),
  evidence: z.array(TrustEvidence),
});

export const TRUST_BANDS = [
  "highly-legitimate",
  "generally-trustworthy",
  "proceed-with-caution",
  "high-risk",
] as const;

export const TrustBreakdown = z
  .object({
    score: Score,
    band: z.enum(TRUST_BANDS),
    bandLabel: z.string(),
    /** 0..100: how much evidence the score stands on; falls when evidence is thin. */
    confidence: Score,
    factors: z.array(TrustFactor).length(4),
    computedAt: Timestamp,
  })
  .meta({ id: "TrustBreakdown" });
export type TrustBreakdown = z.infer<typeof TrustBreakdown>;

// ---- Courses ----

/**
 * A course as the browser's cards and the tools' lists show it. Money is an amount in major units
 * (497, 19.99) with its ISO 4217 `currency`; two courses' prices in different currencies are never
 * compared (src/shared/domain/money.ts).
 */
export const CourseSummary = storedRow({
  title: z.string(),
  description: z.string(),
  instructorName: z.string(),
  creatorId: z.number().int(),
  creatorSlug: z.string(),
  categoryName: z.string(),
  categorySlug: z.string(),
  isVerified: z.boolean(),
  /**
   * The honest rating of approved reviews (src/shared/domain/honest-rating.ts) as a numeric string
   * with 2 decimals ("4.25"), null with no reviews.
   */
  averageRating: z.string().nullable(),
  reviewCount: Count,
  studentCount: Count,
  level: CourseLevel,
  /** Hours. */
  duration: z.number().min(0),
  /** One charge in major units of `currency` (497, 19.99): the whole price, a month's, a year's or an instalment's. */
  price: z.number().min(0),
  /** ISO 4217 code of every amount of the course ("USD", "ZAR"). */
  currency: CurrencyCode,
  /** How `price` is charged: once, monthly, yearly, in instalments, or free. */
  billing: z.enum(BILLINGS),
  /** With billing "installments": how many payments of `price`; null when not stated. */
  installmentCount: z.number().int().min(2).nullable(),
  /**
   * False when the course's sales page was read and stated no price: `price` is then 0 only as a
   * placeholder, and pages say "Price not stated" (never "Free").
   */
  priceKnown: z.boolean(),
  /** The link the View Course button uses: the affiliate link when there is one, else the original. */
  url: z.string(),
  affiliateUrl: z.string().nullable(),
  originalUrl: z.string(),
  /** Percent 0-100; null until scored. */
  trustScore: Score.nullable(),
  creatorVerificationStatus: CreatorVerificationStatus,
  /** "unreviewed": in the catalogue but not yet reviewed by HypeCheck; its score is provisional. */
  editorialStatus: z.enum(EDITORIAL_STATUSES),
}).meta({ id: "CourseSummary" });
export type CourseSummary = z.infer<typeof CourseSummary>;

/** What the rating rests on: approved reviews, how many are verified enrolments, the newest one's date. */
export const RatingBasis = z.object({
  reviewCount: Count,
  verifiedCount: Count,
  latestReviewAt: Timestamp.nullable(),
});
export type RatingBasis = z.infer<typeof RatingBasis>;

/** The refund promise: how many days (null when no period is stated) and what kind. */
export const RefundTerms = z.object({ days: Count.nullable(), kind: z.enum(REFUND_KINDS) });
export type RefundTerms = z.infer<typeof RefundTerms>;

export const CourseDetail = CourseSummary.extend({
  /** The struck or "regular" price beside the price, in `currency`; null when none is stated. */
  anchorPrice: z.number().min(0).nullable(),
  /** Null when the refund terms are not on record. */
  refund: RefundTerms.nullable(),
  /** The buyer is charged again automatically. */
  recurring: z.boolean(),
  /** What the sales page said of each fact, with its evidence; null when the page was not read. */
  facts: PageFacts.nullable(),
  instructorBio: z.string(),
  verifiedSource: z.string().nullable(),
  verificationDate: z.string().nullable(),
  verificationNotes: z.string().nullable(),
  /** Links to what the verification rests on. */
  verificationEvidence: z.array(z.string()),
  /** When the course left the catalogue; its page still answers. */
  archivedAt: Timestamp.nullable(),
  socialMediaPlatform: z.string().nullable(),
  creatorFollowerCount: Count,
  incomeClaims: z.string().nullable(),
  actualStudentOutcomes: z.string().nullable(),
  redFlags: z.array(z.string()),
  salesCopy: z.string(),
  trustBreakdown: TrustBreakdown.nullable(),
  ratingBasis: RatingBasis,
  createdAt: Timestamp,
  updatedAt: Timestamp,
}).meta({ id: "CourseDetail" });
export type CourseDetail = z.infer<typeof CourseDetail>;

export const CourseSort = z.enum(COURSE_SORTS);
export type CourseSort = z.infer<typeof CourseSort>;

export const CourseListQuery = z.object({
  /** Free text; trimmed; blank means no search. */
  q: searchText(COURSE_QUERY_MAX_LENGTH),
  /** A category slug; "all" or blank means every category. */
  category: z.preprocess(
    (v) => (v === "all" ? undefined : blankToUndefined(v)),
    z
      .string()
      .max(100)
      .regex(/^[a-z0-9-]+$/, "Unknown category.")
      .optional(),
  ),
  sort: blankAsMissing(CourseSort.default("featured")),
  /** "true": verified courses only (Home's verified section). */
  verified: blankAsMissing(z.enum(["true", "false"]).optional()),
  ...pageFields({
    maxPage: COURSE_PAGE_MAX,
    maxPageSize: COURSE_PAGE_SIZE_MAX,
    defaultPageSize: BROWSER_PAGE_SIZE,
  }),
  format: blankAsMissing(z.enum(["object", "array"]).default("object")),
});
export type CourseListQuery = z.infer<typeof CourseListQuery>;

export const CourseListResponse = pagedList(CourseSummary, {
  /** Present (true) when a broad search counted only the best matches it read: total is "at least". */
  totalIsLowerBound: z.literal(true).optional(),
}).meta({ id: "CourseList" });
export type CourseListResponse = z.infer<typeof CourseListResponse>;

export const CourseIdParams = RowIdParams;

export const RelatedQuery = z.object({
  limit: blankAsMissing(z.coerce.number().int().min(1).max(24).default(6)),
});
export const RelatedCoursesResponse = listOf(CourseSummary);

// ---- Endpoints ----

export const listCourses = endpoint(courseRoutes.list, {
  tags: ["catalogue"],
  summary: "List and search courses",
  description:
    "q: typo-tolerant search over title, description and creator name, ranked by relevance " +
    "(an exact title first). category: a category slug; an unknown slug is a 400 " +
    '"Unknown category." ("all" or blank: every category). verified=true: verified courses ' +
    "only (false: no filter). sort=featured: with q, by relevance; without, verified first, " +
    "then trust score, then rating, then review count. sort=rating: the honest rating " +
    "(unrated last), then review count. sort=reviews: review count, then rating. Ties: by id. " +
    "format=array answers the bare array of the page instead of {items,total,hasMore}.",
  query: CourseListQuery,
  responses: { 200: z.union([CourseListResponse, z.array(CourseSummary)]), ...errorResponses(400, 429) },
});

const open = endpointKind({ tags: ["catalogue"], status: 200, errors: [400, 404, 429] });

export const getCourse = open(courseRoutes.get, CourseDetail, {
  summary: "One course with its verification record and trust breakdown",
  params: CourseIdParams,
});

export const listRelatedCourses = open(courseRoutes.related, RelatedCoursesResponse, {
  summary: "Courses like this one: same category first, then the same creator's; best first",
  params: CourseIdParams,
  query: RelatedQuery,
});

/** Every endpoint of the catalogue, keyed as in courses.routes.ts. */
export const courseEndpoints = {
  list: listCourses,
  get: getCourse,
  related: listRelatedCourses,
};
