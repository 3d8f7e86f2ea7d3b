// Community seed data that is not part of the generated catalogue: the quiz question pool, and the
// leaderboard points the seeded approved reviews earned their authors (so the demo leaderboard is
// computed from rows in the database, not from invented totals).
// Idempotent: runs at every start and inserts only what is missing.
import { eq, sql } from "drizzle-orm";
import { CONTRIBUTION_POINTS, FAKE_GURU_QUIZ_ID } from "../../shared/domain/community";
import type { Executor } from "../db/client";
import { leaderboardContributions } from "../db/schema/leaderboard";
import { quizQuestions } from "../db/schema/quiz";
import { reviews } from "../db/schema/reviews";
import { QUIZ_QUESTION_SEEDS } from "./quiz-questions";

export interface CommunitySeedReport {
  quizQuestions: number;
  /** review_approved contributions added for approved reviews that had none. */
  reviewContributions: number;
}

export async function seedCommunity(tx: Executor, _now: Date): Promise<CommunitySeedReport> {
  // Questions by their stable sort order: an existing question (even one an admin deactivated or
  // reworded) is left alone.
  const existing = await tx
    .select({ sortOrder: quizQuestions.sortOrder })
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, FAKE_GURU_QUIZ_ID));
  const have = new Set(existing.map((row) => row.sortOrder));
  const missing = QUIZ_QUESTION_SEEDS.filter((q) => !have.has(q.sortOrder));
  if (missing.length > 0) {
    await tx.insert(quizQuestions).values(
      missing.map((q) => ({
        quizId: FAKE_GURU_QUIZ_ID,
        question: q.question,
        options: [...q.options],
        correctAnswer: q.correctAnswer,
        explanation: q.explanation,
        redFlags: [...q.redFlags],
        difficulty: q.difficulty,
        topic: q.topic,
        sortOrder: q.sortOrder,
      })),
    );
  }

  // 10 points per approved review to its author, as moderation awards them (reviews.service.ts);
  // the unique (member, type, target) index skips the ones already there.
  const awarded = (await tx.execute(sql`
    insert into ${leaderboardContributions} (user_id, contribution_type, target_id, points, created_at)
    select user_id, 'review_approved', id::text, ${CONTRIBUTION_POINTS.review_approved}::int,
           coalesce(moderated_at, created_at)
    from ${reviews} where status = 'approved'
    on conflict do nothing
    returning id`)) as unknown as { rows: unknown[] };

  return { quizQuestions: missing.length, reviewContributions: awarded.rows.length };
}
