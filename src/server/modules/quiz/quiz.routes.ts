import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ErrorResponse } from "../../../shared/contracts/common";
import {
  QUIZ_SET_MAX,
  QuizQuery,
  QuizResponse,
  QuizResult,
  SubmitQuizResultBody,
} from "../../../shared/contracts/quiz";
import type { AppDeps } from "../../deps";
import { currentUser } from "../../plugins/auth";
import { createQuizService } from "./quiz.service";

/** Results a client may post per minute (each one a member stores is a row). */
export const QUIZ_RESULTS_PER_MINUTE = 30;

/** Issue 6: the fake-guru quiz (SPEC.md "Quiz"): a question set, and server-scored results. */
export async function registerQuizRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const quiz = createQuizService(deps.db);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/quiz",
    {
      schema: {
        tags: ["quiz"],
        summary: "Five questions (2 easy, 2 medium, 1 hard) with their answers, explanations and red flags",
        description:
          "`set` picks a question set by number (the same number asks the same questions); without it a set is picked at random. The browser marks answers at once, so the right answers are included; the score is computed by POST /api/quiz-results.",
        querystring: QuizQuery,
        response: { 200: QuizResponse, 400: ErrorResponse, 503: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return quiz.quiz(request.query.set ?? randomInt(0, QUIZ_SET_MAX + 1));
    },
  );

  r.post(
    "/api/quiz-results",
    {
      config: { rateLimit: { max: QUIZ_RESULTS_PER_MINUTE, timeWindow: "1 minute" } },
      schema: {
        tags: ["quiz"],
        summary: "Score a finished quiz (the server recomputes score, risk level and weak areas)",
        description:
          "Send the set number and one answer per asked question. A signed-in member's result is stored (and then earns the quiz-completion points once); a guest gets the scored result without storing it. Any score or riskLevel sent is ignored.",
        body: SubmitQuizResultBody,
        response: {
          200: QuizResult,
          201: QuizResult,
          400: ErrorResponse,
          415: ErrorResponse,
          429: ErrorResponse,
          503: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const result = await quiz.submit(user?.id ?? null, request.body);
      return reply.code(result.saved ? 201 : 200).send(result);
    },
  );
}
