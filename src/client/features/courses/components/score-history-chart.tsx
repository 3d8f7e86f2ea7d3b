// The trust score over time as a line in inline SVG (no chart library): one accessible image whose
// name gives the first and last score and the range, and the points again as a table underneath
// (behind a disclosure), so nothing depends on seeing the line. The frame (axes, the stretched SVG)
// is the price chart's too: components/charts/chart-frame.tsx.
import { useId } from "react";
import type { ScorePoint } from "../../../../shared/contracts/editorial";
import { CHART, ChartDot, ChartFrame, ChartLine, ChartRule } from "../../../components/charts/chart-frame";
import { ValuesTable } from "../../../components/ui/table";
import { formatDate, formatDateTime } from "../../../lib/format";

function timeOf(point: ScorePoint): number {
  const time = Date.parse(point.at);
  return Number.isFinite(time) ? time : 0;
}

/** "Trust score history: 72 on Jan 3, 2026, now 64 on Nov 20, 2026; lowest 60, highest 72; 4 scores." */
export function describeScores(points: readonly ScorePoint[]): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return "Trust score history: no scores recorded.";
  if (points.length === 1)
    return `Trust score history: one score, ${first.score} on ${formatDate(first.at)}.`;
  const scores = points.map((point) => point.score);
  return `Trust score history: ${first.score} on ${formatDate(first.at)}, now ${last.score} on ${formatDate(
    last.at,
  )}; lowest ${Math.min(...scores)}, highest ${Math.max(...scores)}; ${points.length} scores.`;
}

export function ScoreHistoryChart({ points }: { points: readonly ScorePoint[] }) {
  const tableId = useId();
  const sorted = [...points].sort((a, b) => timeOf(a) - timeOf(b));
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">No trust scores recorded yet.</p>;
  }
  const start = timeOf(first);
  const end = Math.max(timeOf(last), start + 1);
  // A lone score sits in the middle; several spread over the width.
  const x = (point: ScorePoint) =>
    sorted.length === 1 ? CHART.width / 2 : ((timeOf(point) - start) / (end - start)) * CHART.width;
  const y = (score: number) => CHART.height - (Math.min(100, Math.max(0, score)) / 100) * CHART.height;
  // Scores of a single day are told apart by the time.
  const axisDate = formatDate(first.at) === formatDate(last.at) ? formatDateTime : formatDate;
  const path = sorted
    .map((point, index) => `${index === 0 ? "M" : "L"}${x(point).toFixed(1)} ${y(point.score).toFixed(1)}`)
    .join(" ");

  return (
    <figure className="space-y-2">
      <ChartFrame
        label={describeScores(sorted)}
        yLabels={["100", "50", "0"]}
        yAxisClassName="py-0.5"
        xLabels={sorted.length > 1 ? [axisDate(first.at), axisDate(last.at)] : [axisDate(first.at)]}
        svg={
          <>
            {[25, 50, 75].map((score) => (
              <ChartRule
                key={score}
                y={y(score)}
                className="stroke-slate-200 dark:stroke-slate-800 forced-colors:hidden"
              />
            ))}
            {sorted.length > 1 ? <ChartLine d={path} /> : null}
          </>
        }
      >
        {sorted.map((point) => (
          <ChartDot key={`${point.at}-${point.score}`} x={x(point)} y={y(point.score)} />
        ))}
      </ChartFrame>
      <ValuesTable
        summary={`Every score (${sorted.length})`}
        caption="Trust score history: every recorded score"
        captionId={tableId}
        columns={["Date", "Trust score"]}
        rows={[...sorted].reverse().map((point) => ({
          key: `${point.at}-${point.score}`,
          when: formatDate(point.at),
          value: `${point.score}%`,
        }))}
        className="max-w-sm"
      />
    </figure>
  );
}
