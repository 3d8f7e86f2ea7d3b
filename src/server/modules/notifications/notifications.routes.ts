import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ErrorResponse } from "../../../shared/contracts/common";
import {
  NotificationIdParams,
  NotificationListResponse,
  NotificationReadResponse,
} from "../../../shared/contracts/price-alerts";
import type { AppDeps } from "../../deps";
import { requireUser, signedInOnly } from "../../plugins/auth";
import { createNotificationService } from "./notifications.service";

// Auth runs before validation (STYLE.md route chain), so a guest gets 401 whatever it sent.
const signedIn = signedInOnly;

export async function registerNotificationRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = createNotificationService(deps.db);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/notifications",
    {
      preValidation: signedIn,
      schema: {
        tags: ["notifications"],
        summary: "The signed-in member's newest notifications, newest first, and the unread count",
        response: { 200: NotificationListResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header("cache-control", "no-store");
      return service.list(user.id);
    },
  );

  r.post(
    "/api/notifications/:id/read",
    {
      preValidation: signedIn,
      schema: {
        tags: ["notifications"],
        summary: "Mark one of the member's notifications read (404 for anyone else's)",
        params: NotificationIdParams,
        // An empty JSON object, or no body at all.
        body: z.object({}).nullish(),
        response: {
          200: NotificationReadResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          415: ErrorResponse,
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { ok: true as const, unread: await service.markRead(user.id, request.params.id) };
    },
  );

  r.post(
    "/api/notifications/read-all",
    {
      preValidation: signedIn,
      schema: {
        tags: ["notifications"],
        summary: "Mark all of the member's notifications read",
        body: z.object({}).nullish(),
        response: {
          200: NotificationReadResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          415: ErrorResponse,
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { ok: true as const, unread: await service.markAllRead(user.id) };
    },
  );
}
