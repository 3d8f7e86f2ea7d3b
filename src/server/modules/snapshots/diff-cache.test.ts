import { describe, expect, it } from "vitest";
import type { SnapshotDiff } from "../../../shared/contracts/snapshots";
import { createDiffCache } from "./diff-cache";

const diff = (from: number, to: number, sentence = "A sentence."): SnapshotDiff => ({
  fromSnapshotId: from,
  toSnapshotId: to,
  sentencesAdded: [sentence],
  sentencesRemoved: [],
  addedCount: 1,
  removedCount: 0,
  findingsAppeared: [],
  changes: [],
  findingsDisappeared: [],
  priceFrom: null,
  priceTo: null,
  currencyFrom: null,
  currencyTo: null,
});

describe("diff cache", () => {
  it("answers a pair it holds, in its direction only", () => {
    const cache = createDiffCache();
    const d = diff(1, 2);
    cache.set(d);
    expect(cache.get(1, 2)).toBe(d);
    expect(cache.get(2, 1)).toBeUndefined();
  });

  it("drops the least recently used past its entries", () => {
    const cache = createDiffCache(2, 1_000_000);
    cache.set(diff(1, 2));
    cache.set(diff(2, 3));
    cache.get(1, 2);
    cache.set(diff(3, 4));
    expect(cache.size).toBe(2);
    expect(cache.get(2, 3)).toBeUndefined();
    expect(cache.get(1, 2)).toBeDefined();
  });

  it("drops the least recently used past its characters, and keeps no diff larger than all of them", () => {
    const cache = createDiffCache(100, 1_000);
    cache.set(diff(1, 2, "x".repeat(400)));
    cache.set(diff(2, 3, "y".repeat(400)));
    cache.set(diff(3, 4, "z".repeat(400)));
    expect(cache.get(1, 2)).toBeUndefined();
    expect(cache.get(3, 4)).toBeDefined();
    cache.set(diff(4, 5, "w".repeat(2_000)));
    expect(cache.get(4, 5)).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});
