import { describe, expect, it } from "vitest";
import type { EarningsClaimCheck } from "../../../shared/contracts/analysis";
import { substantiationMessage } from "./substantiation-message";

const check = (phrase: string, missing: EarningsClaimCheck["missing"]): EarningsClaimCheck => ({
  claim: {
    category: "earnings-claim",
    label: "Earnings claim",
    severity: "high",
    field: "text",
    phrase,
    start: 0,
    end: phrase.length,
    explanation: "An income figure.",
  },
  present: [],
  missing,
  missingLines: [],
});

describe("substantiationMessage", () => {
  it("quotes the claim and asks only for what the page leaves out", () => {
    const message = substantiationMessage(
      [check("make $10,000 a month", ["period", "buyers"])],
      "Cash Engine",
    );
    expect(message).toContain('"make $10,000 a month"');
    expect(message).toContain("Cash Engine");
    expect(message).toContain("1. the beginning and ending dates");
    expect(message).toContain("2. how many people bought the program");
    expect(message).not.toContain("who earned this amount");
  });

  it("still asks for the evidence when every element is on the page", () => {
    expect(substantiationMessage([check("$500 a week", [])], "X")).toContain("written evidence");
  });
});
