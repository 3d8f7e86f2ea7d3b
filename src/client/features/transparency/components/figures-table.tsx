// The look the transparency report's tables share: a bordered box that scrolls sideways when it must,
// a shaded heading row, the first column (what a row is about) in medium weight and the figures in
// even-width digits. The quarter's table and its review decisions by star rating both use it.
import type { ReactNode } from "react";
import type { RejectionReasonCount } from "../../../../shared/contracts/transparency";
import { DataTable } from "../../../components/ui/table";
import { formatCount } from "../../../lib/format";
import { reasonWords } from "../lib/reason-words";

const CELL = "px-2 py-2 align-top sm:px-3";

export function FiguresTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  /** The headings: the first names what each row is about, the others head its figures. */
  columns: readonly string[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
      <DataTable
        caption={caption}
        className="w-full text-left text-sm"
        headClassName="bg-slate-50 dark:bg-slate-900"
        headRowClassName="text-slate-600 dark:text-slate-400"
        rowClassName="border-t border-slate-200 dark:border-slate-800"
        columns={columns.map((label, index) => ({
          label,
          headClassName: `${CELL} font-medium`,
          className: `${CELL} ${index === 0 ? "font-medium" : "tabular-nums"}`,
        }))}
        rows={rows}
      />
    </div>
  );
}

/** Rejections by their reason, a line each: "Spam or advertising: 3". */
export function ReasonCounts({
  reasons,
  className,
}: {
  reasons: readonly RejectionReasonCount[];
  className: string;
}) {
  return (
    <ul className={className}>
      {reasons.map((r) => (
        <li key={r.reason ?? ""}>
          {reasonWords(r.reason)}: <span className="tabular-nums">{formatCount(r.count)}</span>
        </li>
      ))}
    </ul>
  );
}
