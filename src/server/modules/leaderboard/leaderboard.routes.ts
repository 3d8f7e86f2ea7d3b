import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ErrorResponse } from "../../../shared/contracts/common";
import {
  ContributionBody,
  ContributionResponse,
  LeaderboardEntry,
  LeaderboardResponse,
} from "../../../shared/contracts/leaderboard";
import type { AppDeps } from "../../deps";
import { requireUser, signedInOnly } from "../../plugins/auth";
import { createLeaderboardService } from "./leaderboard.service";

// Route chain (STYLE.md): auth (preValidation) -> validation -> handler, so a guest gets 401
// whatever the body holds.
const signedIn = signedInOnly;

/** Issue 6: the contributor leaderboard and the quiz-completion claim (DECISIONS.md "Community"). */
export async function registerLeaderboardRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const leaderboard = createLeaderboardService(deps.db);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/leaderboard",
    {
      preValidation: signedIn,
      schema: {
        tags: ["leaderboard"],
        summary: "The top 50 contributors by points (ties share a rank), members only",
        description:
          "Other members appear with their first name and last-name initial; their e-mail is always null.",
        response: { 200: LeaderboardResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header("cache-control", "no-store");
      return leaderboard.top(user);
    },
  );

  r.get(
    "/api/leaderboard/me",
    {
      preValidation: signedIn,
      schema: {
        tags: ["leaderboard"],
        summary: "The signed-in member's own entry (also with 0 points) and rank",
        response: { 200: LeaderboardEntry, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header("cache-control", "no-store");
      return leaderboard.me(user);
    },
  );

  r.post(
    "/api/leaderboard/contribution",
    {
      preValidation: signedIn,
      schema: {
        tags: ["leaderboard"],
        summary: "Claim the quiz-completion points (5, once per member per quiz)",
        description:
          'Only {contributionType: "quiz_completion", targetId: "fake-guru-quiz"} can be claimed, and only after a stored quiz result (else 409). The points are the server\'s; a repeat answers 200 with awarded: false.',
        body: ContributionBody,
        response: {
          200: ContributionResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          409: ErrorResponse,
          415: ErrorResponse,
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return leaderboard.claimQuizCompletion(user);
    },
  );
}
