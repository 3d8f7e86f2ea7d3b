import { describe, expect, it } from "vitest";
import type { RedFlagFinding } from "../../../shared/contracts/analysis";
import { DIFF_MAX_SENTENCES, DIFF_MAX_TEXT, diffFindings, diffSentences, splitSentences } from "./page-diff";

const flag = (category: RedFlagFinding["category"], phrase: string, start = 0): RedFlagFinding => ({
  category,
  label: category,
  severity: "high",
  field: "page",
  phrase,
  start,
  end: start + phrase.length,
  explanation: "",
});

describe("page diff", () => {
  it("splits text into sentences at end punctuation and line breaks", () => {
    expect(splitSentences("One.  Two!\nThree? Four\n\n  Five  six.")).toEqual([
      "One.",
      "Two!",
      "Three?",
      "Four",
      "Five six.",
    ]);
    expect(splitSentences("x".repeat(1200))).toHaveLength(3);
  });

  it("lists sentences added and removed, in page order, once each, whatever moved", () => {
    const before = "Learn bookkeeping. Six modules. Price $149. Six modules.";
    const after = "Six modules. Learn bookkeeping. Make $10,000 a month! Price $99.";
    expect(diffSentences(before, after)).toEqual({
      added: ["Make $10,000 a month!", "Price $99."],
      removed: ["Price $149."],
      addedCount: 2,
      removedCount: 1,
    });
  });

  it("caps the lists but keeps the counts whole", () => {
    const after = Array.from({ length: 50 }, (_, i) => `Sentence ${i}.`).join(" ");
    const diff = diffSentences("", after, 10);
    expect(diff.added).toHaveLength(10);
    expect(diff.addedCount).toBe(50);
  });

  it("reads at most DIFF_MAX_TEXT characters and DIFF_MAX_SENTENCES sentences of each side", () => {
    const tiny = (prefix: string) => Array.from({ length: 60_000 }, (_, i) => `${prefix}${i}.`).join(" ");
    expect(splitSentences(tiny("a"))).toHaveLength(DIFF_MAX_SENTENCES);
    const diff = diffSentences(tiny("a"), tiny("b"));
    expect(diff.addedCount).toBe(DIFF_MAX_SENTENCES);
    expect(diff.removedCount).toBe(DIFF_MAX_SENTENCES);
    const long = `${"x".repeat(DIFF_MAX_TEXT)} Added past the end.`;
    expect(diffSentences("", long).added.join(" ")).not.toContain("Added past the end.");
  });

  it("compares red flags by category and phrase, not by offset", () => {
    const before = {
      redFlags: [flag("guarantee", "Guaranteed results", 10), flag("urgency-scarcity", "Only 3 spots")],
    };
    const after = {
      redFlags: [flag("guarantee", "guaranteed  results", 99), flag("earnings-claim", "$10,000 a month")],
    };
    const diff = diffFindings(before, after);
    expect(diff.appeared.map((f) => f.phrase)).toEqual(["$10,000 a month"]);
    expect(diff.disappeared.map((f) => f.phrase)).toEqual(["Only 3 spots"]);
    expect(diffFindings(null, after).appeared).toHaveLength(2);
  });
});
