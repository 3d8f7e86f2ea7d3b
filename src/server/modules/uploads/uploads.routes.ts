import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";

/** Signed uploads, image processing and serving (issue 6; stub registered ahead of the implementation). */
export async function registerUploadRoutes(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
