// A course's price over time as a step line (a price holds until it changes), in inline SVG with
// no library. One accessible image whose name states the range, the first and last price and the
// low and high; the exact changes are listed as text underneath (an expandable table), so nothing
// depends on reading the line. Only prices in the chart's currency (the course's now) are drawn:
// a price recorded in another currency is listed with its own, never plotted against the others
// (src/shared/domain/money.ts). The frame (axes, the stretched SVG) is the trust-score chart's too:
// chart-frame.tsx.
import { useId } from "react";
import { NOT_COMPARED } from "../../../shared/domain/money-format";
import { formatDate, formatPrice, plural } from "../../lib/format";
import { cn } from "../ui/cn";
import { DefinitionList } from "../ui/definition-list";
import { LoadingBars } from "../ui/loading-bars";
import { ValuesTable } from "../ui/table";
import { CHART, ChartDot, ChartFrame, ChartLine, ChartRule } from "./chart-frame";

export interface PricePoint {
  /** ISO timestamp of the price change. */
  at: string;
  /** Major units of `currency`. */
  price: number;
  currency: string;
}

/** Room above the highest and below the lowest price, as a share of the range. */
const PAD = 0.12;

interface Plotted {
  x: number;
  y: number;
}

function timeOf(point: PricePoint): number {
  const time = Date.parse(point.at);
  return Number.isFinite(time) ? time : 0;
}

/** "Price history: $497 on Jan 3, 2026 to $397 on Nov 20, 2026; lowest $397, highest $497; 3 changes." */
function describePriceHistory(points: readonly PricePoint[], currency: string, label: string): string {
  const sorted = [...points].sort((a, b) => timeOf(a) - timeOf(b));
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) return `${label}: no prices recorded.`;
  const prices = sorted.map((point) => point.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const changes = sorted.length - 1;
  const money = (amount: number) => formatPrice(amount, currency);
  const span =
    first === last
      ? `${money(first.price)} since ${formatDate(first.at)}`
      : `${money(first.price)} on ${formatDate(first.at)} to ${money(last.price)} on ${formatDate(last.at)}`;
  return `${label}: ${span}; lowest ${money(low)}, highest ${money(high)}; ${plural(changes, "change")}.`;
}

