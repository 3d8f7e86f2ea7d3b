// GET /api/admin/outbox: the e-mail sent (or waiting) to members, for admins; GET .../status: whether
// SMTP_URL is set. Chain (STYLE.md): rate limit
// (onRequest) -> auth (preValidation) -> validation -> handler.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ErrorResponse } from "../../../shared/contracts/common";
import { OutboxListResponse, OutboxQuery, OutboxStatusResponse } from "../../../shared/contracts/outbox";
import type { AppDeps } from "../../deps";
import { roleOnly } from "../../plugins/auth";
import { createOutboxService } from "./outbox.service";

export const OUTBOX_READS_PER_MINUTE = 60;

const adminOnly = roleOnly("admin");

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
          "E-mail the app sends (price alerts). With SMTP_URL set the send-outbox job delivers rows " +
          "and marks them 'sent' or 'failed'; without it they stay 'unsent' for an admin to read.",
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

  r.get(
    "/api/admin/outbox/status",
    {
      config: { rateLimit: { max: OUTBOX_READS_PER_MINUTE, timeWindow: "1 minute" } },
      preValidation: adminOnly,
      schema: {
        tags: ["admin"],
        summary: "Admin: whether e-mail is sent (SMTP_URL set)",
        response: {
          200: OutboxStatusResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { smtpConfigured: Boolean(deps.config.smtpUrl) };
    },
  );
}
