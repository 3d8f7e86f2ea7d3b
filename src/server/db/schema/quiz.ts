import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, serialId } from "./columns";

export const QUIZ_DIFFICULTIES = ["easy", "medium", "hard"] as const;

/**
 * The red-flag quiz's question pool; a quiz draws 5 of the active ones.
 * `quizId` names the quiz ("fake-guru-quiz"), the contribution's targetId.
 */
export const quizQuestions = pgTable(
  "quiz_questions",
  {
    id: serialId(),
    quizId: text("quiz_id").notNull().default("fake-guru-quiz"),
    question: text("question").notNull(),
    /** Exactly 4 option texts. */
    options: jsonb("options").$type<string[]>().notNull(),
    correctAnswer: smallint("correct_answer").notNull(),
    explanation: text("explanation").notNull(),
    redFlags: jsonb("red_flags").$type<string[]>().notNull(),
    difficulty: text("difficulty", { enum: QUIZ_DIFFICULTIES }).notNull(),
    /** The FTC/detector category the question teaches (areas to improve link to it). */
    topic: text("topic").notNull().default(""),
    isActive: boolean("is_active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    index("quiz_questions_quiz_idx").on(t.quizId, t.isActive, t.sortOrder),
    check("quiz_questions_correct_answer_check", sql`${t.correctAnswer} between 0 and 3`),
  ],
);

/** A completed quiz (POST /api/quiz-results); score and risk are recomputed by the server. */
export const quizResults = pgTable(
  "quiz_results",
  {
    id: serialId(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    quizId: text("quiz_id").notNull().default("fake-guru-quiz"),
    /** [{questionId, answer}] in the order asked. */
    answers: jsonb("answers").$type<{ questionId: number; answer: number }[]>().notNull(),
    correctCount: integer("correct_count").notNull(),
    totalQuestions: integer("total_questions").notNull(),
    score: integer("score").notNull(),
    riskLevel: text("risk_level", { enum: ["low", "medium", "high"] }).notNull(),
    weakAreas: jsonb("weak_areas").$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("quiz_results_user_idx").on(t.userId, t.createdAt)],
);
