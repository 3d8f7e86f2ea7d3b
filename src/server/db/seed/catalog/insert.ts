// Writes a generated demo catalogue into an empty catalogue, inside the caller's transaction, with
// multi-row inserts (bulk-insert.ts). Rows are joined by natural keys (creator slug, course URL, reviewer e-mail),
// so nothing depends on the order in which the database returns ids.
import { count, inArray, sql } from "drizzle-orm";
import { TRUST_FORMULA_VERSION } from "../../../../shared/domain/trust-score";
import { categories, courses, creators } from "../../schema/catalog";
import { reviews } from "../../schema/reviews";
import { users } from "../../schema/users";
import { bulkInsert, type Executor } from "./bulk-insert";
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

export const CREATOR_COLUMNS = {
  slug: "text",
  name: "text",
  bio: "text",
  background: "text",
  specialties: "text[]",
  website_url: "text",
  youtube_url: "text",
  instagram_url: "text",
  x_url: "text",
  verification_status: "text",
  social_media_platform: "text",
  follower_count: "int",
  created_at: "timestamptz",
  updated_at: "timestamptz",
} as const;

export const COURSE_COLUMNS = {
  title: "text",
  description: "text",
  sales_copy: "text",
  creator_id: "int",
  category_id: "int",
  level: "text",
  duration_hours: "int",
  student_count: "int",
  price_cents: "int",
  original_url: "text",
  affiliate_url: "text",
  is_verified: "boolean",
  verified_source: "text",
  verification_date: "timestamptz",
  verification_notes: "text",
  income_claims: "text",
  actual_student_outcomes: "text",
  red_flags: "text[]",
  trust_score: "int",
  trust_breakdown: "jsonb",
  trust_computed_at: "timestamptz",
  trust_formula_version: "int",
  detector_findings: "jsonb",
  created_at: "timestamptz",
  updated_at: "timestamptz",
} as const;

export const PRICE_COLUMNS = { course_id: "int", price_cents: "int", recorded_at: "timestamptz" } as const;

const USER_COLUMNS = {
  email: "text",
  first_name: "text",
  last_name: "text",
  password_hash: "text",
  is_demo: "boolean",
} as const;

const REVIEW_COLUMNS = {
  course_id: "int",
  user_id: "uuid",
  rating: "int",
  text: "text",
  proof_url: "text",
  status: "text",
  moderated_at: "timestamptz",
  created_at: "timestamptz",
  updated_at: "timestamptz",
} as const;

const REPORT_COLUMNS = {
  creator_id: "int",
  creator_name: "text",
  platform: "text",
  scam_type: "text",
  description: "text",
  evidence: "text",
  status: "text",
  reported_by: "uuid",
  created_at: "timestamptz",
  updated_at: "timestamptz",
} as const;

const SIGHTING_COLUMNS = {
  course_id: "int",
  creator_id: "int",
  platform: "text",
  seen_at: "timestamptz",
  ad_text: "text",
} as const;

/** A creator as a row of CREATOR_COLUMNS. */
export function creatorRow(c: Omit<CreatorSeed, "primaryCategory">): Record<string, unknown> {
  return {
    slug: c.slug,
    name: c.name,
    bio: c.bio,
    background: c.background,
    specialties: c.specialties,
    website_url: c.websiteUrl,
    youtube_url: c.youtubeUrl,
    instagram_url: c.instagramUrl,
    x_url: c.xUrl,
    verification_status: c.verificationStatus,
    social_media_platform: c.socialMediaPlatform,
    follower_count: c.followerCount,
    created_at: c.createdAt,
    updated_at: c.createdAt,
  };
}

/** A course as a row of COURSE_COLUMNS. */
export function courseRow(
  c: CourseSeed,
  ids: { creatorId: number; categoryId: number },
  computedAt: Date,
): Record<string, unknown> {
  return {
    title: c.title,
    description: c.description,
    sales_copy: c.salesCopy,
    creator_id: ids.creatorId,
    category_id: ids.categoryId,
    level: c.level,
    duration_hours: c.durationHours,
    student_count: c.studentCount,
    price_cents: c.priceCents,
    original_url: c.originalUrl,
    affiliate_url: c.affiliateUrl,
    is_verified: c.isVerified,
    verified_source: c.verifiedSource,
    verification_date: c.verificationDate,
    verification_notes: c.verificationNotes,
    income_claims: c.incomeClaims,
    actual_student_outcomes: c.actualStudentOutcomes,
    red_flags: c.redFlags,
    trust_score: c.trustScore,
    trust_breakdown: c.trustBreakdown,
    trust_computed_at: computedAt,
    // The seed scored the course with this build's formula (generate.ts).
    trust_formula_version: TRUST_FORMULA_VERSION,
    detector_findings: c.detectorFindings,
    created_at: c.createdAt,
    updated_at: c.priceHistory.at(-1)?.recordedAt ?? c.createdAt,
  };
}

