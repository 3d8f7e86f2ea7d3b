import type { FastifyInstance } from "fastify";
import { leaderboardEndpoints as e } from "../../../shared/contracts/leaderboard";
import type { AppDeps } from "../../deps";
import { registerMemberEndpoint } from "../../plugins/auth";
import type { RouteModule } from "../route-module";

/** The contributor leaderboard and the quiz-completion claim. */
export async function registerLeaderboardRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { leaderboard } = deps;

  registerMemberEndpoint(app, e.list, async (user) => {
    return leaderboard.top(user);
  });

  registerMemberEndpoint(app, e.me, async (user) => {
    return leaderboard.me(user);
  });

  registerMemberEndpoint(app, e.contribute, async (user) => {
    return leaderboard.claimQuizCompletion(user);
  });
}

export const routeModule: RouteModule = { order: 220, register: registerLeaderboardRoutes };
