import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { CourseIdParams } from "../../../shared/contracts/catalog";
import { ErrorResponse } from "../../../shared/contracts/common";
import {
  CreatePriceAlertBody,
  CreatePriceAlertResponse,
  DeletePriceAlertResponse,
  PRICE_ALERT_MESSAGES,
  PriceAlertIdParams,
  PriceAlertListResponse,
  PriceDropListQuery,
  PriceDropListResponse,
  PriceHistoryResponse,
} from "../../../shared/contracts/price-alerts";
import type { AppDeps } from "../../deps";
import { requireUser, signedInOnly } from "../../plugins/auth";
import { registerNotificationRoutes } from "../notifications/notifications.routes";
import { createPriceAlertService } from "./price-alerts.service";

// Route chain (STYLE.md): auth (preValidation) -> validation -> handler, so a guest gets 401
// whatever the body holds.
const signedIn = signedInOnly;

/** Issue 5: price alerts, price drops, price history, and (registered from here) notifications. */
export async function registerPriceAlertRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const alerts = createPriceAlertService(deps.db);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/price-alerts",
    {
      preValidation: signedIn,
      schema: {
        tags: ["price-alerts"],
        summary: "The signed-in member's price alerts, newest first, with the plan's active-alert limit",
        response: { 200: PriceAlertListResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header("cache-control", "no-store");
      return alerts.list(user);
    },
  );

  r.post(
    "/api/price-alerts",
    {
      preValidation: signedIn,
      schema: {
        tags: ["price-alerts"],
        summary: "Create a price alert (fires once when the course's price is at or below the target)",
        description: `Free members hold up to 3 active alerts (403 "${PRICE_ALERT_MESSAGES.limit}"); paid plans are unlimited. The same course and target twice while active is a 409.`,
        body: CreatePriceAlertBody,
        response: {
          201: CreatePriceAlertResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
          415: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const alert = await alerts.create(user, request.body);
      return reply.code(201).send({ alert, message: PRICE_ALERT_MESSAGES.created });
    },
  );

  r.delete(
    "/api/price-alerts/:id",
    {
      preValidation: signedIn,
      schema: {
        tags: ["price-alerts"],
        summary: "Delete one of the member's own price alerts (anyone else's is a 404)",
        params: PriceAlertIdParams,
        response: {
          200: DeletePriceAlertResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await alerts.remove(user, request.params.id);
      return { ok: true as const, message: PRICE_ALERT_MESSAGES.deleted };
    },
  );

  r.get(
    "/api/price-drops",
    {
      preValidation: signedIn,
      schema: {
        tags: ["price-alerts"],
        summary: "The latest price decreases: courses whose newest recorded price is below the one before",
        querystring: PriceDropListQuery,
        response: { 200: PriceDropListResponse, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { items: await alerts.drops(request.query.limit) };
    },
  );

  r.get(
    "/api/courses/:id/price-history",
    {
      schema: {
        tags: ["price-alerts", "courses"],
        summary: "A course's recorded prices over the last 12 months and whether today's is a good deal",
        params: CourseIdParams,
        response: { 200: PriceHistoryResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return alerts.history(request.params.id);
    },
  );

  await registerNotificationRoutes(app, deps);
}
