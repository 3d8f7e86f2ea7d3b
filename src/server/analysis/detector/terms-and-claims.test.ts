import { describe, expect, it } from "vitest";
import { cpuClock } from "../../../shared/testing/cpu-clock";
import { detect } from "./detector";
import { checkEarningsClaims } from "./earnings-statement";
import { detectRules } from "./rule-layer";
import { findTerms } from "./terms";

const field = (text: string) => [{ field: "text" as const, text }];

describe("earnings claim statement check", () => {
  it("lists every element as missing for a bare claim", () => {
    const fields = field("Make $10,000 a month from home with our system.");
    const [check] = checkEarningsClaims(fields, detectRules(fields).redFlags);
    expect(check?.claim.phrase).toContain("$10,000 a month");
    expect(check?.missing).toEqual(["who", "period", "buyers", "substantiation"]);
    expect(check?.missingLines[2]).toContain("no typical results");
  });

  it("finds who, when, how many and the substantiation offer, quoting each", () => {
    const text =
      "Our graduates earned $2,000 a month. Between 1 January 2024 and 31 December 2024, 38 of the 412 buyers (9%) earned at least that. The purchasers who achieved these results had run a shop before. Written substantiation is available on request.";
    const fields = field(text);
    const checks = checkEarningsClaims(fields, detectRules(fields).redFlags);
    expect(checks.length).toBeGreaterThan(0);
    const check = checks[0]!;
    expect(check.missing).toEqual([]);
    for (const p of check.present) expect(text.slice(p.start, p.end)).toBe(p.phrase);
  });

  it("comes with the combined detection of a pitch", () => {
    const found = detect(field("Earn $5,000 a week from your phone. No experience needed!"));
    expect(found.earningsClaims?.length).toBeGreaterThan(0);
  });
});

describe("terms at a glance", () => {
  it.each([
    ["refund-window", "Full refunds within 14 days of purchase.", "refunds within 14 days of purchase"],
    [
      "refund-condition",
      "Refunds only if you have completed all modules first.",
      "if you have completed all modules",
    ],
    ["refund-condition", "No refunds on payment plans.", "No refunds on payment plans"],
    ["no-refund", "All sales are final.", "All sales are final"],
    ["recurring-charge", "Your membership renews automatically each year.", "renews automatically"],
    ["recurring-charge", "Free for 7 days, then $49/month until you cancel.", "until you cancel"],
    ["upsell", "Coaching calls are sold separately.", "sold separately"],
    ["arbitration", "Any dispute will be resolved by binding arbitration.", "binding arbitration"],
    [
      "non-disparagement",
      "You agree not to post negative reviews about us.",
      "agree not to post negative reviews",
    ],
  ])("finds %s in %j", (kind, text, phrase) => {
    const terms = findTerms(field(text));
    const found = terms.find((t) => t.kind === kind && t.phrase.toLowerCase().includes(phrase.toLowerCase()));
    expect(found, JSON.stringify(terms)).toBeTruthy();
    expect(text.slice(found!.start, found!.end)).toBe(found!.phrase);
  });

  it("finds nothing in copy without terms, and stays quick on a long page", () => {
    expect(findTerms(field("Module 1: spreadsheets. Module 2: charts."))).toEqual([]);
    const cpu = cpuClock();
    findTerms(field("refund within 30 days, ".repeat(20_000)));
    expect(cpu.elapsed()).toBeLessThan(5000);
  });
});
