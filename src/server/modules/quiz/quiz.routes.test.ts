// Quiz routes through app.inject: the seeded pool, question sets, server-side scoring with the
// 80/60 boundaries, storing only members' results, and clear 400s for bad answers.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { QUIZ_MESSAGES, type QuizResponse, type QuizResult } from "../../../shared/contracts/quiz";
import { FAKE_GURU_QUIZ_ID } from "../../../shared/domain/community";
import { quizQuestions, quizResults } from "../../db/schema/quiz";
import { seedCommunity } from "../../seed/community";
import { QUIZ_QUESTION_SEEDS } from "../../seed/quiz-questions";
import { expectError, postFrom, signUp, useTestApp } from "../../test/test-app";

describe("quiz routes", () => {
  const t = useTestApp();

  const getQuiz = async (set?: number) => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/quiz",
      query: set === undefined ? {} : { set: String(set) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as QuizResponse;
  };
  /** Answers with the first `right` questions correct and the rest wrong. */
  const answersFor = (quiz: QuizResponse, right: number) =>
    quiz.questions.map((q, i) => ({
      questionId: q.id,
      answer: i < right ? q.correctAnswer : (q.correctAnswer + 1) % 4,
    }));
  const submit = (payload: unknown, cookie?: string) =>
    postFrom(t.app, "/api/quiz-results", payload as Record<string, unknown>, cookie ? { cookie } : {});

  it("seeds the question pool once, with 4 options, a right answer and red flags each", async () => {
    const rows = await t.db.select().from(quizQuestions).where(eq(quizQuestions.quizId, FAKE_GURU_QUIZ_ID));
    expect(rows).toHaveLength(QUIZ_QUESTION_SEEDS.length);
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      expect(row.options).toHaveLength(4);
      expect(row.correctAnswer).toBeGreaterThanOrEqual(0);
      expect(row.correctAnswer).toBeLessThanOrEqual(3);
      expect(row.redFlags.length).toBeGreaterThan(0);
    }
    const again = await t.db.transaction((tx) => seedCommunity(tx, new Date()));
    expect(again.quizQuestions).toBe(0);
    expect(new Set(QUIZ_QUESTION_SEEDS.map((q) => q.sortOrder)).size).toBe(QUIZ_QUESTION_SEEDS.length);
  });

  it("gives 5 questions in a balanced mix; a set number repeats, the next one differs", async () => {
    const quiz = await getQuiz(3);
    expect(quiz.quizId).toBe(FAKE_GURU_QUIZ_ID);
    expect(quiz.setId).toBe(3);
    expect(quiz.questions.map((q) => q.difficulty)).toEqual(["easy", "easy", "medium", "medium", "hard"]);
    for (const q of quiz.questions) {
      expect(q.options).toHaveLength(4);
      expect(q.explanation.length).toBeGreaterThan(0);
      expect(q.redFlags.length).toBeGreaterThan(0);
    }
    expect((await getQuiz(3)).questions.map((q) => q.id)).toEqual(quiz.questions.map((q) => q.id));
    expect((await getQuiz(4)).questions.map((q) => q.id)).not.toEqual(quiz.questions.map((q) => q.id));
    const random = await getQuiz();
    expect(random.questions).toHaveLength(5);
    expectError(await t.app.inject({ method: "GET", url: "/api/quiz?set=-1" }), 400);
    expectError(await t.app.inject({ method: "GET", url: "/api/quiz?set=abc" }), 400);
  });

  it("scores on the server: 80 is low risk, 60 medium, below 60 high; client figures are ignored", async () => {
    const quiz = await getQuiz(0);
    const cases: Array<[number, number, string]> = [
      [5, 100, "low"],
      [4, 80, "low"],
      [3, 60, "medium"],
      [2, 40, "high"],
      [0, 0, "high"],
    ];
    for (const [right, score, risk] of cases) {
      const res = await submit({
        quizId: FAKE_GURU_QUIZ_ID,
        setId: quiz.setId,
        answers: answersFor(quiz, right),
        score: 100,
        riskLevel: "low",
      });
      expect(res.statusCode, res.body).toBe(200);
      const result = res.json() as QuizResult;
      expect(result).toMatchObject({ score, riskLevel: risk, correctCount: right, totalQuestions: 5 });
      expect(result.saved).toBe(false);
      expect(result.id).toBeNull();
      expect(result.weakAreas.length).toBe(Math.min(3, 5 - right));
      expect(result.recommendations.length).toBeGreaterThan(0);
    }
  });

  it("names the first red flag of each missed question as a weak area, in order", async () => {
    const quiz = await getQuiz(1);
    const res = await submit({ setId: quiz.setId, answers: answersFor(quiz, 2) });
    const result = res.json() as QuizResult;
    expect(result.weakAreas).toEqual(quiz.questions.slice(2).map((q) => q.redFlags[0]));
    expect(result.answers.map((a) => a.correct)).toEqual([true, true, false, false, false]);
  });

  it("stores a member's result (201) and answers in any order", async () => {
    const { cookie, email } = await signUp(t.app);
    const quiz = await getQuiz(2);
    const answers = answersFor(quiz, 4).reverse();
    const res = await submit({ setId: quiz.setId, answers }, cookie);
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json() as QuizResult;
    expect(result.saved).toBe(true);
    expect(result.score).toBe(80);
    const [row] = await t.db.select().from(quizResults).where(eq(quizResults.id, result.id!));
    expect(row).toMatchObject({ score: 80, riskLevel: "low", correctCount: 4, totalQuestions: 5 });
    expect(row!.userId).not.toBeNull();
    expect(email).toContain("@");
  });

  it("refuses answers that are not exactly the asked questions with clear 400s", async () => {
    const quiz = await getQuiz(5);
    const good = answersFor(quiz, 5);
    const other = (await getQuiz(6)).questions.find((q) => !quiz.questions.some((x) => x.id === q.id))!;

    expect(expectError(await submit({ setId: quiz.setId, answers: good.slice(0, 4) }), 400)).toBe(
      QUIZ_MESSAGES.wrongCount,
    );
    expect(expectError(await submit({ setId: quiz.setId, answers: [...good, good[0]] }), 400)).toBe(
      QUIZ_MESSAGES.wrongCount,
    );
    expect(
      expectError(await submit({ setId: quiz.setId, answers: [good[0], ...good.slice(0, 4)] }), 400),
    ).toBe(QUIZ_MESSAGES.duplicate);
    expect(
      expectError(
        await submit({ setId: quiz.setId, answers: [{ questionId: 99_999, answer: 0 }, ...good.slice(1)] }),
        400,
      ),
    ).toBe(QUIZ_MESSAGES.unknownQuestion);
    expect(
      expectError(
        await submit({ setId: quiz.setId, answers: [{ questionId: other.id, answer: 0 }, ...good.slice(1)] }),
        400,
      ),
    ).toBe(QUIZ_MESSAGES.notTheAskedSet);
    for (const answer of [4, -1, 1.5, "1", null]) {
      const res = await submit({ setId: quiz.setId, answers: [{ ...good[0], answer }, ...good.slice(1)] });
      expect(expectError(res, 400)).toBe(QUIZ_MESSAGES.answerRange);
    }
    expectError(await submit({ answers: good }), 400);
    expectError(await submit({ setId: quiz.setId, quizId: "other-quiz", answers: good }), 400);
    expectError(await submit({ setId: quiz.setId, answers: "all of them" }), 400);
  });

  it("refuses a retired question and leaves stored results alone", async () => {
    const quiz = await getQuiz(8);
    const retired = quiz.questions[4]!;
    const before = await t.db.select().from(quizResults);
    await t.db.update(quizQuestions).set({ isActive: false }).where(eq(quizQuestions.id, retired.id));
    try {
      const res = await submit({ setId: quiz.setId, answers: answersFor(quiz, 5) });
      expect(expectError(res, 400)).toBe(QUIZ_MESSAGES.unknownQuestion);
      expect((await getQuiz(8)).questions.map((q) => q.id)).not.toContain(retired.id);
    } finally {
      await t.db.update(quizQuestions).set({ isActive: true }).where(eq(quizQuestions.id, retired.id));
    }
    expect(await t.db.select().from(quizResults)).toHaveLength(before.length);
  });
});
