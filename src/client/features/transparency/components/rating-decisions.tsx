// One quarter's review decisions by star rating: for each rating, how many reviews were approved and
// how many rejected, with each rejection's reason. The same criteria apply whatever the rating
// (/review-policy, and the page's introduction says so once), and this table lets a reader check it. Three narrow columns, the reasons under
// their count, so it reads at 390 px without scrolling sideways.
import type { QuarterFigures, RatingDecisions } from "../../../../shared/contracts/transparency";
import { formatCount, plural } from "../../../lib/format";
import { FiguresTable, ReasonCounts } from "./figures-table";

/** "94%" of `total`, whole percent; null with nothing to divide. */
export function shareOf(count: number, total: number): string | null {
  return total === 0 ? null : `${Math.round((count / total) * 100)}%`;
}

/** A count with its share of the rating's decisions: "120" and, muted, "94%". */
function countWithShare(count: number, total: number) {
  const share = shareOf(count, total);
  return (
    <>
      {formatCount(count)}
      {share === null ? null : (
        <>
          {" "}
          <span className="text-slate-600 dark:text-slate-400">({share})</span>
        </>
      )}
    </>
  );
}

function rejectedCell(entry: RatingDecisions, total: number) {
  return (
    <>
      {countWithShare(entry.rejected, total)}
      {entry.rejectedByReason.length > 0 ? (
        <ReasonCounts
          reasons={entry.rejectedByReason}
          className="mt-1 space-y-0.5 text-xs text-slate-700 dark:text-slate-300"
        />
      ) : null}
    </>
  );
}

export function RatingDecisionsTable({ quarter: q, title }: { quarter: QuarterFigures; title: string }) {
  if (q.reviews.approved + q.reviews.rejected === 0) return null;
  const rows = q.reviews.byRating.map((entry) => {
    const total = entry.approved + entry.rejected;
    return {
      key: String(entry.rating),
      cells: [
        <span key="rating" className="whitespace-nowrap">
          <span aria-hidden="true" className="text-amber-600 dark:text-amber-400">
            ★{" "}
          </span>
          {plural(entry.rating, "star")}
        </span>,
        countWithShare(entry.approved, total),
        rejectedCell(entry, total),
      ],
    };
  });
  return (
    <div className="space-y-2 text-sm">
      <h3 className="font-medium">Review decisions by star rating</h3>
      <p className="text-slate-600 dark:text-slate-400">Shares are of each rating's decisions.</p>
      <FiguresTable
        caption={`${title}: review decisions by star rating`}
        columns={["Rating", "Approved", "Rejected, and why"]}
        rows={rows}
      />
    </div>
  );
}
