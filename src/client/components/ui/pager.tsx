import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatCount } from "../../lib/format";
import { buttonClasses } from "./button";

/**
 * Previous/Next with 'Page X of Y' as real links to the page's address, so they work before the app
 * has started (the server renders that address) and open in a new tab. Next follows the server's
 * hasMore, not the arithmetic. `onFollow` runs when the app follows one.
 */
export function Pager({
  page,
  pageCount,
  hasMore,
  hrefFor,
  onFollow,
  label = "Pages",
  className,
}: {
  page: number;
  pageCount: number;
  hasMore: boolean;
  hrefFor: (page: number) => string;
  onFollow?: () => void;
  label?: string;
  className?: string;
}) {
  return (
    <nav
      aria-label={label}
      className={`flex items-center justify-between gap-3 sm:justify-center sm:gap-6 ${className ?? ""}`}
    >
      <PageLink to={page > 1 ? hrefFor(page - 1) : null} onFollow={onFollow}>
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        Previous
      </PageLink>
      <p className="text-sm font-medium text-slate-700 dark:text-slate-300" aria-live="polite">
        Page {formatCount(page)} of {formatCount(pageCount)}
      </p>
      <PageLink to={hasMore ? hrefFor(page + 1) : null} onFollow={onFollow}>
        Next
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </PageLink>
    </nav>
  );
}

/** A link styled as an outline button; with nowhere to go, a disabled button of the same shape. */
function PageLink({
  to,
  onFollow,
  children,
}: {
  to: string | null;
  onFollow?: () => void;
  children: ReactNode;
}) {
  const className = buttonClasses({ variant: "outline" });
  if (to === null) {
    return (
      <button type="button" disabled className={className}>
        {children}
      </button>
    );
  }
  return (
    <Link to={to} onClick={onFollow} className={className}>
      {children}
    </Link>
  );
}
