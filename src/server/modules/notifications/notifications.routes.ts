import type { FastifyInstance } from "fastify";
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "../../../shared/contracts/notifications";
import type { AppDeps } from "../../deps";
import { registerMemberEndpoint } from "../../plugins/auth";
import type { RouteModule } from "../route-module";

export async function registerNotificationRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = deps.notifications;

  registerMemberEndpoint(app, listNotifications, async (user) => {
    return service.list(user.id);
  });

  registerMemberEndpoint(app, markNotificationRead, async (user, request) => {
    return { ok: true as const, unread: await service.markRead(user.id, request.params.id) };
  });

  registerMemberEndpoint(app, markAllNotificationsRead, async (user) => {
    return { ok: true as const, unread: await service.markAllRead(user.id) };
  });
}

export const routeModule: RouteModule = { order: 160, register: registerNotificationRoutes };
