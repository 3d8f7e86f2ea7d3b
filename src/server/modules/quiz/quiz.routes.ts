import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";

/** Quiz questions and results (issue 6; stub registered ahead of the implementation). */
export async function registerQuizRoutes(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
