// The header bell's list (loaded on first open, see app/layout/notification-bell.tsx): the newest
// notifications with title, text, time and a link; opening one marks it read, as does its own
// button; 'Mark all read' clears the count.
import { Check, LoaderCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { Notification } from "../../../../shared/contracts/notifications";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { formatDateTime } from "../../../lib/format";
import { useMarkNotificationsRead, useNotifications } from "../api/notifications";

export function NotificationPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const notifications = useNotifications(true);
  const markRead = useMarkNotificationsRead();
  const heading = useRef<HTMLHeadingElement>(null);
  const { refetch } = notifications;

  // Opening shows the newest list, and keyboard focus moves into the panel.
  useEffect(() => {
    heading.current?.focus();
    void refetch();
  }, [refetch]);

  const list = notifications.data;
  const unread = list?.unread ?? 0;

  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="fixed inset-x-2 top-16 z-50 max-h-[70vh] overflow-y-auto rounded-xl border border-slate-200 bg-white shadow-xl sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="font-semibold outline-none">
          Notifications
        </h2>
        {unread > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              markRead.mutate("all");
              // The button goes away with the last unread item; keep focus inside the panel.
              heading.current?.focus();
            }}
            disabled={markRead.isPending}
          >
            <Check aria-hidden="true" className="h-4 w-4" />
            Mark all read
          </Button>
        ) : null}
      </div>
      {list === undefined ? (
        notifications.isError ? (
          <p role="alert" className="px-4 py-6 text-sm text-red-800 dark:text-red-300">
            Couldn't load notifications.{" "}
            <button type="button" className="font-medium underline" onClick={() => void refetch()}>
              Try Again
            </button>
          </p>
        ) : (
          <p
            role="status"
            className="flex items-center gap-2 px-4 py-6 text-sm text-slate-600 dark:text-slate-400"
          >
            <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
            Loading notifications…
          </p>
        )
      ) : list.items.length === 0 ? (
        <p className="px-4 py-6 text-sm text-slate-600 dark:text-slate-400">
          No notifications yet. When a price alert reaches its target, you'll see it here.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {list.items.map((item) => (
            <NotificationItem
              key={item.id}
              item={item}
              onOpen={() => {
                if (item.readAt === null) markRead.mutate(item.id);
                onClose();
              }}
              onMarkRead={() => {
                markRead.mutate(item.id);
                heading.current?.focus();
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function NotificationItem({
  item,
  onOpen,
  onMarkRead,
}: {
  item: Notification;
  onOpen: () => void;
  onMarkRead: () => void;
}) {
  const isUnread = item.readAt === null;
  return (
    <li className={cn("flex gap-3 px-4 py-3", isUnread && "bg-indigo-50/60 dark:bg-indigo-950/30")}>
      <span
        aria-hidden="true"
        className={cn(
          "mt-1.5 h-2 w-2 shrink-0 rounded-full",
          isUnread ? "bg-indigo-600 dark:bg-indigo-400" : "",
        )}
      />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-sm font-semibold">
          {isUnread ? <span className="sr-only">Unread: </span> : null}
          {item.link ? (
            <Link to={item.link} onClick={onOpen} className="hover:underline">
              {item.title}
            </Link>
          ) : (
            item.title
          )}
        </p>
        <p className="text-sm text-slate-700 dark:text-slate-300">{item.body}</p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
        </p>
      </div>
      {isUnread ? (
        <button
          type="button"
          onClick={onMarkRead}
          className="h-8 shrink-0 self-start rounded-md px-2 text-xs font-medium text-indigo-700 hover:bg-indigo-100 dark:text-indigo-300 dark:hover:bg-indigo-900"
        >
          Mark read<span className="sr-only">: {item.title}</span>
        </button>
      ) : null}
    </li>
  );
}
