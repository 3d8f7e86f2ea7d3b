// The AI usage log table: every header is a button that
// sorts (descending first, then toggling) and carries aria-sort; the table scrolls sideways on phones.
import { ArrowDown, ArrowUp } from "lucide-react";
import type { AiUsageLogEntry } from "../../../../shared/contracts/ai";
import { cn } from "../../../components/ui/cn";
import { AI_USAGE_COLUMNS, type AiUsageSort, type AiUsageSortKey } from "../lib/ai-usage-rows";

const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
const time = new Intl.DateTimeFormat("en-US", { timeStyle: "medium" });
const integer = new Intl.NumberFormat("en-US");

/** Date over time, so the column stays narrow; the full ISO value is in the element's dateTime. */
function Timestamp({ value }: { value: string }) {
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) return <>{value}</>;
  return (
    <time dateTime={value} className="block">
      {day.format(ms)}
      <span className="block text-slate-600 dark:text-slate-400">{time.format(ms)}</span>
    </time>
  );
}

function Cell({ row, column }: { row: AiUsageLogEntry; column: AiUsageSortKey }) {
  const value = row[column];
  if (value === null) return <span className="text-slate-400 dark:text-slate-600">—</span>;
  if (column === "ts") return <Timestamp value={row.ts} />;
  if (typeof value === "number") return <>{column === "courseId" ? value : integer.format(value)}</>;
  return <>{value}</>;
}

// Long free text wraps inside a bounded width instead of stretching the table.
const WIDE_TEXT = new Set<AiUsageSortKey>(["query", "error", "creatorName"]);

export function AiUsageTable({
  rows,
  sort,
  onSort,
  caption,
}: {
  rows: readonly AiUsageLogEntry[];
  sort: AiUsageSort;
  onSort: (key: AiUsageSortKey) => void;
  caption: string;
}) {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the sideways-scrolling region must be reachable by keyboard.
      tabIndex={0}
      aria-label="AI usage log entries"
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-slate-800 dark:bg-slate-900"
    >
      <table className="w-full min-w-[56rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
          <tr>
            {AI_USAGE_COLUMNS.map((column) => {
              const active = sort.key === column.key;
              const Icon = sort.direction === "desc" ? ArrowDown : ArrowUp;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={active ? (sort.direction === "desc" ? "descending" : "ascending") : "none"}
                  className={cn("px-2 py-2 font-semibold whitespace-nowrap", column.numeric && "text-right")}
                >
                  <button
                    type="button"
                    onClick={() => onSort(column.key)}
                    className={cn(
                      "inline-flex items-center gap-1 rounded px-1 py-1 underline-offset-2 hover:text-indigo-700 hover:underline dark:hover:text-indigo-300",
                      active && "text-indigo-800 dark:text-indigo-200",
                    )}
                  >
                    {column.label}
                    {/* Only the sorted column shows an arrow; the others would crowd the row. */}
                    {active ? <Icon aria-hidden="true" className="h-3.5 w-3.5" /> : null}
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              className="border-t border-slate-200 align-top odd:bg-white even:bg-slate-50/60 dark:border-slate-800 dark:odd:bg-slate-900 dark:even:bg-slate-800/30"
            >
              {AI_USAGE_COLUMNS.map((column) => (
                <td
                  key={column.key}
                  className={cn(
                    "px-2 py-2",
                    column.numeric
                      ? "text-right whitespace-nowrap tabular-nums"
                      : WIDE_TEXT.has(column.key)
                        ? "max-w-[13rem] min-w-[7rem] break-words"
                        : "whitespace-nowrap",
                    column.key === "error" && row.error !== null && "text-red-700 dark:text-red-400",
                    column.key === "route" && "font-mono text-xs",
                  )}
                >
                  <Cell row={row} column={column.key} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
