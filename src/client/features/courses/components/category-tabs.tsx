// The category tab strip of the course browser: real links (they can be opened in a new tab), the
// current one marked for assistive technology, scrolling sideways on phones.
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { cn } from "../../../components/ui/cn";

interface CategoryOption {
  slug: string;
  name: string;
}

export function CategoryTabs({
  options,
  current,
  hrefFor,
}: {
  /** "All" comes first on its own; these are the categories after it. */
  options: CategoryOption[];
  /** The current slug; "" for all. */
  current: string;
  hrefFor: (slug: string) => string;
}) {
  const listRef = useRef<HTMLUListElement>(null);

  // Keep the current tab in view inside the strip (phones), without moving the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new current tab or tab list is the trigger.
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active) return;
    const left = active.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + active.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = Math.max(0, left - 16);
    }
  }, [current, options.length]);

  const all: CategoryOption = { slug: "", name: "All" };
  return (
    <nav aria-label="Course categories">
      <ul
        ref={listRef}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0 lg:flex-wrap lg:overflow-visible"
      >
        {[all, ...options].map((option) => {
          const active = option.slug === current;
          return (
            <li key={option.slug || "all"} className="shrink-0">
              <Link
                to={hrefFor(option.slug)}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex h-9 items-center rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors",
                  active
                    ? "border-indigo-700 bg-indigo-700 text-white dark:border-indigo-400 dark:bg-indigo-400 dark:text-slate-950"
                    : "border-slate-300 bg-white text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800",
                )}
              >
                {option.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
