// The AI routes of issue 4. Chain (STYLE.md): rate limit (onRequest) -> auth (preValidation) ->
// validation -> handler; the services hold the rules (quotas, caching, idempotency, logging).
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  AI_MESSAGES,
  AiLimitsResponse,
  AiUsageListResponse,
  AiUsageQuery,
  AnalyzeCourseBody,
  AnalyzeCourseResponse,
  DeepAnalyzeBody,
  DeepAnalyzeResponse,
} from "../../../shared/contracts/ai";
import { ErrorResponse } from "../../../shared/contracts/common";
import { GUEST_AI_LOOKS, nextMonthlyReset } from "../../../shared/domain/plans";
import type { AppDeps } from "../../deps";
import { UnauthorizedError } from "../../lib/errors";
import { currentUser, requireUser, roleOnly } from "../../plugins/auth";
import { guestSubject } from "./ai-quota.service";
import { registerCreatorCheckRoutes } from "./creator-check.routes";
import { createDeepAnalyzer, DEEP_ANALYZE_ROUTE } from "./deep-analyze.service";
import {
  type AiCaller,
  ANALYZE_COURSE_ROUTE,
  callerSubject,
  GUEST_LOOKS_PER_ADDRESS,
  lookQuota,
  runQuickLook,
} from "./quick-look.service";
import { runUrlLook } from "./url-look.service";
import { ensureVisitorId, readVisitorId } from "./visitor-cookie";

/** Abuse limits per client address; the quotas themselves are per member or browser. */
export const AI_RATE_LIMITS = {
  analyzePerMinute: 60,
  deepAnalyzePerMinute: 30,
  limitsPerMinute: 120,
  adminLogsPerMinute: 60,
} as const;

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: "1 minute" } });

const signedInForReports = async (request: FastifyRequest) => {
  if ((await currentUser(request)) === null) throw new UnauthorizedError(AI_MESSAGES.signInForReports);
};
const adminOnly = roleOnly("admin");

export async function registerAiRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deepAnalyzer = createDeepAnalyzer(deps);
  await registerCreatorCheckRoutes(app, deps);

  r.post(
    ANALYZE_COURSE_ROUTE,
    {
      config: perMinute(AI_RATE_LIMITS.analyzePerMinute),
      schema: {
        tags: ["ai"],
        summary:
          "AI Quick Look at a catalogue course ({courseId, detail:false}) or analysis of a course URL ({url})",
        description:
          `Quick look: a short answer citing the strongest red flags and the trust score. Takes one AI look: ` +
          `guests get ${GUEST_AI_LOOKS} per browser a month (a visitor cookie; at most ${GUEST_LOOKS_PER_ADDRESS} per ` +
          `client address), then 401 "${AI_MESSAGES.guestLimit}"; ` +
          `members their plan's monthly quota, then 429 "${AI_MESSAGES.memberLimit}" with Retry-After until the ` +
          `reset. URL: members on a plan with the analyzer (else 403); takes a look from the same monthly ` +
          "counter, given back when the page cannot be analysed.",
        body: AnalyzeCourseBody,
        response: {
          200: AnalyzeCourseResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          415: ErrorResponse,
          422: ErrorResponse,
          429: ErrorResponse,
          502: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const now = new Date();
      const user = await currentUser(request);
      const body = request.body;
      if ("url" in body) return runUrlLook(deps, { url: body.url, user, now, log: request.log });
      const caller: AiCaller = user
        ? { kind: "member", user }
        : { kind: "guest", visitorId: ensureVisitorId(request, reply, deps.config), address: request.ip };
      return runQuickLook(deps, { courseId: body.courseId, caller, now, log: request.log });
    },
  );

  r.get(
    "/api/ai/limits",
    {
      config: perMinute(AI_RATE_LIMITS.limitsPerMinute),
      schema: {
        tags: ["ai"],
        summary: "AI looks used this month and the allowance (total -1: unlimited)",
        description: `Guests: their browser's looks of ${GUEST_AI_LOOKS}. Members: quick looks and URL analyses this month.`,
        response: { 200: AiLimitsResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
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

  r.post(
    DEEP_ANALYZE_ROUTE,
    {
      config: perMinute(AI_RATE_LIMITS.deepAnalyzePerMinute),
      preValidation: signedInForReports,
      schema: {
        tags: ["ai"],
        summary:
          "Full AI report on a course: cached per course (free to read), or generated (one weekly report)",
        description:
          "force=true regenerates. A repeated requestKey answers the first response unchanged and is charged " +
          "once; concurrent identical requests share one run. Over the weekly quota: 429 " +
          `"${AI_MESSAGES.reportsUsedUp}" with Retry-After until Monday 00:00 UTC.`,
        body: DeepAnalyzeBody,
        response: {
          200: DeepAnalyzeResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
          415: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const user = await requireUser(request);
      return deepAnalyzer.analyze({ user, body: request.body, now: new Date(), log: request.log });
    },
  );

  r.get(
    "/api/admin/ai-usage",
    {
      config: perMinute(AI_RATE_LIMITS.adminLogsPerMinute),
      preValidation: adminOnly,
      schema: {
        tags: ["ai", "admin"],
        summary: "Admin: the AI usage log, newest first",
        querystring: AiUsageQuery,
        response: {
          200: AiUsageListResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return deps.ai.usageLog.list(request.query.limit);
    },
  );
}
