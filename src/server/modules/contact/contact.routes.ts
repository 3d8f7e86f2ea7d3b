import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";

/** Contact form and its admin list (issue 6; stub registered ahead of the implementation). */
export async function registerContactRoutes(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