export async function insertDemoCatalogue(tx: Executor, catalogue: DemoCatalogue): Promise<CatalogueReport> {
  const categoryId = await categoryIds(tx);

  // Creators and reviewers may survive from an earlier catalogue whose courses were deleted: keep them.
  const newCreators = await bulkInsert(tx, "creators", CREATOR_COLUMNS, catalogue.creators.map(creatorRow), {
    onConflictDoNothing: true,
    returning: ["id"],
  });
  const creatorRows = await tx
    .select({ id: creators.id, slug: creators.slug })
    .from(creators)
    .where(
      inArray(
        creators.slug,
        catalogue.creators.map((c) => c.slug),
      ),
    );
  const creatorId = new Map(creatorRows.map((r) => [r.slug, r.id]));

  const keyByUrl = new Map(catalogue.courses.map((c) => [c.originalUrl, c.key]));
  const insertedCourses = await bulkInsert<{ id: number; original_url: string }>(
    tx,
    "courses",
    COURSE_COLUMNS,
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
    { returning: ["id", "original_url"] },
  );
  const courseId = new Map(
    insertedCourses.map((row) => [need(keyByUrl, row.original_url, "course"), Number(row.id)]),
  );

  const priceRows = catalogue.courses.flatMap((c) =>
    c.priceHistory.map((p) => ({
      course_id: need(courseId, c.key, "course"),
      price_cents: p.priceCents,
      recorded_at: p.recordedAt,
    })),
  );
  await bulkInsert(tx, "course_price_history", PRICE_COLUMNS, priceRows);

  const newReviewers = await bulkInsert(
    tx,
    "users",
    USER_COLUMNS,
    catalogue.reviewers.map((r) => ({
      email: r.email,
      first_name: r.firstName,
      last_name: r.lastName,
      password_hash: null,
      is_demo: true,
    })),
    { onConflictDoNothing: true, returning: ["id"] },
  );
  const reviewerRows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        catalogue.reviewers.map((r) => r.email),
      ),
    );
  const reviewerId = new Map(reviewerRows.map((r) => [r.email, r.id]));

  const reviewRows = catalogue.reviews.map((r) => ({
    course_id: need(courseId, r.courseKey, "course"),
    user_id: need(reviewerId, catalogue.reviewers[r.reviewerIndex]?.email, "reviewer"),
    rating: r.rating,
    text: r.text,
    proof_url: r.proofUrl,
    status: r.status,
    moderated_at: r.moderatedAt,
    created_at: r.createdAt,
    updated_at: r.moderatedAt ?? r.createdAt,
  }));
  await bulkInsert(tx, "reviews", REVIEW_COLUMNS, reviewRows);

  const sightingRows = catalogue.adSightings.map((a) => ({
    course_id: a.courseKey === null ? null : need(courseId, a.courseKey, "course"),
    creator_id: a.creatorSlug === null ? null : need(creatorId, a.creatorSlug, "creator"),
    platform: a.platform,
    seen_at: a.seenAt,
    ad_text: a.adText,
  }));
  await bulkInsert(tx, "ad_sightings", SIGHTING_COLUMNS, sightingRows);

  const reportRows = catalogue.communityReports.map((r) => ({
    creator_id: need(creatorId, r.creatorSlug, "creator"),
    creator_name: r.creatorName,
    platform: r.platform,
    scam_type: r.scamType,
    description: r.description,
    evidence: r.evidence,
    status: r.status,
    reported_by:
      r.reporterIndex === null
        ? null
        : need(reviewerId, catalogue.reviewers[r.reporterIndex]?.email, "reporter"),
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  }));
  await bulkInsert(tx, "community_reports", REPORT_COLUMNS, reportRows);

  // The figures a course shows come from the approved rows actually stored, not from the generator.
  await tx.execute(sql`
    update ${courses} set average_rating = s.avg, review_count = s.n
    from (
      select course_id, round(avg(rating), 2) as avg, count(*)::int as n
      from ${reviews} where status = 'approved' group by course_id
    ) s
    where ${courses.id} = s.course_id`);

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
