// Red flags and positive signals of an analysis: the one-line summaries, then the exact phrases the
// detector found with the reason each one counts (every score can be explained).
import { CircleCheck, type LucideIcon, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
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

/** What differs between the red flags and the positive signals: the words, the icon and the colours. */
interface FindingsKind<F> {
  title: string;
  icon: LucideIcon;
  iconClassName: string;
  foundTone: BadgeTone;
  lineTone: "bad" | "good";
  empty: string;
  detailsLabel: string;
  /** The line above each phrase. */
  heading: (finding: F) => ReactNode;
}

const RED_FLAGS: FindingsKind<RedFlagFinding> = {
  title: "Red flags",
  icon: TriangleAlert,
  iconClassName: "text-red-600 dark:text-red-400",
  foundTone: "red",
  lineTone: "bad",
  empty: "No red flags found in this text. That is not a guarantee: read the offer yourself too.",
  detailsLabel: "The flagged phrases and why they matter",
  heading: (finding) => (
    <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
      {finding.label}
      <Badge tone={SEVERITY[finding.severity].tone}>{SEVERITY[finding.severity].label}</Badge>
    </p>
  ),
};

const POSITIVE_SIGNALS: FindingsKind<PositiveFinding> = {
  title: "Positive signals",
  icon: CircleCheck,
  iconClassName: "text-emerald-600 dark:text-emerald-400",
  foundTone: "green",
  lineTone: "good",
  empty:
    "No positive signals found: no stated refund policy, syllabus, earnings disclosure or time commitment.",
  detailsLabel: "Where we found them",
  heading: (finding) => <p className="text-sm font-medium">{finding.label}</p>,
};

function FindingsSection<F extends RedFlagFinding | PositiveFinding>({
  kind,
  summaries,
  count = summaries.length,
  findings,
}: {
  kind: FindingsKind<F>;
  summaries: readonly string[];
  /** How many the verdict counts (src/server/analysis/verdict.ts); the summaries' number by default. */
  count?: number;
  findings: readonly F[];
}) {
  return (
    <AnalyzerSection
      title={kind.title}
      icon={kind.icon}
      iconClassName={kind.iconClassName}
      aside={<Badge tone={count > 0 ? kind.foundTone : "grey"}>{count} found</Badge>}
    >
      {summaries.length === 0 ? (
        <AnalyzerEmpty>{kind.empty}</AnalyzerEmpty>
      ) : (
        <LineList items={summaries} tone={kind.lineTone} />
      )}
      {findings.length > 0 ? (
        <details className="mt-4 rounded-lg border border-slate-200 dark:border-slate-800">
          <summary className="cursor-pointer px-4 py-2.5 text-sm font-medium text-indigo-700 dark:text-indigo-300">
            {kind.detailsLabel} ({findings.length})
          </summary>
          <ul className="space-y-4 border-t border-slate-200 p-4 dark:border-slate-800">
            {findings.map((finding) => (
              <li key={`${finding.field}-${finding.start}-${finding.category}`} className="space-y-1.5">
                {kind.heading(finding)}
                <Phrase finding={finding} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </AnalyzerSection>
  );
}

export function AnalyzerRedFlags(props: {
  summaries: readonly string[];
  count: number;
  findings: readonly RedFlagFinding[];
}) {
  return <FindingsSection kind={RED_FLAGS} {...props} />;
}

export function AnalyzerPositiveSignals(props: {
  summaries: readonly string[];
  findings: readonly PositiveFinding[];
}) {
  return <FindingsSection kind={POSITIVE_SIGNALS} {...props} />;
}
