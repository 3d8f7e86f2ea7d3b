import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";

/** STUB (being written): the AI routes of issue 4. */
export async function registerAiRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  void app;
  void deps;
}
