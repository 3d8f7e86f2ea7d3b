import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { BackLink } from "../../../components/ui/back-link";
import { cn } from "../../../components/ui/cn";
import { ADMIN_PAGES } from "../admin-pages";

/** A link in a row of admin links (the screens, a list's filters), highlighted when it is the current one. */
export function adminTabClasses(current: boolean): string {
  return cn(
    "rounded-md px-3 py-1.5 text-sm font-medium",
    current
      ? "bg-indigo-100 text-indigo-800 dark:bg-indigo-500/20 dark:text-indigo-200"
      : "text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100",
  );
}

/** The admin screens' shared navigation, above each page's heading. */
export function AdminNav() {
  return (
    <nav aria-label="Admin pages" className="-mx-1 flex flex-wrap gap-1">
      {ADMIN_PAGES.map((page) => (
        <NavLink key={page.path} to={page.path} className={({ isActive }) => adminTabClasses(isActive)}>
          {page.label}
        </NavLink>
      ))}
    </nav>
  );
}

/** The top of every admin screen: back home, the admin navigation, then the screen's heading. */
export function AdminPageHeader({ title }: { title: string }) {
  return (
    <>
      <BackLink to="/">Back to Home</BackLink>
      <div className="mt-4">
        <AdminNav />
      </div>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{title}</h1>
    </>
  );
}

/** An admin screen: its header, what the screen is for, then its content. */
export function AdminPage({
  title,
  width,
  intro,
  introClassName,
  children,
}: {
  title: string;
  /** The screen's max-width class (wide for tables, narrow for cards). */
  width: "max-w-4xl" | "max-w-5xl" | "max-w-7xl";
  intro: ReactNode;
  introClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto ${width} px-4 py-8 sm:px-6 sm:py-10`}>
      <AdminPageHeader title={title} />
      <p className={cn("mt-2 text-slate-600 dark:text-slate-400", introClassName)}>{intro}</p>
      {children}
    </div>
  );
}
