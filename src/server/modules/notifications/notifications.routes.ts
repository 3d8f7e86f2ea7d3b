import type { FastifyInstance } from "fastify";
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "../../../shared/contracts/notifications";
import type { AppDeps } from "../../deps";
import { registerEndpoint } from "../../lib/endpoint";
import { requireUser, signedInOnly } from "../../plugins/auth";
import { createNotificationService } from "./notifications.service";

// Auth runs before validation (STYLE.md route chain), so a guest gets 401 whatever it sent.
const signedIn = { preValidation: signedInOnly };

export async function registerNotificationRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = createNotificationService(deps.db);

  registerEndpoint(app, listNotifications, signedIn, async (request, reply) => {
    const user = await requireUser(request);
    reply.header("cache-control", "no-store");
    return service.list(user.id);
  });

  registerEndpoint(app, markNotificationRead, signedIn, async (request) => {
    const user = await requireUser(request);
    return { ok: true as const, unread: await service.markRead(user.id, request.params.id) };
  });

  registerEndpoint(app, markAllNotificationsRead, signedIn, async (request) => {
    const user = await requireUser(request);
    return { ok: true as const, unread: await service.markAllRead(user.id) };
  });
}
