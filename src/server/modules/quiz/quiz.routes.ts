import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { getQuiz, QUIZ_SET_MAX, submitQuizResult } from "../../../shared/contracts/quiz";
import type { AppDeps } from "../../deps";
import { registerEndpoint } from "../../lib/endpoint";
import { currentUser, GUARDS } from "../../plugins/auth";
import type { RouteModule } from "../route-module";

/** Results a client may post per minute (each one a member stores is a row). */
export const QUIZ_RESULTS_PER_MINUTE = 30;

/** The fake-guru quiz: a question set, and server-scored results. */
export async function registerQuizRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { quiz } = deps;

  registerEndpoint(app, getQuiz, GUARDS.public, async (request) => {
    return quiz.quiz(request.query.set ?? randomInt(0, QUIZ_SET_MAX + 1));
  });

  registerEndpoint(
    app,
    submitQuizResult,
    { ...GUARDS.public, config: { rateLimit: { max: QUIZ_RESULTS_PER_MINUTE, timeWindow: "1 minute" } } },
    async (request, reply) => {
      const user = await currentUser(request);
      const result = await quiz.submit(user?.id ?? null, request.body);
      return reply.code(result.saved ? 201 : 200).send(result);
    },
  );
}

export const routeModule: RouteModule = { order: 210, register: registerQuizRoutes };
