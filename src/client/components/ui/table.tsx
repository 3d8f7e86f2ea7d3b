// Tables built from a list of columns: the column headings, a table from its columns and rows, and
// the figures behind a chart as text.
import type { ReactNode } from "react";

// A table's column headings from a list, for the hand-built tables of the affiliate, legal and
// community screens.

/** One heading: its text and the classes of its cell (padding, alignment). */
export type Column = readonly [label: string, className?: string];

export function TableHead({
  columns,
  className,
  rowClassName,
}: {
  columns: readonly Column[];
  className?: string;
  rowClassName?: string;
}) {
  return (
    <thead className={className}>
      <tr className={rowClassName}>
        {columns.map(([label, cellClassName]) => (
          <th key={label} scope="col" className={cellClassName}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

// A table from its columns and rows: each column's heading and the classes of its cells, each row's
// key and cells. The caption is for screen readers.

export interface TableColumn {
  label: string;
  /** The heading cell's classes. */
  headClassName?: string;
  /** The classes of this column's cells in every row. */
  className?: string;
}

export function DataTable({
  caption,
  captionId,
  className,
  headClassName,
  headRowClassName,
  rowClassName,
  columns,
  rows,
}: {
  caption: string;
  /** When given, the caption gets this id and describes the table too. */
  captionId?: string;
  className: string;
  headClassName?: string;
  headRowClassName?: string;
  rowClassName: string;
  columns: readonly TableColumn[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}) {
  return (
    <table aria-describedby={captionId} className={className}>
      <caption id={captionId} className="sr-only">
        {caption}
      </caption>
      <TableHead
        className={headClassName}
        rowClassName={headRowClassName}
        columns={columns.map((column) => [column.label, column.headClassName])}
      />
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className={rowClassName}>
            {row.cells.map((cell, index) => (
              <td key={columns[index]?.label ?? index} className={columns[index]?.className}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

// The figures behind a chart as text: a two-column table (when, how much), folded under a summary
// so it does not crowd the chart, newest first. Screen readers get the caption.
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
      <DataTable
        caption={caption}
        captionId={captionId}
        className={`mt-2 w-full text-left ${className}`}
        headRowClassName="text-slate-600 dark:text-slate-400"
        rowClassName="border-t border-slate-200 dark:border-slate-800"
        columns={[
          { label: columns[0], headClassName: "py-1 font-medium", className: "py-1" },
          {
            label: columns[1],
            headClassName: "py-1 text-right font-medium",
            className: "py-1 text-right tabular-nums",
          },
        ]}
        rows={rows.map((row) => ({ key: row.key, cells: [row.when, row.value] }))}
      />
    </details>
  );
}
