import { cn } from "../../components/ui/cn";

/** NavLink styling: the current page is highlighted (NavLink also sets aria-current="page"). */
export function navLinkClasses({ isActive }: { isActive: boolean }): string {
  return cn(
    "whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors xl:px-2",
    isActive
      ? "bg-indigo-50 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200"
      : "text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white",
  );
}
