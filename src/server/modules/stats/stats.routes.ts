import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PlatformStatsResponse } from "../../../shared/contracts/stats";
import type { AppDeps } from "../../deps";
import { createStatsService, STATS_TTL_MS } from "./stats.service";

export async function registerStatsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const stats = createStatsService(deps.db);
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/platform-stats",
    {
      schema: {
        tags: ["stats"],
        summary: "Live platform counts (cached 5 minutes)",
        response: { 200: PlatformStatsResponse },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", `public, max-age=${STATS_TTL_MS / 1000}`);
      return stats.get();
    },
  );
}
