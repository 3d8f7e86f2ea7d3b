// The score chart's accessible name states the first and last score, the range and the count.
import { describe, expect, it } from "vitest";
import { describeScores } from "./score-history-chart";

const at = (day: number) => new Date(2026, 0, day, 12).toISOString();

describe("describeScores", () => {
  it("says when nothing is recorded", () => {
    expect(describeScores([])).toBe("Trust score history: no scores recorded.");
  });

  it("names a single score", () => {
    expect(describeScores([{ at: at(3), score: 72, band: "x" }])).toBe(
      "Trust score history: one score, 72 on Jan 3, 2026.",
    );
  });

  it("gives the first and last score, the lowest and highest and the count", () => {
    const points = [
      { at: at(3), score: 72, band: "x" },
      { at: at(9), score: 40, band: "x" },
      { at: at(20), score: 64, band: "x" },
    ];
    expect(describeScores(points)).toBe(
      "Trust score history: 72 on Jan 3, 2026, now 64 on Jan 20, 2026; lowest 40, highest 72; 3 scores.",
    );
  });
});
