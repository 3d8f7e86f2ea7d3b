import { describe, expect, it } from "vitest";
import { reasonWords } from "../lib/reason-words";
import { formatWait } from "./quarter-table";

describe("quarter-table wording", () => {
  it("names rejection reasons by their labels, and says when none was recorded", () => {
    expect(reasonWords("spam")).toBe("Spam or advertising");
    expect(reasonWords("other")).toBe("Another reason");
    expect(reasonWords(null)).toBe("No reason recorded");
    expect(reasonWords("retired-reason")).toBe("retired-reason");
  });

  it("gives short waits in hours and long ones in days", () => {
    expect(formatWait(null)).toBe("No decisions");
    expect(formatWait(5.25)).toBe("5.3 hours");
    expect(formatWait(72)).toBe("3 days");
  });
});
