import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { creators } from "./catalog";
import { at, createdAt, updatedAt } from "./columns";
import { memberRef, users } from "./users";

export const COMMUNITY_REPORT_STATUSES = ["pending", "investigating", "verified", "rejected"] as const;

/**
 * Community scam reports (docs/decisions/0057-community-rules.md), filed and voted on by members and
 * moved by admins. The analysis engine reads them (trust score, background check, fake-guru list).
 * 'verified' is shown as 'Scam Confirmed'.
 */
export const communityReports = pgTable(
  "community_reports",
  {
    id: serial("id").primaryKey(),
    /** The catalogue creator the report is about, when it names one we list. */
    creatorId: integer("creator_id").references(() => creators.id, { onDelete: "set null" }),
    creatorName: text("creator_name").notNull(),
    platform: text("platform").notNull(),
    scamType: text("scam_type").notNull(),
    description: text("description").notNull(),
    evidence: text("evidence"),
    status: text("status", { enum: COMMUNITY_REPORT_STATUSES }).notNull().default("pending"),
    reportedBy: uuid("reported_by").references(() => users.id, { onDelete: "set null" }),
    /** Why it was confirmed or rejected: shown to the reporter, kept in the audit log. */
    decisionReason: text("decision_reason"),
    decidedAt: at("decided_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("community_reports_creator_idx").on(t.creatorId, t.status),
    index("community_reports_status_idx").on(t.status, t.createdAt),
    index("community_reports_reported_by_idx").on(t.reportedBy),
  ],
);

/** One vote per member per report, changeable: +1 up, -1 down. */
export const communityReportVotes = pgTable(
  "community_report_votes",
  {
    reportId: integer("report_id")
      .notNull()
      .references(() => communityReports.id, { onDelete: "cascade" }),
    userId: memberRef(),
    value: smallint("value").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.reportId, t.userId] }),
    index("community_report_votes_user_idx").on(t.userId),
    check("community_report_votes_value_check", sql`${t.value} in (-1, 1)`),
  ],
);

export const QUIZ_DIFFICULTIES = ["easy", "medium", "hard"] as const;

/**
 * The red-flag quiz's question pool; a quiz draws 5 of the active ones.
 * `quizId` names the quiz ("fake-guru-quiz"), the contribution's targetId.
 */
export const quizQuestions = pgTable(
  "quiz_questions",
  {
    id: serial("id").primaryKey(),
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
    id: serial("id").primaryKey(),
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

export const CONTRIBUTION_TYPES = [
  "quiz_completion",
  "review_approved",
  "scam_confirmed",
  "report_vote",
] as const;

/**
 * Leaderboard points: quiz completion 5 (once per member per quiz),
 * approved review 10, confirmed scam report 20, report vote 1. One row per (member, type, target),
 * so a repeated award is a no-op; rows are removed when their cause is undone (a vote withdrawn).
 */
export const leaderboardContributions = pgTable(
  "leaderboard_contributions",
  {
    id: serial("id").primaryKey(),
    userId: memberRef(),
    contributionType: text("contribution_type", { enum: CONTRIBUTION_TYPES }).notNull(),
    targetId: text("target_id").notNull(),
    points: integer("points").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("leaderboard_contributions_once_key").on(t.userId, t.contributionType, t.targetId),
    index("leaderboard_contributions_user_idx").on(t.userId),
  ],
);
