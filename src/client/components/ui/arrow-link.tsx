// A text link that leads on to another page, an arrow after its words: the analyzer's link to the
// trust score explainer, the comparison's course links.
import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

export function ArrowLink({
  to,
  children,
  "aria-label": ariaLabel,
}: {
  to: string;
  children: ReactNode;
  "aria-label"?: string;
}) {
  return (
    <Link
      to={to}
      aria-label={ariaLabel}
      className="inline-flex items-center gap-1 font-medium text-indigo-700 hover:underline dark:text-indigo-300"
    >
      {children}
      <ArrowRight aria-hidden="true" className="h-4 w-4" />
    </Link>
  );
}
