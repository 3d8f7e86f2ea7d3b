// The seeded database (through the same openTestDatabase every route test uses): the demo
// catalogue is there, its shown figures match its rows, and seeding again changes nothing.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { Detection } from "../../../shared/contracts/analysis";
import {
  CATEGORY_SLUGS,
  type CreatorVerificationStatus,
  TrustBreakdown,
} from "../../../shared/contracts/catalog";
import { computeTrustScore, trustInputFromRecord } from "../../../shared/domain/trust-score";
import { approvedReviewsOf, detectCourse, reviewFigures } from "../../modules/trust/trust-engine";
import { sharedTestDatabase } from "../../test/test-app";
import { seedDatabase } from "../seed";
import { EMPTY_CATALOGUE_REPORT } from "./insert";

const t = sharedTestDatabase();

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Row counts and a checksum of every catalogue table, to compare before and after a second seed. */
async function fingerprint() {
  const [row] = await rows<Record<string, string>>(sql`
    select
      (select count(*) from creators) as creators,
      (select count(*) from courses) as courses,
      (select count(*) from course_price_history) as prices,
      (select count(*) from reviews) as reviews,
      (select count(*) from ad_sightings) as sightings,
      (select count(*) from community_reports) as reports,
      (select count(*) from users) as users,
      (select md5(string_agg(job || coalesce(last_finished_at::text, '-'), ',' order by job)) from job_runs) as jobs_md5,
      (select md5(string_agg(id || title || coalesce(average_rating::text, '-') || review_count || trust_score
        || updated_at::text || md5(detector_findings::text), ',' order by id)) from courses) as courses_md5,
      (select md5(string_agg(id || status || rating || updated_at::text, ',' order by id)) from reviews) as reviews_md5`);
  return row;
}

