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
import { GUARDS, requireUser } from "../../plugins/auth";

/** Price alerts, price drops and price history. */
export async function registerPriceAlertRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const alerts = deps.priceAlerts;

  registerEndpoint(app, listPriceAlerts, GUARDS.signedIn, async (request) => {
    const user = await requireUser(request);
    return alerts.list(user);
  });

  registerEndpoint(app, createPriceAlert, GUARDS.signedIn, async (request, reply) => {
    const user = await requireUser(request);
    const alert = await alerts.create(user, request.body);
    return reply.code(201).send({ alert, message: PRICE_ALERT_MESSAGES.created });
  });

  registerEndpoint(app, deletePriceAlert, GUARDS.signedIn, async (request) => {
    const user = await requireUser(request);
    await alerts.remove(user, request.params.id);
    return { ok: true as const, message: PRICE_ALERT_MESSAGES.deleted };
  });

  registerEndpoint(app, listPriceDrops, GUARDS.signedIn, async (request) => {
    return { items: await alerts.drops(request.query.limit) };
  });

  registerEndpoint(app, getPriceHistory, {}, async (request) => {
    return alerts.history(request.params.id);
  });
}
