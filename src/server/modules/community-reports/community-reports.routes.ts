import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";

/** Community reports, votes, admin status changes and scam analytics (issue 6; stub registered ahead of the implementation). */
export async function registerCommunityReportRoutes(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
