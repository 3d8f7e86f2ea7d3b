import { describe, expect, it } from "vitest";
import { badgeLevelFor } from "./community";

describe("badgeLevelFor", () => {
  it("uses the SPEC thresholds 0, 50, 150, 300, 500", () => {
    expect(badgeLevelFor(0)).toBe("bronze");
    expect(badgeLevelFor(49)).toBe("bronze");
    expect(badgeLevelFor(50)).toBe("silver");
    expect(badgeLevelFor(149)).toBe("silver");
    expect(badgeLevelFor(150)).toBe("gold");
    expect(badgeLevelFor(300)).toBe("platinum");
    expect(badgeLevelFor(499)).toBe("platinum");
    expect(badgeLevelFor(500)).toBe("diamond");
  });
});
