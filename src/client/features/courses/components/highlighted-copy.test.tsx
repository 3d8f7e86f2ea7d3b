import { describe, expect, it } from "vitest";
import { buildSegments, type HighlightSpan, toSpans } from "./highlighted-copy";

const finding = (phrase: string, start: number, severity: "low" | "medium" | "high" = "high") => ({
  phrase,
  start,
  end: start + phrase.length,
  label: "Earnings claim",
  severity,
});

describe("toSpans", () => {
  const text = "Make $10k a month. No experience needed. 30-day refund policy.";

  it("uses offsets that still point at the phrase", () => {
    expect(toSpans(text, [finding("$10k a month", 5)], [])).toEqual([
      { start: 5, end: 17, kind: "high", label: "Earnings claim" },
    ]);
  });

  it("finds a phrase whose offsets went stale, and drops one that is gone", () => {
    const spans = toSpans(text, [finding("No experience needed", 0, "medium"), finding("guaranteed", 3)], []);
    expect(spans).toEqual([{ start: 19, end: 39, kind: "medium", label: "Earnings claim" }]);
  });

  it("matches a phrase whose case differs", () => {
    expect(toSpans(text, [finding("no EXPERIENCE needed", 99)], [])[0]).toMatchObject({ start: 19, end: 39 });
  });

  it("marks positives as positive", () => {
    const positive = { phrase: "30-day refund policy", start: 41, end: 61, label: "Refund policy" };
    expect(toSpans(text, [], [positive])).toEqual([
      { start: 41, end: 61, kind: "positive", label: "Refund policy" },
    ]);
  });
});

describe("buildSegments", () => {
  const span = (start: number, end: number, kind: HighlightSpan["kind"] = "high"): HighlightSpan => ({
    start,
    end,
    kind,
    label: kind,
  });

  it("covers the whole text, in order, with marked runs", () => {
    const segments = buildSegments("abcdefghij", [span(6, 8), span(2, 4, "positive")]);
    expect(segments.map((segment) => segment.text).join("")).toBe("abcdefghij");
    expect(segments.map((segment) => [segment.text, segment.span?.kind ?? null])).toEqual([
      ["ab", null],
      ["cd", "positive"],
      ["ef", null],
      ["gh", "high"],
      ["ij", null],
    ]);
  });

  it("keeps the more serious of two overlapping findings", () => {
    const segments = buildSegments("abcdefghij", [span(0, 6, "low"), span(4, 8, "high")]);
    expect(segments.filter((segment) => segment.span).map((segment) => segment.text)).toEqual(["efgh"]);
  });

  it("ignores spans outside the text", () => {
    expect(buildSegments("abc", [span(2, 9), span(3, 3)])).toEqual([{ text: "abc", start: 0, span: null }]);
  });
});
