// A block still loading: placeholder bars for the eye, and one status line for screen readers.
import { SkeletonBars } from "../components/ui/skeleton";

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
