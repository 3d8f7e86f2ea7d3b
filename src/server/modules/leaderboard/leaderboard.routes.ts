import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";

/** Leaderboard and contributions (issue 6; stub registered ahead of the implementation). */
export async function registerLeaderboardRoutes(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
