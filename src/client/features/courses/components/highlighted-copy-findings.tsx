// The seller's copy, field by field, with every finding marked, then the findings as a list (label,
// severity, the phrase, why it matters). Without findings (the call failed) the copy is still shown,
// unmarked, with a note saying so.
import { CircleCheck, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import type { AnalysisField, Detection, Severity } from "../../../../shared/contracts/analysis";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { LoadingBars } from "../../../components/ui/loading-bars";
import { plural } from "../../../lib/format";
import { HighlightedText, HighlightLegend, toSpans } from "./highlighted-copy";

export interface CopySource {
  field: AnalysisField;
  text: string;
}

const FIELD_NAMES: Record<AnalysisField, string> = {
  title: "Title",
  description: "Description",
  salesCopy: "Sales copy",
  incomeClaims: "Income claims",
  page: "Page",
  text: "Text",
};

/** The order a reader meets the fields on the page. */
const FIELD_ORDER: readonly AnalysisField[] = [
  "title",
  "salesCopy",
  "description",
  "incomeClaims",
  "page",
  "text",
];
const SEVERITY_ORDER: Record<Severity, number> = { high: 0, medium: 1, low: 2 };
const SEVERITY_TONES: Record<Severity, BadgeTone> = { high: "red", medium: "yellow", low: "grey" };
const SEVERITY_NAMES: Record<Severity, string> = {
  high: "High severity",
  medium: "Medium severity",
  low: "Low severity",
};

export function FlaggedCopy({
  sources,
  detection,
  loading = false,
  unavailableNote,
}: {
  sources: readonly CopySource[];
  /** null: the findings could not be loaded; the copy is shown unmarked. */
  detection: Detection | null;
  loading?: boolean;
  /** Shown above unmarked copy when detection is null. */
  unavailableNote?: ReactNode;
}) {
  if (loading) {
    return (
      <LoadingBars
        label="Loading flagged phrases…"
        className="space-y-2"
        bars={["h-4 w-full", "h-4 w-11/12", "h-4 w-4/5"]}
      />
    );
  }
  const shown = sources.filter((source) => source.text.trim() !== "");
  return (
    <div className="space-y-5">
      {detection ? <HighlightLegend /> : unavailableNote}
      {shown.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          No sales copy is on record for this course.
        </p>
      ) : (
        shown.map((source) => (
          <figure key={source.field}>
            <figcaption className="text-sm font-semibold text-slate-700 dark:text-slate-300">
              {FIELD_NAMES[source.field]}
            </figcaption>
            <blockquote className="mt-2 border-l-4 border-slate-300 pl-4 text-sm leading-7 text-slate-800 dark:border-slate-600 dark:text-slate-200">
              <HighlightedText
                text={source.text}
                spans={
                  detection
                    ? toSpans(
                        source.text,
                        detection.redFlags.filter((finding) => finding.field === source.field),
                        detection.positives.filter((finding) => finding.field === source.field),
                      )
                    : []
                }
              />
            </blockquote>
          </figure>
        ))
      )}
      {detection ? <FindingList detection={detection} /> : null}
    </div>
  );
}

function FindingList({ detection }: { detection: Detection }) {
  const redFlags = [...detection.redFlags].sort(
    (a, b) =>
      SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
      FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field) ||
      a.start - b.start,
  );
  const positives = [...detection.positives].sort(
    (a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field) || a.start - b.start,
  );
  const total = redFlags.length + detection.positives.length;
  return (
    <div>
      <h3 className="font-semibold">What was flagged</h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {total === 0
          ? "Our detector found no red flags and no positive signals in this copy."
          : `${countLabel(redFlags.length, "red flag")} and ${countLabel(detection.positives.length, "positive signal")}.`}
      </p>
      {total > 0 ? (
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {[
            ...redFlags.map((finding) => ({
              finding,
              key: `r-${finding.field}-${finding.start}-${finding.category}`,
              good: false,
              badge: (
                <Badge tone={SEVERITY_TONES[finding.severity]}>{SEVERITY_NAMES[finding.severity]}</Badge>
              ),
            })),
            ...positives.map((finding) => ({
              finding,
              key: `p-${finding.field}-${finding.start}-${finding.category}`,
              good: true,
              badge: <Badge tone="green">Positive signal</Badge>,
            })),
          ].map(({ finding, key, good, badge }) => {
            const Icon = good ? CircleCheck : TriangleAlert;
            return (
              <li key={key} className="flex gap-3 p-3">
                <Icon
                  aria-hidden="true"
                  className={
                    good
                      ? "mt-0.5 h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400"
                      : "mt-0.5 h-4 w-4 shrink-0 text-red-600 dark:text-red-400"
                  }
                />
                <FindingText finding={finding} badge={badge} />
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

function countLabel(count: number, noun: string): string {
  return plural(count, noun);
}

function FindingText({
  finding: { label, field, phrase, explanation },
  badge,
}: {
  finding: { label: string; field: AnalysisField; phrase: string; explanation: string };
  badge: ReactNode;
}) {
  return (
    <div className="min-w-0 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{label}</span>
        {badge}
      </p>
      <p className="mt-1 break-words text-slate-800 dark:text-slate-200">
        “{phrase}”{" "}
        <span className="text-slate-500 dark:text-slate-400">in {FIELD_NAMES[field].toLowerCase()}</span>
      </p>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{explanation}</p>
    </div>
  );
}
