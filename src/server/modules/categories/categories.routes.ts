import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { CategoryListResponse } from "../../../shared/contracts/catalog";
import { ErrorResponse } from "../../../shared/contracts/common";
import type { AppDeps } from "../../deps";
import { createCategoryService } from "./categories.service";

export async function registerCategoryRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const categories = createCategoryService(deps.db, { cacheMs: deps.config.catalogCacheMs });
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/categories",
    {
      config: { rateLimit: { max: deps.config.rateLimits.catalogPerMinute, timeWindow: "1 minute" } },
      schema: {
        tags: ["catalogue"],
        summary: "Every category with its live course count, in tab-strip order",
        response: { 200: CategoryListResponse, 429: ErrorResponse },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return categories.list();
    },
  );
}
