// The catalogue: list (browse, or search through course-search.ts) behind the list cache, detail,
// related courses, and the few columns the server-rendered course page needs.
import { and, asc, count, desc, eq, max, ne, or, type SQL, sql } from "drizzle-orm";
import {
  type CourseDetail,
  type CourseListQuery,
  type CourseListResponse,
  type CourseSummary,
  TrustBreakdown,
} from "../../../shared/contracts/catalog";
import { fromMinor } from "../../../shared/domain/money";
import type { Db } from "../../db/client";
import { categories } from "../../db/schema/categories";
import { courses } from "../../db/schema/courses";
import { creators } from "../../db/schema/creators";
import { reviews } from "../../db/schema/reviews";
import { BadRequestError } from "../../lib/errors";
import { createListCache } from "../../lib/list-cache";
import { findExisting } from "../../lib/lock-row";
import {
  FEATURED_ORDER,
  IN_CATALOGUE,
  RATING_ORDER,
  REVIEWS_ORDER,
  ratingText,
  type SummaryRow,
  selectCourse,
  selectCourses,
  storedFacts,
  summaryFields,
  summaryPage,
  toCourseSummary,
} from "./course-rows";
import { createCourseSearch } from "./course-search";

export const COURSE_NOT_FOUND = "Course not found";
export const UNKNOWN_CATEGORY = "Unknown category.";

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

export function createCourseService(db: Db, options: CourseServiceOptions = {}): CourseService {
  const listCache = createListCache<CourseListResponse>({
    ttlMs: options.listCacheMs ?? 0,
    maxEntries: LIST_CACHE_ENTRIES,
    // A page up to one more TTL old is answered while it refreshes (lib/list-cache.ts).
    staleMs: options.listCacheMs ?? 0,
  });

  const { search } = createCourseSearch(db);

  const categoryIdOf = (slug: string) =>
    sql`(select ${categories.id} from ${categories} where ${categories.slug} = ${slug})`;

  function filters(query: CourseListQuery): SQL[] {
    const where: SQL[] = [IN_CATALOGUE];
    if (query.category !== undefined) where.push(eq(courses.categoryId, categoryIdOf(query.category)));
    // verified=false means "no filter", not "unverified only": the browser has no such view.
    if (query.verified === "true") where.push(eq(courses.isVerified, true));
    return where;
  }

  async function categoryExists(slug: string): Promise<boolean> {
    const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
    return row !== undefined;
  }

  async function browsePage(
    query: CourseListQuery,
    offset: number,
  ): Promise<{ rows: SummaryRow[]; total: number }> {
    const where = and(...filters(query));
    const order =
      query.sort === "rating" ? RATING_ORDER : query.sort === "reviews" ? REVIEWS_ORDER : FEATURED_ORDER;
    return summaryPage(db, where, order, { pageSize: query.pageSize, offset });
  }

  async function listUncached(query: CourseListQuery): Promise<CourseListResponse> {
    const offset = (query.page - 1) * query.pageSize;
    const { rows, total, totalIsLowerBound } =
      query.q === undefined
        ? { ...(await browsePage(query, offset)), totalIsLowerBound: false }
        : await search({ ...query, q: query.q }, offset);
    // An unknown slug matches nothing; say so instead of answering "0 courses" (see README).
    if (total === 0 && query.category !== undefined && !(await categoryExists(query.category))) {
      throw new BadRequestError(UNKNOWN_CATEGORY);
    }
    return {
      items: rows.map(toCourseSummary),
      total,
      // A broad search counts the matches it read: "at least total" (decision 0013).
      ...(totalIsLowerBound ? { totalIsLowerBound: true as const } : {}),
      hasMore: offset + rows.length < total || (totalIsLowerBound && rows.length === query.pageSize),
    };
  }

  return {
    list(query) {
      // Runs of whitespace mean nothing to the search, so "amazon  fba" shares "amazon fba"'s entry.
      const normalized = { ...query, q: query.q?.replace(/\s+/g, " "), format: undefined };
      return listCache.get(JSON.stringify(normalized), () => listUncached(query));
    },

    invalidateLists() {
      listCache.clear();
    },

    async get(id) {
      const row = await selectCourse(db, id, {
        ...summaryFields,
        instructorBio: creators.bio,
        anchorPriceCents: courses.anchorPriceCents,
        refundDays: courses.refundDays,
        refundKind: courses.refundKind,
        recurring: courses.recurring,
        facts: courses.facts,
        verifiedSource: courses.verifiedSource,
        verificationDate: courses.verificationDate,
        verificationNotes: courses.verificationNotes,
        verificationEvidence: courses.verificationEvidence,
        archivedAt: courses.archivedAt,
        socialMediaPlatform: creators.socialMediaPlatform,
        creatorFollowerCount: creators.followerCount,
        incomeClaims: courses.incomeClaims,
        actualStudentOutcomes: courses.actualStudentOutcomes,
        redFlags: courses.redFlags,
        salesCopy: courses.salesCopy,
        trustBreakdown: courses.trustBreakdown,
        createdAt: courses.createdAt,
        updatedAt: courses.updatedAt,
      });
      // What the rating rests on, said next to it on the page.
      const [basis] = await db
        .select({
          reviewCount: count(),
          verifiedCount: sql<number>`(count(*) filter (where ${reviews.collection} = 'verified'))::int`,
          latestReviewAt: max(reviews.createdAt),
        })
        .from(reviews)
        .where(and(eq(reviews.courseId, id), eq(reviews.status, "approved")));
      // A stored breakdown from an older scorer that no longer fits the contract is shown as "not scored".
      const breakdown = row.trustBreakdown === null ? null : TrustBreakdown.safeParse(row.trustBreakdown);
      return {
        ...toCourseSummary(row),
        anchorPrice: row.anchorPriceCents === null ? null : fromMinor(row.anchorPriceCents, row.currency),
        refund: row.refundKind === null ? null : { days: row.refundDays, kind: row.refundKind },
        recurring: row.recurring,
        facts: storedFacts(row.facts),
        instructorBio: row.instructorBio,
        verifiedSource: row.verifiedSource,
        verificationDate: row.verificationDate?.toISOString() ?? null,
        verificationNotes: row.verificationNotes,
        verificationEvidence: row.verificationEvidence,
        archivedAt: row.archivedAt?.toISOString() ?? null,
        socialMediaPlatform: row.socialMediaPlatform,
        creatorFollowerCount: row.creatorFollowerCount,
        incomeClaims: row.incomeClaims,
        actualStudentOutcomes: row.actualStudentOutcomes,
        redFlags: row.redFlags,
        salesCopy: row.salesCopy,
        trustBreakdown: breakdown?.success ? breakdown.data : null,
        ratingBasis: {
          reviewCount: basis?.reviewCount ?? 0,
          verifiedCount: Number(basis?.verifiedCount ?? 0),
          latestReviewAt: basis?.latestReviewAt ? new Date(basis.latestReviewAt).toISOString() : null,
        },
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    },

    async related(id, limit) {
      const self = await findExisting(db, courses, id, COURSE_NOT_FOUND, {
        categoryId: courses.categoryId,
        creatorId: courses.creatorId,
      });
      const sameCategory = eq(courses.categoryId, self.categoryId);
      const sameCreator = eq(courses.creatorId, self.creatorId);
      const rows = await selectCourses(db, summaryFields)
        .where(and(ne(courses.id, id), IN_CATALOGUE, or(sameCategory, sameCreator)))
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
