import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";

/** Change password, forgot/reset password, delete account (issue 6; stub registered ahead of the implementation). */
export async function registerAccountRoutes(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
