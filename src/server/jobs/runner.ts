import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../deps";

/** STUB (being written): the scheduled-job runner (weekly trust recompute). */
export function registerJobs(app: FastifyInstance, deps: AppDeps): void {
  void app;
  void deps;
}
