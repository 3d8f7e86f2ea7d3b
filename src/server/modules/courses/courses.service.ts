// The catalogue: list and search, detail, related courses, and the few columns the server-rendered
// course page needs. Search is typo-tolerant full-text search that runs the same on PGlite and
// PostgreSQL: a stemmed tsvector match OR a trigram word-similarity match on the title (GIN
// indexes for both), ordered by a rank that combines the two.
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

export const COURSE_NOT_FOUND = "Course not found";
export const UNKNOWN_CATEGORY = "Unknown category.";

/**
 * pg_trgm's word_similarity threshold for `q <% title` (the extension's default is 0.6). 0.5 lets a
 * query with a typo in every word through ("affilate markting" scores 0.58 against "Affiliate
 * Marketing …"), while two unrelated words stay well below it. Set per search transaction
 * (SET LOCAL), so it holds on every pooled PostgreSQL connection as on PGlite's single session.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

/** Order of the featured sort without a search (documented in README "Catalogue"). */
const FEATURED_ORDER: SQL[] = [
  desc(courses.isVerified),
  sql`${courses.trustScore} desc nulls last`,
  sql`${courses.averageRating} desc nulls last`,
  desc(courses.reviewCount),
];
const RATING_ORDER: SQL[] = [sql`${courses.averageRating} desc nulls last`, desc(courses.reviewCount)];
const REVIEWS_ORDER: SQL[] = [desc(courses.reviewCount), sql`${courses.averageRating} desc nulls last`];

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
}

// PostgreSQL text cannot hold NUL; say so as a 400 rather than let the driver fail.
const hasNul = (text: string) => text.includes("\u0000");

export function createCourseService(db: Db): CourseService {
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

  /** Rows of one page, in order, with the total of all matches (null when the page came back empty). */
  async function searchPage(
    query: CourseListQuery & { q: string },
    offset: number,
  ): Promise<{ rows: SummaryRow[]; total: number | null }> {
    const { q } = query;
    const tsquery = sql`websearch_to_tsquery('english', ${q})`;
    // Creators whose name matches: a handful of ids, looked up once per query (InitPlan).
    const creatorMatch = sql`${courses.creatorId} = any(array(select ${creators.id} from ${creators} where ${q} <% ${creators.name}))`;
    const matches = or(
      sql`${courses.searchVector} @@ ${tsquery}`,
      sql`${q} <% ${courses.title}`,
      creatorMatch,
    )!;
    // Relevance: stemmed-word rank plus fuzzy title similarity; an exact title wins outright and a
    // creator-name match counts like a good title match.
    const rank = sql<number>`(ts_rank(${courses.searchVector}, ${tsquery})
      + word_similarity(${q}, ${courses.title})
      + case when lower(${courses.title}) = lower(${q}) then 2 else 0 end
      + case when ${creatorMatch} then 0.5 else 0 end)::real`;
    const byRank = sql`"rank" desc`;
    const order =
      query.sort === "rating"
        ? [...RATING_ORDER, byRank]
        : query.sort === "reviews"
          ? [...REVIEWS_ORDER, byRank]
          : [byRank];

    const page = db.$with("page").as(
      db
        .select({
          id: sql<number>`${courses.id}`.as("page_id"),
          rank: rank.as("rank"),
          total: sql<number>`count(*) over ()`.mapWith(Number).as("total"),
        })
        .from(courses)
        .where(and(matches, ...filters(query)))
        .orderBy(...order, asc(courses.id))
        .limit(query.pageSize)
        .offset(offset),
    );
    const outerRank = sql`${page.rank} desc`;
    const outerOrder =
      query.sort === "rating"
        ? [...RATING_ORDER, outerRank]
        : query.sort === "reviews"
          ? [...REVIEWS_ORDER, outerRank]
          : [outerRank];

    return db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`,
      );
      const rows = await tx
        .with(page)
        .select({ ...summaryFields, total: page.total })
        .from(page)
        .innerJoin(courses, eq(courses.id, page.id))
        .innerJoin(creators, eq(creators.id, courses.creatorId))
        .innerJoin(categories, eq(categories.id, courses.categoryId))
        .orderBy(...outerOrder, asc(courses.id));
      if (rows.length > 0) return { rows, total: Number(rows[0]!.total) };
      if (offset === 0) return { rows: [], total: 0 };
      // Past the last page: the window had no row to carry the total, so count on its own.
      const [counted] = await tx
        .select({ n: count() })
        .from(courses)
        .where(and(matches, ...filters(query)));
      return { rows: [], total: counted?.n ?? 0 };
    });
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

  return {
    async list(query) {
      if (query.q !== undefined && hasNul(query.q)) {
        throw new BadRequestError("Search text contains a character that is not allowed.");
      }
      const offset = (query.page - 1) * query.pageSize;
      const { rows, total } =
        query.q === undefined
          ? await browsePage(query, offset)
          : await searchPage({ ...query, q: query.q }, offset);
      const resolvedTotal = total ?? 0;
      // An unknown slug matches nothing; say so instead of answering "0 courses" (see README).
      if (resolvedTotal === 0 && query.category !== undefined && !(await categoryExists(query.category))) {
        throw new BadRequestError(UNKNOWN_CATEGORY);
      }
      return {
        items: rows.map(toCourseSummary),
        total: resolvedTotal,
        hasMore: offset + rows.length < resolvedTotal,
      };
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
