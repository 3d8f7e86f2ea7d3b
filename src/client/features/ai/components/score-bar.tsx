// A 0-100 score as a bar: green at 70 and above, yellow
// at 40 and above, red below 40. The number is always written next to it, so colour is never the
// only signal.
import { cn } from "../../../components/ui/cn";

type ScoreTone = "green" | "yellow" | "red";

function analyzerScoreTone(score: number): ScoreTone {
  if (score >= 70) return "green";
  if (score >= 40) return "yellow";
  return "red";
}

const FILL: Record<ScoreTone, string> = {
  green: "bg-emerald-600 dark:bg-emerald-400",
  yellow: "bg-amber-500 dark:bg-amber-400",
  red: "bg-red-600 dark:bg-red-400",
};

/** `size` rather than a height class: cn does not merge, so a second h-* would fight the default. */
export function ScoreBar({
  score,
  size = "md",
  className,
}: {
  score: number;
  size?: "sm" | "md";
  className?: string;
}) {
  const value = Math.min(100, Math.max(0, score));
  const tone = analyzerScoreTone(value);
  return (
    <div
      aria-hidden="true"
      data-tone={tone}
      className={cn(
        "overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800",
        size === "sm" ? "h-2" : "h-3",
        className,
      )}
    >
      <div className={cn("h-full rounded-full", FILL[tone])} style={{ width: `${value}%` }} />
    </div>
  );
}
