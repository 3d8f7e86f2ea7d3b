// The creator background check, a Pro Investigator feature (admins and lifetime members hold Pro).
// Chain (docs/architecture.md): rate limit (onRequest) -> sign-in and plan (preValidation) ->
// validation -> handler, so a guest gets 401 and a Free or Premium member 403 whatever the body
// holds. Every check is logged.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AI_MESSAGES, aiEndpoints as e } from "../../../shared/contracts/ai";
import { planQuotas } from "../../../shared/domain/plans";
import { configuredModel } from "../../analysis/providers/provider";
import type { AppDeps } from "../../deps";
import { registerEndpoint } from "../../lib/endpoint";
import { ForbiddenError } from "../../lib/errors";
import { requireUser } from "../../plugins/auth";
import { toPlanSubject } from "../auth/users";
import { SEARCH_CREATOR_ROUTE } from "./creator-check.service";

/** Abuse limit per client address; Pro members are otherwise unlimited. */
export const CREATOR_CHECKS_PER_MINUTE = 30;

const proOnly = async (request: FastifyRequest) => {
  const user = await requireUser(request);
  if (!planQuotas(toPlanSubject(user)).canUseCreatorBackgroundCheck) {
    throw new ForbiddenError(AI_MESSAGES.backgroundCheckNeedsPro);
  }
};

export async function registerCreatorCheckRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const checks = deps.creatorChecks;

  registerEndpoint(
    app,
    e.searchCreator,
    {
      config: { rateLimit: { max: CREATOR_CHECKS_PER_MINUTE, timeWindow: "1 minute" } },
      preValidation: proOnly,
    },
    async (request) => {
      const user = await requireUser(request);
      const query = request.body.name;
      const started = performance.now();
      const log = (entry: {
        model: string;
        creatorName: string | null;
        promptTokens?: number | null;
        completionTokens?: number | null;
        totalTokens?: number | null;
        error: string | null;
      }) =>
        deps.ai.usageLog.record(
          {
            route: SEARCH_CREATOR_ROUTE,
            userId: user.id,
            courseId: null,
            query,
            durationMs: performance.now() - started,
            ...entry,
          },
          request.log,
        );
      try {
        const result = await checks.check(query);
        await log({ creatorName: result.creatorName, ...result.outcome });
        return result.response;
      } catch (error) {
        await log({
          model: configuredModel(deps.config.ai),
          creatorName: null,
          error: error instanceof Error ? error.message : String(error),
        });
        throw error;
      }
    },
  );
}
