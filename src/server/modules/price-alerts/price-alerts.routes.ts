import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";

/** Issue 5 (being written): price alerts, price drops, price history and notifications. */
export async function registerPriceAlertRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  void app;
  void deps;
}
