import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";

/** Issue 5 (being written): GET /api/creators and GET /api/creators/{slug}. */
export async function registerCreatorRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  void app;
  void deps;
}
