import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";

/** Plans, subscription and the billing provider (issue 6; stub registered ahead of the implementation). */
export async function registerBillingRoutes(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
