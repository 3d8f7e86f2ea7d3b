import type { ReactNode } from "react";

/** What a card shows in place of an empty list: a bold line, a sentence under it, and `children`
 * (a way to fill it) below. */
export function EmptyState({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className="py-6 text-center">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{text}</p>
      {children}
    </div>
  );
}
