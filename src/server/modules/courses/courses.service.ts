// The catalogue: list and search, detail, related courses, and the few columns the server-rendered
// course page needs. Search is typo-tolerant full-text search that runs the same on PGlite and
// PostgreSQL: a stemmed tsvector match, and when that finds nothing, a trigram word-similarity
// match on the title (GIN indexes for both), each ordered by its own relevance rank.
import { and, asc, count, desc, eq, ne, or, type SQL, sql } from "drizzle-orm";
import {
  type CourseDetail,
  type CourseLevel,
  type CourseListQuery,
  type CourseListResponse,
  type CourseSummary,
  type CreatorVerificationStatus,
  TrustBreakdown,
} from "../../../shared/contracts/catalog";
import type { Db } from "../../db/client";
import { categories, courses, creators } from "../../db/schema/catalog";
import { BadRequestError, NotFoundError } from "../../lib/errors";
import { createListCache } from "./list-cache";

export const COURSE_NOT_FOUND = "Course not found";
export const UNKNOWN_CATEGORY = "Unknown category.";

/**
 * How close (pg_trgm similarity, 0-1) a catalogue word must be to a query word to replace it:
 * "affilate" -> "affiliate" and "markting" -> "marketing" score 0.58, "amazn" -> "amazon" 0.44,
 * while unrelated words of similar length stay below 0.3.
 */
export const WORD_CORRECTION_MIN = 0.4;

// Every key is "desc nulls last", as in the browse-order indexes (courses_*_idx), so they apply.
/** Order of the featured sort without a search: verified first, then trust score, rating, review count. */
const FEATURED_ORDER: SQL[] = [
  sql`${courses.isVerified} desc nulls last`,
  sql`${courses.trustScore} desc nulls last`,
  sql`${courses.averageRating} desc nulls last`,
  sql`${courses.reviewCount} desc nulls last`,
];
const RATING_ORDER: SQL[] = [
  sql`${courses.averageRating} desc nulls last`,
  sql`${courses.reviewCount} desc nulls last`,
];
const REVIEWS_ORDER: SQL[] = [
  sql`${courses.reviewCount} desc nulls last`,
  sql`${courses.averageRating} desc nulls last`,
];

const summaryFields = {
  id: courses.id,
  title: courses.title,
  description: courses.description,
  creatorId: courses.creatorId,
  instructorName: creators.name,
  creatorSlug: creators.slug,
  categoryName: categories.name,
  categorySlug: categories.slug,
  isVerified: courses.isVerified,
  averageRating: courses.averageRating,
  reviewCount: courses.reviewCount,
  studentCount: courses.studentCount,
  level: courses.level,
  durationHours: courses.durationHours,
  priceCents: courses.priceCents,
  affiliateUrl: courses.affiliateUrl,
  originalUrl: courses.originalUrl,
  trustScore: courses.trustScore,
  creatorStatus: creators.verificationStatus,
};

/** The CourseSummary columns for raw SQL over courses c, creators cr and categories cat. */
const SUMMARY_COLUMNS = sql.raw(`c.id, c.title, c.description, c.creator_id as "creatorId",
  cr.name as "instructorName", cr.slug as "creatorSlug", cat.name as "categoryName",
  cat.slug as "categorySlug", c.is_verified as "isVerified", c.average_rating::text as "averageRating",
  c.review_count as "reviewCount", c.student_count as "studentCount", c.level,
  c.duration_hours as "durationHours", c.price_cents as "priceCents", c.affiliate_url as "affiliateUrl",
  c.original_url as "originalUrl", c.trust_score as "trustScore",
  cr.verification_status as "creatorStatus"`);

interface SummaryRow {
  id: number;
  title: string;
  description: string;
  creatorId: number;
  instructorName: string;
  creatorSlug: string;
  categoryName: string;
  categorySlug: string;
  isVerified: boolean;
  averageRating: string | null;
  reviewCount: number;
  studentCount: number;
  level: CourseLevel;
  durationHours: number;
  priceCents: number;
  affiliateUrl: string | null;
  originalUrl: string;
  trustScore: number | null;
  creatorStatus: CreatorVerificationStatus;
}

/** numeric(3,2) as the contract's two-decimal string, whichever driver read it. */
function ratingText(value: string | null): string | null {
  return value === null ? null : Number(value).toFixed(2);
}

export function toCourseSummary(row: SummaryRow): CourseSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    instructorName: row.instructorName,
    creatorId: row.creatorId,
    creatorSlug: row.creatorSlug,
    categoryName: row.categoryName,
    categorySlug: row.categorySlug,
    isVerified: row.isVerified,
    averageRating: ratingText(row.averageRating),
    reviewCount: row.reviewCount,
    studentCount: row.studentCount,
    level: row.level,
    duration: row.durationHours,
    price: row.priceCents / 100,
    url: row.affiliateUrl ?? row.originalUrl,
    affiliateUrl: row.affiliateUrl,
    originalUrl: row.originalUrl,
    trustScore: row.trustScore,
    creatorVerificationStatus: row.creatorStatus,
  };
}

