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
import { GUARDS, registerMemberEndpoint } from "../../plugins/auth";
import type { RouteModule } from "../route-module";

/** Price alerts, price drops and price history. */
export async function registerPriceAlertRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const alerts = deps.priceAlerts;

  registerMemberEndpoint(app, listPriceAlerts, async (user) => {
    return alerts.list(user);
  });

  registerMemberEndpoint(app, createPriceAlert, async (user, request, reply) => {
    const alert = await alerts.create(user, request.body);
    return reply.code(201).send({ alert, message: PRICE_ALERT_MESSAGES.created });
  });

  registerMemberEndpoint(app, deletePriceAlert, async (user, request) => {
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

export const routeModule: RouteModule = { order: 150, register: registerPriceAlertRoutes };
