// The band cut-offs are written once (TRUST_BAND_RULES); these tests pin what is derived from them
// and that the copies other modules still hold agree with it.
import { describe, expect, it } from "vitest";
import { TRUST_BANDS } from "../contracts/catalog";
import { LOW_TRUST_BELOW } from "../contracts/tools";
import {
  HIGH_RISK_BELOW,
  reachesBand,
  TRUST_BAND_LABELS,
  TRUST_BAND_MIN,
  TRUST_BAND_RULES,
  trustBand,
  trustRiskLevel,
} from "./trust-bands";

describe("trust bands", () => {
  it("has one rule per band, highest first", () => {
    expect(TRUST_BAND_RULES.map((rule) => rule.band).sort()).toEqual([...TRUST_BANDS].sort());
    const mins = TRUST_BAND_RULES.map((rule) => rule.min);
    expect(mins).toEqual([...mins].sort((a, b) => b - a));
    expect(mins.at(-1)).toBe(0);
  });

  it("derives the minimums, labels and the High Risk cut-off from the rules", () => {
    expect(TRUST_BAND_MIN).toEqual({
      "highly-legitimate": 85,
      "generally-trustworthy": 70,
      "proceed-with-caution": 50,
      "high-risk": 0,
    });
    expect(TRUST_BAND_LABELS["high-risk"]).toBe("High Risk");
    expect(HIGH_RISK_BELOW).toBe(50);
    expect(trustBand(HIGH_RISK_BELOW - 1).band).toBe("high-risk");
    expect(trustBand(HIGH_RISK_BELOW).band).not.toBe("high-risk");
  });

  it("reads a band as a risk level and answers 'at least this band'", () => {
    expect([0, 49, 50, 69, 70, 84, 85, 100].map(trustRiskLevel)).toEqual([
      "high",
      "high",
      "medium",
      "medium",
      "low",
      "low",
      "low",
      "low",
    ]);
    expect(reachesBand(69, "generally-trustworthy")).toBe(false);
    expect(reachesBand(70, "generally-trustworthy")).toBe(true);
    expect(reachesBand(0, "high-risk")).toBe(true);
  });

  it("the fake-guru contract's low-trust cut-off is the High Risk cut-off", () => {
    expect(LOW_TRUST_BELOW).toBe(HIGH_RISK_BELOW);
  });
});
