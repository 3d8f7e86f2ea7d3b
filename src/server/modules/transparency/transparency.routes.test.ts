// The transparency report through app.inject: public, five calendar quarters ending with the current
// one, and counted live, so a moderation decision made here shows at once: a review rejected by an
// admin with a reason, a rejection reason as stored, a report confirmed with its reason, a course
// verified, a dispute upheld and a submission rejected; review decisions split by star rating, with
// the reasons within each rating. Figures are compared before and after, since the database is
// shared with the seed.
import { describe, expect, it } from "vitest";
import type { QuarterFigures, TransparencyReport } from "../../../shared/contracts/transparency";
import { REVIEW_STARS, TRANSPARENCY_QUARTERS } from "../../../shared/contracts/transparency";
import { communityReports } from "../../db/schema/community-reports";
import { disputes } from "../../db/schema/disputes";
import { reviews } from "../../db/schema/reviews";
import { courseSubmissions } from "../../db/schema/submissions";
import { createCourse, createReview } from "../../test/catalog-fixtures";
import { publicReads, sendAs, testLogin, useTestApp } from "../../test/test-app";

const DAY_MS = 24 * 60 * 60 * 1000;

describe("GET /api/transparency", () => {
  const t = useTestApp();
  const { getJson } = publicReads(t);
  const current = async (): Promise<QuarterFigures> => {
    const report = await getJson<TransparencyReport>("/api/transparency");
    return report.quarters.at(-1)!;
  };

  it("is public: five quarters in order, the last the current one, with when it was counted", async () => {
    const before = Date.now();
    const report = await getJson<TransparencyReport>("/api/transparency");
    expect(Date.parse(report.computedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(report.quarters).toHaveLength(TRANSPARENCY_QUARTERS);
    expect(report.quarters.map((q) => q.current)).toEqual([false, false, false, false, true]);
    for (let i = 1; i < report.quarters.length; i++) {
      expect(report.quarters[i]!.start).toBe(report.quarters[i - 1]!.end);
    }
    const now = new Date();
    const last = report.quarters.at(-1)!;
    expect(last.label).toBe(`${now.getUTCFullYear()} Q${Math.floor(now.getUTCMonth() / 3) + 1}`);
    expect(Date.parse(last.start)).toBeLessThanOrEqual(now.getTime());
    expect(Date.parse(last.end)).toBeGreaterThan(now.getTime());
  });

  it("counts a review an admin rejects in the test, its reason, and the time to decide", async () => {
    const before = await current();
    const course = await createCourse(t.db);
    const review = await createReview(t.db, {
      courseId: course.id,
      createdAt: new Date(Date.now() - 3_600_000),
    });
    const admin = (await testLogin(t.app, { role: "admin" })).cookie;
    // A rejection names a reason from the fixed list (docs/decisions/0046-review-rules.md).
    const res = await sendAs(t.app, "POST", `/api/reviews/${review.id}/reject`, admin, { reason: "spam" });
    expect(res.statusCode, res.body).toBe(200);

    const after = await current();
    expect(after.reviews.received).toBe(before.reviews.received + 1);
    expect(after.reviews.rejected).toBe(before.reviews.rejected + 1);
    expect(after.reviews.approved).toBe(before.reviews.approved);
    expect(after.reviews.medianHoursToDecision).not.toBeNull();
    const spam = (q: QuarterFigures) =>
      q.reviews.rejectedByReason.find((r) => r.reason === "spam")?.count ?? 0;
    expect(spam(after)).toBe(spam(before) + 1);

    // A reason is grouped as the text stored.
    const reason = `Not about the course (${review.id})`;
    await createReview(t.db, {
      status: "rejected",
      decisionReason: reason,
      moderatedAt: new Date(),
    });
    expect((await current()).reviews.rejectedByReason).toContainEqual({ reason, count: 1 });
  });

  it("splits review decisions by star rating, 1 to 5, with the rejections by reason within each", async () => {
    const ratingOf = (q: QuarterFigures, stars: number) => {
      const entry = q.reviews.byRating.find((r) => r.rating === stars);
      if (!entry) throw new Error(`no entry for ${stars} stars`);
      return entry;
    };
    const reasonCount = (q: QuarterFigures, stars: number, reason: string) =>
      ratingOf(q, stars).rejectedByReason.find((r) => r.reason === reason)?.count ?? 0;

    const before = await current();
    expect(before.reviews.byRating.map((r) => r.rating)).toEqual([...REVIEW_STARS]);

    const admin = (await testLogin(t.app, { role: "admin" })).cookie;
    const decide = async (rating: number, action: "approve" | "reject", reason?: string) => {
      const review = await createReview(t.db, { rating, createdAt: new Date(Date.now() - 3_600_000) });
      const res = await sendAs(
        t.app,
        "POST",
        `/api/reviews/${review.id}/${action}`,
        admin,
        action === "reject" ? { reason } : {},
      );
      expect(res.statusCode, res.body).toBe(200);
    };
    // Two 1-star reviews approved, one rejected as abusive; one 5-star review rejected as spam, one
    // approved; a 3-star review waiting for a moderator counts in no rating.
    await decide(1, "approve");
    await decide(1, "approve");
    await decide(1, "reject", "abusive");
    await decide(5, "reject", "spam");
    await decide(5, "approve");
    await createReview(t.db, { rating: 3 });
    // Decided two years ago: in no quarter of the report.
    await createReview(t.db, {
      rating: 2,
      status: "rejected",
      decisionReason: "spam",
      moderatedAt: new Date(Date.now() - 730 * DAY_MS),
      createdAt: new Date(Date.now() - 731 * DAY_MS),
    });

    const after = await current();
    expect(ratingOf(after, 1).approved).toBe(ratingOf(before, 1).approved + 2);
    expect(ratingOf(after, 1).rejected).toBe(ratingOf(before, 1).rejected + 1);
    expect(reasonCount(after, 1, "abusive")).toBe(reasonCount(before, 1, "abusive") + 1);
    expect(ratingOf(after, 5).approved).toBe(ratingOf(before, 5).approved + 1);
    expect(ratingOf(after, 5).rejected).toBe(ratingOf(before, 5).rejected + 1);
    expect(reasonCount(after, 5, "spam")).toBe(reasonCount(before, 5, "spam") + 1);
    for (const stars of [2, 3, 4]) expect(ratingOf(after, stars)).toEqual(ratingOf(before, stars));

    // The split adds up to the quarter's totals, and each rating's reasons to its rejections, most
    // frequent first.
    for (const quarter of (await getJson<TransparencyReport>("/api/transparency")).quarters) {
      const { reviews: r } = quarter;
      expect(r.byRating.map((e) => e.rating)).toEqual([...REVIEW_STARS]);
      expect(r.byRating.reduce((sum, e) => sum + e.approved, 0)).toBe(r.approved);
      expect(r.byRating.reduce((sum, e) => sum + e.rejected, 0)).toBe(r.rejected);
      for (const entry of r.byRating) {
        expect(entry.rejectedByReason.reduce((sum, e) => sum + e.count, 0)).toBe(entry.rejected);
        const counts = entry.rejectedByReason.map((e) => e.count);
        expect(counts).toEqual([...counts].sort((a, b) => b - a));
      }
    }
  });

  it("counts confirmed reports, verifications, upheld disputes and decided submissions; old ones not", async () => {
    const before = await current();
    const course = await createCourse(t.db);
    const admin = (await testLogin(t.app, { role: "admin" })).cookie;
    const verified = await sendAs(t.app, "POST", `/api/admin/courses/${course.id}/verification`, admin, {
      verifiedBy: "HypeCheck editorial team",
      notes: "Bought the course and compared the lessons with the syllabus.",
      evidenceUrls: [],
    });
    expect(verified.statusCode, verified.body).toBe(200);

    const [report] = await t.db
      .insert(communityReports)
      .values({
        creatorName: "Nobody Listed",
        platform: "YouTube",
        scamType: "Fake income claims",
        description: "A fictional report written by a test, long enough to be a report.",
        createdAt: new Date(Date.now() - 2 * 3_600_000),
      })
      .returning({ id: communityReports.id });
    const confirmed = await sendAs(
      t.app,
      "POST",
      `/api/admin/community-reports/${report!.id}/status`,
      admin,
      { status: "verified", reason: "Checked: the channel shows the income claims quoted." },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const now = new Date();
    await t.db.insert(disputes).values({
      targetType: "score",
      targetId: course.id,
      courseId: course.id,
      reason: "The score ignores the refund policy.",
      status: "upheld",
      decisionReason: "The refund policy was on the page.",
      decidedAt: now,
    });
    await t.db.insert(courseSubmissions).values([
      {
        courseId: course.id,
        url: "https://example.test/a",
        canonicalUrl: "https://example.test/a",
        status: "rejected",
        reason: "Not a course.",
        decidedAt: now,
      },
      // Two years ago: outside every quarter of the report.
      {
        courseId: course.id,
        url: "https://example.test/b",
        canonicalUrl: "https://example.test/b",
        status: "accepted",
        decidedAt: new Date(now.getTime() - 730 * DAY_MS),
        createdAt: new Date(now.getTime() - 731 * DAY_MS),
      },
    ]);
    await t.db.insert(reviews).values({
      courseId: course.id,
      userId: (await createReview(t.db)).userId,
      rating: 2,
      status: "rejected",
      moderatedAt: new Date(now.getTime() - 730 * DAY_MS),
      createdAt: new Date(now.getTime() - 731 * DAY_MS),
    });

    const after = await current();
    expect(after.verifications.given).toBe(before.verifications.given + 1);
    expect(after.reports.received).toBe(before.reports.received + 1);
    expect(after.reports.confirmed).toBe(before.reports.confirmed + 1);
    expect(after.reports.medianHoursToDecision).not.toBeNull();
    expect(after.disputes).toEqual({
      opened: before.disputes.opened + 1,
      upheld: before.disputes.upheld + 1,
      rejected: before.disputes.rejected,
    });
    expect(after.submissions.received).toBe(before.submissions.received + 2 - 1);
    expect(after.submissions.rejected).toBe(before.submissions.rejected + 1);
    expect(after.submissions.accepted).toBe(before.submissions.accepted);
    // The review decided two years ago is in no quarter (it was received in none either).
    expect(after.reviews.received).toBe(before.reviews.received + 1);
    expect(after.reviews.rejected).toBe(before.reviews.rejected);

    const revoked = await sendAs(t.app, "DELETE", `/api/admin/courses/${course.id}/verification`, admin, {
      reason: "The syllabus changed after the check.",
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await current()).verifications.revoked).toBe(before.verifications.revoked + 1);
  });
});