describe("the seeded demo catalogue", () => {
  it("has the counts, the status split and at least 15 courses in each category", async () => {
    const [counts] = await rows<Record<string, number>>(sql`
      select
        (select count(*)::int from creators) as creators,
        (select count(*)::int from creators where verification_status = 'verified') as verified,
        (select count(*)::int from creators where verification_status = 'unverified') as unverified,
        (select count(*)::int from creators where verification_status = 'suspicious') as suspicious,
        (select count(*)::int from courses) as courses,
        (select count(*)::int from users where email like 'reviewer-%@reviewers.hypecheck.test'
          and is_demo and password_hash is null) as reviewers,
        (select count(*)::int from reviews where status = 'pending') as pending,
        (select count(*)::int from reviews where status = 'rejected') as rejected,
        (select count(*)::int from ad_sightings) as sightings`);
    expect(counts).toMatchObject({
      creators: 60,
      verified: 24,
      unverified: 24,
      suspicious: 12,
      courses: 240,
    });
    expect(counts?.reviewers).toBe(150);
    expect(counts?.pending).toBeGreaterThan(10);
    expect(counts?.rejected).toBeGreaterThan(0);
    expect(counts?.sightings).toBeGreaterThan(100);

    const perCategory = await rows<{ slug: string; n: number }>(sql`
      select c.slug, count(k.id)::int as n from categories c left join courses k on k.category_id = c.id
      group by c.slug`);
    expect(perCategory.map((r) => r.slug).sort()).toEqual([...CATEGORY_SLUGS].sort());
    for (const r of perCategory) expect(r.n, r.slug).toBeGreaterThanOrEqual(15);
  });

  it("shows honest ratings and review counts computed from the approved review rows", async () => {
    const courses = await rows<{ id: number; rating: string | null; n: number; at: string | Date }>(sql`
      select id, average_rating::text as rating, review_count as n, trust_computed_at as at from courses`);
    const approved = await approvedReviewsOf(
      t.db,
      courses.map((k) => k.id),
    );
    const mismatches = courses.filter((k) => {
      const figures = reviewFigures(approved.get(k.id) ?? [], new Date(k.at));
      const rating = figures.rating === null ? null : figures.rating.toFixed(2);
      return k.n !== figures.count || (k.rating === null ? null : Number(k.rating).toFixed(2)) !== rating;
    });
    expect(mismatches).toEqual([]);
    const [withReviews] = await rows<{ n: number }>(
      sql`select count(*)::int as n from courses where review_count > 0`,
    );
    expect(withReviews?.n).toBeGreaterThan(160);
  });

  it("stores community reports about seeded creators, with mixed statuses and fictional reporters", async () => {
    const reports = await rows<{
      status: string;
      creator_status: string | null;
      reporter: string | null;
    }>(sql`
      select r.status, c.verification_status as creator_status, u.email as reporter
      from community_reports r
      left join creators c on c.id = r.creator_id
      left join users u on u.id = r.reported_by`);
    expect(reports.length).toBeGreaterThanOrEqual(20);
    expect(reports.length).toBeLessThanOrEqual(30);
    for (const r of reports) {
      expect(["suspicious", "unverified"]).toContain(r.creator_status);
      if (r.reporter !== null) expect(r.reporter).toMatch(/^reviewer-\d{3}@reviewers\.hypecheck\.test$/);
    }
    expect(new Set(reports.map((r) => r.status))).toEqual(
      new Set(["pending", "investigating", "verified", "rejected"]),
    );
  });

  it("stores trust scores that the shared formula gives for the stored evidence, detector and reports", async () => {
    const courses = await rows<{
      id: number;
      title: string;
      description: string;
      sales_copy: string;
      creator_status: CreatorVerificationStatus;
      is_verified: boolean;
      verified_source: string | null;
      verification_date: string | null;
      verification_notes: string | null;
      income_claims: string | null;
      actual_student_outcomes: string | null;
      red_flags: string[];
      price_cents: number;
      duration_hours: number;
      level: string;
      affiliate_url: string | null;
      trust_score: number;
      trust_breakdown: unknown;
      trust_computed_at: string | Date;
      detector_findings: unknown;
      confirmed: number;
      open: number;
    }>(sql`
      select k.*, c.verification_status as creator_status,
        (select count(*)::int from community_reports p where p.creator_id = k.creator_id
          and p.status = 'verified') as confirmed,
        (select count(*)::int from community_reports p where p.creator_id = k.creator_id
          and p.status in ('pending', 'investigating')) as open
      from courses k join creators c on c.id = k.creator_id`);
    expect(courses.length).toBe(240);
    const approved = await approvedReviewsOf(
      t.db,
      courses.map((k) => k.id),
    );
    const json = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value);
    let confirmedCourses = 0;
    for (const k of courses) {
      const breakdown = TrustBreakdown.parse(json(k.trust_breakdown));
      expect(k.trust_score).toBe(breakdown.score);
      const detection = Detection.parse(json(k.detector_findings));
      // The stored findings are the detector's over the stored copy.
      expect(detection).toEqual(
        detectCourse({
          title: k.title,
          description: k.description,
          salesCopy: k.sales_copy,
          incomeClaims: k.income_claims,
        }),
      );
      if (k.confirmed > 0) confirmedCourses += 1;
      const input = trustInputFromRecord(
        {
          creatorStatus: k.creator_status,
          isVerified: k.is_verified,
          verifiedSource: k.verified_source,
          verificationDate: k.verification_date,
          verificationNotes: k.verification_notes,
          incomeClaims: k.income_claims,
          actualStudentOutcomes: k.actual_student_outcomes,
          redFlags: k.red_flags,
          priceCents: k.price_cents,
          durationHours: k.duration_hours,
          level: k.level,
          affiliateUrl: k.affiliate_url,
        },
        reviewFigures(approved.get(k.id) ?? [], new Date(breakdown.computedAt)),
        { detection, communityReports: { confirmed: k.confirmed, open: k.open } },
      );
      expect(breakdown).toEqual(computeTrustScore(input, new Date(breakdown.computedAt)));
      expect(new Date(k.trust_computed_at).toISOString()).toBe(breakdown.computedAt);
    }
    expect(confirmedCourses).toBeGreaterThan(0);
  });

  it("spans all four trust bands", async () => {
    const bands = await rows<{ band: string; n: number }>(sql`
      select trust_breakdown->>'band' as band, count(*)::int as n from courses group by 1`);
    expect(bands.map((b) => b.band).sort()).toEqual(
      ["generally-trustworthy", "high-risk", "highly-legitimate", "proceed-with-caution"].sort(),
    );
  });

  it("ends every course's price history at its current price", async () => {
    const wrong = await rows<{ id: number }>(sql`
      select k.id from courses k
      join lateral (select price_cents from course_price_history h where h.course_id = k.id
                    order by recorded_at desc limit 1) last on true
      where last.price_cents <> k.price_cents`);
    expect(wrong).toEqual([]);
    const [missing] = await rows<{ n: number }>(sql`
      select count(*)::int as n from courses k
      where not exists (select 1 from course_price_history h where h.course_id = k.id)`);
    expect(missing?.n).toBe(0);
  });

  it("keeps every stored link on a .example host", async () => {
    const links = await rows<{ url: string }>(sql`
      select unnest(array[website_url, youtube_url, instagram_url, x_url]) as url from creators
      union all select unnest(array[original_url, affiliate_url]) from courses
      union all select proof_url from reviews`);
    const urls = links.map((l) => l.url).filter((u): u is string => u !== null);
    expect(urls.length).toBeGreaterThan(400);
    for (const url of urls) expect(new URL(url).hostname, url).toMatch(/\.example$/);
  });

  it("finds seeded courses by words of their titles (the search columns are filled)", async () => {
    const [hit] = await rows<{ n: number }>(sql`
      select count(*)::int as n from courses where search_vector @@ plainto_tsquery('english', 'dropshipping')`);
    expect(hit?.n).toBeGreaterThan(0);
  });

  it("changes nothing when seeded again", async () => {
    const before = await fingerprint();
    const report = await seedDatabase(t.db);
    expect(report.catalogue).toEqual(EMPTY_CATALOGUE_REPORT);
    expect(report.categories).toBe(0);
    expect(report.demoAccounts).toBe(0);
    expect(await fingerprint()).toEqual(before);
  });
});
