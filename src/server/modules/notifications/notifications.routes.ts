import type { FastifyInstance } from "fastify";
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "../../../shared/contracts/notifications";
import type { AppDeps } from "../../deps";
import { registerEndpoint } from "../../lib/endpoint";
import { GUARDS, requireUser } from "../../plugins/auth";

export async function registerNotificationRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = deps.notifications;

  registerEndpoint(app, listNotifications, GUARDS.signedIn, async (request) => {
    const user = await requireUser(request);
    return service.list(user.id);
  });

  registerEndpoint(app, markNotificationRead, GUARDS.signedIn, async (request) => {
    const user = await requireUser(request);
    return { ok: true as const, unread: await service.markRead(user.id, request.params.id) };
  });

  registerEndpoint(app, markAllNotificationsRead, GUARDS.signedIn, async (request) => {
    const user = await requireUser(request);
    return { ok: true as const, unread: await service.markAllRead(user.id) };
  });
}
