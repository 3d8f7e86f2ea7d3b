// The AI routes. Chain (docs/architecture.md): rate limit (onRequest) -> auth (preValidation) ->
// validation -> handler; the services hold the rules (quotas, caching, idempotency, logging).
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AI_MESSAGES, aiEndpoints as e } from "../../../shared/contracts/ai";
import { GUEST_AI_LOOKS, nextMonthlyReset } from "../../../shared/domain/plans";
import type { AppDeps } from "../../deps";
import { registerEndpoint } from "../../lib/endpoint";
import { UnauthorizedError } from "../../lib/errors";
import { currentUser, GUARDS, requireUser } from "../../plugins/auth";
import type { RouteModule } from "../route-module";
import { guestSubject } from "./ai-quota.service";
import { registerCreatorCheckRoutes } from "./creator-check.routes";
import { type AiCaller, callerSubject, lookQuota } from "./quick-look.service";
import { ensureVisitorId, readVisitorId } from "./visitor-cookie";

/** Abuse limits per client address; the quotas themselves are per member or browser. */
export const AI_RATE_LIMITS = {
  analyzePerMinute: 60,
  deepAnalyzePerMinute: 30,
  limitsPerMinute: 120,
  adminLogsPerMinute: 60,
} as const;

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: "1 minute" } });

/** Signed in, with the AI report's own wording for guests. */
const signedInForReports = async (request: FastifyRequest) => {
  if ((await currentUser(request)) === null) throw new UnauthorizedError(AI_MESSAGES.signInForReports);
};

export async function registerAnalyzerRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { deepAnalyzer } = deps;
  await registerCreatorCheckRoutes(app, deps);

  registerEndpoint(
    app,
    e.analyzeCourse,
    { ...GUARDS.public, config: perMinute(AI_RATE_LIMITS.analyzePerMinute) },
    async (request, reply) => {
      const now = new Date();
      const user = await currentUser(request);
      const body = request.body;
      if ("url" in body) return deps.urlLooks.look({ url: body.url, user, now, log: request.log });
      const caller: AiCaller = user
        ? { kind: "member", user }
        : { kind: "guest", visitorId: ensureVisitorId(request, reply, deps.config), address: request.ip };
      return deps.quickLooks.look({ courseId: body.courseId, caller, now, log: request.log });
    },
  );

  registerEndpoint(
    app,
    e.limits,
    { ...GUARDS.public, config: perMinute(AI_RATE_LIMITS.limitsPerMinute) },
    async (request) => {
      const now = new Date();
      const resetAt = nextMonthlyReset(now).toISOString();
      const user = await currentUser(request);
      if (user) {
        const caller: AiCaller = { kind: "member", user };
        const used = await deps.ai.quota.used(callerSubject(caller), "look", now);
        return { used, total: lookQuota(caller, now), resetAt };
      }
      const visitorId = readVisitorId(request, deps.config);
      const used = visitorId === null ? 0 : await deps.ai.quota.used(guestSubject(visitorId), "look", now);
      return { used, total: GUEST_AI_LOOKS, resetAt };
    },
  );

  registerEndpoint(
    app,
    e.deepAnalyze,
    { config: perMinute(AI_RATE_LIMITS.deepAnalyzePerMinute), preValidation: signedInForReports },
    async (request) => {
      const user = await requireUser(request);
      return deepAnalyzer.analyze({ user, body: request.body, now: new Date(), log: request.log });
    },
  );

  registerEndpoint(
    app,
    e.usageLog,
    { ...GUARDS.admin, config: perMinute(AI_RATE_LIMITS.adminLogsPerMinute) },
    async (request) => deps.ai.usageLog.list(request.query.limit),
  );
}

export const routeModule: RouteModule = { order: 200, register: registerAnalyzerRoutes };
