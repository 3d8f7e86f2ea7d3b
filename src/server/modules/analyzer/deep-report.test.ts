// The built-in texts from facts alone: distinct findings strongest first, the full report's parts
// (overview figures, credibility signals, claims against outcomes, risks, recommendation by band)
// and the quick look's answer.
import { describe, expect, it } from "vitest";
import type { TrustBreakdown } from "../../../shared/contracts/catalog";
import { distinctFindings } from "../../analysis/verdict";
import { positive, redFlag } from "./ai-test-helpers";
import { type CourseFacts, courseRiskLevel, strongestFindings } from "./course-facts";
import { buildDeepReport } from "./deep-report";
import { quickLookText } from "./quick-look.service";

type Factor = TrustBreakdown["factors"][number];

/** One factor out of 25, its evidence as [signal, points] pairs. */
function factor(key: Factor["key"], label: string, score: number, evidence: [string, number][]): Factor {
  return { key, label, score, max: 25, evidence: evidence.map(([signal, points]) => ({ signal, points })) };
}

function trust(score: number, overrides: Partial<TrustBreakdown> = {}): TrustBreakdown {
  const band =
    score >= 85
      ? (["highly-legitimate", "Highly Legitimate"] as const)
      : score >= 70
        ? (["generally-trustworthy", "Generally Trustworthy"] as const)
        : score >= 50
          ? (["proceed-with-caution", "Proceed with Caution"] as const)
          : (["high-risk", "High Risk"] as const);
  return {
    score,
    band: band[0],
    bandLabel: band[1],
    confidence: 60,
    computedAt: "2026-01-01T00:00:00.000Z",
    factors: [
      factor("credibility", "Creator credibility", 19, [
        ["Creator not verified yet", 6],
        ["Course verified by HypeCheck", 8],
      ]),
      factor("transparency", "Transparency", 11, [
        ["Price stated up front", 8],
        ["Refund policy stated", 3],
      ]),
      factor("outcome", "Student outcomes", 3, [
        ["Average rating 2.0 from 3 approved reviews", 2.5],
        ["Fewer than 5 approved reviews", 1],
      ]),
      factor("redFlags", "Red flags", 10, [["x", 25]]),
    ],
    ...overrides,
  };
}

function facts(overrides: Partial<CourseFacts> = {}): CourseFacts {
  return {
    id: 1,
    title: "Fixture Course",
    description: "",
    salesCopy: "",
    incomeClaims: null,
    actualStudentOutcomes: null,
    recordedFlags: [],
    price: 199,
    currency: "USD",
    isVerified: false,
    verifiedSource: null,
    verificationNotes: null,
    categoryName: "Affiliate Marketing",
    creator: { id: 1, name: "Fixture Creator", slug: "fixture", status: "unverified" },
    trust: trust(60),
    trustStored: true,
    detection: { redFlags: [], positives: [] },
    reviews: { count: 0, averageRating: null, withProof: 0 },
    communityReports: { confirmed: 0, open: 0 },
    ...overrides,
  };
}

describe("findings", () => {
  it("count a phrase repeated across fields once, keeping the highest severity", () => {
    const flags = [
      redFlag("Make $10k/month", { severity: "medium" }, "title"),
      redFlag("make  $10k/month", { severity: "high" }, "description"),
      redFlag("make $10k/month", { category: "passive-income", label: "Passive income" }),
    ];
    const distinct = distinctFindings(flags);
    expect(distinct).toHaveLength(2);
    expect(distinct[0]).toMatchObject({ field: "title", severity: "high" });
  });

  it("are cited strongest first, new kinds of claim before more of one kind", () => {
    const flags = [
      redFlag("a", { severity: "low", category: "urgency-scarcity" }),
      redFlag("b", { severity: "high" }),
      redFlag("c", { severity: "high" }),
      redFlag("d", { severity: "high", category: "guarantee" }),
      redFlag("e", { severity: "medium", category: "passive-income" }),
    ];
    expect(strongestFindings(flags, 3).map((f) => f.phrase)).toEqual(["b", "d", "c"]);
    expect(strongestFindings(flags, 10).map((f) => f.phrase)).toEqual(["b", "d", "c", "e", "a"]);
  });

  it("give a risk level no better than the trust band's, and high for a high-severity claim", () => {
    expect(
      courseRiskLevel({ trust: trust(90), trustStored: true, detection: { redFlags: [], positives: [] } }),
    ).toBe("low");
    expect(
      courseRiskLevel({ trust: trust(60), trustStored: true, detection: { redFlags: [], positives: [] } }),
    ).toBe("medium");
    expect(
      courseRiskLevel({ trust: trust(30), trustStored: true, detection: { redFlags: [], positives: [] } }),
    ).toBe("high");
    expect(
      courseRiskLevel({
        trust: trust(90),
        trustStored: true,
        detection: { redFlags: [redFlag("$10k", { severity: "high" })], positives: [] },
      }),
    ).toBe("high");
  });
});

