// Thin vertical bars for many consecutive days (affiliate clicks over 7, 30 or 90 days). Plain CSS
// like weekly-bars.tsx, but without a label under every bar: the first, middle and last days are
// labelled. One image for assistive technology: its name gives the total and every day that is not
// zero; the page shows the same figures as a table nearby.
import { cn } from "../ui/cn";
import { CHART_TONES, type ChartTone } from "./tones";

interface DailyBarDatum {
  /** YYYY-MM-DD (UTC). */
  date: string;
  value: number;
}

/** "Nov 19" for a UTC day. */
export function shortDay(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** "Nov 19: 1, Nov 21: 2; every other day 0". */
function describeDailyBars(data: readonly DailyBarDatum[], unit: string): string {
  const total = data.reduce((sum, d) => sum + d.value, 0);
  const nonZero = data.filter((d) => d.value > 0);
  if (nonZero.length === 0) return `no ${unit} on any day`;
  const days = nonZero.map((d) => `${shortDay(d.date)}: ${d.value}`).join(", ");
  const rest = nonZero.length < data.length ? "; every other day 0" : "";
  return `${total} ${unit} in total; ${days}${rest}`;
}

export function DailyBars({
  data,
  label,
  unit,
  tone = "indigo",
  className,
}: {
  data: readonly DailyBarDatum[];
  /** What the chart shows, e.g. "Affiliate clicks per day"; the values are appended for screen readers. */
  label: string;
  /** The counted thing, plural ("clicks"). */
  unit: string;
  tone?: ChartTone;
  className?: string;
}) {
  const top = Math.max(1, ...data.map((d) => d.value));
  const first = data[0];
  const middle = data[Math.floor((data.length - 1) / 2)];
  const last = data.at(-1);
  const dense = data.length > 31;
  return (
    <div
      role="img"
      aria-label={`${label}: ${describeDailyBars(data, unit)}.`}
      className={cn("w-full", className)}
    >
      <div className="flex items-start justify-between text-xs text-slate-600 tabular-nums dark:text-slate-400">
        <span>{top}</span>
      </div>
      <div
        className={cn(
          "flex h-40 items-end border-b border-l border-slate-300 pl-px dark:border-slate-700",
          dense ? "gap-px" : "gap-0.5 sm:gap-1",
        )}
      >
        {data.map((item) => (
          <span
            key={item.date}
            title={`${shortDay(item.date)}: ${item.value}`}
            className={cn(
              "min-w-0 flex-1 rounded-t-sm forced-colors:bg-[CanvasText]",
              item.value > 0 ? CHART_TONES[tone] : "bg-transparent",
            )}
            style={{ height: `${(item.value / top) * 100}%` }}
          />
        ))}
      </div>
      <div className="mt-1 flex justify-between text-xs text-slate-600 dark:text-slate-400">
        <span>{first ? shortDay(first.date) : ""}</span>
        <span>{middle && middle !== first && middle !== last ? shortDay(middle.date) : ""}</span>
        <span>{last ? shortDay(last.date) : ""}</span>
      </div>
    </div>
  );
}
