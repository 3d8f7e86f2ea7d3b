// Red flags and positive signals of an analysis: the one-line summaries, then the exact phrases the
// detector found with the reason each one counts (every score can be explained).
import { CircleCheck, TriangleAlert } from "lucide-react";
import type { PositiveFinding, RedFlagFinding, Severity } from "../../../../shared/contracts/analysis";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { AnalyzerEmpty, AnalyzerSection } from "./analyzer-section";
import { LineList } from "./line-list";

const SEVERITY: Record<Severity, { tone: BadgeTone; label: string }> = {
  high: { tone: "red", label: "High severity" },
  medium: { tone: "yellow", label: "Medium severity" },
  low: { tone: "grey", label: "Low severity" },
};

function Phrase({ finding }: { finding: RedFlagFinding | PositiveFinding }) {
  return (
    <>
      <q className="block border-l-2 border-slate-300 pl-3 text-sm text-slate-800 italic break-words dark:border-slate-600 dark:text-slate-200">
        {finding.phrase}
      </q>
      <p className="text-sm text-slate-600 dark:text-slate-400">{finding.explanation}</p>
    </>
  );
}

export function AnalyzerRedFlags({
  summaries,
  findings,
}: {
  summaries: readonly string[];
  findings: readonly RedFlagFinding[];
}) {
  return (
    <AnalyzerSection
      title="Red flags"
      icon={TriangleAlert}
      iconClassName="text-red-600 dark:text-red-400"
      aside={<Badge tone={summaries.length > 0 ? "red" : "grey"}>{summaries.length} found</Badge>}
    >
      {summaries.length === 0 ? (
        <AnalyzerEmpty>
          No red flags found in this text. That is not a guarantee: read the offer yourself too.
        </AnalyzerEmpty>
      ) : (
        <LineList items={summaries} tone="bad" />
      )}
      {findings.length > 0 ? (
        <details className="group mt-4 rounded-lg border border-slate-200 dark:border-slate-800">
          <summary className="cursor-pointer px-4 py-2.5 text-sm font-medium text-indigo-700 dark:text-indigo-300">
            The flagged phrases and why they matter ({findings.length})
          </summary>
          <ul className="space-y-4 border-t border-slate-200 p-4 dark:border-slate-800">
            {findings.map((finding) => (
              <li key={`${finding.field}-${finding.start}-${finding.category}`} className="space-y-1.5">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                  {finding.label}
                  <Badge tone={SEVERITY[finding.severity].tone}>{SEVERITY[finding.severity].label}</Badge>
                </p>
                <Phrase finding={finding} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </AnalyzerSection>
  );
}

export function AnalyzerPositiveSignals({
  summaries,
  findings,
}: {
  summaries: readonly string[];
  findings: readonly PositiveFinding[];
}) {
  return (
    <AnalyzerSection
      title="Positive signals"
      icon={CircleCheck}
      iconClassName="text-emerald-600 dark:text-emerald-400"
      aside={<Badge tone={summaries.length > 0 ? "green" : "grey"}>{summaries.length} found</Badge>}
    >
      {summaries.length === 0 ? (
        <AnalyzerEmpty>
          No positive signals found: no stated refund policy, syllabus, earnings disclosure or time
          commitment.
        </AnalyzerEmpty>
      ) : (
        <LineList items={summaries} tone="good" />
      )}
      {findings.length > 0 ? (
        <details className="mt-4 rounded-lg border border-slate-200 dark:border-slate-800">
          <summary className="cursor-pointer px-4 py-2.5 text-sm font-medium text-indigo-700 dark:text-indigo-300">
            Where we found them ({findings.length})
          </summary>
          <ul className="space-y-4 border-t border-slate-200 p-4 dark:border-slate-800">
            {findings.map((finding) => (
              <li key={`${finding.field}-${finding.start}-${finding.category}`} className="space-y-1.5">
                <p className="text-sm font-medium">{finding.label}</p>
                <Phrase finding={finding} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </AnalyzerSection>
  );
}
