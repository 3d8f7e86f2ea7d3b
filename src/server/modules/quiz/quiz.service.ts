// The quiz's questions and results. Questions come from quiz_questions (seeded by
// seed/community.ts); results are scored here from the stored right answers.
import { and, eq } from "drizzle-orm";
import {
  QUIZ_MESSAGES,
  type QuizQuestion,
  type QuizResponse,
  type QuizResult,
  type SubmitQuizResultBody,
} from "../../../shared/contracts/quiz";
import { FAKE_GURU_QUIZ_ID } from "../../../shared/domain/community";
import type { Db } from "../../db/client";
import { quizQuestions, quizResults } from "../../db/schema/quiz";
import { AppError, BadRequestError } from "../../lib/errors";
import { drawQuestionSet } from "./quiz.draw";
import { scoreQuiz } from "./quiz.scoring";

const questionColumns = {
  id: quizQuestions.id,
  question: quizQuestions.question,
  options: quizQuestions.options,
  correctAnswer: quizQuestions.correctAnswer,
  explanation: quizQuestions.explanation,
  redFlags: quizQuestions.redFlags,
  difficulty: quizQuestions.difficulty,
  topic: quizQuestions.topic,
  sortOrder: quizQuestions.sortOrder,
};

type QuestionRow = QuizQuestion & { sortOrder: number };

const toQuestion = ({ sortOrder: _sortOrder, ...question }: QuestionRow): QuizQuestion => question;

export function createQuizService(db: Db) {
  async function activePool(quizId: string): Promise<QuestionRow[]> {
    return db
      .select(questionColumns)
      .from(quizQuestions)
      .where(and(eq(quizQuestions.quizId, quizId), eq(quizQuestions.isActive, true)));
  }

  async function questionSet(quizId: string, setId: number): Promise<QuestionRow[]> {
    const set = drawQuestionSet(await activePool(quizId), setId);
    if (!set) throw new AppError(503, QUIZ_MESSAGES.notEnoughQuestions);
    return set;
  }

  return {
    async quiz(setId: number): Promise<QuizResponse> {
      const questions = await questionSet(FAKE_GURU_QUIZ_ID, setId);
      return { quizId: FAKE_GURU_QUIZ_ID, setId, questions: questions.map(toQuestion) };
    },

    /**
     * Scores the answers against the set that was asked (exactly its questions, in any order) and,
     * for a signed-in member, stores the result. A guest gets the same scored result, unstored.
     */
    async submit(userId: string | null, body: SubmitQuizResultBody & { setId: number }): Promise<QuizResult> {
      const quizId = FAKE_GURU_QUIZ_ID;
      const answers = body.answers;
      const ids = answers.map((a) => a.questionId);
      if (new Set(ids).size !== ids.length) throw new BadRequestError(QUIZ_MESSAGES.duplicate);
      const asked = await questionSet(quizId, body.setId);
      const askedIds = new Set(asked.map((q) => q.id));
      if (ids.some((id) => !askedIds.has(id))) {
        // Tell an unknown or retired question apart from a real one of another set.
        const pool = await activePool(quizId);
        const known = new Set(pool.map((q) => q.id));
        throw new BadRequestError(
          ids.some((id) => !known.has(id)) ? QUIZ_MESSAGES.unknownQuestion : QUIZ_MESSAGES.notTheAskedSet,
        );
      }
      const scored = scoreQuiz(asked, answers);
      let id: number | null = null;
      if (userId !== null) {
        const [row] = await db
          .insert(quizResults)
          .values({
            userId,
            quizId,
            answers: answers.map(({ questionId, answer }) => ({ questionId, answer })),
            correctCount: scored.correctCount,
            totalQuestions: scored.totalQuestions,
            score: scored.score,
            riskLevel: scored.riskLevel,
            weakAreas: scored.weakAreas,
          })
          .returning({ id: quizResults.id });
        id = row?.id ?? null;
      }
      return { id, quizId, ...scored, saved: id !== null };
    },
  };
}
