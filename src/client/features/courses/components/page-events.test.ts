import { describe, expect, it } from "vitest";
import type { SnapshotRow } from "../../../../shared/contracts/snapshots";
import { pageEventsOf } from "./page-events";

const row = (id: number, fetchedAt: string, changes: SnapshotRow["changes"] = []): SnapshotRow => ({
  id,
  fetchedAt,
  finalUrl: "https://example.test/course",
  status: 200,
  title: "Course",
  price: 397,
  currency: "USD",
  billing: "one-time",
  findingsCount: 0,
  changes,
});

describe("pageEventsOf", () => {
  it("lists page changes and price moves the snapshots did not tell, newest first", () => {
    const rise = { kind: "price" as const, tone: "bad" as const, text: "price up from $297 to $397 (+34%)" };
    const events = pageEventsOf(
      [
        row(3, "2030-03-01T00:00:00.000Z", [rise]),
        row(2, "2030-02-01T00:00:00.000Z"),
        row(1, "2030-01-01T00:00:00.000Z"),
      ],
      [
        { at: "2030-01-01T00:00:00.000Z", price: 199, currency: "USD" },
        { at: "2030-01-15T00:00:00.000Z", price: 297, currency: "USD" },
        { at: "2030-03-01T00:00:00.000Z", price: 397, currency: "USD" },
        { at: "2030-04-01T00:00:00.000Z", price: 899, currency: "ZAR" },
      ],
    );
    expect(events.map((e) => [e.at.slice(0, 10), e.kind, e.changes.map((c) => c.text), e.compare])).toEqual([
      [
        "2030-04-01",
        "price",
        [expect.stringMatching(/^price now .*899 \(was \$397\): a different currency, not compared$/)],
        null,
      ],
      ["2030-03-01", "page", ["price up from $297 to $397 (+34%)"], { from: 2, to: 3 }],
      ["2030-01-15", "price", ["price up from $199 to $297 (+49%)"], null],
    ]);
  });
});
