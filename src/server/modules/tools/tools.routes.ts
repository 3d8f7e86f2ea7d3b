import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ErrorResponse } from "../../../shared/contracts/common";
import {
  AdFatigueQuery,
  AdFatigueResponse,
  FakeGuruQuery,
  FakeGuruResponse,
} from "../../../shared/contracts/tools";
import type { AppDeps } from "../../deps";
import { createAdFatigueService } from "./ad-fatigue.service";
import { createFakeGuruService } from "./fake-gurus.service";

/** Issue 5: the fake-guru list and the ad-fatigue check, both read-only views of recorded evidence. */
export async function registerToolRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: deps.config.rateLimits.catalogPerMinute, timeWindow: "1 minute" };
  const fakeGurus = createFakeGuruService(deps.db);
  const adFatigue = createAdFatigueService(deps.db);

  r.get(
    "/api/fake-gurus",
    {
      config: { rateLimit },
      schema: {
        tags: ["tools"],
        summary: "Creators our evidence points at, worst first, with live headline figures",
        description:
          "Listed: creators flagged suspicious by our reviewers, with at least one community report " +
          "confirmed as a scam, or whose scored courses average a trust score below 50. Ordered by " +
          "confirmed reports, then the suspicious flag, then the lowest average trust score; at most 100. " +
          "search: part of a creator's name (any case, typo-tolerant). stats do not depend on search.",
        querystring: FakeGuruQuery,
        response: { 200: FakeGuruResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return fakeGurus.list(request.query.search);
    },
  );

  r.get(
    "/api/ad-fatigue",
    {
      config: { rateLimit },
      schema: {
        tags: ["tools"],
        summary: "How often a course or creator was advertised over the last 4 complete weeks",
        description:
          "query: a course title, a creator's name or a course URL (trimmed, 1-200 characters). " +
          "Counted from recorded ad sightings per ISO week (UTC). verdict: probably-fake above 5 a " +
          "week on average, heavy from 3, normal below, not-enough-data under 3 sightings or no match.",
        querystring: AdFatigueQuery,
        response: { 200: AdFatigueResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return adFatigue.check(request.query.query);
    },
  );
}
