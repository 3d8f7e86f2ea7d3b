// The seeded database (through the same openTestDatabase every route test uses): the demo
// catalogue is there, its shown figures match its rows, and seeding again changes nothing.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CATEGORY_SLUGS,
  type CreatorVerificationStatus,
  TrustBreakdown,
} from "../../../../shared/contracts/catalog";
import { computeTrustScore, trustInputFromRecord } from "../../../../shared/domain/trust-score";
import { openTestDatabase, type TestDatabase } from "../../../test/test-app";
import { seedDatabase } from "../seed";

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(async () => t?.close());

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
      (select count(*) from users) as users,
      (select md5(string_agg(id || title || coalesce(average_rating::text, '-') || review_count || trust_score
        || updated_at::text, ',' order by id)) from courses) as courses_md5,
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

  it("shows average ratings and review counts computed from the approved review rows", async () => {
    const mismatches = await rows<{ id: number }>(sql`
      select k.id from courses k
      left join (select course_id, round(avg(rating), 2) as avg, count(*)::int as n
                 from reviews where status = 'approved' group by course_id) s on s.course_id = k.id
      where k.review_count <> coalesce(s.n, 0) or k.average_rating is distinct from s.avg`);
    expect(mismatches).toEqual([]);
    const [withReviews] = await rows<{ n: number }>(
      sql`select count(*)::int as n from courses where review_count > 0`,
    );
    expect(withReviews?.n).toBeGreaterThan(160);
  });

  it("stores trust scores that the shared formula gives for the stored evidence", async () => {
    const courses = await rows<{
      id: number;
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
      n: number;
      avg: string | null;
      proofs: number;
    }>(sql`
      select k.*, c.verification_status as creator_status,
        (select count(*)::int from reviews r where r.course_id = k.id and r.status = 'approved') as n,
        (select round(avg(rating), 2)::text from reviews r where r.course_id = k.id and r.status = 'approved') as avg,
        (select count(*)::int from reviews r where r.course_id = k.id and r.status = 'approved'
          and r.proof_url is not null) as proofs
      from courses k join creators c on c.id = k.creator_id`);
    expect(courses.length).toBe(240);
    for (const k of courses) {
      const breakdown = TrustBreakdown.parse(
        typeof k.trust_breakdown === "string" ? JSON.parse(k.trust_breakdown) : k.trust_breakdown,
      );
      expect(k.trust_score).toBe(breakdown.score);
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
        { count: k.n, averageRating: k.avg === null ? null : Number(k.avg), withProof: k.proofs },
      );
      expect(breakdown).toEqual(computeTrustScore(input, new Date(breakdown.computedAt)));
      expect(new Date(k.trust_computed_at).toISOString()).toBe(breakdown.computedAt);
    }
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
    expect(report.catalogue).toEqual({
      creators: 0,
      courses: 0,
      priceHistory: 0,
      reviewers: 0,
      reviews: 0,
      adSightings: 0,
    });
    expect(report.categories).toBe(0);
    expect(report.demoAccounts).toBe(0);
    expect(await fingerprint()).toEqual(before);
  });
});
