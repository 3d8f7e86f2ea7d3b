import { describe, expect, it } from "vitest";
import { CourseAnalysis } from "../../shared/contracts/analysis";
import { trustRiskLevel } from "../../shared/domain/trust-bands";
import { type AnalysisSubject, buildCourseAnalysis, median } from "./course-analysis";
import { DETECTOR_VERSION, detect } from "./detector/detector";

const NOW = new Date("2025-03-01T12:00:00Z");

function subject(text: string, overrides: Partial<AnalysisSubject> = {}): AnalysisSubject {
  return {
    source: { kind: "text", url: null, courseId: null, title: null },
    detection: detect([{ field: "text", text }]),
    trust: null,
    creator: null,
    price: null,
    categoryPrices: [],
    alternatives: [],
    ...overrides,
  };
}

const HYPE =
  "Make $10,000 a month on autopilot in just 30 days. No experience needed. Only 3 spots left! Results not typical.";
const SOBER =
  "Module 1: Bookkeeping basics. Module 2: Reconciliation. Module 3: Payroll. Plan on 4 hours a week. Results vary, and most students earn nothing in the first months. 30-day refund, no questions asked.";

describe("buildCourseAnalysis", () => {
  it("returns a result the shared contract accepts, with the findings and breakdown", () => {
    const analysis = buildCourseAnalysis(subject(HYPE), DETECTOR_VERSION, NOW);
    expect(CourseAnalysis.parse(analysis)).toEqual(analysis);
    expect(analysis.engine).toBe(DETECTOR_VERSION);
    expect(analysis.analyzedAt).toBe("2025-03-01T12:00:00.000Z");
    expect(analysis.trustBreakdown.factors).toHaveLength(4);
    expect(analysis.findings.redFlags.length).toBeGreaterThan(3);
  });

  it("rates hype copy high risk, unrealistic, with one line per finding", () => {
    const analysis = buildCourseAnalysis(subject(HYPE), DETECTOR_VERSION, NOW);
    expect(analysis.riskLevel).toBe("high");
    expect(analysis.recommendation).toMatch(/^High risk/);
    // the phrase is the claim's sentence, not a fragment of it
    expect(analysis.redFlags).toContain(
      'Earnings claim: "Make $10,000 a month on autopilot in just 30 days"',
    );
    expect(analysis.redFlags).toHaveLength(analysis.findings.redFlags.length);
    expect(analysis.expectedROI.realistic).toBe(false);
    expect(analysis.expectedROI.timeframe).toContain("in just 30 days");
    expect(analysis.expectedROI.basis).toMatch(/estimate/i);
    expect(analysis.trustScore).toBeLessThan(50);
  });

  it("lists a phrase the copy repeats once, whatever its case or field", () => {
    const detection = detect([
      { field: "description", text: "Make $10,000 a month. This course shows how." },
      { field: "salesCopy", text: "MAKE $10,000 A MONTH." },
    ]);
    const analysis = buildCourseAnalysis(subject("", { detection }), DETECTOR_VERSION, NOW);
    expect(detection.redFlags.filter((f) => f.category === "earnings-claim")).toHaveLength(2);
    expect(analysis.redFlags.filter((line) => line.startsWith("Earnings claim"))).toEqual([
      'Earnings claim: "Make $10,000 a month"',
    ]);
  });

  it("rates sober copy low risk, realistic, and lists its positive signals", () => {
    const analysis = buildCourseAnalysis(subject(SOBER, { price: 199 }), DETECTOR_VERSION, NOW);
    expect(analysis.riskLevel).toBe("low");
    expect(analysis.redFlags).toEqual([]);
    expect(analysis.positiveSignals.some((line) => line.startsWith("Refund policy stated:"))).toBe(true);
    expect(analysis.expectedROI.realistic).toBe(true);
    expect(analysis.expectedROI.timeframe).toMatch(/6-12 months/);
    expect(analysis.trustScore).toBeGreaterThan(
      buildCourseAnalysis(subject(HYPE), DETECTOR_VERSION, NOW).trustScore,
    );
  });

  it("derives likelihood from the trust score and says how", () => {
    const analysis = buildCourseAnalysis(subject(HYPE), DETECTOR_VERSION, NOW);
    const base = Math.round(analysis.trustScore * 0.8);
    // -20 for the high-severity claim, -5 each for fast results, passive income, no experience
    expect(analysis.expectedROI.likelihood).toBe(Math.max(0, base - 20 - 15));
    expect(analysis.expectedROI.basis).toContain(`0.8 × trust score ${analysis.trustScore} = ${base}`);
  });

  it("compares the price with the category median", () => {
    const priced = buildCourseAnalysis(
      subject(SOBER, { price: 997, categoryPrices: [100, 300, 500] }),
      DETECTOR_VERSION,
      NOW,
    );
    expect(priced.priceAnalysis).toMatchObject({ marketValue: 300, overpriced: true });
    expect(priced.priceAnalysis.reasoning).toContain("$997 is 3.3× the median of 3 catalogue courses");
    const fair = buildCourseAnalysis(
      subject(SOBER, { price: 400, categoryPrices: [300] }),
      DETECTOR_VERSION,
      NOW,
    );
    expect(fair.priceAnalysis.overpriced).toBe(false);
    const noPrice = buildCourseAnalysis(subject(SOBER, { categoryPrices: [300] }), DETECTOR_VERSION, NOW);
    expect(noPrice.priceAnalysis).toMatchObject({ marketValue: 300, overpriced: null });
    const noMarket = buildCourseAnalysis(subject(SOBER, { price: 400 }), DETECTOR_VERSION, NOW);
    expect(noMarket.priceAnalysis).toMatchObject({ marketValue: null, overpriced: null });
  });

  it("compares a price only with the category's prices in its own currency", () => {
    // 899 rand against dollar courses of 100-500: the caller leaves those out, and the reason says so.
    const rand = buildCourseAnalysis(
      subject(SOBER, { price: 899, currency: "ZAR", categoryPrices: [], otherCurrencyCount: 3 }),
      DETECTOR_VERSION,
      NOW,
    );
    expect(rand.priceAnalysis).toMatchObject({ marketValue: null, currency: "ZAR", overpriced: null });
    expect(rand.priceAnalysis.reasoning).toBe(
      "Price ZAR\u00a0899; there are no catalogue courses priced in ZAR in this category to compare with. 3 courses in this category are priced in another currency: not compared.",
    );
    const pounds = buildCourseAnalysis(
      subject(SOBER, { price: 97, currency: "GBP", categoryPrices: [40, 50], otherCurrencyCount: 1 }),
      DETECTOR_VERSION,
      NOW,
    );
    expect(pounds.priceAnalysis).toMatchObject({ marketValue: 45, currency: "GBP", overpriced: true });
    expect(pounds.priceAnalysis.reasoning).toMatch(
      /^Price £97 is 2\.2× the median of 2 catalogue courses in this category \(£45\)/,
    );
  });

  it("scores the creator from the credibility factor and lists status and reports", () => {
    const creator = {
      name: "Jo Example",
      status: "suspicious" as const,
      courseCount: 2,
      confirmedReports: 2,
      openReports: 1,
    };
    const analysis = buildCourseAnalysis(subject(SOBER, { creator }), DETECTOR_VERSION, NOW);
    const factor = analysis.trustBreakdown.factors.find((f) => f.key === "credibility")!;
    expect(analysis.creatorCredibility.score).toBe(Math.round((factor.score / 25) * 100));
    expect(analysis.creatorCredibility.factors).toContain("Creator: Jo Example, suspicious");
    expect(analysis.creatorCredibility.factors).toContain("2 confirmed community reports, 1 open");
    const unknown = buildCourseAnalysis(subject(SOBER), DETECTOR_VERSION, NOW);
    expect(unknown.creatorCredibility.factors.at(-1)).toMatch(/not found in our catalogue/);
  });

  it("for a catalogue course takes the higher of the text's risk and the stored score's band", () => {
    const stored = buildCourseAnalysis(subject(SOBER), DETECTOR_VERSION, NOW).trustBreakdown;
    const lowScore = { ...stored, score: 40 };
    const analysis = buildCourseAnalysis(
      subject(SOBER, {
        trust: lowScore,
        source: { kind: "course", url: null, courseId: 7, title: "A course" },
      }),
      DETECTOR_VERSION,
      NOW,
    );
    expect(analysis.trustScore).toBe(40);
    expect(analysis.riskLevel).toBe("high");
    expect(analysis.trustBreakdown).toBe(lowScore);
  });

  it("lists the alternatives by title", () => {
    const alternatives = [
      { id: 1, title: "Honest Bookkeeping", trustScore: 88, price: 149, currency: "USD" },
      { id: 2, title: "Payroll Basics", trustScore: null, price: 0, currency: "USD" },
    ];
    const analysis = buildCourseAnalysis(subject(HYPE, { alternatives }), DETECTOR_VERSION, NOW);
    expect(analysis.alternativeCourses).toEqual(["Honest Bookkeeping", "Payroll Basics"]);
    expect(analysis.alternatives).toEqual(alternatives);
  });
});

describe("helpers", () => {
  it("median", () => {
    expect(median([])).toBeNull();
    expect(median([5])).toBe(5);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([1, 2, 3, 10])).toBe(2.5);
  });

  it("trustRiskLevel reads the trust bands", () => {
    expect(trustRiskLevel(49)).toBe("high");
    expect(trustRiskLevel(50)).toBe("medium");
    expect(trustRiskLevel(69)).toBe("medium");
    expect(trustRiskLevel(70)).toBe("low");
  });
});
