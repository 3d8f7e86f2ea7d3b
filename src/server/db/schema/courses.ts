import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
} from "drizzle-orm/pg-core";
import { BILLINGS, REFUND_KINDS } from "../../../shared/domain/money";
import { categories } from "./categories";
import { at, currencyColumn, currencyIso, editorial, serialId, timestamps } from "./columns";
import { creatorOrNull, creators } from "./creators";

export const COURSE_LEVELS = ["beginner", "intermediate", "advanced", "all-levels"] as const;

/** PostgreSQL's full-text document type (drizzle has no built-in column for it). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const courses = pgTable(
  "courses",
  {
    id: serialId(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    /** The seller's own sales page text, kept verbatim for the analysis engine. */
    salesCopy: text("sales_copy").notNull().default(""),
    creatorId: integer("creator_id")
      .notNull()
      .references(() => creators.id, { onDelete: "restrict" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    level: text("level", { enum: COURSE_LEVELS }).notNull().default("all-levels"),
    durationHours: integer("duration_hours").notNull().default(0),
    /** As claimed by the seller. */
    studentCount: integer("student_count").notNull().default(0),
    /**
     * What one charge costs, in minor units of `currency` (cents; yen have none): the whole price,
     * one month's or one year's, or one instalment's (src/shared/domain/money.ts).
     */
    priceCents: integer("price_cents").notNull(),
    /** ISO 4217. Amounts in different currencies are never compared (docs/decisions/0240-money-with-currency.md). */
    currency: currencyColumn(),
    billing: text("billing", { enum: BILLINGS }).notNull().default("one-time"),
    /** For billing "installments": how many payments of price_cents; null when not stated. */
    installmentCount: integer("installment_count"),
    /** The struck or "regular" price the page sets beside the price, same currency; null: none stated. */
    anchorPriceCents: integer("anchor_price_cents"),
    /** The refund promise: days (null: no period stated) and kind; both null when not stated. */
    refundDays: integer("refund_days"),
    refundKind: text("refund_kind", { enum: REFUND_KINDS }),
    /** The buyer is charged again automatically. */
    recurring: boolean("recurring").notNull().default(false),
    /**
     * What the sales page said of each fact (title, seller, price, anchorPrice, refund, recurring),
     * with its evidence and how it was read (shared contract page-facts.ts); null when not read.
     */
    facts: jsonb("facts"),
    /** The seller's page, and our affiliate link to it when we have one (disclosed next to the button). */
    originalUrl: text("original_url").notNull(),
    /**
     * original_url's key (courseUrlKey, src/shared/domain/canonical-url.ts: no www., http or https
     * alike, folded slashes, lower-case path), for recognising a submitted page. Null until the
     * submissions module fills it in (rows written elsewhere, and a changed original_url, which a
     * trigger resets to null).
     */
    canonicalUrl: text("canonical_url"),
    affiliateUrl: text("affiliate_url"),
    isVerified: boolean("is_verified").notNull().default(false),
    verifiedSource: text("verified_source"),
    verificationDate: at("verification_date"),
    verificationNotes: text("verification_notes"),
    /** Links to what the verification rests on (receipts, registrations, interviews). */
    verificationEvidence: text("verification_evidence").array().notNull().default(sql`'{}'::text[]`),
    ...editorial(),
    /** What the seller promises, and what students actually reported (null: nothing on record). */
    incomeClaims: text("income_claims"),
    actualStudentOutcomes: text("actual_student_outcomes"),
    redFlags: text("red_flags").array().notNull().default(sql`'{}'::text[]`),
    /** Kept in step with approved reviews by the review service. */
    averageRating: numeric("average_rating", { precision: 3, scale: 2 }),
    reviewCount: integer("review_count").notNull().default(0),
    /** 0-100 with its factor breakdown (src/shared/domain/trust-score.ts); null until scored. */
    trustScore: integer("trust_score"),
    trustBreakdown: jsonb("trust_breakdown"),
    trustComputedAt: at("trust_computed_at"),
    /** TRUST_FORMULA_VERSION of the formula that made trust_score; null: not scored, or scored before versions were stored. */
    trustFormulaVersion: integer("trust_formula_version"),
    /** The detector's findings over title, description, sales copy and income claims (shared Detection). */
    detectorFindings: jsonb("detector_findings"),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("description", '')), 'B')`,
    ),
    ...timestamps(),
  },
  (t) => [
    index("courses_creator_idx").on(t.creatorId),
    index("courses_category_idx").on(t.categoryId),
    index("courses_search_idx").using("gin", t.searchVector),
    index("courses_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
    // The URL analyzer recognises a catalogue course by its seller's page or our affiliate link.
    index("courses_original_url_idx").on(t.originalUrl),
    index("courses_affiliate_url_idx").on(t.affiliateUrl),
    index("courses_canonical_url_idx").on(t.canonicalUrl),
    // The rows still to be given a canonical address (few: new rows between two submissions).
    index("courses_canonical_url_missing_idx").on(t.id).where(sql`${t.canonicalUrl} is null`),
    // The browse orders of GET /api/courses without a search (featured, rating, reviews), so a page
    // is an index walk that stops after pageSize rows instead of a sort of the whole catalogue.
    index("courses_featured_idx").on(
      t.isVerified.desc(),
      t.trustScore.desc().nullsLast(),
      t.averageRating.desc().nullsLast(),
      t.reviewCount.desc(),
      t.id,
    ),
    index("courses_rating_idx").on(t.averageRating.desc().nullsLast(), t.reviewCount.desc(), t.id),
    index("courses_reviews_idx").on(t.reviewCount.desc(), t.averageRating.desc().nullsLast(), t.id),
    // Search's exact-title candidates (decision 0013), looked up without reading the matches.
    index("courses_title_lower_idx").on(sql`lower(${t.title})`),
    check("courses_price_nonnegative", sql`${t.priceCents} >= 0`),
    currencyIso("courses_currency_iso", t.currency),
    check("courses_billing", sql`${t.billing} in (${oneOf(BILLINGS)})`),
    check("courses_refund_kind", sql`${t.refundKind} is null or ${t.refundKind} in (${oneOf(REFUND_KINDS)})`),
    check(
      "courses_installment_count",
      sql`${t.installmentCount} is null or ${t.installmentCount} between 2 and 120`,
    ),
    check(
      "courses_anchor_price_nonnegative",
      sql`${t.anchorPriceCents} is null or ${t.anchorPriceCents} >= 0`,
    ),
    check("courses_refund_days", sql`${t.refundDays} is null or ${t.refundDays} between 0 and 3650`),
  ],
);

/** One row per observed price, 12 months back for the demo data; the current price is courses.price_cents. */
export const coursePriceHistory = pgTable(
  "course_price_history",
  {
    id: serialId(),
    courseId: courseRef(),
    priceCents: integer("price_cents").notNull(),
    /** The currency of price_cents: a course's prices over time are compared only within one. */
    currency: currencyColumn(),
    recordedAt: at("recorded_at").notNull().defaultNow(),
  },
  (t) => [
    index("course_price_history_course_idx").on(t.courseId, t.recordedAt),
    currencyIso("course_price_history_currency_iso", t.currency),
  ],
);

/**
 * The catalogue's vocabulary: every distinct word (lower case, 2-40 characters) of course titles
 * and descriptions, added by a trigger on courses (migration search-words-trigger). Search
 * corrects a query's misspelt words against it with pg_trgm similarity when the full-text search
 * finds nothing ("affilate markting" -> "affiliate marketing"). Words are never removed: a stale
 * one can only suggest a correction that then matches no course.
 */
export const searchWords = pgTable("search_words", { word: text("word").primaryKey() }, (t) => [
  index("search_words_trgm_idx").using("gin", t.word.op("gin_trgm_ops")),
]);

/**
 * The vocabulary's version: one row, its number moved by a statement-level trigger on search_words
 * whenever a statement adds a word (migration search-words-version). Search keeps its typo
 * corrections in memory only while this number stays the same (course-search.ts).
 */
export const searchWordsVersion = pgTable(
  "search_words_version",
  {
    one: boolean("one").primaryKey().default(true),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("search_words_version_one_row", sql`${t.one}`)],
);

/**
 * Search postings, read best first (docs/decisions/0013-catalogue-search-in-the-database.md): one row per
 * word (search_vector lexeme) of each course in the catalogue (archived courses have none), with
 * the keys search ranks candidates by, so the best matches of a word are the first entries of
 * course_search_terms_best_idx and a search reads a bounded number of them however many courses
 * match. Kept by statement-level triggers on courses (migration search-postings).
 */
export const courseSearchTerms = pgTable(
  "course_search_terms",
  {
    term: text("term").notNull(),
    courseId: integer("course_id").notNull(),
    /** The word is in the title (search_vector weight A), not only in the description. */
    inTitle: boolean("in_title").notNull(),
    isVerified: boolean("is_verified").notNull(),
    trustScore: integer("trust_score"),
    categoryId: integer("category_id").notNull(),
  },
  (t) => [
    primaryKey({ name: "course_search_terms_pkey", columns: [t.courseId, t.term] }),
    index("course_search_terms_best_idx").on(
      t.term,
      t.inTitle.desc(),
      t.isVerified.desc(),
      t.trustScore.desc().nullsLast(),
      t.courseId,
      // Last, so a category filter reads it from the index (course_id is already unique per term).
      t.categoryId,
    ),
  ],
);

/**
 * How many courses each course_search_terms word has, kept by the same triggers: a search reads the
 * postings of its rarest word and checks the others against each of them.
 */
export const courseSearchTermCounts = pgTable("course_search_term_counts", {
  term: text("term").primaryKey(),
  courses: integer("courses").notNull(),
});

/** A check constraint's list of allowed values, written from the constants (SQL literals). */
function oneOf(values: readonly string[]) {
  return sql.raw(values.map((value) => `'${value}'`).join(", "));
}

/** The course a row may be about, deleted with the course. */
export function courseOrNull() {
  return integer("course_id").references(() => courses.id, { onDelete: "cascade" });
}

/** What a row about a course or a creator points at: one of the two, each deleted with what it names. */
export function courseOrCreator() {
  return { courseId: courseOrNull(), creatorId: creatorOrNull() };
}

/** The course a row is about: not null, and deleted with the course. */
export function courseRef() {
  return courseOrNull().notNull();
}
