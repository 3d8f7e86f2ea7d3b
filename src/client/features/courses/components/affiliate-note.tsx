// The disclosure next to an affiliate button: what the link is, and the way to the full disclosure.
import type { ReactNode } from "react";
import { Link } from "react-router";

export function AffiliateNote({ children }: { children: ReactNode }) {
  return (
    <p className="text-xs text-slate-600 dark:text-slate-400">
      {children}{" "}
      <Link to="/affiliate-disclosure" className="font-medium text-indigo-700 underline dark:text-indigo-300">
        Affiliate disclosure
      </Link>
    </p>
  );
}
