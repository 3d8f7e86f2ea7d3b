// What shows while something loads: placeholder bars, a card's outline, a working note.
import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Skeleton } from "./skeleton";

// A block still loading: placeholder bars for the eye, and one status line for screen readers.
export function LoadingBars({
  label,
  bars,
  className = "space-y-3",
}: {
  /** What is loading, announced politely ("Loading price history…"). */
  label: string;
  /** Each bar's size classes, in order. */
  bars: readonly string[];
  className?: string;
}) {
  return (
    <div className={className}>
      <span role="status" className="sr-only">
        {label}
      </span>
      <SkeletonBars bars={bars} />
    </div>
  );
}

/** Placeholder bars in order, each given by its size and shape classes ("h-4 w-5/6"). */
export function SkeletonBars({ bars }: { bars: readonly string[] }) {
  // A fixed list that never reorders: its position is each bar's identity.
  // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
  return bars.map((bar, index) => <Skeleton key={index} className={bar} />);
}

// A card's outline while its content loads (the creator cards, the profile's course cards): the
// card's border and padding around its head's placeholders and the bars below, hidden from screen
// readers, since the list around it announces the loading once.
export function CardSkeleton({
  gap,
  head,
  bars,
}: {
  gap: "gap-3" | "gap-4";
  head: ReactNode;
  bars: readonly string[];
}) {
  return (
    <div
      aria-hidden="true"
      className={`flex h-full flex-col ${gap} rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900`}
    >
      {head}
      <SkeletonBars bars={bars} />
    </div>
  );
}

// A request under way that takes a while (an analysis, a background check): a spinner and what
// is being done, announced once as a status.

export function WorkingNote({ title, detail }: { title: ReactNode; detail?: ReactNode }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-indigo-200 bg-indigo-50 p-5 dark:border-indigo-900 dark:bg-indigo-950/40"
    >
      <LoaderCircle
        aria-hidden="true"
        className="mt-0.5 h-5 w-5 shrink-0 animate-spin text-indigo-700 dark:text-indigo-300"
      />
      <div className="min-w-0">
        <p className="font-medium break-words">{title}</p>
        {detail ? <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{detail}</p> : null}
      </div>
    </div>
  );
}
