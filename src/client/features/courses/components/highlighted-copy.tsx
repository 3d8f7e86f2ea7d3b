// A seller's own text with the detector's findings marked in place (the flagged phrases highlighted
// in the course's own copy). Findings carry UTF-16 offsets into the text they were found in; the
// text may have been edited since, so an offset is used only when it still points at the phrase,
// else the phrase is looked up, else it is left out rather than marking the wrong words.
import type { PositiveFinding, RedFlagFinding, Severity } from "../../../../shared/contracts/analysis";
import { cn } from "../../../components/ui/cn";

export type HighlightKind = Severity | "positive";

export interface HighlightSpan {
  start: number;
  end: number;
  kind: HighlightKind;
  label: string;
}

interface Segment {
  text: string;
  /** Offset of the run in the text: unique, so it keys the run. */
  start: number;
  span: HighlightSpan | null;
}

type Finding = Pick<RedFlagFinding, "phrase" | "start" | "end" | "label"> & { severity?: Severity };

/** Where the finding's phrase sits in `text` now, or null when it is no longer there. */
function locate(text: string, finding: Finding): { start: number; end: number } | null {
  if (!finding.phrase) return null;
  if (text.slice(finding.start, finding.end) === finding.phrase) {
    return { start: finding.start, end: finding.end };
  }
  const exact = text.indexOf(finding.phrase);
  if (exact !== -1) return { start: exact, end: exact + finding.phrase.length };
  const loose = text.toLowerCase().indexOf(finding.phrase.toLowerCase());
  // Lower-casing can change a string's length (rare letters); only trust it when it did not.
  if (loose !== -1 && text.length === text.toLowerCase().length) {
    return { start: loose, end: loose + finding.phrase.length };
  }
  return null;
}

export function toSpans(
  text: string,
  redFlags: readonly Finding[],
  positives: readonly Pick<PositiveFinding, "phrase" | "start" | "end" | "label">[],
): HighlightSpan[] {
  const spans: HighlightSpan[] = [];
  for (const finding of redFlags) {
    const at = locate(text, finding);
    if (at) spans.push({ ...at, kind: finding.severity ?? "medium", label: finding.label });
  }
  for (const finding of positives) {
    const at = locate(text, finding);
    if (at) spans.push({ ...at, kind: "positive", label: finding.label });
  }
  return spans;
}

const PRIORITY: Record<HighlightKind, number> = { high: 0, medium: 1, low: 2, positive: 3 };

/**
 * Splits text into plain and marked runs. Overlapping findings cannot both be marked, so the more
 * serious one wins (then the longer, then the earlier); the others still appear in the list.
 */
export function buildSegments(text: string, spans: readonly HighlightSpan[]): Segment[] {
  const ranked = spans
    .filter((span) => span.start >= 0 && span.end <= text.length && span.start < span.end)
    .sort(
      (a, b) =>
        PRIORITY[a.kind] - PRIORITY[b.kind] || b.end - b.start - (a.end - a.start) || a.start - b.start,
    );
  const kept: HighlightSpan[] = [];
  for (const span of ranked) {
    if (kept.every((other) => span.end <= other.start || span.start >= other.end)) kept.push(span);
  }
  kept.sort((a, b) => a.start - b.start);

  const segments: Segment[] = [];
  let cursor = 0;
  for (const span of kept) {
    if (span.start > cursor)
      segments.push({ text: text.slice(cursor, span.start), start: cursor, span: null });
    segments.push({ text: text.slice(span.start, span.end), start: span.start, span });
    cursor = span.end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), start: cursor, span: null });
  return segments;
}

/** Colour and, for readers who cannot tell the colours apart, a different underline per kind. */
const MARK_CLASSES: Record<HighlightKind, string> = {
  high: "bg-red-100 text-red-950 decoration-red-700 decoration-solid dark:bg-red-950 dark:text-red-50 dark:decoration-red-400",
  medium:
    "bg-orange-100 text-orange-950 decoration-orange-700 decoration-dashed dark:bg-orange-950 dark:text-orange-50 dark:decoration-orange-400",
  low: "bg-yellow-100 text-yellow-950 decoration-yellow-700 decoration-dotted dark:bg-yellow-950 dark:text-yellow-50 dark:decoration-yellow-400",
  positive:
    "bg-emerald-100 text-emerald-950 decoration-emerald-700 decoration-double dark:bg-emerald-950 dark:text-emerald-50 dark:decoration-emerald-400",
};

const KIND_NAMES: Record<HighlightKind, string> = {
  high: "High-severity red flag",
  medium: "Medium-severity red flag",
  low: "Low-severity red flag",
  positive: "Positive signal",
};

export function HighlightedText({
  text,
  spans,
  className,
}: {
  text: string;
  spans: readonly HighlightSpan[];
  className?: string;
}) {
  return (
    <p className={cn("whitespace-pre-line", className)}>
      {buildSegments(text, spans).map((segment) =>
        segment.span ? (
          <mark
            key={segment.start}
            title={`${KIND_NAMES[segment.span.kind]}: ${segment.span.label}`}
            className={cn(
              "rounded-sm px-0.5 underline decoration-2 underline-offset-4",
              MARK_CLASSES[segment.span.kind],
            )}
          >
            {segment.text}
            <span className="sr-only">
              {" "}
              ({KIND_NAMES[segment.span.kind]}: {segment.span.label})
            </span>
          </mark>
        ) : (
          <span key={segment.start}>{segment.text}</span>
        ),
      )}
    </p>
  );
}

/** What each highlight colour and underline means. */
export function HighlightLegend({ className }: { className?: string }) {
  return (
    <ul
      aria-label="Highlight key"
      className={cn("flex flex-wrap gap-x-4 gap-y-2 text-xs text-slate-700 dark:text-slate-300", className)}
    >
      {(Object.keys(KIND_NAMES) as HighlightKind[]).map((kind) => (
        <li key={kind} className="inline-flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className={cn("rounded-sm px-1 underline decoration-2 underline-offset-4", MARK_CLASSES[kind])}
          >
            Abc
          </span>
          {KIND_NAMES[kind]}
        </li>
      ))}
    </ul>
  );
}