export function PriceHistoryChart({
  points,
  currency,
  label = "Price history",
  until,
  referencePrice,
  referenceLabel = "12-month low",
  className,
}: {
  points: readonly PricePoint[];
  /** The currency drawn (the course's now); points in another one are listed, not drawn. */
  currency: string;
  /** What the chart shows; the figures are appended for screen readers. */
  label?: string;
  /** ISO time the last price holds until (default: now), so a price unchanged for months shows as such. */
  until?: string;
  /** A dashed guide line, e.g. the 12-month low. */
  referencePrice?: number;
  referenceLabel?: string;
  className?: string;
}) {
  const tableId = useId();
  const all = [...points].sort((a, b) => timeOf(a) - timeOf(b));
  const sorted = all.filter((point) => point.currency === currency);
  const others = all.length - sorted.length;
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  const otherNote =
    others === 0 ? null : (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {plural(others, "price")} recorded in another currency: listed below, {NOT_COMPARED}.
      </p>
    );
  if (!first || !last) {
    return (
      <div className={cn("space-y-2", className)}>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {others === 0 ? "No prices recorded yet." : `No prices recorded in ${currency} yet.`}
        </p>
        {otherNote}
        {others === 0 ? null : <PriceTable points={all} label={label} id={tableId} />}
      </div>
    );
  }

  const start = timeOf(first);
  const untilTime = until ? Date.parse(until) : Date.now();
  const end = Math.max(Number.isFinite(untilTime) ? untilTime : Date.now(), timeOf(last), start + 1);
  const prices = sorted.map((point) => point.price);
  if (referencePrice !== undefined) prices.push(referencePrice);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const range = high - low || Math.max(high, 1);
  const floor = Math.max(0, low - range * PAD);
  const ceiling = high + range * PAD;

  const x = (time: number) => ((time - start) / (end - start)) * CHART.width;
  const y = (price: number) => CHART.height - ((price - floor) / (ceiling - floor)) * CHART.height;
  const plotted: Plotted[] = sorted.map((point) => ({ x: x(timeOf(point)), y: y(point.price) }));

  let path = "";
  plotted.forEach((point, index) => {
    path +=
      index === 0
        ? `M${point.x.toFixed(1)} ${point.y.toFixed(1)}`
        : ` H${point.x.toFixed(1)} V${point.y.toFixed(1)}`;
  });
  path += ` H${CHART.width}`;
  const area = `${path} V${CHART.height} H0 Z`;
  const lastPoint = plotted[plotted.length - 1] as Plotted;
  const referenceY = referencePrice === undefined ? null : y(referencePrice);

  return (
    <figure className={cn("space-y-2", className)}>
      <ChartFrame
        label={describePriceHistory(sorted, currency, label)}
        yLabels={[formatPrice(Math.round(ceiling), currency), formatPrice(Math.round(floor), currency)]}
        yAxisClassName="py-1"
        xLabels={[formatDate(first.at), formatDate(new Date(end).toISOString())]}
        svg={
          <>
            <path
              d={area}
              className="fill-indigo-600/10 stroke-none dark:fill-indigo-400/15 forced-colors:hidden"
            />
            {referenceY === null ? null : (
              <ChartRule
                y={referenceY}
                dashed
                strokeWidth={1.5}
                className="stroke-emerald-600 dark:stroke-emerald-400 forced-colors:stroke-[CanvasText]"
              />
            )}
            <ChartLine d={path} />
          </>
        }
      >
        {/* The latest price as a dot. */}
        <ChartDot x={lastPoint.x} y={lastPoint.y} />
        {referenceY === null || referencePrice === undefined ? null : (
          <span
            aria-hidden="true"
            className="absolute left-1.5 -translate-y-full pb-0.5 text-[0.7rem] font-medium text-emerald-800 dark:text-emerald-300"
            style={{ top: `${(referenceY / CHART.height) * 100}%` }}
          >
            {referenceLabel} {formatPrice(referencePrice, currency)}
          </span>
        )}
      </ChartFrame>
      {otherNote}
      <PriceTable points={all} label={label} id={tableId} />
    </figure>
  );
}

/** Every recorded price, newest first, each in its own currency. */
function PriceTable({ points, label, id }: { points: readonly PricePoint[]; label: string; id: string }) {
  return (
    <ValuesTable
      summary={`Price changes (${points.length})`}
      caption={`${label}: every recorded price`}
      captionId={id}
      columns={["Date", "Price"]}
      rows={[...points].reverse().map((point) => ({
        key: `${point.at}-${point.price}-${point.currency}`,
        when: formatDate(point.at),
        value: formatPrice(point.price, point.currency),
      }))}
      className="max-w-sm"
    />
  );
}

/** The chart and its figures while the history loads. */
export function PriceHistoryLoading() {
  return <LoadingBars label="Loading price history…" bars={["h-48 w-full", "h-16 w-full"]} />;
}

/** The figures beside the chart: current price, 12-month low and high, and the good-deal verdict. */
export function PriceFacts({
  currency,
  current,
  lowest,
  highest,
  goodDeal,
  reason,
}: {
  /** Of the three figures: the course's currency now. */
  currency: string;
  current: number;
  lowest: number;
  highest: number;
  goodDeal: boolean;
  /** One sentence saying why it is, or is not, a good deal. */
  reason: string;
}) {
  return (
    <div className="space-y-3">
      <DefinitionList
        className="grid grid-cols-3 gap-3 text-sm"
        itemClassName="rounded-lg border border-slate-200 p-3 dark:border-slate-800"
        termClassName="text-xs text-slate-600 dark:text-slate-400"
        detailClassName="mt-1 text-base font-semibold tabular-nums"
        items={[
          { term: "Current price", detail: formatPrice(current, currency) },
          { term: "Lowest, 12 months", detail: formatPrice(lowest, currency) },
          { term: "Highest, 12 months", detail: formatPrice(highest, currency) },
        ]}
      />
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        {goodDeal ? (
          <span className="inline-flex items-center rounded-full border border-emerald-200 bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-300">
            Good deal
          </span>
        ) : null}
        <span>{reason}</span>
      </p>
    </div>
  );
}
