// Accessible tabs in the house style (the WAI-ARIA tabs pattern: arrow keys, Home/End, roving focus,
// a tab chosen as it gets focus). Each tab is a link to the address showing it; only the chosen
// tab's panel is rendered. Written here rather than taken from Radix: the course page is a first
// screen, and Radix Tabs with its collection and roving-focus helpers was about 10 KB gzip of it.
import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useContext,
  useId,
} from "react";
import { cn } from "./cn";

interface TabsState {
  value: string;
  onValueChange: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (state === null) throw new Error("A tab or tab panel must be inside <Tabs>");
  return state;
}

const idOf = (baseId: string, part: "tab" | "panel", value: string) => `${baseId}-${part}-${value}`;

export function Tabs({
  value,
  onValueChange,
  className,
  children,
}: {
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
  children: ReactNode;
}) {
  const baseId = useId();
  return (
    <TabsContext.Provider value={{ value, onValueChange, baseId }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

/** Arrow keys (with wrap-around), Home and End move the focus along the tabs and choose the tab. */
function handleListKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const current = tabs.indexOf(document.activeElement as HTMLElement);
  if (current < 0) return;
  const next: Record<string, number> = {
    ArrowRight: (current + 1) % tabs.length,
    ArrowLeft: (current - 1 + tabs.length) % tabs.length,
    Home: 0,
    End: tabs.length - 1,
  };
  const index = next[event.key];
  if (index === undefined) return;
  event.preventDefault();
  tabs[index]?.focus();
}

export function TabsList({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={handleListKeyDown}
      className={cn("flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800", className)}
      {...props}
    />
  );
}

const TRIGGER =
  "-mb-px inline-flex items-center gap-2 border-b-2 border-transparent px-4 py-2.5 text-sm font-medium whitespace-nowrap text-slate-600 transition-colors hover:text-slate-900 data-[state=active]:border-indigo-700 data-[state=active]:text-indigo-800 dark:text-slate-400 dark:hover:text-white dark:data-[state=active]:border-indigo-400 dark:data-[state=active]:text-indigo-200";

/**
 * A tab that is also a link to the address showing it (`?tab=reviews`): before the app has started
 * the browser follows it and the server renders that tab; once it has, the tab switches in place
 * (the Tabs' onValueChange keeps the address in step) and a modified click still opens a new tab.
 */
export function TabsLinkTrigger({
  value,
  href,
  className,
  children,
}: {
  value: string;
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  const choose = () => {
    if (!selected) tabs.onValueChange(value);
  };
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!plain) return;
    event.preventDefault();
    choose();
  };
  return (
    <a
      href={href}
      role="tab"
      id={idOf(tabs.baseId, "tab", value)}
      aria-selected={selected}
      aria-controls={idOf(tabs.baseId, "panel", value)}
      data-state={selected ? "active" : "inactive"}
      tabIndex={selected ? 0 : -1}
      onClick={handleClick}
      onFocus={choose}
      className={cn(TRIGGER, className)}
    >
      {children}
    </a>
  );
}

export function TabsContent({
  value,
  className,
  children,
}: {
  value: string;
  className?: string;
  children: ReactNode;
}) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={idOf(tabs.baseId, "panel", value)}
      aria-labelledby={idOf(tabs.baseId, "tab", value)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the panel takes focus after its tab, as in the pattern.
      tabIndex={0}
      data-state="active"
      className={cn("pt-6", className)}
    >
      {children}
    </div>
  );
}
