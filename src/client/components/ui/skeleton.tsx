import type { HTMLAttributes } from "react";
import { cn } from "./cn";

/** A grey placeholder block while content loads; hidden from assistive technology. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-slate-200 dark:bg-slate-800", className)}
      {...props}
    />
  );
}

/** Placeholder bars in order, each given by its size and shape classes ("h-4 w-5/6"). */
export function SkeletonBars({ bars }: { bars: readonly string[] }) {
  // A fixed list that never reorders: its position is each bar's identity.
  // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
  return bars.map((bar, index) => <Skeleton key={index} className={bar} />);
}
