// /transparency: what moderation received and decided in each calendar quarter (UTC) — the current
// one and the four before it — counted by the server when the page asks, with the time it was
// counted. A chart of decisions per quarter, then one table per quarter, newest first, each with its
// review decisions by star rating.
import { Scale } from "lucide-react";
import { Link } from "react-router";
import type { TransparencyReport } from "../../../../shared/contracts/transparency";
import { WeeklyBars } from "../../../components/charts/weekly-bars";
import { QueryView } from "../../../components/ui/query-view";
import { Spinner } from "../../../components/ui/spinner";
import { TitledSection } from "../../../components/ui/titled-section";
import { formatDateTime } from "../../../lib/format";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useTransparencyReport } from "../api/get-report";
import { decisionsIn, QuarterTable } from "../components/quarter-table";

const linkClasses = "font-medium text-indigo-700 underline dark:text-indigo-300";

/** "Q2 2026" from the quarter's first instant (UTC). */
function shortLabel(start: string): string {
  const date = new Date(start);
  return `Q${Math.floor(date.getUTCMonth() / 3) + 1} ${date.getUTCFullYear()}`;
}

export function TransparencyPage() {
  useDocumentTitle("Transparency report · HypeCheck");
  const report = useTransparencyReport();
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6">
      <header>
        <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
          <Scale aria-hidden="true" className="h-7 w-7 text-indigo-700 dark:text-indigo-300" />
          Transparency report
        </h1>
        <p className="mt-3 text-slate-700 dark:text-slate-300">
          What we received and what we decided, quarter by quarter: member reviews, community scam reports,
          disputes, course verifications and course pages members sent us. A decision counts in the quarter it
          was made, as it stands today. Quarters are calendar quarters in UTC. Review decisions are also shown
          by star rating: the same rules apply whatever the rating, and the figures let you check it. How we
          decide is in the{" "}
          <Link to="/review-policy" className={linkClasses}>
            review policy
          </Link>
          .
        </p>
      </header>
      <QueryView
        query={report}
        loading={<Spinner label="Counting the figures…" />}
        error="We couldn't load the transparency report."
      >
        {(data) => <Report report={data} />}
      </QueryView>
    </div>
  );
}

function Report({ report }: { report: TransparencyReport }) {
  const newestFirst = [...report.quarters].reverse();
  return (
    <>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Counted from our records on{" "}
        <time dateTime={report.computedAt} className="font-medium">
          {formatDateTime(report.computedAt)}
        </time>
        .
      </p>
      <TitledSection
        id="decisions-chart"
        title="Decisions per quarter"
        className="space-y-3"
        titleClassName="text-xl font-semibold"
        description="Reviews, community reports, disputes and course submissions decided; the tables below break each quarter down."
        descriptionClassName="text-sm text-slate-600 dark:text-slate-400"
      >
        <WeeklyBars
          label="Decisions per quarter"
          data={report.quarters.map((q) => ({
            key: q.start,
            label: q.current ? `${shortLabel(q.start)} so far` : shortLabel(q.start),
            longLabel: q.current ? `${q.label}, so far` : q.label,
            value: decisionsIn(q),
          }))}
        />
      </TitledSection>
      {newestFirst.map((quarter) => (
        <QuarterTable key={quarter.start} quarter={quarter} />
      ))}
    </>
  );
}
