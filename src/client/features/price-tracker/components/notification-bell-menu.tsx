// The header bell's button and menu (loaded by app/layout/notification-bell.tsx for
// signed-in members): how many notifications are unread (price alerts that fired), polled every
// minute; the list panel is another chunk, fetched on first open. Escape or a click outside
// closes the panel and focus returns to the bell.
import { Bell } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { buttonClasses } from "../../../components/ui/button";
import { useNotifications } from "../api/notifications";

const loadPanel = () => import("./notification-panel");
const NotificationPanel = lazy(async () => ({ default: (await loadPanel()).NotificationPanel }));

export function NotificationBellMenu() {
  const notifications = useNotifications(true);
  const unread = notifications.data?.unread ?? 0;
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location.key is the trigger.
  useEffect(() => {
    setOpen(false);
  }, [location.key]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (wrapper.current && !wrapper.current.contains(event.target as Node)) close(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, close]);

  return (
    <div ref={wrapper} className="relative shrink-0">
      <button
        ref={button}
        type="button"
        aria-label={`Notifications, ${unread} unread`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setUsed(true);
          setOpen((value) => !value);
        }}
        className={buttonClasses({ variant: "ghost", size: "icon", className: "relative" })}
      >
        <Bell aria-hidden="true" className="h-5 w-5" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute top-1 right-1 min-w-4 rounded-full bg-red-700 px-1 text-center text-[0.65rem] leading-4 font-semibold text-white dark:bg-red-500 dark:text-slate-950"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </button>
      {used && open ? (
        <Suspense fallback={null}>
          <NotificationPanel id={panelId} onClose={() => close(true)} />
        </Suspense>
      ) : null}
    </div>
  );
}
