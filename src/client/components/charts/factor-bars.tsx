// Horizontal bars for a few named values out of a maximum (the trust score's four factors of 25).
// Plain CSS: one figure, read by assistive technology as a single image whose name lists every
// value, so the numbers never depend on seeing the bars or their colours.
import { cn } from "../ui/cn";
import { CHART_TONES, type ChartTone } from "./tones";

interface FactorBarDatum {
  key: string;
  label: string;
  value: number;
  max: number;
}

function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** "Creator credibility 18 of 25, Transparency 12.5 of 25". */
function describeBars(data: readonly FactorBarDatum[]): string {
  return data
    .map((item) => `${item.label} ${formatNumber(item.value)} of ${formatNumber(item.max)}`)
    .join(", ");
}

export function FactorBars({
  data,
  label,
  tone = () => "indigo",
  className,
}: {
  data: readonly FactorBarDatum[];
  /** What the chart shows, e.g. "Trust score factors"; the values are appended for screen readers. */
  label: string;
  tone?: (item: FactorBarDatum) => ChartTone;
  className?: string;
}) {
  return (
    <div role="img" aria-label={`${label}: ${describeBars(data)}.`} className={cn("space-y-3", className)}>
      {data.map((item) => {
        const percent = item.max > 0 ? Math.min(100, Math.max(0, (item.value / item.max) * 100)) : 0;
        return (
          <div
            key={item.key}
            className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 sm:grid-cols-[11rem_minmax(0,1fr)_4.5rem]"
          >
            <span className="order-1 truncate text-sm font-medium">{item.label}</span>
            <span className="order-2 text-right text-sm font-semibold tabular-nums sm:order-3">
              {formatNumber(item.value)}
              <span className="font-normal text-slate-500 dark:text-slate-400">
                /{formatNumber(item.max)}
              </span>
            </span>
            <span className="relative order-3 col-span-2 h-3 overflow-hidden rounded-full bg-slate-200 sm:order-2 sm:col-span-1 dark:bg-slate-800 forced-colors:border forced-colors:border-[CanvasText]">
              <span
                className={cn(
                  "absolute inset-y-0 left-0 rounded-full forced-colors:bg-[CanvasText]",
                  CHART_TONES[tone(item)],
                )}
                style={{ width: `${percent}%` }}
              />
            </span>
          </div>
        );
      })}
    </div>
  );
}
