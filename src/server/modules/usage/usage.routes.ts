import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ErrorResponse } from "../../../shared/contracts/common";
import { UsageResponse } from "../../../shared/contracts/usage";
import { aiLookQuota, effectivePlan, nextMonthlyReset } from "../../../shared/domain/plans";
import { requireUser } from "../../plugins/auth";
import { toPlanSubject } from "../auth/users";

export async function registerUsageRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/usage",
    {
      schema: {
        tags: ["usage"],
        summary: "AI looks used this month and the effective plan's quota (-1 = unlimited)",
        response: { 200: UsageResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const subject = toPlanSubject(user);
      const now = new Date();
      // No AI call is counted yet: the analysis engine (issue 4) records them and fills `used`.
      return {
        used: 0,
        quota: aiLookQuota(subject, now),
        plan: effectivePlan(subject, now).planId,
        resetAt: nextMonthlyReset(now).toISOString(),
      };
    },
  );
}
