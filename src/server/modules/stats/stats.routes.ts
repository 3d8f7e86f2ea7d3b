import type { FastifyInstance } from "fastify";
import { statsEndpoints as e } from "../../../shared/contracts/stats";
import { STATS_TTL_MS } from "../../../shared/contracts/stats.routes";
import type { AppDeps } from "../../deps";
import { registerEndpoint } from "../../lib/endpoint";
import { GUARDS } from "../../plugins/auth";
import type { RouteModule } from "../route-module";

export async function registerStatsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { stats } = deps;
  registerEndpoint(app, e.get, GUARDS.public, async (_request, reply) => {
    reply.header("cache-control", `public, max-age=${STATS_TTL_MS / 1000}`);
    return stats.get();
  });
}

export const routeModule: RouteModule = { order: 50, register: registerStatsRoutes };
