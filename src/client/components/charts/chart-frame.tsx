// The frame the line charts share (components/charts/README.md): the y-axis labels beside the plot,
// the plot (one accessible image: an inline SVG stretched to its box, then HTML marks over it, which
// stay round however the SVG is stretched) and the x-axis labels under it. Strokes keep their width
// (non-scaling-stroke) and every label is HTML, so text never distorts.
import type { ReactNode } from "react";

/** The SVG's own units: the plot's x runs from 0 to CHART.width, its y from 0 (top) to CHART.height. */
export const CHART = { width: 600, height: 200 } as const;

/** Where SVG point (x, y) is over the stretched plot, for HTML placed on it. */
function placeOf(x: number, y: number) {
  return { left: `${(x / CHART.width) * 100}%`, top: `${(y / CHART.height) * 100}%` };
}

export function ChartFrame({
  label,
  yLabels,
  yAxisClassName,
  xLabels,
  svg,
  children,
}: {
  /** The image's accessible name: the figures a sighted reader takes from the line. */
  label: string;
  /** The y-axis labels, top to bottom, spread over the plot's height. */
  yLabels: readonly string[];
  /** The y-axis column's vertical padding, which lines its labels up with the plot. */
  yAxisClassName: string;
  /** The x-axis labels, left to right, spread over the plot's width. */
  xLabels: readonly string[];
  /** The SVG's content, drawn in CHART units units. */
  svg: ReactNode;
  /** HTML over the plot (dots, labels), placed with ChartDot or in % of the plot. */
  children?: ReactNode;
}) {
  return (
    <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
      <AxisLabels
        labels={yLabels}
        className={`flex h-40 flex-col justify-between ${yAxisClassName} text-right text-xs tabular-nums text-slate-600 sm:h-48 dark:text-slate-400`}
      />
      <div
        role="img"
        aria-label={label}
        className="relative h-40 rounded-md border border-slate-200 bg-slate-50 sm:h-48 dark:border-slate-800 dark:bg-slate-900/60 forced-colors:border-[CanvasText]"
      >
        <svg
          viewBox={`0 0 ${CHART.width} ${CHART.height}`}
          preserveAspectRatio="none"
          className="absolute inset-0 h-full w-full overflow-visible"
          aria-hidden="true"
          focusable="false"
        >
          {svg}
        </svg>
        {children}
      </div>
      <AxisLabels
        labels={xLabels}
        className="col-start-2 flex justify-between pt-1 text-xs text-slate-600 dark:text-slate-400"
      />
    </div>
  );
}

function AxisLabels({ labels, className }: { labels: readonly string[]; className: string }) {
  return (
    <div aria-hidden="true" className={className}>
      {labels.map((text, index) => (
        // Two labels may read the same (a price range rounded to whole dollars); their place tells them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: the labels are fixed for a given chart
        <span key={index}>{text}</span>
      ))}
    </div>
  );
}

/** The chart's line, through `d` (SVG path data). */
export function ChartLine({ d }: { d: string }) {
  return (
    <path
      d={d}
      fill="none"
      vectorEffect="non-scaling-stroke"
      strokeWidth={2.5}
      strokeLinejoin="round"
      className="stroke-indigo-600 dark:stroke-indigo-400 forced-colors:stroke-[CanvasText]"
    />
  );
}

/** A dot over the plot at SVG point (x, y). */
export function ChartDot({ x, y }: { x: number; y: number }) {
  return (
    <span
      aria-hidden="true"
      className="absolute h-2.5 w-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-indigo-600 dark:border-slate-900 dark:bg-indigo-400 forced-colors:bg-[CanvasText]"
      style={placeOf(x, y)}
    />
  );
}

/** A straight line across the plot at SVG height `y`. */
export function ChartRule({
  y,
  className,
  strokeWidth = 1,
  dashed = false,
}: {
  y: number;
  className: string;
  strokeWidth?: number;
  dashed?: boolean;
}) {
  return (
    <line
      x1={0}
      x2={CHART.width}
      y1={y}
      y2={y}
      strokeDasharray={dashed ? "6 4" : undefined}
      vectorEffect="non-scaling-stroke"
      strokeWidth={strokeWidth}
      className={className}
    />
  );
}
