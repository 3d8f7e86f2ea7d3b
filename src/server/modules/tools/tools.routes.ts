import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";

/** Issue 5 (being written): the fake-guru list and the ad-fatigue check. */
export async function registerToolRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  void app;
  void deps;
}
