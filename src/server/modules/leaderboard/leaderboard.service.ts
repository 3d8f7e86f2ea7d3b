// The contributor leaderboard (docs/decisions/0057-community-rules.md): every figure is summed from
// leaderboard_contributions, which only points.ts writes — quiz completions (claimed here), approved
// reviews (reviews.service), report votes and confirmed scam reports (community-reports). Ranks are competition ranks: members
// with the same total share a rank and the next rank skips (1, 1, 3); ties are listed by name.
import { and, eq, sql } from "drizzle-orm";
import {
  type ContributionResponse,
  LEADERBOARD_LIMIT,
  LEADERBOARD_MESSAGES,
  type LeaderboardEntry,
  type LeaderboardResponse,
} from "../../../shared/contracts/leaderboard";
import { badgeLevelFor, CONTRIBUTION_POINTS, FAKE_GURU_QUIZ_ID } from "../../../shared/domain/community";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/auth";
import { leaderboardContributions } from "../../db/schema/leaderboard";
import { quizResults } from "../../db/schema/quiz";
import { ConflictError } from "../../lib/errors";
import type { UserRow } from "../auth/users";
import { awardPoints } from "./points";

interface TotalsRow {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  totalPoints: number;
  courseReviews: number;
  verificationVotes: number;
  scamsReported: number;
  quizCompletions: number;
  rank: number;
}

/** Per-member sums and counts by type, ranked by total. */
const rankedTotals = sql`
  with totals as (
    select user_id,
      sum(points)::int as total_points,
      (count(*) filter (where contribution_type = 'review_approved'))::int as course_reviews,
      (count(*) filter (where contribution_type = 'report_vote'))::int as verification_votes,
      (count(*) filter (where contribution_type = 'scam_confirmed'))::int as scams_reported,
      (count(*) filter (where contribution_type = 'quiz_completion'))::int as quiz_completions
    from ${leaderboardContributions}
    group by user_id
  )
  select t.user_id as "userId", u.first_name as "firstName", u.last_name as "lastName", u.email,
    t.total_points as "totalPoints", t.course_reviews as "courseReviews",
    t.verification_votes as "verificationVotes", t.scams_reported as "scamsReported",
    t.quiz_completions as "quizCompletions",
    (rank() over (order by t.total_points desc))::int as rank
  from totals t join ${users} u on u.id = t.user_id`;

/** "Lovelace" -> "L.": other members' last names are shortened, so a rank never shows a full name. */
function initial(lastName: string): string {
  const first = Array.from(lastName.trim())[0];
  return first ? `${first.toUpperCase()}.` : "";
}

function toEntry(row: TotalsRow, viewerId: string): LeaderboardEntry {
  const isMe = row.userId === viewerId;
  return {
    userId: row.userId,
    user: {
      firstName: row.firstName,
      lastName: isMe ? row.lastName : initial(row.lastName),
      email: isMe ? row.email : null,
      profileImageUrl: null,
    },
    totalPoints: row.totalPoints,
    courseReviews: row.courseReviews,
    verificationVotes: row.verificationVotes,
    scamsReported: row.scamsReported,
    quizCompletions: row.quizCompletions,
    badgeLevel: badgeLevelFor(row.totalPoints),
    rank: row.rank,
    isMe,
  };
}

type Executor = Pick<Db, "execute" | "select">;

async function totalFor(executor: Executor, userId: string): Promise<number> {
  const [row] = await executor
    .select({ total: sql<number>`coalesce(sum(${leaderboardContributions.points}), 0)::int` })
    .from(leaderboardContributions)
    .where(eq(leaderboardContributions.userId, userId));
  return row?.total ?? 0;
}

export function createLeaderboardService(db: Db) {
  return {
    async top(viewer: UserRow, limit = LEADERBOARD_LIMIT): Promise<LeaderboardResponse> {
      const { rows } = (await db.execute(sql`
        select * from (${rankedTotals}) ranked
        order by rank, "firstName", "lastName", "userId"
        limit ${limit}`)) as unknown as { rows: TotalsRow[] };
      const [count] = await db
        .select({ n: sql<number>`count(distinct ${leaderboardContributions.userId})::int` })
        .from(leaderboardContributions);
      return { items: rows.map((row) => toEntry(row, viewer.id)), totalContributors: count?.n ?? 0 };
    },

    /** The member's own entry: with 0 points it ranks after everyone who has points. */
    async me(viewer: UserRow): Promise<LeaderboardEntry> {
      const { rows } = (await db.execute(sql`
        select * from (${rankedTotals}) ranked where "userId" = ${viewer.id}`)) as unknown as {
        rows: TotalsRow[];
      };
      const own = rows[0];
      if (own) return toEntry(own, viewer.id);
      const [ahead] = await db
        .select({ n: sql<number>`count(distinct ${leaderboardContributions.userId})::int` })
        .from(leaderboardContributions)
        .where(
          sql`${leaderboardContributions.userId} in (select user_id from ${leaderboardContributions} group by user_id having sum(points) > 0)`,
        );
      return toEntry(
        {
          userId: viewer.id,
          firstName: viewer.firstName,
          lastName: viewer.lastName,
          email: viewer.email,
          totalPoints: 0,
          courseReviews: 0,
          verificationVotes: 0,
          scamsReported: 0,
          quizCompletions: 0,
          rank: (ahead?.n ?? 0) + 1,
        },
        viewer.id,
      );
    },

    /**
     * The quiz-completion points, once per member per quiz, and only after the member has a stored
     * result for it. The unique (member, type, target) index decides between two claims at once.
     */
    async claimQuizCompletion(viewer: UserRow): Promise<ContributionResponse> {
      return db.transaction(async (tx) => {
        const [result] = await tx
          .select({ id: quizResults.id })
          .from(quizResults)
          .where(and(eq(quizResults.userId, viewer.id), eq(quizResults.quizId, FAKE_GURU_QUIZ_ID)))
          .limit(1);
        if (!result) throw new ConflictError(LEADERBOARD_MESSAGES.noResult);
        const awarded = await awardPoints(tx, viewer.id, "quiz_completion", FAKE_GURU_QUIZ_ID);
        return {
          awarded,
          points: awarded ? CONTRIBUTION_POINTS.quiz_completion : 0,
          totalPoints: await totalFor(tx, viewer.id),
          message: awarded ? LEADERBOARD_MESSAGES.awarded : LEADERBOARD_MESSAGES.alreadyCounted,
        };
      });
    },
  };
}
