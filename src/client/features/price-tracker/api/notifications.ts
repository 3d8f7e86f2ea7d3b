// GET /api/notifications ({items, unread}) and the two "mark read" calls, for the header bell. The
// bell sits on every page (Home included), so this file imports no zod schema statically: the
// contract arrives through a loader, in parallel with the request (see src/client/README.md).
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  NotificationListResponse,
  NotificationReadResponse,
} from "../../../../shared/contracts/price-alerts";
import { getJson, sendJson } from "../../../lib/api-client";

export const NOTIFICATIONS_QUERY_KEY = ["/api/notifications"] as const;
/** The unread count is asked again every minute while signed in, like the usage badge. */
export const NOTIFICATIONS_POLL_MS = 60_000;

const listContract = () =>
  import("../../../../shared/contracts/price-alerts").then((module) => module.NotificationListResponse);
const readContract = () =>
  import("../../../../shared/contracts/price-alerts").then((module) => module.NotificationReadResponse);

export function notificationsQueryOptions(signedIn: boolean) {
  return queryOptions({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ signal }): Promise<NotificationListResponse> =>
      getJson("/api/notifications", listContract, { signal }),
    enabled: signedIn,
    refetchInterval: signedIn ? NOTIFICATIONS_POLL_MS : false,
  });
}

export function useNotifications(signedIn: boolean) {
  return useQuery(notificationsQueryOptions(signedIn));
}

/** POST /api/notifications/{id}/read, or /read-all when id is "all". */
export function markNotificationsRead(id: number | "all"): Promise<NotificationReadResponse> {
  const url = id === "all" ? "/api/notifications/read-all" : `/api/notifications/${id}/read`;
  return sendJson("POST", url, {}, readContract);
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (result, id) => {
      const now = new Date().toISOString();
      queryClient.setQueryData<NotificationListResponse>(NOTIFICATIONS_QUERY_KEY, (list) =>
        list
          ? {
              unread: result.unread,
              items: list.items.map((item) =>
                (id === "all" || item.id === id) && item.readAt === null ? { ...item, readAt: now } : item,
              ),
            }
          : list,
      );
    },
  });
}
