import { describe, expect, it } from "vitest";
import { MAX_ROW_ID, parseRowId } from "./ids";

describe("parseRowId", () => {
  it("reads decimal ids from 1 to the serial maximum", () => {
    expect(parseRowId("1")).toBe(1);
    expect(parseRowId("42")).toBe(42);
    expect(parseRowId(String(MAX_ROW_ID))).toBe(MAX_ROW_ID);
  });

  it("refuses everything else", () => {
    for (const raw of [
      undefined,
      "",
      "0",
      "042",
      "-1",
      "1.5",
      "abc",
      "1e3",
      " 1",
      String(MAX_ROW_ID + 1),
      "99999999999",
    ]) {
      expect(parseRowId(raw), String(raw)).toBeNull();
    }
  });
});
