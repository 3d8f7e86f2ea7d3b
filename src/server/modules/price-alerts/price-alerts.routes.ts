import type { FastifyInstance } from "fastify";
import {
  createPriceAlert,
  deletePriceAlert,
  getPriceHistory,
  listPriceAlerts,
  listPriceDrops,
  PRICE_ALERT_MESSAGES,
} from "../../../shared/contracts/price-alerts";
import type { AppDeps } from "../../deps";
import { registerEndpoint } from "../../lib/endpoint";
import { requireUser, signedInOnly } from "../../plugins/auth";
import { registerNotificationRoutes } from "../notifications/notifications.routes";
import { createPriceAlertService } from "./price-alerts.service";

// Route chain (STYLE.md): auth (preValidation) -> validation -> handler, so a guest gets 401
// whatever the body holds.
const signedIn = { preValidation: signedInOnly };

/** Price alerts, price drops, price history, and (registered from here) notifications. */
export async function registerPriceAlertRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const alerts = createPriceAlertService(deps.db);

  registerEndpoint(app, listPriceAlerts, signedIn, async (request, reply) => {
    const user = await requireUser(request);
    reply.header("cache-control", "no-store");
    return alerts.list(user);
  });

  registerEndpoint(app, createPriceAlert, signedIn, async (request, reply) => {
    const user = await requireUser(request);
    const alert = await alerts.create(user, request.body);
    return reply.code(201).send({ alert, message: PRICE_ALERT_MESSAGES.created });
  });

  registerEndpoint(app, deletePriceAlert, signedIn, async (request) => {
    const user = await requireUser(request);
    await alerts.remove(user, request.params.id);
    return { ok: true as const, message: PRICE_ALERT_MESSAGES.deleted };
  });

  registerEndpoint(app, listPriceDrops, signedIn, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return { items: await alerts.drops(request.query.limit) };
  });

  registerEndpoint(app, getPriceHistory, {}, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return alerts.history(request.params.id);
  });

  await registerNotificationRoutes(app, deps);
}
