import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { ErrorResponse } from "../../../shared/contracts/common";
import { type Health, HealthResponse } from "../../../shared/contracts/health";
import type { AppDeps } from "../../deps";
import { createReadiness } from "./readiness";

export const APP_VERSION = "0.1.0";
/** How old the database answer behind /api/health may be. */
export const HEALTH_PROBE_MAX_AGE_MS = 1000;

export async function registerHealthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const ready = createReadiness(() => deps.db.execute(sql`select 1`), {
    maxAgeMs: HEALTH_PROBE_MAX_AGE_MS,
    onError: (error) => app.log.error({ err: error }, "health check: database not answering"),
  });
  // The answer never changes while the server runs, so it is serialized once (the same JSON the
  // schema describes) rather than through the schema's serializer on every call.
  const ok: Health = { status: "ok", database: deps.dbKind, version: APP_VERSION };
  const okJson = JSON.stringify(HealthResponse.parse(ok));

  app.get(
    "/api/health",
    {
      // 60 bytes: below any compression threshold, so it skips the compression hooks altogether.
      compress: false,
      schema: {
        tags: ["health"],
        summary: `200 when the database is migrated and answering (checked at most once every ${HEALTH_PROBE_MAX_AGE_MS} ms)`,
        response: { 200: HealthResponse, 503: ErrorResponse },
      },
    },
    async (_request, reply) => {
      if (!(await ready())) return reply.code(503).send({ error: "The database is not answering." });
      return reply.type("application/json; charset=utf-8").serializer(String).send(okJson);
    },
  );
}
