// The AI usage table's filter and sort rules: the filter is trimmed and
// matched case-insensitively against route, model, course id, creator, query and error; a header
// sorts descending first and toggles on the next click; Timestamp descending is the default.
import type { AiUsageLogEntry } from "../../../../shared/contracts/ai";

export type AiUsageSortKey = Exclude<keyof AiUsageLogEntry, "id">;
type SortDirection = "asc" | "desc";
export interface AiUsageSort {
  key: AiUsageSortKey;
  direction: SortDirection;
}

/** The table's columns in display order, with the field each one shows and sorts by. */
export const AI_USAGE_COLUMNS: ReadonlyArray<{ key: AiUsageSortKey; label: string; numeric: boolean }> = [
  { key: "ts", label: "Timestamp", numeric: false },
  { key: "route", label: "Route", numeric: false },
  { key: "model", label: "Model", numeric: false },
  { key: "courseId", label: "Course ID", numeric: true },
  { key: "creatorName", label: "Creator", numeric: false },
  { key: "query", label: "Query", numeric: false },
  { key: "promptTokens", label: "Prompt", numeric: true },
  { key: "completionTokens", label: "Completion", numeric: true },
  { key: "totalTokens", label: "Total", numeric: true },
  { key: "durationMs", label: "ms", numeric: true },
  { key: "error", label: "Error", numeric: false },
];

export const DEFAULT_AI_USAGE_SORT: AiUsageSort = { key: "ts", direction: "desc" };

/** A click on a header: a new column starts descending, the same column flips. */
export function nextSort(current: AiUsageSort, key: AiUsageSortKey): AiUsageSort {
  if (current.key !== key) return { key, direction: "desc" };
  return { key, direction: current.direction === "desc" ? "asc" : "desc" };
}

export function filterAiUsage(rows: readonly AiUsageLogEntry[], filter: string): AiUsageLogEntry[] {
  const needle = filter.trim().toLowerCase();
  if (needle === "") return [...rows];
  return rows.filter((row) =>
    [row.route, row.model, row.courseId, row.creatorName, row.query, row.error].some(
      (value) => value !== null && String(value).toLowerCase().includes(needle),
    ),
  );
}

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

function compareValues(a: string | number, b: string | number, key: AiUsageSortKey): number {
  if (key === "ts") return Date.parse(String(a)) - Date.parse(String(b));
  if (typeof a === "number" && typeof b === "number") return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * A sorted copy. Empty cells (null) go last in both directions, so "sort by error" shows the errors
 * first; equal values keep the server's order (newest first), the sort being stable.
 */
export function sortAiUsage(rows: readonly AiUsageLogEntry[], sort: AiUsageSort): AiUsageLogEntry[] {
  const sign = sort.direction === "asc" ? 1 : -1;
  return [...rows].sort((left, right) => {
    const a = left[sort.key];
    const b = right[sort.key];
    if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
    return sign * compareValues(a, b, sort.key);
  });
}
