// The figures behind a chart as text: a two-column table (when, how much), folded under a summary
// so it does not crowd the chart, newest first. Screen readers get the caption.
import type { ReactNode } from "react";
import { TableHead } from "./table-head";

export interface ValueRow {
  key: string;
  when: string;
  value: ReactNode;
}

export function ValuesTable({
  summary,
  caption,
  captionId,
  columns,
  rows,
  className,
}: {
  summary: ReactNode;
  caption: string;
  /** When given, the caption gets this id and describes the table too. */
  captionId?: string;
  /** The headings of the two columns, e.g. ["Date", "Price"]. */
  columns: readonly [when: string, value: string];
  rows: readonly ValueRow[];
  /** The table's width classes. */
  className: string;
}) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium text-indigo-700 dark:text-indigo-300">{summary}</summary>
      <table aria-describedby={captionId} className={`mt-2 w-full text-left ${className}`}>
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <TableHead
          rowClassName="text-slate-600 dark:text-slate-400"
          columns={[
            [columns[0], "py-1 font-medium"],
            [columns[1], "py-1 text-right font-medium"],
          ]}
        />
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-slate-200 dark:border-slate-800">
              <td className="py-1">{row.when}</td>
              <td className="py-1 text-right tabular-nums">{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
