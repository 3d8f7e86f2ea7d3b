import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { EmailSignupBody } from "../../../shared/contracts/auth";
import { ErrorResponse, OkResponse } from "../../../shared/contracts/common";
import { AUTH_MESSAGES, isPlausibleEmail, normalizeEmail } from "../../../shared/domain/auth-rules";
import { emailSignups } from "../../db/schema/users";
import type { AppDeps } from "../../deps";
import { BadRequestError } from "../../lib/errors";

export async function registerEmailSignupRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/email-signup",
    {
      config: { rateLimit: { max: 20, timeWindow: "15 minutes" } },
      schema: {
        tags: ["auth"],
        summary: "Store an address with where it was given (duplicates are fine)",
        body: EmailSignupBody,
        response: { 201: OkResponse, 400: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse },
      },
    },
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
