// Writes a generated demo catalogue into an empty catalogue, inside the caller's transaction, with
// multi-row inserts (bulk-insert.ts) of the schema's insert types. Rows are joined by natural keys (creator slug, course URL, reviewer e-mail),
// so nothing depends on the order in which the database returns ids.
import { count, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { TRUST_FORMULA_VERSION } from "../../../shared/domain/trust-score";
import type { Executor } from "../../db/client";
import { adSightings } from "../../db/schema/ad-sightings";
import { users } from "../../db/schema/auth";
import { categories } from "../../db/schema/categories";
import { communityReports } from "../../db/schema/community-reports";
import { coursePriceHistory, courses } from "../../db/schema/courses";
import { creators } from "../../db/schema/creators";
import { reviews } from "../../db/schema/reviews";
import { approvedReviewsOf, reviewFigures } from "../../modules/trust/trust-engine";
import { bulkInsert } from "./bulk-insert";
import type { CourseSeed, CreatorSeed, DemoCatalogue } from "./types";

export interface CatalogueReport {
  creators: number;
  courses: number;
  priceHistory: number;
  reviewers: number;
  reviews: number;
  adSightings: number;
  communityReports: number;
}

export const EMPTY_CATALOGUE_REPORT: CatalogueReport = {
  creators: 0,
  courses: 0,
  priceHistory: 0,
  reviewers: 0,
  reviews: 0,
  adSightings: 0,
  communityReports: 0,
};

export async function courseCount(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(courses);
  return row?.n ?? 0;
}

/** Category ids by slug; throws when one is missing (categories are seeded first). */
export async function categoryIds(db: Executor): Promise<Map<string, number>> {
  const rows = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  return new Map(rows.map((r) => [r.slug, r.id]));
}

function need<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo catalogue: no ${what} for ${String(key)}`);
  return value;
}

/** A creator as a row of the creators table. */
export function creatorRow({ primaryCategory: _, ...c }: CreatorSeed): typeof creators.$inferInsert {
  return { ...c, updatedAt: c.createdAt };
}

/** A course as a row of the courses table. */
export function courseRow(
  c: CourseSeed,
  ids: { creatorId: number; categoryId: number },
  computedAt: Date,
): typeof courses.$inferInsert {
  return {
    title: c.title,
    description: c.description,
    salesCopy: c.salesCopy,
    ...ids,
    level: c.level,
    durationHours: c.durationHours,
    studentCount: c.studentCount,
    priceCents: c.priceCents,
    originalUrl: c.originalUrl,
    affiliateUrl: c.affiliateUrl,
    isVerified: c.isVerified,
    verifiedSource: c.verifiedSource,
    verificationDate: c.verificationDate,
    verificationNotes: c.verificationNotes,
    incomeClaims: c.incomeClaims,
    actualStudentOutcomes: c.actualStudentOutcomes,
    redFlags: c.redFlags,
    trustScore: c.trustScore,
    trustBreakdown: c.trustBreakdown,
    trustComputedAt: computedAt,
    // The seed scored the course with this build's formula (generate.ts).
    trustFormulaVersion: TRUST_FORMULA_VERSION,
    detectorFindings: c.detectorFindings,
    createdAt: c.createdAt,
    updatedAt: c.priceHistory.at(-1)?.recordedAt ?? c.createdAt,
  };
}

/** The `id` of each row whose `key` is one of `keys` (new and earlier rows alike), by key. */
async function idsByKey<Id>(tx: Executor, id: AnyPgColumn, key: AnyPgColumn, keys: string[]) {
  const rows = await tx.select({ id, key }).from(key.table).where(inArray(key, keys));
  return new Map(rows.map((row) => [row.key as string, row.id as Id]));
}

export async function insertDemoCatalogue(tx: Executor, catalogue: DemoCatalogue): Promise<CatalogueReport> {
  const categoryId = await categoryIds(tx);

  // Creators and reviewers may survive from an earlier catalogue whose courses were deleted: keep them.
  const newCreators = await bulkInsert(tx, creators, catalogue.creators.map(creatorRow), {
    onConflictDoNothing: true,
    returning: ["id"],
  });
  const creatorSlugs = catalogue.creators.map((c) => c.slug);
  const creatorId = await idsByKey<number>(tx, creators.id, creators.slug, creatorSlugs);

  const keyByUrl = new Map(catalogue.courses.map((c) => [c.originalUrl, c.key]));
  const insertedCourses = await bulkInsert(
    tx,
    courses,
    catalogue.courses.map((c) =>
      courseRow(
        c,
        {
          creatorId: need(creatorId, c.creatorSlug, "creator"),
          categoryId: need(categoryId, c.categorySlug, "category"),
        },
        catalogue.anchor,
      ),
    ),
    { returning: ["id", "originalUrl"] },
  );
  const courseId = new Map(
    insertedCourses.map((row) => [need(keyByUrl, row.originalUrl, "course"), Number(row.id)]),
  );

  const priceRows = catalogue.courses.flatMap((c) =>
    c.priceHistory.map((p) => ({ courseId: need(courseId, c.key, "course"), ...p })),
  );
  await bulkInsert(tx, coursePriceHistory, priceRows);

  const newReviewers = await bulkInsert(
    tx,
    users,
    catalogue.reviewers.map((r) => ({ ...r, passwordHash: null, isDemo: true })),
    { onConflictDoNothing: true, returning: ["id"] },
  );
  const reviewerEmails = catalogue.reviewers.map((r) => r.email);
  const reviewerId = await idsByKey<string>(tx, users.id, users.email, reviewerEmails);

  const reviewRows = catalogue.reviews.map((r) => ({
    courseId: need(courseId, r.courseKey, "course"),
    userId: need(reviewerId, catalogue.reviewers[r.reviewerIndex]?.email, "reviewer"),
    rating: r.rating,
    text: r.text,
    proofUrl: r.proofUrl,
    status: r.status,
    moderatedAt: r.moderatedAt,
    createdAt: r.createdAt,
    updatedAt: r.moderatedAt ?? r.createdAt,
  }));
  await bulkInsert(tx, reviews, reviewRows);

  const sightingRows = catalogue.adSightings.map((a) => ({
    courseId: a.courseKey === null ? null : need(courseId, a.courseKey, "course"),
    creatorId: a.creatorSlug === null ? null : need(creatorId, a.creatorSlug, "creator"),
    platform: a.platform,
    seenAt: a.seenAt,
    adText: a.adText,
  }));
  await bulkInsert(tx, adSightings, sightingRows);

  const reportRows = catalogue.communityReports.map((r) => ({
    creatorId: need(creatorId, r.creatorSlug, "creator"),
    creatorName: r.creatorName,
    platform: r.platform,
    scamType: r.scamType,
    description: r.description,
    evidence: r.evidence,
    status: r.status,
    reportedBy:
      r.reporterIndex === null
        ? null
        : need(reviewerId, catalogue.reviewers[r.reporterIndex]?.email, "reporter"),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }));
  await bulkInsert(tx, communityReports, reportRows);

  // The figures a course shows come from the approved rows actually stored, not from the generator:
  // its honest rating as of the catalogue's anchor, as the trust engine computes it.
  const stored = await approvedReviewsOf(tx, [...courseId.values()]);
  const figures = [...stored].map(([id, approved]) => {
    const { rating, count } = reviewFigures(approved, catalogue.anchor);
    return { id, average_rating: rating === null ? null : rating.toFixed(2), review_count: count };
  });
  await tx.execute(sql`
    update ${courses} set average_rating = x.average_rating, review_count = x.review_count
    from jsonb_to_recordset(${JSON.stringify(figures)}::jsonb)
      as x(id int, average_rating numeric(3, 2), review_count int)
    where ${courses.id} = x.id`);

  return {
    creators: newCreators.length,
    courses: courseId.size,
    priceHistory: priceRows.length,
    reviewers: newReviewers.length,
    reviews: reviewRows.length,
    adSightings: sightingRows.length,
    communityReports: reportRows.length,
  };
}
