import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ErrorResponse } from "../../../shared/contracts/common";
import { UsageResponse } from "../../../shared/contracts/usage";
import { aiLookQuota, effectivePlan, nextMonthlyReset } from "../../../shared/domain/plans";
import type { AppDeps } from "../../deps";
import { requireUser } from "../../plugins/auth";
import { userSubject } from "../ai/ai-quota.service";
import { toPlanSubject } from "../auth/users";

/** Polled every 60 s by signed-in browsers (SPEC.md section 7); a modest ceiling per address. */
export const USAGE_READS_PER_MINUTE = 120;

export async function registerUsageRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/usage",
    {
      config: { rateLimit: { max: USAGE_READS_PER_MINUTE, timeWindow: "1 minute" } },
      schema: {
        tags: ["usage"],
        summary: "AI looks used this month and the effective plan's quota (-1 = unlimited)",
        description:
          "Quick looks and URL analyses share one monthly counter; it resets on the first day of " +
          "each month, UTC, with no rollover.",
        response: { 200: UsageResponse, 401: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const subject = toPlanSubject(user);
      const now = new Date();
      reply.header("cache-control", "no-store");
      return {
        used: await deps.ai.quota.used(userSubject(user.id), "look", now),
        quota: aiLookQuota(subject, now),
        plan: effectivePlan(subject, now).planId,
        resetAt: nextMonthlyReset(now).toISOString(),
      };
    },
  );
}
