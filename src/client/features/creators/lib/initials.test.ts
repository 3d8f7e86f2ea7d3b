import { describe, expect, it } from "vitest";
import { initials } from "./initials";

describe("initials", () => {
  it("takes the first and last word's first letters, or two letters of one word", () => {
    expect(initials("Ada Lovelace")).toBe("AL");
    expect(initials("  nova growth  labs ")).toBe("NL");
    expect(initials("Prism")).toBe("PR");
    expect(initials("Q")).toBe("Q");
    expect(initials("")).toBe("");
  });
});
