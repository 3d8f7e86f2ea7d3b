// The contributor leaderboard (docs/decisions/0057-community-rules.md): totals and counts computed
// from leaderboard_contributions.
import { z } from "zod";
import { BADGE_LEVELS, CONTRIBUTION_POINTS, FAKE_GURU_QUIZ_ID } from "../domain/community";
import { Count, listOf, memberKind } from "./common";
import { leaderboardRoutes } from "./leaderboard.routes";

/** How many members GET /api/leaderboard lists. */
export const LEADERBOARD_LIMIT = 50;

export const LEADERBOARD_MESSAGES = {
  onlyQuiz: "Only a quiz completion can be claimed; other points are awarded by moderation.",
  unknownTarget: "Unknown quiz.",
  points: `Points are decided by the server: a quiz completion is worth ${CONTRIBUTION_POINTS.quiz_completion}.`,
  noResult: "Finish the quiz first: there is no saved result for it on your account.",
  awarded: `+${CONTRIBUTION_POINTS.quiz_completion} points added to your leaderboard total`,
  alreadyCounted: "Quiz completion already counted: points are awarded once per quiz.",
} as const;

const badgeLevels = BADGE_LEVELS.map((b) => b.level) as [
  (typeof BADGE_LEVELS)[number]["level"],
  ...(typeof BADGE_LEVELS)[number]["level"][],
];

export const LeaderboardEntry = z
  .object({
    userId: z.string(),
    user: z.object({
      firstName: z.string(),
      /** Other members: the initial only ("L."); your own entry: the full last name. */
      lastName: z.string(),
      /** Other members: always null (never shown publicly); your own entry: your e-mail. */
      email: z.string().nullable(),
      /** Accounts have no profile image yet: null. */
      profileImageUrl: z.string().nullable(),
    }),
    totalPoints: z.number().int(),
    /** Approved reviews. */
    courseReviews: Count,
    /** Votes on community reports. */
    verificationVotes: Count,
    /** Reports an admin confirmed as scams. */
    scamsReported: Count,
    quizCompletions: Count,
    badgeLevel: z.enum(badgeLevels),
    /** 1 + the number of members with more points (ties share a rank: 1, 1, 3). */
    rank: z.number().int().min(1),
    isMe: z.boolean(),
  })
  .meta({ id: "LeaderboardEntry" });
export type LeaderboardEntry = z.infer<typeof LeaderboardEntry>;

/** The top LEADERBOARD_LIMIT members with points, best first. */
export const LeaderboardResponse = listOf(LeaderboardEntry, {
  /** Members with at least one contribution. */
  totalContributors: Count,
});
export type LeaderboardResponse = z.infer<typeof LeaderboardResponse>;

export const ContributionBody = z.object({
  contributionType: z.string().refine((v) => v === "quiz_completion", LEADERBOARD_MESSAGES.onlyQuiz),
  targetId: z.string().refine((v) => v === FAKE_GURU_QUIZ_ID, LEADERBOARD_MESSAGES.unknownTarget),
  /** Optional; anything but the server's value is refused. */
  points: z
    .number()
    .refine((v) => v === CONTRIBUTION_POINTS.quiz_completion, LEADERBOARD_MESSAGES.points)
    .optional(),
});
export type ContributionBody = z.infer<typeof ContributionBody>;

export const ContributionResponse = z.object({
  /** False when this quiz had already been counted for the member (nothing changed). */
  awarded: z.boolean(),
  /** Points added by this call (0 when not awarded). */
  points: Count,
  /** The member's total after this call. */
  totalPoints: z.number().int(),
  message: z.string(),
});
export type ContributionResponse = z.infer<typeof ContributionResponse>;

// ---- Endpoints ----

const member = memberKind(["leaderboard"]);

/** Every endpoint of the leaderboard, keyed as in leaderboard.routes.ts. */
export const leaderboardEndpoints = {
  list: member(leaderboardRoutes.list, LeaderboardResponse, {
    summary: "The top 50 contributors by points (ties share a rank), members only",
    description:
      "Other members appear with their first name and last-name initial; their e-mail is always null.",
  }),
  me: member(leaderboardRoutes.me, LeaderboardEntry, {
    summary: "The signed-in member's own entry (also with 0 points) and rank",
  }),
  contribute: member(leaderboardRoutes.contribute, ContributionResponse, {
    summary: "Claim the quiz-completion points (5, once per member per quiz)",
    description:
      'Only {contributionType: "quiz_completion", targetId: "fake-guru-quiz"} can be claimed, and only after a stored quiz result (else 409). The points are the server\'s; a repeat answers 200 with awarded: false.',
    body: ContributionBody,
    errors: [400, 409, 415],
  }),
};
