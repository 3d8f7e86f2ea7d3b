// In-app notifications (the header bell): a price alert that fired, and later other kinds.
import { z } from "zod";
import { Count, listOf, memberKind, NoBody, ownItemKind, storedRow, Timestamp } from "./common";
import { notificationRoutes } from "./notifications.routes";

export const NOTIFICATION_MESSAGES = { notFound: "Notification not found." } as const;

export const Notification = storedRow({
  /** "price-alert" today; a string so new kinds do not break older clients. */
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** A same-site path to open, e.g. /courses/12; null when there is nothing to open. */
  link: z.string().nullable(),
  readAt: Timestamp.nullable(),
  createdAt: Timestamp,
}).meta({ id: "Notification" });
export type Notification = z.infer<typeof Notification>;

/** The newest NOTIFICATION_LIST_LIMIT notifications, and how many of all are unread. */
export const NOTIFICATION_LIST_LIMIT = 50;
export const NotificationListResponse = listOf(Notification, { unread: Count });
export type NotificationListResponse = z.infer<typeof NotificationListResponse>;

/** After marking one or all read: the unread count that is left. */
export const NotificationReadResponse = z.object({ ok: z.literal(true), unread: Count });
export type NotificationReadResponse = z.infer<typeof NotificationReadResponse>;

const member = memberKind(["notifications"]);
const ownItem = ownItemKind(["notifications"]);

/** Every endpoint of the bell, keyed as in notifications.routes.ts. */
export const notificationEndpoints = {
  list: member(notificationRoutes.list, NotificationListResponse, {
    summary: "The signed-in member's newest notifications, newest first, and the unread count",
  }),
  markRead: ownItem(notificationRoutes.markRead, NotificationReadResponse, {
    summary: "Mark one of the member's notifications read (404 for anyone else's)",
    body: NoBody,
    errors: [415],
  }),
  markAllRead: member(notificationRoutes.markAllRead, NotificationReadResponse, {
    summary: "Mark all of the member's notifications read",
    body: NoBody,
    errors: [400, 403, 415],
  }),
};
