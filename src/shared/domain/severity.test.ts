import { describe, expect, it } from "vitest";
import { RISK_LEVELS, SEVERITIES } from "../contracts/analysis";
import {
  bySeverityDescending,
  isMoreSevere,
  RISK_RANK,
  SEVERITIES_MOST_SEVERE_FIRST,
  SEVERITY_RANK,
  worseOf,
} from "./severity";

describe("the severity scale", () => {
  it("ranks every severity, low < medium < high, and risk levels on the same scale", () => {
    expect(Object.keys(SEVERITY_RANK).sort()).toEqual([...SEVERITIES].sort());
    expect(SEVERITY_RANK.low).toBeLessThan(SEVERITY_RANK.medium);
    expect(SEVERITY_RANK.medium).toBeLessThan(SEVERITY_RANK.high);
    expect(Object.keys(RISK_RANK).sort()).toEqual([...RISK_LEVELS].sort());
    expect(RISK_RANK).toBe(SEVERITY_RANK);
  });

  it("derives the most-severe-first order and the helpers from the rank", () => {
    expect(SEVERITIES_MOST_SEVERE_FIRST).toEqual(["high", "medium", "low"]);
    expect(["low", "high", "medium"].sort((a, b) => bySeverityDescending(a as "low", b as "low"))).toEqual([
      "high",
      "medium",
      "low",
    ]);
    expect(isMoreSevere("medium", "low")).toBe(true);
    expect(isMoreSevere("medium", "medium")).toBe(false);
    expect(isMoreSevere("low", undefined)).toBe(true);
    expect(worseOf("low", "high")).toBe("high");
    expect(worseOf("medium", "low")).toBe("medium");
  });
});
