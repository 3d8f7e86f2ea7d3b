// A page's opening: a kicker over the h1 (a word in small indigo capitals, or a badge of its own),
// then the lead paragraph. The help, contact, coming-soon and sign-in pitch pages.
import type { ReactNode } from "react";

export function PageIntro({
  kicker,
  title,
  lead,
  as: Tag = "header",
  titleClassName = "text-3xl font-bold tracking-tight sm:text-4xl",
  leadClassName = "text-lg text-slate-600 dark:text-slate-400",
}: {
  kicker?: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  /** A <div> where the page's layout already has a header. */
  as?: "header" | "div";
  titleClassName?: string;
  leadClassName?: string;
}) {
  return (
    <Tag className="space-y-3">
      {typeof kicker === "string" ? (
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
          {kicker}
        </p>
      ) : (
        kicker
      )}
      <h1 className={titleClassName}>{title}</h1>
      <p className={leadClassName}>{lead}</p>
    </Tag>
  );
}
