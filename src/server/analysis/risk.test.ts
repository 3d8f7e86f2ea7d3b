import { describe, expect, it } from "vitest";
import type { Detection, PositiveFinding, RedFlagFinding } from "../../shared/contracts/analysis";
import { detect } from "./detector/detector";
import {
  assessRisk,
  HIGH_RISK_POINTS,
  MEDIUM_RISK_POINTS,
  POSITIVE_CAP,
  PRESSURE_AT_LEAST_MEDIUM,
  RISK_POINTS,
} from "./risk";

/** A finding of `category` whose phrase is the category's own name. */
const finding = <C extends string>(category: C) => ({
  category,
  label: category,
  field: "text" as const,
  phrase: category,
  start: 0,
  end: category.length,
  explanation: "test",
});
const flag = (
  category: RedFlagFinding["category"],
  severity: RedFlagFinding["severity"],
): RedFlagFinding => ({ ...finding(category), severity });
const positive = (category: PositiveFinding["category"]): PositiveFinding => finding(category);
const detection = (redFlags: RedFlagFinding[], positives: PositiveFinding[] = []): Detection => ({
  redFlags,
  positives,
});

describe("assessRisk", () => {
  it("is low with nothing found", () => {
    expect(assessRisk(detection([]))).toMatchObject({ level: "low", points: 0 });
  });

  it("counts distinct categories at their worst severity, not repeated phrases", () => {
    const twice = assessRisk(
      detection([flag("urgency-scarcity", "medium"), flag("urgency-scarcity", "medium")]),
    );
    expect(twice.points).toBe(RISK_POINTS.medium);
    const mixed = assessRisk(detection([flag("guarantee", "medium"), flag("guarantee", "high")]));
    expect(mixed.points).toBe(RISK_POINTS.high);
  });

  it("follows the documented thresholds", () => {
    expect(assessRisk(detection([flag("lifestyle", "low")])).level).toBe("low");
    expect(assessRisk(detection([flag("urgency-scarcity", "medium")])).level).toBe("medium");
    const two = [flag("urgency-scarcity", "medium"), flag("secret-system", "medium")];
    expect(assessRisk(detection(two)).points).toBe(4);
    expect(assessRisk(detection(two)).level).toBe("medium");
    const three = [...two, flag("fast-results", "medium")];
    expect(assessRisk(detection(three))).toMatchObject({ level: "high", points: HIGH_RISK_POINTS });
    expect(MEDIUM_RISK_POINTS).toBeLessThan(HIGH_RISK_POINTS);
  });

  it("lets positives lower the points, up to a cap, but never cancel a high-severity claim", () => {
    const allPositives = [
      positive("refund-policy"),
      positive("detailed-syllabus"),
      positive("realistic-results"),
      positive("time-commitment"),
      positive("earnings-disclosure"),
    ];
    const hype = assessRisk(detection([flag("earnings-claim", "high")], allPositives));
    expect(hype.level).toBe("high");
    expect(hype.points).toBe(RISK_POINTS.high - POSITIVE_CAP);
    expect(hype.reasons.join(" ")).toMatch(/whatever else the page says/);
    const mild = assessRisk(detection([flag("urgency-scarcity", "medium")], allPositives));
    expect(mild).toMatchObject({ level: "low", points: 0 });
  });

  it("keeps pressure said in many places at least medium, whatever the positives", () => {
    const said = (phrase: string, severity: RedFlagFinding["severity"] = "medium"): RedFlagFinding => ({
      ...flag("urgency-scarcity", severity),
      phrase,
    });
    const refund = [positive("refund-policy")];
    const three = [said("Do not close this page"), said("Only on this page"), said("Offer ends in:")];
    const many = assessRisk(detection(three, refund));
    expect(many).toMatchObject({ level: "medium", points: RISK_POINTS.medium - 1 });
    expect(many.reasons.join(" ")).toMatch(/Pressure to buy in 3 places/);
    expect(PRESSURE_AT_LEAST_MEDIUM).toBe(3);
    // two places, one banner repeated, or low-severity discounts stay offset by the refund
    expect(assessRisk(detection(three.slice(0, 2), refund)).level).toBe("low");
    const repeated = [said("Limited places"), said("Limited places"), said("limited places")];
    expect(assessRisk(detection(repeated, refund)).level).toBe("low");
    const discounts = [said("50% off", "low"), said("Save 40%", "low"), said("Was $90", "low")];
    expect(assessRisk(detection(discounts, refund)).level).toBe("low");
  });

  it("explains every point", () => {
    const { reasons } = assessRisk(
      detection([flag("recruitment", "high"), flag("lifestyle", "low")], [positive("refund-policy")]),
    );
    expect(reasons).toEqual([
      "Recruitment / pyramid structure (high): +6",
      "Lifestyle / quit-your-job imagery (low): +1",
      "Refund policy stated: -1",
      "A high-severity claim makes the risk high whatever else the page says.",
    ]);
  });

  it("rates real copy end to end", () => {
    const level = (text: string) => assessRisk(detect([{ field: "text", text }])).level;
    expect(level("Make $10,000 a month from your phone. No experience needed.")).toBe("high");
    expect(level("Our signals have a 95% win rate.")).toBe("high");
    expect(level("Only 3 spots left! Price goes up at midnight.")).not.toBe("low");
    // A warning that quotes hype, and a job advert with a wage, are neither flagged nor risky.
    const warning =
      'Be wary of adverts that say you can "earn £500 a week from home, no experience needed". Real employers never charge you to start.';
    expect(detect([{ field: "text", text: warning }]).redFlags).toEqual([]);
    expect(level(warning)).toBe("low");
    expect(
      level("Warehouse operative, night shift. £12.10 per hour plus overtime. Full training on site."),
    ).toBe("low");
    expect(level("Module 1: Basics. Module 2: Practice. Plan on 4 hours a week. 30-day refund.")).toBe("low");
  });
});
