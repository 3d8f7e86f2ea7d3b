import { describe, expect, it } from "vitest";
import { binaryScores, scoreCounts } from "./binary-scores";

describe("binary scores", () => {
  it("counts each outcome and scores them", () => {
    const s = binaryScores([
      { y: 1, predicted: true },
      { y: 1, predicted: true },
      { y: 1, predicted: false },
      { y: 0, predicted: true },
      { y: 0, predicted: false },
    ]);
    expect(s).toMatchObject({ tp: 2, fn: 1, fp: 1, tn: 1 });
    expect(s.precision).toBeCloseTo(2 / 3);
    expect(s.recall).toBeCloseTo(2 / 3);
    expect(s.f1).toBeCloseTo(2 / 3);
  });

  it.each([
    [1, 1, 1],
    [0, 0, 0],
  ] as const)("reads a ratio with nothing to divide by as %s", (emptyAs, precision, f1) => {
    const s = scoreCounts({ tp: 0, fp: 0, fn: 0, tn: 3 }, emptyAs);
    expect(s.precision).toBe(precision);
    expect(s.recall).toBe(precision);
    expect(s.f1).toBe(f1);
  });
});
