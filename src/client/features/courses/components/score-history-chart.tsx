// The trust score over time as a line in inline SVG (no chart library): one accessible image whose
// name gives the first and last score and the range, and the points again as a table underneath
// (behind a disclosure), so nothing depends on seeing the line. The SVG stretches to its box;
// strokes keep their width and every label is HTML, so text never distorts.
import { useId } from "react";
import type { ScorePoint } from "../../../../shared/contracts/editorial";
import { formatDate, formatDateTime } from "../../../lib/format";

const WIDTH = 600;
const HEIGHT = 200;

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
    sorted.length === 1 ? WIDTH / 2 : ((timeOf(point) - start) / (end - start)) * WIDTH;
  const y = (score: number) => HEIGHT - (Math.min(100, Math.max(0, score)) / 100) * HEIGHT;
  // Scores of a single day are told apart by the time.
  const axisDate = formatDate(first.at) === formatDate(last.at) ? formatDateTime : formatDate;
  const path = sorted
    .map((point, index) => `${index === 0 ? "M" : "L"}${x(point).toFixed(1)} ${y(point.score).toFixed(1)}`)
    .join(" ");

  return (
    <figure className="space-y-2">
      <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
        <div
          aria-hidden="true"
          className="flex h-40 flex-col justify-between py-0.5 text-right text-xs tabular-nums text-slate-600 sm:h-48 dark:text-slate-400"
        >
          <span>100</span>
          <span>50</span>
          <span>0</span>
        </div>
        <div
          role="img"
          aria-label={describeScores(sorted)}
          className="relative h-40 rounded-md border border-slate-200 bg-slate-50 sm:h-48 dark:border-slate-800 dark:bg-slate-900/60 forced-colors:border-[CanvasText]"
        >
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="absolute inset-0 h-full w-full overflow-visible"
            aria-hidden="true"
            focusable="false"
          >
            {[25, 50, 75].map((score) => (
              <line
                key={score}
                x1={0}
                x2={WIDTH}
                y1={y(score)}
                y2={y(score)}
                vectorEffect="non-scaling-stroke"
                strokeWidth={1}
                className="stroke-slate-200 dark:stroke-slate-800 forced-colors:hidden"
              />
            ))}
            {sorted.length > 1 ? (
              <path
                d={path}
                fill="none"
                vectorEffect="non-scaling-stroke"
                strokeWidth={2.5}
                strokeLinejoin="round"
                className="stroke-indigo-600 dark:stroke-indigo-400 forced-colors:stroke-[CanvasText]"
              />
            ) : null}
          </svg>
          {/* The points as dots: HTML, so they stay round however the SVG is stretched. */}
          {sorted.map((point) => (
            <span
              key={`${point.at}-${point.score}`}
              aria-hidden="true"
              className="absolute h-2.5 w-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-indigo-600 dark:border-slate-900 dark:bg-indigo-400 forced-colors:bg-[CanvasText]"
              style={{ left: `${(x(point) / WIDTH) * 100}%`, top: `${(y(point.score) / HEIGHT) * 100}%` }}
            />
          ))}
        </div>
        <div
          aria-hidden="true"
          className="col-start-2 flex justify-between pt-1 text-xs text-slate-600 dark:text-slate-400"
        >
          <span>{axisDate(first.at)}</span>
          {sorted.length > 1 ? <span>{axisDate(last.at)}</span> : null}
        </div>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-indigo-700 dark:text-indigo-300">
          Every score ({sorted.length})
        </summary>
        <table aria-describedby={tableId} className="mt-2 w-full max-w-sm text-left">
          <caption id={tableId} className="sr-only">
            Trust score history: every recorded score
          </caption>
          <thead>
            <tr className="text-slate-600 dark:text-slate-400">
              <th scope="col" className="py-1 font-medium">
                Date
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Trust score
              </th>
            </tr>
          </thead>
          <tbody>
            {[...sorted].reverse().map((point) => (
              <tr
                key={`${point.at}-${point.score}`}
                className="border-t border-slate-200 dark:border-slate-800"
              >
                <td className="py-1">{formatDate(point.at)}</td>
                <td className="py-1 text-right tabular-nums">{point.score}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