describe("full report", () => {
  it("states the score, distinct findings, reviews and community reports in the overview", () => {
    const report = buildDeepReport(
      facts({
        detection: {
          redFlags: [redFlag("$10k", {}, "title"), redFlag("$10k", {}, "description")],
          positives: [positive("30-day refund")],
        },
        reviews: { count: 4, averageRating: 3.25, withProof: 1 },
        communityReports: { confirmed: 0, open: 2 },
      }),
    );
    expect(report.overview).toBe(
      "Fixture Course by Fixture Creator (Affiliate Marketing, $199) has a trust score of 60/100: Proceed with " +
        "Caution. Our detector found 1 red flag and 1 positive signal in its title, description, sales copy and " +
        "income claims. 4 approved reviews average 3.3/5; 1 (25%) include proof of enrolment. 2 reports still " +
        "under review.",
    );
    expect(report.confidence).toBe(60);
  });

  it("lists only evidence in the course's favour as credibility signals, with the findings' phrases", () => {
    const report = buildDeepReport(
      facts({
        detection: {
          redFlags: [],
          positives: [
            positive("30-day refund policy", { label: "Refund policy stated" }),
            positive("30-Day refund policy", { label: "Refund policy stated", field: "description" }),
            positive("no questions asked", { label: "Refund policy stated" }),
          ],
        },
      }),
    );
    expect(report.credibilitySignals).toEqual([
      "Course verified by HypeCheck (+8 creator credibility)",
      "Price stated up front (+8 transparency)",
      "Refund policy stated: “30-day refund policy”, “no questions asked”",
    ]);
  });

  it("sets claims against outcomes, without quoting quoted claims twice", () => {
    const report = buildDeepReport(
      facts({
        incomeClaims: '"$10,000 a month"; "Quit in 90 days"',
        actualStudentOutcomes: "Most students earned nothing in year one.",
        detection: {
          redFlags: [redFlag("$10,000 a month", { severity: "high" }, "incomeClaims")],
          positives: [],
        },
        reviews: { count: 2, averageRating: 2, withProof: 0 },
      }),
    );
    expect(report.claimRealityCheck).toBe(
      'The seller claims: "$10,000 a month"; "Quit in 90 days". The copy makes 1 earnings or results promise ' +
        "(for example “$10,000 a month”). What students actually report: “Most students earned nothing in year " +
        "one.” Approved reviewers rate it 2.0/5 (2 reviews).",
    );
  });

  it("says when there are no claims at all", () => {
    expect(buildDeepReport(facts()).claimRealityCheck).toMatch(
      /^The course makes no income claims on record/,
    );
  });

  it("flags unbacked claims, an unverified creator, no reviews and thin evidence as risks", () => {
    const report = buildDeepReport(
      facts({ incomeClaims: "Six figures fast", trust: trust(40, { confidence: 20 }) }),
    );
    expect(report.risks).toEqual([
      "Income claims with no student outcomes on record to back them",
      "The creator's identity and track record are not verified yet",
      "No approved reviews yet",
      "Thin evidence: the score's confidence is 20%",
    ]);
    expect(report.recommendation).toMatch(/^Avoid buying for now\..*weigh this verdict lightly\.$/);
  });

  it.each([
    [90, /^Highly legitimate/],
    [75, /^Generally trustworthy/],
    [55, /^Proceed with caution/],
    [30, /^Avoid buying/],
  ])("recommends by band (score %i)", (score, expected) => {
    expect(buildDeepReport(facts({ trust: trust(score) })).recommendation).toMatch(expected);
  });

  it("advises against a course whose creator has confirmed scam reports, whatever the score", () => {
    const report = buildDeepReport(facts({ trust: trust(90), communityReports: { confirmed: 1, open: 0 } }));
    expect(report.recommendation).toMatch(/^Avoid buying/);
    expect(report.risks[0]).toBe("1 community scam report about Fixture Creator confirmed by our moderators");
  });
});

describe("quick look text", () => {
  it("names a provisional score as such and the number of distinct flags", () => {
    const flags = [
      redFlag("$10k", { severity: "high" }, "title"),
      redFlag("$10k", {}, "description"),
      redFlag("fast"),
    ];
    const text = quickLookText(
      facts({
        trustStored: false,
        trust: trust(42, { confidence: 30 }),
        detection: { redFlags: flags, positives: [] },
      }),
      strongestFindings(flags, 1),
    );
    expect(text).toBe(
      "Provisional trust score 42/100 (High Risk). Strongest of 2 red flags: Earnings claim (high): “$10k”. " +
        "Confidence is low (30%): little evidence on record.",
    );
  });
});
