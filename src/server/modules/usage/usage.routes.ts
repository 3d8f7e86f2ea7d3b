import type { FastifyInstance } from "fastify";
import { usageEndpoints as e } from "../../../shared/contracts/usage";
import { aiLookQuota, effectivePlan, nextMonthlyReset } from "../../../shared/domain/plans";
import type { AppDeps } from "../../deps";
import { registerEndpoint } from "../../lib/endpoint";
import { GUARDS, requireUser } from "../../plugins/auth";
import { userSubject } from "../analyzer/ai-quota.service";
import { toPlanSubject } from "../auth/users";
import type { RouteModule } from "../route-module";

/** Polled every 60 s by signed-in browsers; a modest ceiling per address. */
export const USAGE_READS_PER_MINUTE = 120;

export async function registerUsageRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerEndpoint(
    app,
    e.get,
    {
      ...GUARDS.signedIn,
      config: { rateLimit: { max: USAGE_READS_PER_MINUTE, timeWindow: "1 minute" } },
    },
    async (request) => {
      const user = await requireUser(request);
      const subject = toPlanSubject(user);
      const now = new Date();
      return {
        used: await deps.ai.quota.used(userSubject(user.id), "look", now),
        quota: aiLookQuota(subject, now),
        plan: effectivePlan(subject, now).planId,
        resetAt: nextMonthlyReset(now).toISOString(),
      };
    },
  );
}

export const routeModule: RouteModule = { order: 30, register: registerUsageRoutes };
