// One quarter of the transparency report: what came in and what was decided, area by area, with
// the median time to a decision where it is measured, the review rejections by reason, and the
// review decisions by star rating. A quarter with nothing in it says so instead of a table of zeros.
import type { ReactNode } from "react";
import type { QuarterFigures } from "../../../../shared/contracts/transparency";
import { formatCount, plural } from "../../../lib/format";
import { FiguresTable, ReasonCounts } from "./figures-table";
import { RatingDecisionsTable } from "./rating-decisions";

/** "5.2 hours", "3.1 days"; "—" with no decision to measure. */
export function formatWait(hours: number | null): string {
  if (hours === null) return "No decisions";
  if (hours < 48) return plural(Math.round(hours * 10) / 10, "hour");
  return plural(Math.round((hours / 24) * 10) / 10, "day");
}

/** A dash to see, the words to hear: a narrow column keeps its room for the figures. */
const none = (words: string) => (
  <>
    <span aria-hidden="true">—</span>
    <span className="sr-only">{words}</span>
  </>
);
const NOT_MEASURED = none("Not measured");

/** The fields of an area's figures that hold a count. */
type Counted<F> = { [K in keyof F]: F[K] extends number ? K : never }[keyof F];
type Area = "reviews" | "reports" | "disputes" | "submissions" | "verifications";

/** Each area's outcomes, by the field that counts them, in the words of the table and in its order. */
const OUTCOMES = {
  reviews: { approved: "approved", rejected: "rejected" },
  reports: { confirmed: "confirmed", rejected: "rejected" },
  disputes: { upheld: "upheld", rejected: "rejected" },
  submissions: { accepted: "accepted", merged: "already listed", rejected: "rejected" },
  verifications: { given: "given", revoked: "revoked" },
} as const satisfies { [A in Area]: Partial<Record<Counted<QuarterFigures[A]>, string>> };

/** One outcome a line ("162 approved", "1 rejected"): a narrow column reads them apart. */
function outcomeLines(figures: QuarterFigures[Area], words: Readonly<Record<string, string>>) {
  const counts: Readonly<Record<string, unknown>> = figures;
  return Object.entries(words).map(([field, word]) => (
    <span key={field} className="block">
      {formatCount(Number(counts[field]))} {word}
    </span>
  ));
}

/** Decisions the quarter holds: reviews, reports, disputes and submissions decided. */
export function decisionsIn(q: QuarterFigures): number {
  return (
    q.reviews.approved +
    q.reviews.rejected +
    q.reports.confirmed +
    q.reports.rejected +
    q.disputes.upheld +
    q.disputes.rejected +
    q.submissions.accepted +
    q.submissions.merged +
    q.submissions.rejected
  );
}

function isEmpty(q: QuarterFigures): boolean {
  return (
    decisionsIn(q) === 0 &&
    q.reviews.received + q.reports.received + q.disputes.opened + q.submissions.received === 0 &&
    q.verifications.given + q.verifications.revoked === 0
  );
}

export function QuarterTable({ quarter: q }: { quarter: QuarterFigures }) {
  const id = `quarter-${q.label.replace(" ", "-")}`;
  const title = q.current ? `${q.label} (so far)` : q.label;
  if (isEmpty(q)) {
    return (
      <section aria-labelledby={id} className="space-y-2">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          Nothing was received and no decisions were made this quarter.
        </p>
      </section>
    );
  }
  // The median time to decide is measured for the areas whose figures carry it.
  const row = (area: string, received: ReactNode, key: Area) => {
    const figures = q[key];
    const wait =
      "medianHoursToDecision" in figures ? formatWait(figures.medianHoursToDecision) : NOT_MEASURED;
    return { key: area, cells: [area, received, outcomeLines(figures, OUTCOMES[key]), wait] };
  };
  const rows = [
    row("Reviews", formatCount(q.reviews.received), "reviews"),
    row("Community reports", formatCount(q.reports.received), "reports"),
    row("Disputes", formatCount(q.disputes.opened), "disputes"),
    row("Course submissions", formatCount(q.submissions.received), "submissions"),
    row("Verifications", none("Not applicable"), "verifications"),
  ];
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <FiguresTable
        caption={`${title}: received and decided`}
        columns={["Area", "Received", "Decided", "Median time to decide"]}
        rows={rows}
      />
      {q.reviews.rejected > 0 ? (
        <div className="text-sm">
          <h3 className="font-medium">Why reviews were rejected</h3>
          <ReasonCounts
            reasons={q.reviews.rejectedByReason}
            className="mt-1 space-y-0.5 text-slate-700 dark:text-slate-300"
          />
        </div>
      ) : null}
      <RatingDecisionsTable quarter={q} title={title} />
    </section>
  );
}