/** What the server-rendered <head> of /courses/{id} shows. */
export interface CourseMeta {
  id: number;
  title: string;
  description: string;
  creatorName: string;
  averageRating: string | null;
  reviewCount: number;
}

export interface CourseService {
  list(query: CourseListQuery): Promise<CourseListResponse>;
  get(id: number): Promise<CourseDetail>;
  related(id: number, limit: number): Promise<CourseSummary[]>;
  meta(id: number): Promise<CourseMeta | null>;
  /** Forget cached list pages after a write that changes what they show (see list-cache.ts). */
  invalidateLists(): void;
}

export interface CourseServiceOptions {
  /** How long a list page may be served from memory; 0 turns the cache off. */
  listCacheMs?: number;
}

const LIST_CACHE_ENTRIES = 1000;

// PostgreSQL text cannot hold NUL; say so as a 400 rather than let the driver fail.
const hasNul = (text: string) => text.includes("\u0000");

export function createCourseService(db: Db, options: CourseServiceOptions = {}): CourseService {
  const listCache = createListCache<CourseListResponse>({
    ttlMs: options.listCacheMs ?? 0,
    maxEntries: LIST_CACHE_ENTRIES,
  });

  const categoryIdOf = (slug: string) =>
    sql`(select ${categories.id} from ${categories} where ${categories.slug} = ${slug})`;

  function filters(query: CourseListQuery): SQL[] {
    const where: SQL[] = [];
    if (query.category !== undefined) where.push(eq(courses.categoryId, categoryIdOf(query.category)));
    // verified=false means "no filter", not "unverified only": the browser has no such view.
    if (query.verified === "true") where.push(eq(courses.isVerified, true));
    return where;
  }

  async function categoryExists(slug: string): Promise<boolean> {
    const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
    return row !== undefined;
  }

  /** The rows of one page of a search, with the total of all matches. */
  async function searchPage(
    query: CourseListQuery & { q: string },
    offset: number,
    match: {
      /** websearch_to_tsquery text; null: no text match. */
      text: string | null;
      /** The title that counts as an exact match. */
      exact: string;
      creators: boolean;
    },
  ): Promise<{ rows: SummaryRow[]; total: number }> {
    const { q } = query;
    const tsquery = match.text === null ? null : sql`websearch_to_tsquery('english', ${match.text})`;
    const creatorIds = sql`(select ids from creator_ids)::int[]`;
    const conditions: SQL[] = [];
    if (tsquery) conditions.push(sql`c.search_vector @@ ${tsquery}`);
    if (match.creators) conditions.push(sql`c.creator_id = any(${creatorIds})`);
    const where = sql.join(
      [
        sql`(${conditions.length > 0 ? sql.join(conditions, sql` or `) : sql`false`})`,
        ...(query.category === undefined
          ? []
          : [sql`c.category_id = (select id from categories where slug = ${query.category})`]),
        ...(query.verified === "true" ? [sql`c.is_verified`] : []),
      ],
      sql` and `,
    );
    // Relevance: ts_rank (title words weigh A, description words B), an exact title above all, and
    // a course by a creator whose name matches counts like a good title match.
    const rank = sql.join(
      [
        tsquery ? sql`ts_rank(c.search_vector, ${tsquery})` : sql`0`,
        sql`case when lower(c.title) = lower(${match.exact}) then 2 else 0 end`,
        ...(match.creators ? [sql`case when c.creator_id = any(${creatorIds}) then 0.5 else 0 end`] : []),
      ],
      sql` + `,
    );
    const order = (p: SQL) =>
      query.sort === "rating"
        ? sql`${p}.average_rating desc nulls last, ${p}.review_count desc, ${p}.rank desc, ${p}.id`
        : query.sort === "reviews"
          ? sql`${p}.review_count desc, ${p}.average_rating desc nulls last, ${p}.rank desc, ${p}.id`
          : // Equal relevance: the featured order decides (verified, then trust score).
            sql`${p}.rank desc, ${p}.is_verified desc, ${p}.trust_score desc nulls last, ${p}.id`;

    // One statement: rank the matches in a narrow row (id, rank, sort keys; "offset 0" keeps the
    // planner from folding it into the window, which would carry whole rows), count them with
    // count(*) over () while picking the page, then join the page's rows to creators and categories.
    const statement = sql`with creator_ids as (
        select array(select id from creators where ${match.creators ? sql`${q} <% name` : sql`false`}) as ids
      ), ranked as (
        select c.id, c.is_verified, c.trust_score, c.average_rating, c.review_count, (${rank})::real as rank
        from courses c
        where ${where}
        offset 0
      ), page as (
        select ranked.*, (count(*) over ())::int as total
        from ranked
        order by ${order(sql`ranked`)}
        limit ${query.pageSize} offset ${offset}
      )
      select ${SUMMARY_COLUMNS}, p.total
      from page p
      join courses c on c.id = p.id
      join creators cr on cr.id = c.creator_id
      join categories cat on cat.id = c.category_id
      order by ${order(sql`p`)}`;
    const { rows } = (await db.execute(statement)) as unknown as {
      rows: Array<SummaryRow & { total: number }>;
    };
    if (rows.length > 0) return { rows, total: Number(rows[0]!.total) };
    if (offset === 0) return { rows: [], total: 0 };
    // Past the last page: the window had no row to carry the total, so count on its own.
    const counted = (await db.execute(
      sql`with creator_ids as (
          select array(select id from creators where ${match.creators ? sql`${q} <% name` : sql`false`}) as ids
        )
        select count(*)::int as n from courses c where ${where}`,
    )) as unknown as { rows: Array<{ n: number }> };
    return { rows: [], total: Number(counted.rows[0]?.n ?? 0) };
  }

  /**
   * The query's words (lower case), each one the catalogue does not know replaced by the most
   * similar word it does (pg_trgm similarity >= WORD_CORRECTION_MIN over search_words) or dropped
   * when none is close; changed says whether any word was replaced or dropped.
   */
  async function correctWords(q: string): Promise<{ words: string[]; changed: boolean }> {
    const result = (await db.execute(sql`select
        coalesce(array_agg(fixed order by ord) filter (where fixed is not null), '{}') as words,
        coalesce(bool_or(fixed is distinct from word), false) as changed
      from (
        select w.ord, w.word, coalesce(
          (select s.word from search_words s where s.word = w.word),
          (select s.word from search_words s
            where length(w.word) >= 3 and s.word % w.word
              and similarity(s.word, w.word) >= ${WORD_CORRECTION_MIN}
            order by similarity(s.word, w.word) desc, s.word
            limit 1)
        ) as fixed
        from regexp_split_to_table(lower(${q}), '[^[:alnum:]]+') with ordinality as w(word, ord)
        where w.word <> ''
      ) words`)) as unknown as { rows: Array<{ words: string[]; changed: boolean }> };
    const row = result.rows[0];
    return { words: row?.words ?? [], changed: row?.changed ?? false };
  }

  /**
   * Full-text search over title and description first: every word must match (GIN, exact, no
   * recheck). Only when that finds nothing, the forgiving passes, each also matching courses whose
   * creator's name is similar to the query (pg_trgm word_similarity, GIN on creators.name):
   *  1. the words corrected against the catalogue's vocabulary ("affilate markting" ->
   *     "affiliate marketing"), all of them again;
   *  2. if that finds nothing either, any of the (corrected) words, ranked so that courses
   *     matching more of them come first.
   * Matching every title by trigrams instead (`q <% title`) measured 50-130 ms a query at 100k
   * courses; correcting a few words against a vocabulary of a few thousand costs about a
   * millisecond, and a query no course matches stops at empty index lookups.
   */
  async function search(query: CourseListQuery & { q: string }, offset: number) {
    const exact = await searchPage(query, offset, { text: query.q, exact: query.q, creators: false });
    if (exact.total > 0) return exact;
    const { words, changed } = await correctWords(query.q);
    const phrase = words.join(" ");
    let corrected: Awaited<ReturnType<typeof searchPage>> | undefined;
    if (changed && words.length > 0) {
      corrected = await searchPage(query, offset, { text: phrase, exact: phrase, creators: true });
      if (corrected.total > 0 || words.length < 2) return corrected;
    }
    if (words.length >= 2) {
      return searchPage(query, offset, { text: words.join(" or "), exact: phrase, creators: true });
    }
    return corrected ?? searchPage(query, offset, { text: null, exact: query.q, creators: true });
  }

  async function browsePage(
    query: CourseListQuery,
    offset: number,
  ): Promise<{ rows: SummaryRow[]; total: number }> {
    const where = and(...filters(query));
    const order =
      query.sort === "rating" ? RATING_ORDER : query.sort === "reviews" ? REVIEWS_ORDER : FEATURED_ORDER;
    // Two cheap statements: a count, and an index-ordered page (a window count would force a full sort).
    const [[counted], rows] = await Promise.all([
      db.select({ n: count() }).from(courses).where(where),
      db
        .select(summaryFields)
        .from(courses)
        .innerJoin(creators, eq(creators.id, courses.creatorId))
        .innerJoin(categories, eq(categories.id, courses.categoryId))
        .where(where)
        .orderBy(...order, asc(courses.id))
        .limit(query.pageSize)
        .offset(offset),
    ]);
    return { rows, total: counted?.n ?? 0 };
  }

  async function listUncached(query: CourseListQuery): Promise<CourseListResponse> {
    const offset = (query.page - 1) * query.pageSize;
    const { rows, total } =
      query.q === undefined
        ? await browsePage(query, offset)
        : await search({ ...query, q: query.q }, offset);
    // An unknown slug matches nothing; say so instead of answering "0 courses" (see README).
    if (total === 0 && query.category !== undefined && !(await categoryExists(query.category))) {
      throw new BadRequestError(UNKNOWN_CATEGORY);
    }
    return {
      items: rows.map(toCourseSummary),
      total,
      hasMore: offset + rows.length < total,
    };
  }

  return {
    list(query) {
      if (query.q !== undefined && hasNul(query.q)) {
        return Promise.reject(new BadRequestError("Search text contains a character that is not allowed."));
      }
      // Runs of whitespace mean nothing to the search, so "amazon  fba" shares "amazon fba"'s entry.
      const normalized = { ...query, q: query.q?.replace(/\s+/g, " "), format: undefined };
      return listCache.get(JSON.stringify(normalized), () => listUncached(query));
    },

    invalidateLists() {
      listCache.clear();
    },

    async get(id) {
      const [row] = await db
        .select({
          ...summaryFields,
          instructorBio: creators.bio,
          verifiedSource: courses.verifiedSource,
          verificationDate: courses.verificationDate,
          verificationNotes: courses.verificationNotes,
          socialMediaPlatform: creators.socialMediaPlatform,
          creatorFollowerCount: creators.followerCount,
          incomeClaims: courses.incomeClaims,
          actualStudentOutcomes: courses.actualStudentOutcomes,
          redFlags: courses.redFlags,
          salesCopy: courses.salesCopy,
          trustBreakdown: courses.trustBreakdown,
          createdAt: courses.createdAt,
          updatedAt: courses.updatedAt,
        })
        .from(courses)
        .innerJoin(creators, eq(creators.id, courses.creatorId))
        .innerJoin(categories, eq(categories.id, courses.categoryId))
        .where(eq(courses.id, id));
      if (!row) throw new NotFoundError(COURSE_NOT_FOUND);
      // A stored breakdown from an older scorer that no longer fits the contract is shown as "not scored".
      const breakdown = row.trustBreakdown === null ? null : TrustBreakdown.safeParse(row.trustBreakdown);
      return {
        ...toCourseSummary(row),
        instructorBio: row.instructorBio,
        verifiedSource: row.verifiedSource,
        verificationDate: row.verificationDate?.toISOString() ?? null,
        verificationNotes: row.verificationNotes,
        socialMediaPlatform: row.socialMediaPlatform,
        creatorFollowerCount: row.creatorFollowerCount,
        incomeClaims: row.incomeClaims,
        actualStudentOutcomes: row.actualStudentOutcomes,
        redFlags: row.redFlags,
        salesCopy: row.salesCopy,
        trustBreakdown: breakdown?.success ? breakdown.data : null,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    },

    async related(id, limit) {
      const [self] = await db
        .select({ categoryId: courses.categoryId, creatorId: courses.creatorId })
        .from(courses)
        .where(eq(courses.id, id));
      if (!self) throw new NotFoundError(COURSE_NOT_FOUND);
      const sameCategory = eq(courses.categoryId, self.categoryId);
      const sameCreator = eq(courses.creatorId, self.creatorId);
      const rows = await db
        .select(summaryFields)
        .from(courses)
        .innerJoin(creators, eq(creators.id, courses.creatorId))
        .innerJoin(categories, eq(categories.id, courses.categoryId))
        .where(and(ne(courses.id, id), or(sameCategory, sameCreator)))
        // Same category first (and within it the same creator), then the creator's other courses;
        // best first by the featured order.
        .orderBy(desc(sameCategory), desc(sameCreator), ...FEATURED_ORDER, asc(courses.id))
        .limit(limit);
      return rows.map(toCourseSummary);
    },

    async meta(id) {
      const [row] = await db
        .select({
          id: courses.id,
          title: courses.title,
          description: courses.description,
          creatorName: creators.name,
          averageRating: courses.averageRating,
          reviewCount: courses.reviewCount,
        })
        .from(courses)
        .innerJoin(creators, eq(creators.id, courses.creatorId))
        .where(eq(courses.id, id));
      return row ? { ...row, averageRating: ratingText(row.averageRating) } : null;
    },
  };
}
