// Leaderboard routes through app.inject: members only, ranks and badges summed from contributions,
// other members' e-mail never sent, the once-only quiz points, and the 10 points an approved review
// earns its author (awarded by moderation, removed when the review is taken down).
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type ContributionResponse,
  LEADERBOARD_MESSAGES,
  type LeaderboardEntry,
  type LeaderboardResponse,
} from "../../../shared/contracts/leaderboard";
import type { QuizResponse } from "../../../shared/contracts/quiz";
import { FAKE_GURU_QUIZ_ID } from "../../../shared/domain/community";
import { leaderboardContributions } from "../../db/schema/leaderboard";
import { reviews } from "../../db/schema/reviews";
import { createMember, createReview } from "../../test/catalog-fixtures";
import { expectError, postFrom, sendAs, signUp, testLogin, useTestApp } from "../../test/test-app";

const QUIZ_CLAIM = { contributionType: "quiz_completion", targetId: FAKE_GURU_QUIZ_ID, points: 5 };

describe("leaderboard routes", () => {
  const t = useTestApp();
  let admin: string;

  const get = async <T>(url: string, cookie: string) => {
    const res = await t.app.inject({ method: "GET", url, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const claim = (cookie: string | undefined, payload: unknown = QUIZ_CLAIM) =>
    sendAs(t.app, "POST", "/api/leaderboard/contribution", cookie, payload);
  const finishQuiz = async (cookie: string) => {
    const quiz = (await t.app.inject({ method: "GET", url: "/api/quiz?set=0" })).json() as QuizResponse;
    const res = await postFrom(
      t.app,
      "/api/quiz-results",
      { setId: quiz.setId, answers: quiz.questions.map((q) => ({ questionId: q.id, answer: 0 })) },
      { cookie },
    );
    expect(res.statusCode, res.body).toBe(201);
  };
  const award = (
    userId: string,
    points: number,
    type: "scam_confirmed" | "report_vote" = "scam_confirmed",
    targetId = "1",
  ) => t.db.insert(leaderboardContributions).values({ userId, contributionType: type, targetId, points });
  const moderate = (id: number, action: "approve" | "reject") =>
    t.app.inject({
      method: "POST",
      url: `/api/reviews/${id}/${action}`,
      headers: { cookie: admin },
      payload: action === "reject" ? { reason: "spam" } : {},
    });
  const reviewPoints = async (reviewId: number) =>
    t.db
      .select()
      .from(leaderboardContributions)
      .where(
        and(
          eq(leaderboardContributions.contributionType, "review_approved"),
          eq(leaderboardContributions.targetId, String(reviewId)),
        ),
      );

  beforeAll(async () => {
    admin = (await testLogin(t.app, { role: "admin", plan: "free" })).cookie;
  });

  it("answers 401 to guests on every route", async () => {
    expectError(await t.app.inject({ method: "GET", url: "/api/leaderboard" }), 401);
    expectError(await t.app.inject({ method: "GET", url: "/api/leaderboard/me" }), 401);
    expectError(await claim(undefined), 401);
    expectError(await claim(undefined, {}), 401);
  });

  it("awards the quiz points only after a stored result, and only once", async () => {
    const { cookie } = await signUp(t.app);
    expect(expectError(await claim(cookie), 409)).toBe(LEADERBOARD_MESSAGES.noResult);
    await finishQuiz(cookie);

    const first = await claim(cookie);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      awarded: true,
      points: 5,
      totalPoints: 5,
      message: LEADERBOARD_MESSAGES.awarded,
    } satisfies ContributionResponse);

    await finishQuiz(cookie);
    const again = await claim(cookie, { contributionType: "quiz_completion", targetId: FAKE_GURU_QUIZ_ID });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ awarded: false, points: 0, totalPoints: 5 });

    const mine = await get<LeaderboardEntry>("/api/leaderboard/me", cookie);
    expect(mine).toMatchObject({ totalPoints: 5, quizCompletions: 1, badgeLevel: "bronze", isMe: true });
  });

  it("refuses other contribution types, targets and point values", async () => {
    const { cookie } = await signUp(t.app);
    await finishQuiz(cookie);
    expect(expectError(await claim(cookie, { ...QUIZ_CLAIM, points: 500 }), 400)).toBe(
      LEADERBOARD_MESSAGES.points,
    );
    expect(
      expectError(await claim(cookie, { ...QUIZ_CLAIM, contributionType: "review_approved" }), 400),
    ).toBe(LEADERBOARD_MESSAGES.onlyQuiz);
    expect(expectError(await claim(cookie, { ...QUIZ_CLAIM, targetId: "other-quiz" }), 400)).toBe(
      LEADERBOARD_MESSAGES.unknownTarget,
    );
    expectError(await claim(cookie, {}), 400);
    expect((await get<LeaderboardEntry>("/api/leaderboard/me", cookie)).totalPoints).toBe(0);
  });

  it("ranks by total with shared ranks for ties, badges by points, and hides others' e-mail", async () => {
    const viewer = await signUp(t.app, { firstName: "Viv", lastName: "Viewer" });
    const a = await createMember(t.db, { firstName: "Ana", lastName: "Zed" });
    const b = await createMember(t.db, { firstName: "Bo", lastName: "Young" });
    const c = await createMember(t.db, { firstName: "Cy", lastName: "Xu" });
    await award(a.id, 100_000);
    await award(b.id, 99_990);
    await award(b.id, 10, "report_vote", "7");
    await award(c.id, 90_000);
    await award(c.id, 1, "report_vote", "8");
    await award(c.id, 1, "report_vote", "9");

    const board = await get<LeaderboardResponse>("/api/leaderboard", viewer.cookie);
    const [first, second, third] = board.items;
    expect([first, second, third].map((e) => e?.user.firstName)).toEqual(["Ana", "Bo", "Cy"]);
    expect([first, second, third].map((e) => e?.rank)).toEqual([1, 1, 3]);
    expect(third).toMatchObject({
      totalPoints: 90_002,
      verificationVotes: 2,
      scamsReported: 1,
      courseReviews: 0,
      badgeLevel: "diamond",
      isMe: false,
      user: { firstName: "Cy", lastName: "X.", email: null, profileImageUrl: null },
    });
    for (const entry of board.items) expect(entry.user.email).toBeNull();
    expect(board.items.length).toBeLessThanOrEqual(50);
    const ranks = board.items.map((e) => e.rank);
    expect([...ranks].sort((x, y) => x - y)).toEqual(ranks);
    expect(board.totalContributors).toBeGreaterThanOrEqual(3);

    // The viewer has no points: their own entry, full name and e-mail, after everyone with points.
    const mine = await get<LeaderboardEntry>("/api/leaderboard/me", viewer.cookie);
    expect(mine).toMatchObject({
      totalPoints: 0,
      badgeLevel: "bronze",
      isMe: true,
      user: { firstName: "Viv", lastName: "Viewer", email: viewer.email },
    });
    expect(mine.rank).toBe(board.totalContributors + 1);

    // Points move the badge: 50 is silver, 150 gold.
    const meRow = await get<LeaderboardEntry>("/api/leaderboard/me", viewer.cookie);
    await award(meRow.userId, 50);
    expect((await get<LeaderboardEntry>("/api/leaderboard/me", viewer.cookie)).badgeLevel).toBe("silver");
    await award(meRow.userId, 100, "report_vote", "x");
    expect((await get<LeaderboardEntry>("/api/leaderboard/me", viewer.cookie)).badgeLevel).toBe("gold");
  });

  it("gives an approved review's author 10 points once, and takes them back when it is rejected", async () => {
    const author = await createMember(t.db);
    const review = await createReview(t.db, { userId: author.id });
    expect(await reviewPoints(review.id)).toHaveLength(0);

    expect((await moderate(review.id, "approve")).statusCode).toBe(200);
    expect((await moderate(review.id, "approve")).statusCode).toBe(200);
    const rows = await reviewPoints(review.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: author.id, points: 10 });

    expect((await moderate(review.id, "reject")).statusCode).toBe(200);
    expect(await reviewPoints(review.id)).toHaveLength(0);
    expect((await moderate(review.id, "approve")).statusCode).toBe(200);
    expect(await reviewPoints(review.id)).toHaveLength(1);
  });

  it("seeds 10 points for every seeded approved review with an author", async () => {
    const [approved] = await t.db.select({ n: count() }).from(reviews).where(eq(reviews.status, "approved"));
    const [points] = await t.db
      .select({ n: count() })
      .from(leaderboardContributions)
      .where(eq(leaderboardContributions.contributionType, "review_approved"));
    expect(approved!.n).toBeGreaterThan(0);
    expect(points!.n).toBe(approved!.n);
  });
});
