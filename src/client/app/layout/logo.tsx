import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";

export function Logo() {
  return (
    <Link
      to="/"
      className="inline-flex shrink-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight text-slate-900 dark:text-white"
    >
      <ShieldCheck aria-hidden="true" className="h-7 w-7 text-indigo-700 dark:text-indigo-400" />
      <span>HypeCheck</span>
    </Link>
  );
}
