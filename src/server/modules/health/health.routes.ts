import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  healthEndpoints as e,
  HEALTH_PROBE_MAX_AGE_MS,
  type Health,
  HealthResponse,
} from "../../../shared/contracts/health";
import type { AppDeps } from "../../deps";
import { registerEndpoint } from "../../lib/endpoint";
import type { RouteModule } from "../route-module";
import { createReadiness } from "./readiness";

export const APP_VERSION = "0.1.0";

export async function registerHealthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const ready = createReadiness(() => deps.db.execute(sql`select 1`), {
    maxAgeMs: HEALTH_PROBE_MAX_AGE_MS,
    onError: (error) => app.log.error({ err: error }, "health check: database not answering"),
  });
  // The answer never changes while the server runs, so it is serialized once (the same JSON the
  // schema describes) rather than through the schema's serializer on every call.
  const ok: Health = { status: "ok", database: deps.dbKind, version: APP_VERSION };
  const okJson = JSON.stringify(HealthResponse.parse(ok));

  registerEndpoint(
    app,
    e.check,
    // 60 bytes: below any compression threshold, so it skips the compression hooks altogether.
    { compress: false },
    async (_request, reply) => {
      if (!(await ready())) return reply.code(503).send({ error: "The database is not answering." });
      return reply.type("application/json; charset=utf-8").serializer(String).send(okJson);
    },
  );
}

export const routeModule: RouteModule = { order: 10, register: registerHealthRoutes };
