import { ChevronRight } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router";

interface Crumb {
  label: string;
  /** Absent for the current page. */
  to?: string;
}

/** Home › Courses › … with the last crumb marked as the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
        {items.map((item, index) => (
          <Fragment key={`${item.label}-${item.to ?? "current"}`}>
            {index > 0 ? (
              <li aria-hidden="true">
                <ChevronRight className="h-3.5 w-3.5" />
              </li>
            ) : null}
            <li className="min-w-0">
              {item.to ? (
                <Link to={item.to} className="hover:text-slate-900 hover:underline dark:hover:text-white">
                  {item.label}
                </Link>
              ) : (
                <span
                  aria-current="page"
                  className="line-clamp-1 font-medium text-slate-900 dark:text-slate-100"
                >
                  {item.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
