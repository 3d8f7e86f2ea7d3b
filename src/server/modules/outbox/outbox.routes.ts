// The e-mail sent (or waiting) to members, and whether SMTP_URL is set, for admins. Chain: rate
// limit (onRequest) -> auth (preValidation) -> validation -> handler.
import type { FastifyInstance } from "fastify";
import { outboxEndpoints as e } from "../../../shared/contracts/outbox";
import type { AppDeps } from "../../deps";
import { registerEndpoint } from "../../lib/endpoint";
import { GUARDS } from "../../plugins/auth";
import type { RouteModule } from "../route-module";

export const OUTBOX_READS_PER_MINUTE = 60;

export async function registerOutboxRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { outbox } = deps;
  const admin = {
    ...GUARDS.admin,
    config: { rateLimit: { max: OUTBOX_READS_PER_MINUTE, timeWindow: "1 minute" } },
  };

  registerEndpoint(app, e.list, admin, async (request) => outbox.list(request.query.limit));

  registerEndpoint(app, e.status, admin, async () => ({
    smtpConfigured: Boolean(deps.config.smtpUrl),
  }));
}

export const routeModule: RouteModule = { order: 190, register: registerOutboxRoutes };
