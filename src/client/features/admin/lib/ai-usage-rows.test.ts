import { describe, expect, it } from "vitest";
import type { AiUsageLogEntry } from "../../../../shared/contracts/ai";
import { DEFAULT_AI_USAGE_SORT, filterAiUsage, nextSort, sortAiUsage } from "./ai-usage-rows";

function entry(id: number, overrides: Partial<AiUsageLogEntry> = {}): AiUsageLogEntry {
  return {
    id,
    ts: `2025-03-0${id}T10:00:00.000Z`,
    route: "/api/ai/analyze-course",
    model: "builtin-1",
    courseId: null,
    creatorName: null,
    query: null,
    promptTokens: null,
    completionTokens: null,
    totalTokens: null,
    durationMs: 10 * id,
    error: null,
    ...overrides,
  };
}

const rows = [
  entry(1, { courseId: 42 }),
  entry(2, { route: "/api/ai/search-creator", creatorName: "Jordan Vale", query: "jordan vale" }),
  entry(3, { model: "gpt-test", error: "Provider timed out", totalTokens: 120 }),
  entry(4, { route: "/api/ai/deep-analyze", courseId: 7, totalTokens: 80 }),
];

const ids = (list: AiUsageLogEntry[]) => list.map((row) => row.id);

describe("filterAiUsage", () => {
  it("keeps everything for an empty or blank filter", () => {
    expect(ids(filterAiUsage(rows, ""))).toEqual([1, 2, 3, 4]);
    expect(ids(filterAiUsage(rows, "   "))).toEqual([1, 2, 3, 4]);
  });

  it("matches route, model, course id, creator, query and error, trimmed and case-insensitive", () => {
    expect(ids(filterAiUsage(rows, "  SEARCH-creator "))).toEqual([2]);
    expect(ids(filterAiUsage(rows, "GPT"))).toEqual([3]);
    expect(ids(filterAiUsage(rows, "42"))).toEqual([1]);
    expect(ids(filterAiUsage(rows, "jordan"))).toEqual([2]);
    expect(ids(filterAiUsage(rows, "timed out"))).toEqual([3]);
    expect(ids(filterAiUsage(rows, "deep"))).toEqual([4]);
  });

  it("does not match the other columns (timestamp, tokens, duration)", () => {
    expect(ids(filterAiUsage(rows, "2025-03"))).toEqual([]);
    expect(ids(filterAiUsage(rows, "120"))).toEqual([]);
  });
});

describe("nextSort", () => {
  it("defaults to Timestamp descending", () => {
    expect(DEFAULT_AI_USAGE_SORT).toEqual({ key: "ts", direction: "desc" });
  });

  it("sorts a new column descending first, then toggles", () => {
    const first = nextSort(DEFAULT_AI_USAGE_SORT, "durationMs");
    expect(first).toEqual({ key: "durationMs", direction: "desc" });
    const second = nextSort(first, "durationMs");
    expect(second).toEqual({ key: "durationMs", direction: "asc" });
    expect(nextSort(second, "durationMs")).toEqual({ key: "durationMs", direction: "desc" });
    expect(nextSort(DEFAULT_AI_USAGE_SORT, "ts")).toEqual({ key: "ts", direction: "asc" });
  });
});

describe("sortAiUsage", () => {
  it("sorts timestamps and numbers in both directions", () => {
    expect(ids(sortAiUsage(rows, { key: "ts", direction: "desc" }))).toEqual([4, 3, 2, 1]);
    expect(ids(sortAiUsage(rows, { key: "ts", direction: "asc" }))).toEqual([1, 2, 3, 4]);
    expect(ids(sortAiUsage(rows, { key: "durationMs", direction: "desc" }))).toEqual([4, 3, 2, 1]);
  });

  it("sorts text case-insensitively, keeping equal values in the server's order", () => {
    expect(ids(sortAiUsage(rows, { key: "route", direction: "asc" }))).toEqual([1, 3, 4, 2]);
    const names = [
      entry(1, { creatorName: "bravo" }),
      entry(2, { creatorName: "Alpha" }),
      entry(3, { creatorName: "charlie" }),
    ];
    expect(ids(sortAiUsage(names, { key: "creatorName", direction: "asc" }))).toEqual([2, 1, 3]);
  });

  it("puts empty cells last in both directions", () => {
    expect(ids(sortAiUsage(rows, { key: "totalTokens", direction: "desc" }))).toEqual([3, 4, 1, 2]);
    expect(ids(sortAiUsage(rows, { key: "totalTokens", direction: "asc" }))).toEqual([4, 3, 1, 2]);
    expect(ids(sortAiUsage(rows, { key: "error", direction: "asc" }))[0]).toBe(3);
  });

  it("does not change its input", () => {
    const copy = [...rows];
    sortAiUsage(rows, { key: "durationMs", direction: "desc" });
    expect(rows).toEqual(copy);
  });
});
