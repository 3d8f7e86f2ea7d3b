import { ArrowLeft, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** A small text link with an icon before its words. */
export function IconLink({
  to,
  icon: Icon,
  children,
}: {
  to: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300"
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
      {children}
    </Link>
  );
}

/** A small "← Back to …" text link at the top of a screen. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <IconLink to={to} icon={ArrowLeft}>
      {children}
    </IconLink>
  );
}
