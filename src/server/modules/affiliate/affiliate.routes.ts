import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";

/** Affiliate click redirect and dashboard (issue 6; stub registered ahead of the implementation). */
export async function registerAffiliateRoutes(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
