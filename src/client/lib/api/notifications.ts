// The header bell's calls, derived from its contracts (lib/endpoint-client.ts). The bell is on every
// page, so the contracts load only with an answer.
import { notificationRoutes } from "../../../shared/contracts/notifications.routes";
import { endpointClient } from "../endpoint-client";

export const notificationsApi = endpointClient(
  notificationRoutes,
  async () => (await import("../../../shared/contracts/notifications")).notificationEndpoints,
);
