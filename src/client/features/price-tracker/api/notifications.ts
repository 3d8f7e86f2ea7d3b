// The header bell's notifications ({items, unread}) and the two "mark read" calls. The bell sits on
// every page (Home included), so the contracts load only with an answer (./contracts.ts).
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  NotificationListResponse,
  NotificationReadResponse,
} from "../../../../shared/contracts/notifications";
import { notificationRoutes } from "../../../../shared/contracts/notifications.routes";
import { notificationsApi } from "../../../lib/api/notifications";

export const NOTIFICATIONS_QUERY_KEY = [notificationRoutes.list.path] as const;
/** The unread count is asked again every minute while signed in, like the usage badge. */
export const NOTIFICATIONS_POLL_MS = 60_000;

export function notificationsQueryOptions(signedIn: boolean) {
  return queryOptions({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ signal }) => notificationsApi.list({ signal }),
    enabled: signedIn,
    refetchInterval: signedIn ? NOTIFICATIONS_POLL_MS : false,
  });
}

export function useNotifications(signedIn: boolean) {
  return useQuery(notificationsQueryOptions(signedIn));
}

/** Marks one notification read, or all of them when id is "all". */
export function markNotificationsRead(id: number | "all"): Promise<NotificationReadResponse> {
  return id === "all"
    ? notificationsApi.markAllRead({ body: {} })
    : notificationsApi.markRead({ params: { id }, body: {} });
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
