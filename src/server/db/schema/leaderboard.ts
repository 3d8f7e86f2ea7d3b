import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { memberRef } from "./auth";
import { createdAt, serialId } from "./columns";

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
    id: serialId(),
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
