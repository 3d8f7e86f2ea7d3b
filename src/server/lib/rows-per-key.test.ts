import { describe, expect, it } from "vitest";
import { rowsPerKey } from "./rows-per-key";

describe("rowsPerKey", () => {
  const rows = [
    { id: 2, v: "b1" },
    { id: 1, v: "a1" },
    { id: 2, v: "b2" },
  ];

  it("reads once with each id once, and gathers each id's rows in the query's order", async () => {
    const asked: number[][] = [];
    const read = async (ids: number[]) => {
      asked.push(ids);
      return rows.filter((row) => ids.includes(row.id));
    };
    const out = await rowsPerKey(
      [2, 1, 2, 3],
      read,
      (row) => row.id,
      (row) => row.v,
    );
    expect(asked).toEqual([[2, 1, 3]]);
    expect([...out]).toEqual([
      [2, ["b1", "b2"]],
      [1, ["a1"]],
    ]);
    expect(out.has(3)).toBe(false);
  });

  it("asks nothing for no ids", async () => {
    const read = async () => {
      throw new Error("read with no ids");
    };
    expect(
      (
        await rowsPerKey(
          [],
          read,
          () => 0,
          () => 0,
        )
      ).size,
    ).toBe(0);
  });
});
