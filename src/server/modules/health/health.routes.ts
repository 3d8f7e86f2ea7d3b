import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ErrorResponse } from "../../../shared/contracts/common";
import { HealthResponse } from "../../../shared/contracts/health";
import type { AppDeps } from "../../deps";

export const APP_VERSION = "0.1.0";

export async function registerHealthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/health",
    {
      schema: {
        tags: ["health"],
        summary: "200 when the database is migrated and answering",
        response: { 200: HealthResponse, 503: ErrorResponse },
      },
    },
    async (request, reply) => {
      try {
        await deps.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, "health check: database not answering");
        return reply.code(503).send({ error: "The database is not answering." });
      }
      return { status: "ok" as const, database: deps.dbKind, version: APP_VERSION };
    },
  );
}
