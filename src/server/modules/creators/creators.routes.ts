import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ErrorResponse } from "../../../shared/contracts/common";
import {
  CreatorDetail,
  CreatorDetailQuery,
  CreatorListQuery,
  CreatorListResponse,
  CreatorSlugParams,
} from "../../../shared/contracts/creators";
import type { AppDeps } from "../../deps";
import { createCreatorService } from "./creators.service";

/** GET /api/creators (the directory) and GET /api/creators/{slug} (a profile with its courses). */
export async function registerCreatorRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const creators = createCreatorService(deps.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: deps.config.rateLimits.catalogPerMinute, timeWindow: "1 minute" };

  r.get(
    "/api/creators",
    {
      config: { rateLimit },
      schema: {
        tags: ["creators"],
        summary: "The creator directory",
        description:
          "search: typo-tolerant match on name, expertise (specialties) or background; closest names " +
          "first. filter=verified: verified creators only; filter=unverified: everyone not verified " +
          "(unverified and suspicious). Without a search: verified first, then by trust score, then " +
          "name. trustScore is the mean of the creator's scored courses; averageRating weighs each " +
          "course by its approved reviews.",
        querystring: CreatorListQuery,
        response: { 200: CreatorListResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return creators.list(request.query);
    },
  );

  r.get(
    "/api/creators/:slug",
    {
      config: { rateLimit },
      schema: {
        tags: ["creators"],
        summary: "One creator with a page of their courses (12 by default, best first)",
        params: CreatorSlugParams,
        querystring: CreatorDetailQuery,
        response: { 200: CreatorDetail, 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return creators.get(request.params.slug, request.query);
    },
  );
}
