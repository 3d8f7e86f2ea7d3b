// In-app notifications (the header bell): a member reads and marks only their own.
import { and, count, eq, isNull } from "drizzle-orm";
import {
  NOTIFICATION_LIST_LIMIT,
  NOTIFICATION_MESSAGES,
  type NotificationListResponse,
} from "../../../shared/contracts/notifications";
import type { Db } from "../../db/client";
import { notifications } from "../../db/schema/notifications";
import { NotFoundError } from "../../lib/errors";
import { newestRows } from "../../lib/newest-rows";

export function createNotificationService(db: Db, now: () => Date = () => new Date()) {
  async function unreadCount(userId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return row?.n ?? 0;
  }

  return {
    unreadCount,

    async list(userId: string): Promise<NotificationListResponse> {
      const rows = await newestRows(
        db,
        notifications,
        notifications.createdAt,
        NOTIFICATION_LIST_LIMIT,
        eq(notifications.userId, userId),
      );
      return {
        items: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          title: row.title,
          body: row.body,
          link: row.link,
          readAt: row.readAt?.toISOString() ?? null,
          createdAt: row.createdAt.toISOString(),
        })),
        unread: await unreadCount(userId),
      };
    },

    /** Idempotent: marking a read notification again keeps its first read time. */
    async markRead(userId: string, id: number): Promise<number> {
      const [row] = await db
        .select({ readAt: notifications.readAt })
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
      if (!row) throw new NotFoundError(NOTIFICATION_MESSAGES.notFound);
      if (row.readAt === null) {
        await db
          .update(notifications)
          .set({ readAt: now() })
          .where(and(eq(notifications.id, id), isNull(notifications.readAt)));
      }
      return unreadCount(userId);
    },

    async markAllRead(userId: string): Promise<number> {
      await db
        .update(notifications)
        .set({ readAt: now() })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return unreadCount(userId);
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
