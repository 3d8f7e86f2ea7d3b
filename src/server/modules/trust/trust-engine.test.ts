// The trust engine against a real (seeded) database: what it reads, what it stores, and that a
// transaction's rollback takes its writes with it.
import { count, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { Detection } from "../../../shared/contracts/analysis";
import { TrustBreakdown } from "../../../shared/contracts/catalog";
import { computeTrustScore, trustInputFromRecord } from "../../../shared/domain/trust-score";
import { communityReports } from "../../db/schema/community-reports";
import { courses } from "../../db/schema/courses";
import { creators } from "../../db/schema/creators";
import { reviews } from "../../db/schema/reviews";
import { createUncachedAppEvents } from "../../event-handlers";
import { inAppTransaction } from "../../test/app-events";
import {
  createClaimingCourse,
  createCourse,
  createCreator,
  createMember,
  createReview,
} from "../../test/catalog-fixtures";
import { sharedTestDatabase } from "../../test/test-app";
import {
  communityReportCounts,
  courseTextFields,
  detectCourse,
  rescoreAllCourses,
  rescoreCourse,
  rescoreCourses,
  rescoreCreatorCourses,
} from "./trust-engine";

const t = sharedTestDatabase();
const events = createUncachedAppEvents();

/** The engine's one-course, many-course and one-creator rescores, each in a transaction of the app's events. */
const rescoreOne = (courseId: number, at?: Date) =>
  inAppTransaction(t.db, (tx, emit) => rescoreCourse(tx, emit, courseId, at));
const rescoreMany = (courseIds: readonly number[]) =>
  inAppTransaction(t.db, (tx, emit) => rescoreCourses(tx, emit, courseIds));
const rescoreCreator = (creatorId: number) =>
  inAppTransaction(t.db, (tx, emit) => rescoreCreatorCourses(tx, emit, creatorId));

const HYPE_COPY =
  "Make $10,000 a month on autopilot. Guaranteed results, no experience needed. Only 3 spots left!";
const SOBER_COPY =
  "Twelve modules over eight weeks, about four hours a week. 30-day refund policy. Most students earn nothing in the first months.";

async function stored(courseId: number) {
  const [row] = await t.db
    .select({
      trustScore: courses.trustScore,
      trustBreakdown: courses.trustBreakdown,
      trustComputedAt: courses.trustComputedAt,
      detectorFindings: courses.detectorFindings,
      averageRating: courses.averageRating,
      reviewCount: courses.reviewCount,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row!;
}

async function report(
  creatorId: number | null,
  status: "pending" | "investigating" | "verified" | "rejected",
) {
  const [row] = await t.db
    .insert(communityReports)
    .values({
      creatorId,
      creatorName: "Fixture Creator",
      platform: "Instagram",
      scamType: "Unrealistic Income Claims",
      description: "A fictional report written by a test.",
      status,
    })
    .returning();
  return row!;
}

describe("courseTextFields", () => {
  it("gives the detector the title, description, sales copy and income claims (empty when none)", () => {
    expect(courseTextFields({ title: "T", description: "D", salesCopy: "S", incomeClaims: null })).toEqual([
      { field: "title", text: "T" },
      { field: "description", text: "D" },
      { field: "salesCopy", text: "S" },
      { field: "incomeClaims", text: "" },
    ]);
  });
});

describe("rescoreCourse", () => {
  it("stores the shared formula over the course, its reviews, its creator's reports and the detector", async () => {
    const { creator, course } = await createClaimingCourse(t.db, HYPE_COPY, {
      durationHours: 6,
      level: "beginner",
      redFlags: ["Income claims without evidence"],
    });
    await createReview(t.db, {
      courseId: course.id,
      rating: 2,
      status: "approved",
      proofUrl: "https://x.example/p",
    });
    await createReview(t.db, { courseId: course.id, rating: 3, status: "approved" });
    await createReview(t.db, { courseId: course.id, rating: 5, status: "pending" });
    await report(creator.id, "verified");
    await report(creator.id, "pending");
    await report(creator.id, "investigating");
    await report(creator.id, "rejected");

    const at = new Date("2030-01-02T03:04:05.000Z");
    const result = await rescoreOne(course.id, at);
    const detection = detectCourse(course);
    const expected = computeTrustScore(
      trustInputFromRecord(
        { ...course, creatorStatus: "suspicious" },
        // Ratings 2 and 3 with 5 phantom 3-star reviews: (15 + 2 + 3) / 7 = 2.86 in every window.
        { count: 2, rating: 2.86, withProof: 1 },
        { detection, communityReports: { confirmed: 1, open: 2 } },
      ),
      at,
    );
    expect(result).toEqual({
      courseId: course.id,
      breakdown: expected,
      detection,
      communityReports: { confirmed: 1, open: 2 },
      reviews: { count: 2, rating: 2.86, withProof: 1 },
    });

    const row = await stored(course.id);
    expect(row).toMatchObject({ averageRating: "2.86", reviewCount: 2 });
    expect(row.trustScore).toBe(expected.score);
    expect(TrustBreakdown.parse(row.trustBreakdown)).toEqual(expected);
    expect(Detection.parse(row.detectorFindings)).toEqual(detection);
    expect(row.trustComputedAt?.toISOString()).toBe(at.toISOString());
    const credibility = expected.factors.find((f) => f.key === "credibility")!.evidence.map((e) => e.signal);
    expect(credibility).toContain("1 community report confirmed as a scam");
    expect(credibility).toContain("2 community reports under review (no points until confirmed)");
  });

  it("brings the honest rating up to date as its windows move, and counts a verified enrolment twice", async () => {
    const course = await createCourse(t.db, { salesCopy: SOBER_COPY });
    const day = 24 * 60 * 60 * 1000;
    const written = new Date("2030-03-01T00:00:00.000Z");
    await createReview(t.db, { courseId: course.id, rating: 1, status: "approved", createdAt: written });
    const old = new Date(written.getTime() - 400 * day);
    for (let i = 0; i < 4; i++)
      await createReview(t.db, { courseId: course.id, rating: 5, status: "approved", createdAt: old });
    const rating = async (at: Date) => {
      await rescoreOne(course.id, at);
      return Number((await stored(course.id)).averageRating);
    };
    // A week after the 1-star review every window holds it; two months later the last month is
    // empty and hands its share on, so the rating rises though no review changed.
    const soon = await rating(new Date(written.getTime() + 7 * day));
    const later = await rating(new Date(written.getTime() + 60 * day));
    expect(later).toBeGreaterThan(soon);
    await t.db.update(reviews).set({ collection: "verified" }).where(eq(reviews.courseId, course.id));
    expect(await rating(new Date(written.getTime() + 60 * day))).not.toBe(later);
  });

  it("returns null for a course that does not exist", async () => {
    expect(await rescoreOne(2_147_483_647)).toBeNull();
  });

  it("writes inside the caller's transaction: a rollback keeps the old score", async () => {
    const course = await createCourse(t.db, { salesCopy: SOBER_COPY });
    await rescoreOne(course.id, new Date("2030-01-01T00:00:00.000Z"));
    const before = await stored(course.id);
    await report(course.creatorId, "verified");
    await expect(
      events.transaction(t.db, async (tx, emit) => {
        const inside = await rescoreCourse(tx, emit, course.id, new Date("2030-02-01T00:00:00.000Z"));
        expect(inside?.communityReports).toEqual({ confirmed: 1, open: 0 });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await stored(course.id)).toEqual(before);
  });
});

describe("rescoreCourses and community report changes", () => {
  it("counts verified reports as confirmed, pending and investigating as open, and ignores rejected ones", async () => {
    const creator = await createCreator(t.db);
    const other = await createCreator(t.db);
    await report(creator.id, "verified");
    await report(creator.id, "verified");
    await report(creator.id, "investigating");
    await report(creator.id, "rejected");
    await report(null, "verified");
    const counts = await communityReportCounts(t.db, [creator.id, other.id, creator.id]);
    expect(counts.get(creator.id)).toEqual({ confirmed: 2, open: 1 });
    expect(counts.has(other.id)).toBe(false);
  });

  it("rescores every course of the creator a report names, and nothing for a report naming none", async () => {
    const creator = await createCreator(t.db, { verificationStatus: "unverified" });
    const mine = [
      await createCourse(t.db, { creatorId: creator.id }),
      await createCourse(t.db, { creatorId: creator.id }),
    ];
    const bystander = await createCourse(t.db);
    const ids = [...mine.map((c) => c.id), bystander.id];
    expect(await rescoreMany([...ids, 2_147_483_647, mine[0]!.id])).toBe(3);
    const scoreOf = async (id: number) => (await stored(id)).trustScore!;
    const before = await Promise.all(ids.map(scoreOf));

    const filed = await report(creator.id, "pending");
    await t.db.update(communityReports).set({ status: "verified" }).where(eq(communityReports.id, filed.id));
    expect(await rescoreCreator(creator.id)).toBe(2);

    const after = await Promise.all(ids.map(scoreOf));
    expect(after[0]).toBeLessThan(before[0]!);
    expect(after[1]).toBeLessThan(before[1]!);
    expect(after[2]).toBe(before[2]);
  });
});

describe("rescoreAllCourses", () => {
  it("scores every course in batches, and stops between batches when asked", async () => {
    const [total] = await t.db.select({ n: count() }).from(courses);
    const n = total!.n;
    const progress: number[] = [];
    const at = new Date("2031-05-05T05:05:05.000Z");
    const result = await rescoreAllCourses(t.db, events, {
      at,
      batchSize: 97,
      onBatch: (s) => progress.push(s),
    });
    expect(result).toEqual({ scored: n, stopped: false });
    expect(progress.at(-1)).toBe(n);
    expect(progress.length).toBe(Math.ceil(n / 97));
    const [stale] = (
      (await t.db.execute(
        sql`select count(*)::int as n from courses where trust_computed_at is distinct from ${at.toISOString()}::timestamptz or detector_findings is null`,
      )) as unknown as { rows: Array<{ n: number }> }
    ).rows;
    expect(stale?.n).toBe(0);

    const stop = new AbortController();
    const stopped = await rescoreAllCourses(t.db, events, {
      batchSize: 50,
      signal: stop.signal,
      onBatch: () => stop.abort(),
    });
    expect(stopped).toEqual({ scored: 50, stopped: true });
  });

  it("keeps a creator's status in step: a creator marked suspicious lowers every course of theirs", async () => {
    const creator = await createCreator(t.db, { verificationStatus: "verified" });
    const course = await createCourse(t.db, { creatorId: creator.id });
    const member = await createMember(t.db);
    await createReview(t.db, { courseId: course.id, userId: member.id, status: "approved", rating: 5 });
    await rescoreMany([course.id]);
    const before = (await stored(course.id)).trustScore!;
    await t.db
      .update(creators)
      .set({ verificationStatus: "suspicious" })
      .where(inArray(creators.id, [creator.id]));
    expect(await rescoreCreator(creator.id)).toBe(1);
    expect((await stored(course.id)).trustScore).toBeLessThan(before);
  });
});
