import { ArrowRight, type LucideIcon, ScanSearch, TrendingDown, UserSearch } from "lucide-react";
import { Link } from "react-router";

interface Tool {
  icon: LucideIcon;
  title: string;
  text: string;
  /** Who can use it, stated plainly (from the plan rules). */
  access: string;
  to: string;
}

const TOOLS: readonly Tool[] = [
  {
    icon: ScanSearch,
    title: "AI course analysis",
    text: "Paste a course's sales page link. You get a trust score, the red flags in its claims, the signals in its favour and a plain recommendation.",
    access: "Premium and Pro plans",
    to: "/ai-course-analyzer",
  },
  {
    icon: TrendingDown,
    title: "Price tracker",
    text: "Set a target price on a course and see its price drops, so a “today only” discount can't rush you.",
    access: "Free account: 3 active alerts",
    to: "/price-tracker",
  },
  {
    icon: UserSearch,
    title: "Creator background check",
    text: "Look up the person behind a course: the signs of a legitimate business, the risks and the sources behind them.",
    access: "Pro plan",
    to: "/creator-background-checker",
  },
];

/** The three tools of the route table; each card is one link (its heading's link covers the card). */
export function ToolCards() {
  return (
    <ul className="mt-8 grid gap-4 md:grid-cols-3">
      {TOOLS.map(({ icon: Icon, title, text, access, to }) => (
        <li key={to}>
          <article className="group relative flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-colors focus-within:ring-2 focus-within:ring-indigo-600 hover:border-indigo-300 dark:border-slate-800 dark:bg-slate-900 dark:focus-within:ring-indigo-400 dark:hover:border-indigo-700">
            <Icon aria-hidden="true" className="h-7 w-7 text-indigo-700 dark:text-indigo-400" />
            <h3 className="text-lg font-semibold">
              <Link to={to} className="after:absolute after:inset-0 after:rounded-xl focus:outline-none">
                {title}
              </Link>
            </h3>
            <p className="text-sm text-slate-600 dark:text-slate-400">{text}</p>
            <p className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2 text-sm">
              <span className="text-slate-600 dark:text-slate-400">{access}</span>
              <span
                aria-hidden="true"
                className="inline-flex items-center gap-1 font-medium text-indigo-700 group-hover:underline dark:text-indigo-300"
              >
                Open <ArrowRight className="h-4 w-4" />
              </span>
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
