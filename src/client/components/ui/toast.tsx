// One toast at a time, announced through a live region: polite for news, assertive
// for the destructive variant. A toast can be "flashed" across a full page load (sign-out navigates
// to / with a reload, and its 'Signed out' toast must still be seen).
import { X } from "lucide-react";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { cn } from "./cn";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

interface ShownToast extends ToastInput {
  id: number;
}

interface ToastContextValue {
  toast: (input: ToastInput) => void;
  dismiss: () => void;
}

const ToastContext = createContext<ToastContextValue | null>(null);
const FLASH_KEY = "hypecheck-flash-toast";
const AUTO_DISMISS_MS = 8000;

/** Keeps a toast for the next page load (same tab). */
export function flashToast(input: ToastInput): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify(input));
  } catch {
    // Without session storage the toast is simply not carried over.
  }
}

function takeFlashedToast(): ToastInput | null {
  try {
    const raw = sessionStorage.getItem(FLASH_KEY);
    if (raw === null) return null;
    sessionStorage.removeItem(FLASH_KEY);
    const value = JSON.parse(raw) as Partial<ToastInput>;
    if (typeof value.title !== "string") return null;
    return {
      title: value.title,
      description: typeof value.description === "string" ? value.description : undefined,
      variant: value.variant === "destructive" ? "destructive" : "default",
    };
  } catch {
    return null;
  }
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const [paused, setPaused] = useState(false);
  const nextId = useRef(1);

  const toast = useCallback((input: ToastInput) => {
    setCurrent({ ...input, id: nextId.current++ });
  }, []);
  const dismiss = useCallback(() => setCurrent(null), []);

  useEffect(() => {
    const flashed = takeFlashedToast();
    if (flashed) toast(flashed);
  }, [toast]);

  // Auto-dismiss, paused while the pointer or keyboard focus is on the toast (WCAG 2.2.1).
  useEffect(() => {
    if (current === null || paused) return;
    const timer = setTimeout(() => setCurrent(null), AUTO_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [current, paused]);

  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  const destructive = current?.variant === "destructive";
  const view = current ? (
    <ToastView key={current.id} toast={current} onDismiss={dismiss} onPause={setPaused} />
  ) : null;

  return (
    <ToastContext.Provider value={value}>
      {children}
      <section
        aria-label="Notifications"
        className="pointer-events-none fixed inset-x-0 top-0 z-50 sm:top-auto sm:bottom-0 flex flex-col items-center gap-2 p-4 sm:items-end"
      >
        <div role="status" aria-live="polite" aria-atomic="true" className="w-full max-w-sm">
          {destructive ? null : view}
        </div>
        <div role="alert" aria-live="assertive" aria-atomic="true" className="w-full max-w-sm">
          {destructive ? view : null}
        </div>
      </section>
    </ToastContext.Provider>
  );
}

function ToastView({
  toast,
  onDismiss,
  onPause,
}: {
  toast: ShownToast;
  onDismiss: () => void;
  onPause: (paused: boolean) => void;
}) {
  const destructive = toast.variant === "destructive";
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the timer.
    <div
      className={cn(
        "pointer-events-auto flex w-full items-start gap-3 rounded-lg border p-4 shadow-lg",
        destructive
          ? "border-red-700 bg-red-700 text-white dark:border-red-400 dark:bg-red-950 dark:text-red-50"
          : "border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100",
      )}
      onMouseEnter={() => onPause(true)}
      onMouseLeave={() => onPause(false)}
      onFocus={() => onPause(true)}
      onBlur={() => onPause(false)}
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description ? <p className="mt-1 text-sm opacity-90">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="-m-1 rounded p-1 opacity-80 hover:opacity-100"
        aria-label="Dismiss notification"
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}

export function useToast(): ToastContextValue {
  const context = useContext(ToastContext);
  if (context === null) throw new Error("useToast must be used inside ToastProvider");
  return context;
}
