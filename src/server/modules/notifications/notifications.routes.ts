import type { FastifyInstance } from "fastify";
import { notificationEndpoints as e } from "../../../shared/contracts/notifications";
import type { AppDeps } from "../../deps";
import { registerMemberEndpoint } from "../../plugins/auth";
import type { RouteModule } from "../route-module";

export async function registerNotificationRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = deps.notifications;

  registerMemberEndpoint(app, e.list, async (user) => {
    return service.list(user.id);
  });

  registerMemberEndpoint(app, e.markRead, async (user, request) => {
    return { ok: true as const, unread: await service.markRead(user.id, request.params.id) };
  });

  registerMemberEndpoint(app, e.markAllRead, async (user) => {
    return { ok: true as const, unread: await service.markAllRead(user.id) };
  });
}

export const routeModule: RouteModule = { order: 160, register: registerNotificationRoutes };
