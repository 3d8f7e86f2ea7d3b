// The box at the top of an AI result: what kind of result it is, its title as the heading the page
// moves focus to when the result arrives, then the result's key facts.
import type { ReactNode, Ref } from "react";

export function ResultSummary({
  id,
  kicker,
  title,
  headingRef,
  children,
}: {
  /** The heading's id, which names the result's article. */
  id: string;
  kicker: string;
  title: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{kicker}</p>
      <h2
        id={id}
        ref={headingRef}
        tabIndex={-1}
        className="mt-1 text-2xl font-bold tracking-tight break-words focus:outline-none"
      >
        {title}
      </h2>
      {children}
    </div>
  );
}
