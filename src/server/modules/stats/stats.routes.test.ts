// GET /api/platform-stats: live counts from the database, cached for five minutes.
import { beforeAll, describe, expect, it } from "vitest";
import { createCourse, createCreator, createMember, createReview } from "../../test/catalog-fixtures";
import { signUp, useTestApp } from "../../test/test-app";
import { createStatsService } from "./stats.service";

describe("GET /api/platform-stats", () => {
  const t = useTestApp();
  let membersBefore = 0;
  beforeAll(async () => {
    membersBefore = (await createStatsService(t.db).get()).totalMembers;
    // Two real members; the 12 seeded demo accounts must not count.
    for (let i = 0; i < 2; i++) expect((await signUp(t.app)).response.statusCode).toBe(201);
  });

  it("counts members (not demo accounts) and the 10 categories, cacheable for 5 minutes", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/platform-stats" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("max-age=300");
    const body = res.json() as { totalMembers: number; totalCategories: number; generatedAt: string };
    expect(body.totalMembers).toBe(membersBefore + 2);
    expect(body.totalCategories).toBe(10);
    expect(Number.isNaN(Date.parse(body.generatedAt))).toBe(false);
  });

  it("serves the cached figures within the five minutes", async () => {
    const first = (await t.app.inject({ method: "GET", url: "/api/platform-stats" })).json();
    await signUp(t.app);
    const second = (await t.app.inject({ method: "GET", url: "/api/platform-stats" })).json();
    expect(second).toEqual(first);
  });

  it("recomputes after five minutes (service with an injected clock)", async () => {
    let now = Date.UTC(2030, 0, 1);
    const stats = createStatsService(t.db, () => now);
    const before = await stats.get();
    await signUp(t.app);
    now += 5 * 60 * 1000 - 1;
    expect(await stats.get()).toEqual(before);
    now += 1;
    const after = await stats.get();
    expect(after.totalMembers).toBe(before.totalMembers + 1);
    expect(after.generatedAt).toBe(new Date(now).toISOString());
  });

  it("counts every figure live: courses, verified, red flags, creators, suspicious, approved reviews only", async () => {
    // A fresh service each time: no cache between the two readings.
    const before = await createStatsService(t.db).get();
    const suspicious = await createCreator(t.db, { verificationStatus: "suspicious" });
    const verifiedCreator = await createCreator(t.db, { verificationStatus: "verified" });
    const flagged = await createCourse(t.db, {
      creatorId: suspicious.id,
      redFlags: ["Fake urgency", "Rented car"],
    });
    await createCourse(t.db, {
      creatorId: verifiedCreator.id,
      isVerified: true,
      redFlags: ["No refund policy"],
    });
    await createCourse(t.db, { isVerified: true }); // and a third creator, unverified
    await createReview(t.db, { courseId: flagged.id, status: "approved" });
    await createReview(t.db, { courseId: flagged.id, status: "approved" });
    await createReview(t.db, { courseId: flagged.id, status: "pending" });
    await createReview(t.db, { courseId: flagged.id, status: "rejected" });
    await createMember(t.db, { isDemo: true });

    const after = await createStatsService(t.db).get();
    expect({
      totalCourses: after.totalCourses - before.totalCourses,
      verifiedCourses: after.verifiedCourses - before.verifiedCourses,
      redFlagsFound: after.redFlagsFound - before.redFlagsFound,
      totalCreators: after.totalCreators - before.totalCreators,
      suspiciousCreators: after.suspiciousCreators - before.suspiciousCreators,
      totalReviews: after.totalReviews - before.totalReviews,
      // Four reviewers (fixture members) joined; the demo account does not count.
      totalMembers: after.totalMembers - before.totalMembers,
      totalCategories: after.totalCategories - before.totalCategories,
    }).toEqual({
      totalCourses: 3,
      verifiedCourses: 2,
      redFlagsFound: 3,
      totalCreators: 3,
      suspiciousCreators: 1,
      totalReviews: 2,
      totalMembers: 4,
      totalCategories: 0,
    });
  });
});
