// The fake-guru detection quiz (docs/decisions/0057-community-rules.md): five questions drawn from the pool, answers marked in the browser at once, and a result the
// server scores itself from the answers (the client's score and risk level are never trusted).
import { z } from "zod";
import { endpoint } from "../api/endpoint";
import { FAKE_GURU_QUIZ_ID } from "../domain/community";
import { blankAsMissing, Count, endpointKind, errorResponses, RowId, Score, storedRow } from "./common";
import { quizRoutes } from "./quiz.routes";

/** Five questions; risk is high below 60 and medium below 80; at most 3 weak areas. */
export const QUIZ_LENGTH = 5;
export const LOW_RISK_MIN_SCORE = 80;
export const MEDIUM_RISK_MIN_SCORE = 60;
export const MAX_WEAK_AREAS = 3;
/** Question sets are numbered 0..QUIZ_SET_MAX (the rotation in modules/quiz/quiz.draw.ts). */
export const QUIZ_SET_MAX = 999_999;

export const QUIZ_DIFFICULTY_LABELS = { easy: "Easy", medium: "Medium", hard: "Hard" } as const;
export const RISK_LEVELS = ["low", "medium", "high"] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
export const RISK_LABELS: Record<RiskLevel, string> = {
  low: "Low Risk",
  medium: "Medium Risk",
  high: "High Risk",
};

export const QUIZ_MESSAGES = {
  notEnoughQuestions: "The quiz is not available right now. Please try again later.",
  wrongCount: `Answer all ${QUIZ_LENGTH} questions of the quiz.`,
  duplicate: "Each question can be answered only once.",
  unknownQuestion: "One of the questions is not part of this quiz. Please retake the quiz.",
  notTheAskedSet: "These are not the questions this quiz asked. Please retake the quiz.",
  answerRange: "Each answer must be one of the four options (0 to 3).",
  wrongQuiz: "Unknown quiz.",
} as const;

export const QuizDifficulty = z.enum(["easy", "medium", "hard"]);
export type QuizDifficulty = z.infer<typeof QuizDifficulty>;

export const QuizQuestion = storedRow({
  question: z.string(),
  options: z.array(z.string()).length(4),
  /** Index 0-3 of the right option (the browser marks answers right away). */
  correctAnswer: z.number().int().min(0).max(3),
  explanation: z.string(),
  /** 'Red Flags to Remember'; the first is the weak-area label when answered wrongly. */
  redFlags: z.array(z.string()),
  difficulty: QuizDifficulty,
  topic: z.string(),
}).meta({ id: "QuizQuestion" });
export type QuizQuestion = z.infer<typeof QuizQuestion>;

export const QuizQuery = z.object({
  /** A specific question set (repeatable); omitted: a set picked at random. */
  set: blankAsMissing(z.coerce.number().int().min(0).max(QUIZ_SET_MAX).optional()),
});

export const QuizResponse = z
  .object({
    quizId: z.string(),
    /** Which question set this is; POST /api/quiz-results sends it back. */
    setId: z.number().int().min(0).max(QUIZ_SET_MAX),
    /** In the order to ask them: easy first, hard last. */
    questions: z.array(QuizQuestion),
  })
  .meta({ id: "Quiz" });
export type QuizResponse = z.infer<typeof QuizResponse>;

export const QuizAnswer = z.object({
  questionId: RowId,
  answer: z
    .number({ error: () => QUIZ_MESSAGES.answerRange })
    .int(QUIZ_MESSAGES.answerRange)
    .min(0, QUIZ_MESSAGES.answerRange)
    .max(3, QUIZ_MESSAGES.answerRange),
});
export type QuizAnswer = z.infer<typeof QuizAnswer>;

export const SubmitQuizResultBody = z.object({
  quizId: z.literal(FAKE_GURU_QUIZ_ID, { error: () => QUIZ_MESSAGES.wrongQuiz }).default(FAKE_GURU_QUIZ_ID),
  setId: z.number().int().min(0).max(QUIZ_SET_MAX),
  /** One per asked question, in the order asked. */
  answers: z
    .array(QuizAnswer, { error: () => QUIZ_MESSAGES.wrongCount })
    .length(QUIZ_LENGTH, QUIZ_MESSAGES.wrongCount),
  /** A client may send these; the server recomputes both and ignores what is sent. */
  score: z.number().optional(),
  riskLevel: z.string().optional(),
});
export type SubmitQuizResultBody = z.input<typeof SubmitQuizResultBody>;

export const QuizAnswerOutcome = z.object({
  questionId: z.number().int(),
  answer: z.number().int(),
  correctAnswer: z.number().int(),
  correct: z.boolean(),
});

export const QuizResult = z
  .object({
    /** The stored result's id; null for a guest (nothing is stored for guests). */
    id: z.number().int().nullable(),
    quizId: z.string(),
    /** Percent, correct / total rounded. */
    score: Score,
    correctCount: Count,
    totalQuestions: z.number().int().min(1),
    riskLevel: z.enum(RISK_LEVELS),
    /** Up to 3: the first red flag of each wrongly answered question, without repeats. */
    weakAreas: z.array(z.string()).max(MAX_WEAK_AREAS),
    recommendations: z.array(z.string()),
    answers: z.array(QuizAnswerOutcome),
    /** True when the result was stored for the signed-in member (it can then earn points). */
    saved: z.boolean(),
  })
  .meta({ id: "QuizResult" });
export type QuizResult = z.infer<typeof QuizResult>;

// ---- Endpoints ----

const open = endpointKind({ tags: ["quiz"], status: 200, errors: [400, 503] });

export const getQuiz = open(quizRoutes.get, QuizResponse, {
  summary: "Five questions (2 easy, 2 medium, 1 hard) with their answers, explanations and red flags",
  description:
    "`set` picks a question set by number (the same number asks the same questions); without it a set is picked at random. The browser marks answers at once, so the right answers are included; the score is computed by POST /api/quiz-results.",
  query: QuizQuery,
});

export const submitQuizResult = endpoint(quizRoutes.submit, {
  tags: ["quiz"],
  summary: "Score a finished quiz (the server recomputes score, risk level and weak areas)",
  description:
    "Send the set number and one answer per asked question. A signed-in member's result is stored (and then earns the quiz-completion points once); a guest gets the scored result without storing it. Any score or riskLevel sent is ignored.",
  body: SubmitQuizResultBody,
  responses: { 200: QuizResult, 201: QuizResult, ...errorResponses(400, 415, 429, 503) },
});

/** Every endpoint of the quiz, keyed as in quiz.routes.ts. */
export const quizEndpoints = {
  get: getQuiz,
  submit: submitQuizResult,
};
