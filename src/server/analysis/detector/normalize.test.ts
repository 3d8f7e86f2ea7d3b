import { describe, expect, it } from "vitest";
import { foldText, foldTextByUnit } from "./normalize";

describe("foldText", () => {
  it("folds every code unit as folding it on its own would, in any context", () => {
    // lower-casing a whole string is not lower-casing each unit for a few characters (final sigma,
    // surrogate pairs, dotted I): the fast path must give the unit-by-unit result for all of them
    const wrong: string[] = [];
    for (let c = 0; c <= 0xffff; c++) {
      const ch = String.fromCharCode(c);
      for (const text of [`X${ch}Y`, `ΟΔΟ${ch}`, `${ch}`, `Ab ${ch} `]) {
        if (foldText(text) !== foldTextByUnit(text)) wrong.push(text);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("keeps offsets: one code unit for one", () => {
    for (const text of ["ΟΔΟΣ ΚΑΙ", "İstanbul “Earn” — 𐐀𐐁 now…", "PLAIN `ASCII` Text"]) {
      const folded = foldText(text);
      expect(folded).toHaveLength(text.length);
      expect(folded).toBe(foldTextByUnit(text));
    }
    expect(foldText("ΟΔΟΣ")).toBe("οδοσ");
    expect(foldText("Don`t “Quit”")).toBe(`don't "quit"`);
  });

  it("gives the same answer for a text folded before (the few kept) and after many others", () => {
    const first = foldText("Make $10,000 A Month");
    for (let i = 0; i < 50; i++) foldText(`Other Text ${i}`);
    expect(foldText("Make $10,000 A Month")).toBe(first);
    expect(first).toBe("make $10,000 a month");
  });
});
