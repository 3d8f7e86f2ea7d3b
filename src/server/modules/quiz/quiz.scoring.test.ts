// The quiz's arithmetic: rounded percent, the 80/60 risk boundaries, the weak-areas rule, and the
// question-set rotation.
import { describe, expect, it } from "vitest";
import { drawQuestionSet, QUIZ_MIX } from "./quiz.draw";
import { quizScore, riskLevelFor, scoreQuiz } from "./quiz.scoring";

describe("quiz scoring", () => {
  it("rounds the percent and puts the risk boundaries at 80 and 60", () => {
    expect(quizScore(4, 5)).toBe(80);
    expect(quizScore(2, 3)).toBe(67);
    expect(quizScore(0, 0)).toBe(0);
    expect(riskLevelFor(100)).toBe("low");
    expect(riskLevelFor(80)).toBe("low");
    expect(riskLevelFor(79)).toBe("medium");
    expect(riskLevelFor(60)).toBe("medium");
    expect(riskLevelFor(59)).toBe("high");
    expect(riskLevelFor(0)).toBe("high");
  });

  it("lists the first red flag of each wrong answer, without repeats, at most 3", () => {
    const q = (id: number, flag: string, topic = "income-claims") => ({
      id,
      correctAnswer: 0,
      redFlags: [flag, `second ${id}`],
      topic,
    });
    const questions = [q(1, "A"), q(2, "A"), q(3, "B", "upsells"), q(4, "C"), q(5, "D")];
    const allWrong = scoreQuiz(
      questions,
      questions.map((x) => ({ questionId: x.id, answer: 1 })),
    );
    expect(allWrong.weakAreas).toEqual(["A", "B", "C"]);
    expect(allWrong.score).toBe(0);
    expect(allWrong.riskLevel).toBe("high");
    // The risk level's advice, then one per missed topic.
    expect(allWrong.recommendations).toHaveLength(3);

    const oneWrong = scoreQuiz(
      questions,
      questions.map((x) => ({ questionId: x.id, answer: x.id === 3 ? 2 : 0 })),
    );
    expect(oneWrong).toMatchObject({ correctCount: 4, score: 80, riskLevel: "low", weakAreas: ["B"] });
    expect(oneWrong.answers[2]).toEqual({ questionId: 3, answer: 2, correctAnswer: 0, correct: false });
  });
});

describe("question sets", () => {
  const pool = [
    ...[1, 2, 3, 4, 5].map((n) => ({ id: n, difficulty: "easy" as const, sortOrder: n })),
    ...[6, 7, 8, 9, 10].map((n) => ({ id: n, difficulty: "medium" as const, sortOrder: n })),
    ...[11, 12, 13, 14, 15].map((n) => ({ id: n, difficulty: "hard" as const, sortOrder: n })),
  ];

  it("draws 2 easy, 2 medium and 1 hard, easy first, the same for the same set number", () => {
    const set = drawQuestionSet(pool, 7)!;
    expect(set.map((q) => q.difficulty)).toEqual(["easy", "easy", "medium", "medium", "hard"]);
    expect(drawQuestionSet(pool, 7)).toEqual(set);
    expect(QUIZ_MIX.easy + QUIZ_MIX.medium + QUIZ_MIX.hard).toBe(5);
  });

  it("rotates: consecutive sets differ and five of them ask every question", () => {
    const seen = new Set<number>();
    for (let setId = 0; setId < 5; setId += 1) {
      const ids = drawQuestionSet(pool, setId)!.map((q) => q.id);
      const next = drawQuestionSet(pool, setId + 1)!.map((q) => q.id);
      expect(next).not.toEqual(ids);
      for (const id of ids) seen.add(id);
    }
    for (const q of pool.filter((x) => x.difficulty !== "hard")) expect(seen.has(q.id)).toBe(true);
  });

  it("tops up a short difficulty from the rest of the pool, and needs 5 questions", () => {
    const easyOnly = pool.filter((q) => q.difficulty === "easy");
    expect(
      drawQuestionSet(easyOnly, 3)!
        .map((q) => q.id)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5]);
    expect(drawQuestionSet(easyOnly.slice(0, 4), 0)).toBeNull();
  });
});
