// The AI Insights tab's full report: 'Generate Full Report', then
// 'Regenerate' once a report exists; a cached report is marked with its date and can be refreshed.
// The first Generate sends force=false, so a report already written is free; Regenerate and Refresh
// send force=true. A guest's click is answered 401 and sent to sign in (the hook navigates).
import { FileText, RefreshCw } from "lucide-react";
import { Link } from "react-router";
import type { DeepAnalysis } from "../../../../shared/contracts/ai";
import { AI_MESSAGES } from "../../../../shared/contracts/ai-messages";
import { isUnlimited, planQuotas } from "../../../../shared/domain/plans";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { isHttpError } from "../../../lib/api-client";
import { useMe } from "../../../lib/auth/get-me";
import { formatDateTime } from "../../../lib/format";
import { useDeepReport } from "../api/deep-analyze";
import { ReportView } from "./report-view";

export function AiInsightsReport({ courseId }: { courseId: number }) {
  const me = useMe();
  const { report, running, error, run } = useDeepReport(courseId);
  const hasReport = report !== undefined;
  const weekly = me.data ? planQuotas(me.data).fullReportsPerWeek : null;

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        A full report weighs the seller's claims against everything we hold on this course: its copy,
        verification record, reviews and community reports.{" "}
        {me.data === null
          ? AI_MESSAGES.signInForReports
          : weekly === null
            ? null
            : `Your plan includes ${isUnlimited(weekly) ? "unlimited" : weekly} full report${weekly === 1 ? "" : "s"} a week; opening a report that was already generated costs nothing.`}
      </p>

      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => run(hasReport)} aria-busy={running}>
          {hasReport ? (
            <RefreshCw aria-hidden="true" className="h-4 w-4" />
          ) : (
            <FileText aria-hidden="true" className="h-4 w-4" />
          )}
          {hasReport ? "Regenerate" : "Generate Full Report"}
        </Button>
        {report ? <WeeklyUsage report={report} /> : null}
      </div>

      <div aria-live="polite" className="space-y-4">
        {running ? (
          <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            <Spinner label="Generating the report…" />
            <span aria-hidden="true">Generating the report…</span>
          </p>
        ) : null}
        {!running && error ? <ReportError error={error} /> : null}
      </div>
      {report ? (
        <ReportView analysis={report} status={<CachedMarker report={report} onRefresh={() => run(true)} />} />
      ) : null}
    </div>
  );
}

function WeeklyUsage({ report }: { report: DeepAnalysis }) {
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400">
      Full reports this week: {report.usedThisWeek}/{isUnlimited(report.quota) ? "∞" : report.quota}
    </p>
  );
}

function CachedMarker({ report, onRefresh }: { report: DeepAnalysis; onRefresh: () => void }) {
  if (!report.cached) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Generated {formatDateTime(report.cachedAt)}.
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
      <p className="font-medium text-slate-700 dark:text-slate-300">
        Cached report from {formatDateTime(report.cachedAt)}
      </p>
      <Button variant="outline" size="sm" onClick={onRefresh}>
        <RefreshCw aria-hidden="true" className="h-4 w-4" />
        Refresh
      </Button>
    </div>
  );
}

function ReportError({ error }: { error: unknown }) {
  if (isHttpError(error) && error.status === 401) {
    return <p className="text-sm text-slate-700 dark:text-slate-300">{AI_MESSAGES.signInForReports}</p>;
  }
  const message = (isHttpError(error) ? error.serverError : undefined) ?? AI_MESSAGES.failed;
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100"
    >
      <p>{message}</p>
      {isHttpError(error) && error.status === 429 ? (
        <Link to="/pricing" className="mt-1 inline-block font-medium underline">
          See plans with more full reports
        </Link>
      ) : null}
    </div>
  );
}
