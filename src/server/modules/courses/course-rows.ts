// How course rows become the contract's CourseSummary, and the catalogue's sort orders; shared by
// browsing, search and the detail page.
import { asc, count, eq, type SQL, sql } from "drizzle-orm";
import type { PgSelectBase, SelectedFields } from "drizzle-orm/pg-core";
import type {
  CourseLevel,
  CourseSummary,
  CreatorVerificationStatus,
  EditorialStatus,
} from "../../../shared/contracts/catalog";
import { COURSE_NOT_FOUND } from "../../../shared/contracts/common";
import { PageFacts } from "../../../shared/contracts/page-facts";
import { type Billing, fromMinor } from "../../../shared/domain/money";
import type { Db } from "../../db/client";
import { categories } from "../../db/schema/categories";
import { courses } from "../../db/schema/courses";
import { creators } from "../../db/schema/creators";
import { NotFoundError } from "../../lib/errors";

// Every key is "desc nulls last", as in the browse-order indexes (courses_*_idx), so they apply.
/** Order of the featured sort without a search: verified first, then trust score, rating, review count. */
export const FEATURED_ORDER: SQL[] = [
  sql`${courses.isVerified} desc nulls last`,
  sql`${courses.trustScore} desc nulls last`,
  sql`${courses.averageRating} desc nulls last`,
  sql`${courses.reviewCount} desc nulls last`,
];
export const RATING_ORDER: SQL[] = [
  sql`${courses.averageRating} desc nulls last`,
  sql`${courses.reviewCount} desc nulls last`,
];
export const REVIEWS_ORDER: SQL[] = [
  sql`${courses.reviewCount} desc nulls last`,
  sql`${courses.averageRating} desc nulls last`,
];

export const summaryFields = {
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
  currency: courses.currency,
  billing: courses.billing,
  installmentCount: courses.installmentCount,
  priceKnown: sql<boolean>`coalesce(${courses.facts}->'price', '{}'::jsonb) <> 'null'::jsonb`,
  affiliateUrl: courses.affiliateUrl,
  originalUrl: courses.originalUrl,
  trustScore: courses.trustScore,
  creatorStatus: creators.verificationStatus,
  editorialStatus: courses.editorialStatus,
};

/** The CourseSummary columns for raw SQL over courses c, creators cr and categories cat. */
export const SUMMARY_COLUMNS = sql.raw(`c.id, c.title, c.description, c.creator_id as "creatorId",
  cr.name as "instructorName", cr.slug as "creatorSlug", cat.name as "categoryName",
  cat.slug as "categorySlug", c.is_verified as "isVerified", c.average_rating::text as "averageRating",
  c.review_count as "reviewCount", c.student_count as "studentCount", c.level,
  c.duration_hours as "durationHours", c.price_cents as "priceCents", c.currency, c.billing,
  c.installment_count as "installmentCount",
  coalesce(c.facts->'price', '{}'::jsonb) <> 'null'::jsonb as "priceKnown", c.affiliate_url as "affiliateUrl",
  c.original_url as "originalUrl", c.trust_score as "trustScore",
  cr.verification_status as "creatorStatus", c.editorial_status as "editorialStatus"`);

export interface SummaryRow {
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
  currency: string;
  billing: Billing;
  installmentCount: number | null;
  priceKnown: boolean;
  affiliateUrl: string | null;
  originalUrl: string;
  trustScore: number | null;
  creatorStatus: CreatorVerificationStatus;
  editorialStatus: EditorialStatus;
}

/** A course's or snapshot's stored page facts, or null when none were stored or they no longer fit the contract. */
export function storedFacts(value: unknown): PageFacts | null {
  if (value === null || value === undefined) return null;
  const parsed = PageFacts.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** numeric(3,2) as the contract's two-decimal string, whichever driver read it. */
export function ratingText(value: string | null): string | null {
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
    price: fromMinor(row.priceCents, row.currency),
    currency: row.currency,
    billing: row.billing,
    installmentCount: row.billing === "installments" ? row.installmentCount : null,
    priceKnown: row.priceKnown,
    url: row.affiliateUrl ?? row.originalUrl,
    affiliateUrl: row.affiliateUrl,
    originalUrl: row.originalUrl,
    trustScore: row.trustScore,
    creatorVerificationStatus: row.creatorStatus,
    editorialStatus: row.editorialStatus,
  };
}

/** Courses the catalogue shows (lists, search, related, counts): everything not archived. */
export const IN_CATALOGUE = sql`${courses.editorialStatus} <> 'archived'`;

/** `select fields from courses`, each course joined to its creator and category (every course has both). */
export function selectCourses<T extends SelectedFields>(db: Db, fields: T) {
  // Named as the builder it is: with a generic selection drizzle cannot resolve `from`'s result type.
  const from = db.select(fields).from(courses) as unknown as PgSelectBase<"courses", T, "partial">;
  return from
    .innerJoin(creators, eq(creators.id, courses.creatorId))
    .innerJoin(categories, eq(categories.id, courses.categoryId));
}

/** Course `id`'s `fields`, joined as selectCourses joins them; NotFoundError when there is no such course. */
export async function selectCourse<T extends SelectedFields>(db: Db, id: number, fields: T) {
  const [row] = await selectCourses(db, fields).where(eq(courses.id, id));
  if (!row) throw new NotFoundError(COURSE_NOT_FOUND);
  return row;
}

/**
 * One page of the course summaries `where` matches, in `order` (the id breaks ties), and how many
 * it matches: two cheap statements, a count and an index-ordered page (a window count would force a
 * full sort).
 */
export async function summaryPage(
  db: Db,
  where: SQL | undefined,
  order: readonly SQL[],
  page: { pageSize: number; offset: number },
): Promise<{ rows: SummaryRow[]; total: number }> {
  const [[counted], rows] = await Promise.all([
    db.select({ n: count() }).from(courses).where(where),
    selectCourses(db, summaryFields)
      .where(where)
      .orderBy(...order, asc(courses.id))
      .limit(page.pageSize)
      .offset(page.offset),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
