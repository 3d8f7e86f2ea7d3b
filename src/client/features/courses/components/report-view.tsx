// A full AI report (DeepReport): overview, credibility signals, claim reality check, risks,
// recommendation and the confidence behind them.
import { CircleCheck, type LucideIcon, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import type { DeepAnalysis } from "../../../../shared/contracts/ai";
import { cn } from "../../../components/ui/cn";
import { IconList } from "../../../components/ui/icon-list";

export function ReportView({
  analysis,
  status,
  className,
}: {
  analysis: DeepAnalysis;
  /** When and how the report was made (the cached marker), shown in its header. */
  status?: ReactNode;
  className?: string;
}) {
  const { report } = analysis;
  return (
    <article
      aria-label="Full AI report"
      className={cn(
        "space-y-6 rounded-xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900",
        className,
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">{status}</div>
        <Confidence value={report.confidence} />
      </header>

      <Part title="Overview">
        <p>{report.overview}</p>
      </Part>

      <Part title="Credibility signals">
        <Points
          items={report.credibilitySignals}
          empty="No credibility signals on record."
          icon={CircleCheck}
          tone="good"
        />
      </Part>

      <Part title="Claim reality check">
        <p>{report.claimRealityCheck}</p>
      </Part>

      <Part title="Risks">
        <Points items={report.risks} empty="No specific risks found." icon={TriangleAlert} tone="bad" />
      </Part>

      <div className="rounded-lg border border-indigo-200 bg-indigo-50 p-4 dark:border-indigo-900 dark:bg-indigo-950/50">
        <h4 className="text-sm font-semibold text-indigo-950 dark:text-indigo-100">Recommendation</h4>
        <p className="mt-1 text-sm text-indigo-950 dark:text-indigo-100">{report.recommendation}</p>
      </div>

      <p className="text-xs text-slate-600 dark:text-slate-400">
        Written by {analysis.engine.startsWith("builtin") ? "HypeCheck's built-in engine" : analysis.engine}{" "}
        from the evidence on this page. Informational only: it does not guarantee business or financial
        results.
      </p>
    </article>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="text-sm text-slate-800 dark:text-slate-200">
      <h4 className="mb-1.5 font-semibold text-slate-950 dark:text-white">{title}</h4>
      {children}
    </section>
  );
}

function Points({
  items,
  empty,
  icon,
  tone,
}: {
  items: readonly string[];
  empty: string;
  icon: LucideIcon;
  tone: "good" | "bad";
}) {
  if (items.length === 0) return <p className="text-slate-600 dark:text-slate-400">{empty}</p>;
  return <IconList items={items} icon={icon} tone={tone} className="space-y-1.5" />;
}

function Confidence({ value }: { value: number }) {
  return (
    <div className="w-40">
      <p className="flex justify-between text-xs font-medium text-slate-700 dark:text-slate-300">
        <span>Confidence</span>
        <span className="tabular-nums">{value}%</span>
      </p>
      <div
        aria-hidden="true"
        className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800 forced-colors:border forced-colors:border-[CanvasText]"
      >
        <div
          className="h-full rounded-full bg-indigo-600 dark:bg-indigo-400 forced-colors:bg-[CanvasText]"
          style={{ width: `${Math.min(100, Math.max(0, value))}%` }}
        />
      </div>
    </div>
  );
}
