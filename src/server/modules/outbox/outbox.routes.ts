// GET /api/admin/outbox: the e-mail members would receive, for admins. Chain (STYLE.md): rate limit
// (onRequest) -> auth (preValidation) -> validation -> handler.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ErrorResponse } from "../../../shared/contracts/common";
import { OutboxListResponse, OutboxQuery } from "../../../shared/contracts/outbox";
import type { AppDeps } from "../../deps";
import { requireRole } from "../../plugins/auth";
import { createOutboxService } from "./outbox.service";

export const OUTBOX_READS_PER_MINUTE = 60;

const adminOnly = async (request: FastifyRequest) => {
  await requireRole(request, "admin");
};

export async function registerOutboxRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const outbox = createOutboxService(deps.db);

  r.get(
    "/api/admin/outbox",
    {
      config: { rateLimit: { max: OUTBOX_READS_PER_MINUTE, timeWindow: "1 minute" } },
      preValidation: adminOnly,
      schema: {
        tags: ["admin"],
        summary: "Admin: the e-mail outbox, newest first",
        description:
          "E-mail the app would send (price alerts). SMTP sending is not built yet, so rows stay " +
          "'unsent'; this is where an admin reads what members would receive.",
        querystring: OutboxQuery,
        response: {
          200: OutboxListResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return outbox.list(request.query.limit);
    },
  );
}
