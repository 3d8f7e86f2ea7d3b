import type { FastifyInstance } from "fastify";
import {
  claimContribution,
  getMyLeaderboardEntry,
  listLeaderboard,
} from "../../../shared/contracts/leaderboard";
import type { AppDeps } from "../../deps";
import { registerEndpoint } from "../../lib/endpoint";
import { GUARDS, requireUser } from "../../plugins/auth";

/** The contributor leaderboard and the quiz-completion claim. */
export async function registerLeaderboardRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { leaderboard } = deps;

  registerEndpoint(app, listLeaderboard, GUARDS.signedIn, async (request) => {
    const user = await requireUser(request);
    return leaderboard.top(user);
  });

  registerEndpoint(app, getMyLeaderboardEntry, GUARDS.signedIn, async (request) => {
    const user = await requireUser(request);
    return leaderboard.me(user);
  });

  registerEndpoint(app, claimContribution, GUARDS.signedIn, async (request) => {
    const user = await requireUser(request);
    return leaderboard.claimQuizCompletion(user);
  });
}
