// Vertical bars for a few consecutive periods (the ad-fatigue detector's sightings per week), with
// an optional threshold line. Plain CSS like factor-bars.tsx: one figure that assistive technology
// reads as a single image whose name lists every value and the threshold.
import { cn } from "../ui/cn";
import { CHART_TONES, type ChartTone } from "./tones";

interface WeeklyBarDatum {
  key: string;
  /** Short label under the bar, e.g. "Mar 2". */
  label: string;
  /** Spoken label, e.g. "Week of Mar 2". */
  longLabel: string;
  value: number;
}

/** "Week of Feb 9: 6, Week of Feb 16: 7". */
function describeWeeklyBars(data: readonly WeeklyBarDatum[]): string {
  return data.map((item) => `${item.longLabel}: ${item.value}`).join(", ");
}

export function WeeklyBars({
  data,
  label,
  threshold,
  tone = () => "indigo",
  className,
}: {
  data: readonly WeeklyBarDatum[];
  /** What the chart shows, e.g. "Ad sightings per week"; the values are appended for screen readers. */
  label: string;
  /** A reference line, e.g. 5 a week, drawn dashed and named in the description. */
  threshold?: { value: number; label: string };
  tone?: (item: WeeklyBarDatum) => ChartTone;
  className?: string;
}) {
  // Headroom above the tallest bar (or the threshold) for the value printed on top of it.
  const top = Math.max(1, threshold?.value ?? 0, ...data.map((d) => d.value)) * 1.25;
  const thresholdText = threshold ? ` ${threshold.label}.` : "";
  return (
    <div
      role="img"
      aria-label={`${label}: ${describeWeeklyBars(data)}.${thresholdText}`}
      className={cn("w-full", className)}
    >
      <div className="relative flex h-44 gap-3 border-b border-slate-300 sm:gap-6 dark:border-slate-700">
        {threshold ? (
          <div
            className="pointer-events-none absolute inset-x-0 z-10 border-t-2 border-dashed border-red-500 dark:border-red-400 forced-colors:border-[CanvasText]"
            style={{ bottom: `${(threshold.value / top) * 100}%` }}
          />
        ) : null}
        {data.map((item) => {
          const percent = Math.min(100, (item.value / top) * 100);
          return (
            <div key={item.key} className="relative h-full flex-1">
              <span
                className={cn(
                  "absolute inset-x-0 bottom-0 mx-auto w-full max-w-16 rounded-t-md forced-colors:bg-[CanvasText]",
                  CHART_TONES[tone(item)],
                )}
                style={{ height: `${percent}%` }}
              />
              <span
                className="absolute inset-x-0 pb-0.5 text-center text-sm font-semibold tabular-nums"
                style={{ bottom: `${percent}%` }}
              >
                {item.value}
              </span>
            </div>
          );
        })}
      </div>
      <div className="mt-1 flex gap-3 sm:gap-6">
        {data.map((item) => (
          <span key={item.key} className="flex-1 text-center text-xs text-slate-600 dark:text-slate-400">
            {item.label}
          </span>
        ))}
      </div>
      {threshold ? (
        <p className="mt-3 flex items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
          <span className="w-6 border-t-2 border-dashed border-red-500 dark:border-red-400 forced-colors:border-[CanvasText]" />
          {threshold.label}
        </p>
      ) : null}
    </div>
  );
}
