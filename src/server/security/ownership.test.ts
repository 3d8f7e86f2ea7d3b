// Ownership across members (a member reads and changes only their own objects). The module tests
// already cover price alerts and notifications (price-alerts.routes.test.ts: another member cannot
// list, delete or mark read — 404) and upload links and images (uploads.routes.test.ts "keeps each
// member to their own links and images"). This file adds what they leave out: a rejected review
// cannot be seen, edited or resubmitted by another member, and community-report votes are each
// member's own.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { communityReportVotes } from "../db/schema/community-reports";
import { reviews } from "../db/schema/reviews";
import { createCourse } from "../test/catalog-fixtures";
import { expectError, postFrom, signUp, testLogin, uniqueAddress, useTestApp } from "../test/test-app";

const TEXT =
  "Recycled material from free blog posts, sold as a secret system. The refund took three weeks of emails.";

describe("ownership across members", () => {
  const t = useTestApp();
  let admin: string;

  beforeAll(async () => {
    admin = (await testLogin(t.app, { role: "admin", plan: "free" })).cookie;
  });

  const post = (cookie: string, payload: Record<string, unknown>) =>
    postFrom(t.app, "/api/reviews", payload, { cookie });

  it("keeps a rejected review to its author: another member cannot see, edit or resubmit it", async () => {
    const [author, other] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const course = await createCourse(t.db);
    const created = await post(author.cookie, { courseId: course.id, rating: 1, text: TEXT });
    expect(created.statusCode, created.body).toBe(201);
    const reviewId = (created.json() as { review: { id: number } }).review.id;
    const rejected = await t.app.inject({
      method: "POST",
      url: `/api/reviews/${reviewId}/reject`,
      headers: { cookie: admin },
      payload: { reason: "off-topic" },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);

    // The other member's own-review lookup for that course finds nothing of the author's.
    const theirs = await t.app.inject({
      method: "GET",
      url: `/api/reviews/mine?courseId=${course.id}`,
      headers: { cookie: other.cookie },
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(JSON.stringify(theirs.json())).not.toContain(String(TEXT.slice(0, 30)));

    // Posting on the same course makes the other member's own review; the author's stays as it was.
    const attempt = await post(other.cookie, { courseId: course.id, rating: 5, text: `${TEXT} Edited.` });
    expect(attempt.statusCode, attempt.body).toBe(201);
    expect((attempt.json() as { review: { id: number } }).review.id).not.toBe(reviewId);
    const [stored] = await t.db.select().from(reviews).where(eq(reviews.id, reviewId));
    expect(stored).toMatchObject({ rating: 1, text: TEXT, status: "rejected" });

    // Members cannot moderate, so they cannot put a review back in the queue either way.
    for (const action of ["approve", "reject"]) {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/reviews/${reviewId}/${action}`,
        headers: { cookie: other.cookie },
        payload: {},
      });
      expectError(res, 403);
    }
  });

  it("keeps each vote to its member: another member's vote never changes or removes someone else's", async () => {
    const [reporter, first, second] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    const filed = await t.app.inject({
      method: "POST",
      url: "/api/community-reports",
      remoteAddress: uniqueAddress(),
      headers: { cookie: reporter.cookie },
      payload: {
        creatorName: "Nobody In Particular",
        platform: "TikTok",
        scamType: "Unrealistic Income Claims",
        description:
          "Promised $10,000 a month in two weeks with no work at all, then upsold a coaching call.",
      },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const reportId = (filed.json() as { report: { id: number } }).report.id;
    const vote = (cookie: string, value: number) =>
      t.app.inject({
        method: "PUT",
        url: `/api/community-reports/${reportId}/vote`,
        headers: { cookie },
        payload: { value },
      });

    // The reporter cannot vote on their own report.
    expectError(await vote(reporter.cookie, 1), 403);
    expect((await vote(first.cookie, 1)).statusCode).toBe(200);
    expect((await vote(second.cookie, -1)).statusCode).toBe(200);
    // The second member changing and clearing their vote leaves the first member's alone.
    expect((await vote(second.cookie, 1)).statusCode).toBe(200);
    expect((await vote(second.cookie, 0)).statusCode).toBeLessThan(500);
    const rows = await t.db
      .select({ value: communityReportVotes.value })
      .from(communityReportVotes)
      .where(and(eq(communityReportVotes.reportId, reportId)));
    expect(rows.map((r) => r.value)).toContain(1);
    const firstMe = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { cookie: first.cookie },
    });
    const firstId = (firstMe.json() as { user: { id: string } }).user.id;
    const [firstVote] = await t.db
      .select({ value: communityReportVotes.value })
      .from(communityReportVotes)
      .where(and(eq(communityReportVotes.reportId, reportId), eq(communityReportVotes.userId, firstId)));
    expect(firstVote?.value).toBe(1);
  });
});
