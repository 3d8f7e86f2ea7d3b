import type { FastifyInstance } from "fastify";
import { emailSignupEndpoints as e } from "../../../shared/contracts/email-signup";
import { AUTH_MESSAGES, isPlausibleEmail, normalizeEmail } from "../../../shared/domain/auth-rules";
import { emailSignups } from "../../db/schema/email-signup";
import type { AppDeps } from "../../deps";
import { registerEndpoint } from "../../lib/endpoint";
import { BadRequestError } from "../../lib/errors";
import { GUARDS } from "../../plugins/auth";
import type { RouteModule } from "../route-module";

export async function registerEmailSignupRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerEndpoint(
    app,
    e.create,
    { ...GUARDS.public, config: { rateLimit: { max: 20, timeWindow: "15 minutes" } } },
    async (request, reply) => {
      if (!isPlausibleEmail(request.body.email))
        throw new BadRequestError(AUTH_MESSAGES.invalidEmail.description);
      await deps.db
        .insert(emailSignups)
        .values({ email: normalizeEmail(request.body.email), source: request.body.source });
      return reply.code(201).send({ ok: true as const });
    },
  );
}

export const routeModule: RouteModule = { order: 40, register: registerEmailSignupRoutes };
