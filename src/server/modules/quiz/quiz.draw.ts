// Which 5 questions a quiz asks. A quiz is a numbered "set": the same set number always
// asks the same questions (while the pool is unchanged), so POST /api/quiz-results can check that
// the answers are for exactly the questions that were asked, without keeping state between calls.
//
// How a set is drawn: the active questions are split by difficulty, each list ordered by its stable
// sortOrder. A set takes QUIZ_MIX[d] consecutive questions from each difficulty's list, starting at
// (setId * QUIZ_MIX[d]) modulo the list's length and wrapping around — a rotation, so consecutive
// set numbers walk through the whole pool (with 5 easy questions and 2 per quiz, sets 0..4 start at
// 0, 2, 4, 1, 3). A difficulty with too few questions is topped up from the rest of the pool in sort
// order. Questions are asked easy first, hard last. GET /api/quiz picks the set number at random
// (which questions, never the score), and the page asks for the next set number on Retake, so a
// repeat taker sees a different selection.
import { QUIZ_LENGTH } from "../../../shared/contracts/quiz";

export type Difficulty = "easy" | "medium" | "hard";

/** A balanced mix: two easy, two medium, one hard (sums to QUIZ_LENGTH). */
export const QUIZ_MIX: Record<Difficulty, number> = { easy: 2, medium: 2, hard: 1 };
const ORDER: Difficulty[] = ["easy", "medium", "hard"];

export interface DrawableQuestion {
  id: number;
  difficulty: Difficulty;
  sortOrder: number;
}

/** The set's questions in the order asked, or null when the pool has fewer than QUIZ_LENGTH. */
export function drawQuestionSet<Q extends DrawableQuestion>(pool: readonly Q[], setId: number): Q[] | null {
  if (pool.length < QUIZ_LENGTH) return null;
  const sorted = [...pool].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  const picked = new Set<number>();
  const chosen: Q[] = [];
  for (const difficulty of ORDER) {
    const list = sorted.filter((q) => q.difficulty === difficulty);
    const want = Math.min(QUIZ_MIX[difficulty], list.length);
    if (want === 0) continue;
    const start = (setId * QUIZ_MIX[difficulty]) % list.length;
    for (let i = 0; i < want; i += 1) {
      const question = list[(start + i) % list.length]!;
      picked.add(question.id);
      chosen.push(question);
    }
  }
  for (const question of sorted) {
    if (chosen.length >= QUIZ_LENGTH) break;
    if (!picked.has(question.id)) {
      picked.add(question.id);
      chosen.push(question);
    }
  }
  const rank = (q: Q) => ORDER.indexOf(q.difficulty);
  return chosen.slice(0, QUIZ_LENGTH).sort((a, b) => rank(a) - rank(b));
}
