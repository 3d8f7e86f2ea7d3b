import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";

/** STUB (being written): GET /api/courses/{id}/trust and GET /api/export/trust-scores.jsonl. */
export async function registerTrustRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  void app;
  void deps;
}
