// Unit tests for the provisional trust score. Expected scores are worked out by
// hand from the points table in the comments next to them, never read back from the module.
import { describe, expect, it } from "vitest";
import {
  type Detection,
  POSITIVE_SIGNAL_CATEGORIES,
  type PositiveSignalCategory,
  type RedFlagCategory,
  type Severity,
} from "../contracts/analysis";
import { TrustBreakdown } from "../contracts/catalog";
import { honestRating } from "./honest-rating";
import { trustBand } from "./trust-bands";
import {
  buildTrustBreakdown,
  collectTrustSignals,
  computeTrustScore,
  type TrustInput,
  trustConfidence,
  trustInputFromRecord,
} from "./trust-score";

const AT = new Date("2030-03-01T12:00:00.000Z");

/** No verification on record: not verified, no source, date or notes. */
const UNVERIFIED = {
  isVerified: false,
  hasVerifiedSource: false,
  hasVerificationDate: false,
  hasVerificationNotes: false,
} satisfies Partial<TrustInput>;

/** The page states its price, duration and level. */
const ALL_STATED = {
  priceStated: true,
  durationStated: true,
  levelStated: true,
} satisfies Partial<TrustInput>;

/** What neither helps nor hurts: no affiliate link, nothing detected, no community reports. */
const NEUTRAL = {
  hasAffiliateLink: false,
  detection: null,
  communityReports: { confirmed: 0, open: 0 },
} satisfies Partial<TrustInput>;

/** Everything in the course's favour. */
const BEST: TrustInput = {
  creatorStatus: "verified",
  isVerified: true,
  hasVerifiedSource: true,
  hasVerificationDate: true,
  hasVerificationNotes: true,
  hasIncomeClaims: false,
  hasStudentOutcomes: true,
  redFlagCount: 0,
  approvedReviews: { count: 12, rating: 5, withProof: 6 },
  ...ALL_STATED,
  ...NEUTRAL,
};

/** Everything against it. */
const WORST: TrustInput = {
  creatorStatus: "suspicious",
  ...UNVERIFIED,
  hasIncomeClaims: true,
  hasStudentOutcomes: false,
  redFlagCount: 8,
  approvedReviews: { count: 3, rating: 1, withProof: 0 },
  priceStated: false,
  durationStated: false,
  levelStated: false,
  ...NEUTRAL,
};

/** A sober course by an unverified creator with six good reviews. */
const SOBER_UNVERIFIED: TrustInput = {
  ...WORST,
  creatorStatus: "unverified",
  hasIncomeClaims: false,
  hasStudentOutcomes: true,
  redFlagCount: 0,
  approvedReviews: { count: 6, rating: 4.5, withProof: 2 },
  ...ALL_STATED,
};

function factor(breakdown: TrustBreakdown, key: string) {
  const found = breakdown.factors.find((f) => f.key === key);
  if (!found) throw new Error(`no factor ${key}`);
  return found;
}

/** A detection with one finding per listed category (positions are irrelevant to the score). */
function detection(
  flags: Array<[RedFlagCategory, Severity]>,
  positives: PositiveSignalCategory[] = [],
): Detection {
  const span = { field: "salesCopy" as const, phrase: "x", start: 0, end: 1, explanation: "e" };
  return {
    redFlags: flags.map(([category, severity]) => ({ category, label: category, severity, ...span })),
    positives: positives.map((category) => ({ category, label: category, ...span })),
  };
}

const ALL_FLAGS: Array<[RedFlagCategory, Severity]> = [
  ["earnings-claim", "high"],
  ["urgency-scarcity", "medium"],
  ["market-hype", "low"],
  ["inflated-credentials", "medium"],
  ["review-suppression", "high"],
  ["upsell-hidden-cost", "medium"],
  ["contradicting-disclaimer", "medium"],
];
const ALL_POSITIVES: PositiveSignalCategory[] = [...POSITIVE_SIGNAL_CATEGORIES];

/** Varied detections for the exhaustive invariant test. */
function detectionOf(bits: number): Detection {
  return detection(
    ALL_FLAGS.filter((_, i) => (bits >> i) & 1),
    ALL_POSITIVES.filter((_, i) => (bits >> (i + 2)) & 1),
  );
}

describe("trustBand", () => {
  it.each([
    [100, "highly-legitimate", "Highly Legitimate"],
    [85, "highly-legitimate", "Highly Legitimate"],
    [84, "generally-trustworthy", "Generally Trustworthy"],
    [70, "generally-trustworthy", "Generally Trustworthy"],
    [69, "proceed-with-caution", "Proceed with Caution"],
    [50, "proceed-with-caution", "Proceed with Caution"],
    [49, "high-risk", "High Risk"],
    [0, "high-risk", "High Risk"],
  ])("%i is %s", (score, band, label) => {
    expect(trustBand(score)).toEqual({ band, label });
  });
});

describe("computeTrustScore", () => {
  it("gives 100 with full confidence when every signal is in the course's favour", () => {
    const result = computeTrustScore(BEST, AT);
    expect(result.score).toBe(100);
    expect(result.band).toBe("highly-legitimate");
    expect(result.bandLabel).toBe("Highly Legitimate");
    expect(result.confidence).toBe(100);
    expect(result.factors.map((f) => [f.key, f.score])).toEqual([
      ["credibility", 25],
      ["transparency", 25],
      ["outcome", 25],
      ["redFlags", 25],
    ]);
    expect(result.computedAt).toBe("2030-03-01T12:00:00.000Z");
  });

  it("gives 0 and clamps every factor at 0 when everything is against it", () => {
    const result = computeTrustScore(WORST, AT);
    expect(result.score).toBe(0);
    expect(result.band).toBe("high-risk");
    for (const f of result.factors) expect(f.score).toBe(0);
    // The raw sums were below zero: the clamp is what made them 0.
    // credibility -5; outcome -6 + 0 (1 star) + 1; red flags 25 - 40 - 4.
    const raw = (key: string) => factor(result, key).evidence.reduce((t, e) => t + e.points, 0);
    expect(raw("credibility")).toBe(-5);
    expect(raw("outcome")).toBe(-5);
    expect(raw("redFlags")).toBe(-19);
  });

  it("works a middle case out exactly (69.8 rounds to 70: Generally Trustworthy)", () => {
    // credibility 6 (unverified creator) + 0 (course not verified)
    // transparency 8 + 6 + 3
    // outcome 8 (outcomes) + 8.8 (4.5 stars: 3.5/4 * 10 = 8.75) + 3 (6 reviews) + 2 (2 proofs)
    // red flags 25
    const result = computeTrustScore(SOBER_UNVERIFIED, AT);
    expect(factor(result, "credibility").score).toBe(6);
    expect(factor(result, "transparency").score).toBe(17);
    expect(factor(result, "outcome").score).toBe(21.8);
    expect(factor(result, "redFlags").score).toBe(25);
    expect(result.score).toBe(70);
    expect(result.band).toBe("generally-trustworthy");
    // 10 base + 6 reviews * 4 + 5 proof + 15 outcomes; no verification record, no verdict on the creator.
    expect(result.confidence).toBe(54);
  });

  it("clamps a factor at 25 when its signals add up to more", () => {
    const extra = [
      ...collectTrustSignals(BEST),
      { factor: "credibility" as const, signal: "Extra test signal", points: 10 },
    ];
    const result = buildTrustBreakdown(extra, 100, AT);
    expect(factor(result, "credibility").score).toBe(25);
    expect(result.score).toBe(100);
  });

  it("lists a signal for every point moved: each factor is the clamped sum of its evidence", () => {
    const statuses = ["verified", "unverified", "suspicious"] as const;
    let cases = 0;
    for (const creatorStatus of statuses) {
      for (let bits = 0; bits < 1 << 9; bits += 7) {
        for (const reviews of [0, 1, 4, 5, 11]) {
          const bit = (n: number) => (bits & (1 << n)) !== 0;
          const input: TrustInput = {
            creatorStatus,
            isVerified: bit(0),
            hasVerifiedSource: bit(1),
            hasVerificationDate: bit(1),
            hasVerificationNotes: bit(2),
            hasIncomeClaims: bit(3),
            hasStudentOutcomes: bit(4),
            redFlagCount: bits % 7,
            approvedReviews: {
              count: reviews,
              rating: reviews === 0 ? null : 1 + ((bits + reviews) % 9) / 2,
              withProof: Math.min(reviews, bits % 5),
            },
            priceStated: bit(5),
            durationStated: bit(6),
            levelStated: bit(7),
            hasAffiliateLink: bit(8),
            detection: bits % 3 === 0 ? null : detectionOf(bits),
            communityReports: { confirmed: bits % 4, open: bits % 2 },
          };
          const result = computeTrustScore(input, AT);
          expect(() => TrustBreakdown.parse(result)).not.toThrow();
          let total = 0;
          for (const f of result.factors) {
            const sum = f.evidence.reduce((t, e) => t + e.points, 0);
            expect(f.score).toBeCloseTo(Math.min(25, Math.max(0, sum)), 5);
            expect(f.evidence.length).toBeGreaterThan(0);
            for (const e of f.evidence) expect(e.signal.trim()).not.toBe("");
            total += f.score;
          }
          expect(result.score).toBe(Math.round(total));
          expect(result.band).toBe(trustBand(result.score).band);
          cases += 1;
        }
      }
    }
    expect(cases).toBeGreaterThan(1000);
  });

  it("names the signal that moved a factor", () => {
    const signals = (input: TrustInput, key: string) =>
      factor(computeTrustScore(input, AT), key).evidence.map((e) => e.signal);
    expect(signals({ ...SOBER_UNVERIFIED, redFlagCount: 2 }, "redFlags")).toContain("2 red flags recorded");
    expect(signals({ ...SOBER_UNVERIFIED, creatorStatus: "suspicious" }, "credibility")).toContain(
      "Creator flagged as suspicious",
    );
    expect(
      signals({ ...SOBER_UNVERIFIED, hasIncomeClaims: true, hasStudentOutcomes: false }, "outcome"),
    ).toContain("Income claims with no student outcomes to back them");
    expect(
      signals({ ...SOBER_UNVERIFIED, approvedReviews: { count: 0, rating: null, withProof: 0 } }, "outcome"),
    ).toContain("No approved reviews yet");
  });

  it("does not let an affiliate link change the score (verification is never for sale)", () => {
    const without = computeTrustScore(SOBER_UNVERIFIED, AT);
    const withLink = computeTrustScore({ ...SOBER_UNVERIFIED, hasAffiliateLink: true }, AT);
    expect(withLink.score).toBe(without.score);
    expect(factor(withLink, "transparency").evidence).toContainEqual({
      signal: "Affiliate link (disclosed; it does not change the score)",
      points: 0,
    });
  });

  it("each red flag costs 5 points of that factor", () => {
    const flags = (n: number) =>
      factor(computeTrustScore({ ...SOBER_UNVERIFIED, redFlagCount: n }, AT), "redFlags");
    expect(flags(0).score).toBe(25);
    expect(flags(1).score).toBe(20);
    expect(flags(3).score).toBe(10);
    expect(flags(5).score).toBe(0);
    expect(flags(9).score).toBe(0);
  });

  it("is deterministic: same input, same output", () => {
    expect(computeTrustScore(SOBER_UNVERIFIED, AT)).toEqual(computeTrustScore(SOBER_UNVERIFIED, AT));
    expect(JSON.stringify(computeTrustScore(WORST, AT))).toBe(JSON.stringify(computeTrustScore(WORST, AT)));
  });

  it("lets later engines add signals (extension point)", () => {
    const base = collectTrustSignals(SOBER_UNVERIFIED);
    const detector = { factor: "redFlags" as const, signal: "Sales copy: guaranteed income", points: -10 };
    const result = buildTrustBreakdown([...base, detector], trustConfidence(SOBER_UNVERIFIED), AT);
    expect(result.score).toBe(60);
    expect(factor(result, "redFlags").evidence).toContainEqual({
      signal: "Sales copy: guaranteed income",
      points: -10,
    });
  });
});

describe("the review points", () => {
  it("read the honest rating: a lone 5-star review earns the points of 3.33 stars, not 5", () => {
    const lone = honestRating([{ rating: 5, createdAt: AT, verified: false }], AT);
    // (5 phantom 3-star reviews + one 5) / 6 = 3.33 in every window.
    expect(lone.value).toBe(3.33);
    const input: TrustInput = {
      ...SOBER_UNVERIFIED,
      approvedReviews: { count: 1, rating: lone.value, withProof: 0 },
    };
    const outcome = factor(computeTrustScore(input, AT), "outcome");
    // (3.33 - 1) / 4 * 10 = 5.825, shown to one decimal.
    expect(outcome.evidence).toContainEqual({
      signal: "Honest rating 3.3 from 1 approved review",
      points: 5.8,
    });
  });
});

describe("computeTrustScore with the detector and community reports", () => {
  it("takes each distinct detected category once, by severity: high 8, medium 5, low 2", () => {
    const input: TrustInput = {
      ...SOBER_UNVERIFIED,
      detection: detection([
        ["earnings-claim", "high"],
        ["earnings-claim", "medium"],
        ["urgency-scarcity", "medium"],
        ["market-hype", "low"],
      ]),
    };
    const redFlags = factor(computeTrustScore(input, AT), "redFlags");
    // 25 - 8 - 5 - 2 = 10
    expect(redFlags.score).toBe(10);
    expect(redFlags.evidence.map((e) => e.signal)).toContain(
      "Found in the copy: earnings-claim (high severity)",
    );
  });

  it("counts only the recorded flags beyond those the detector found, and income claims once", () => {
    const input: TrustInput = {
      ...SOBER_UNVERIFIED,
      redFlagCount: 3,
      hasIncomeClaims: true,
      detection: detection([["earnings-claim", "high"]]),
    };
    const redFlags = factor(computeTrustScore(input, AT), "redFlags");
    // 25 - 8 (detected) - 2 x 5 (two more recorded) and no separate income-claims charge = 7
    expect(redFlags.score).toBe(7);
    expect(redFlags.evidence).toContainEqual({
      signal: "2 more red flags recorded by our reviewers",
      points: -10,
    });
    expect(redFlags.evidence.map((e) => e.signal)).not.toContain("Makes income claims");
  });

  it("moves the other factors for positives and cross-factor flags", () => {
    const base = computeTrustScore(SOBER_UNVERIFIED, AT);
    const withPositives = computeTrustScore(
      { ...SOBER_UNVERIFIED, detection: detection([], ["refund-policy", "realistic-results"]) },
      AT,
    );
    expect(factor(withPositives, "transparency").evidence).toContainEqual({
      signal: "Refund policy stated",
      points: 3,
    });
    expect(factor(withPositives, "outcome").score).toBe(Math.min(25, factor(base, "outcome").score + 3));
    const gagged = computeTrustScore(
      { ...SOBER_UNVERIFIED, detection: detection([["review-suppression", "high"]]) },
      AT,
    );
    // transparency loses 6; red flags lose 8
    expect(factor(gagged, "transparency").score).toBe(factor(base, "transparency").score - 6);
    expect(factor(gagged, "redFlags").score).toBe(17);
  });

  it("charges confirmed community reports to credibility (capped) and lists open ones at 0 points", () => {
    const one = computeTrustScore({ ...SOBER_UNVERIFIED, communityReports: { confirmed: 1, open: 2 } }, AT);
    const credibility = factor(one, "credibility");
    expect(credibility.evidence).toContainEqual({
      signal: "1 community report confirmed as a scam",
      points: -6,
    });
    expect(credibility.evidence).toContainEqual({
      signal: "2 community reports under review (no points until confirmed)",
      points: 0,
    });
    const many = computeTrustScore({ ...SOBER_UNVERIFIED, communityReports: { confirmed: 9, open: 0 } }, AT);
    expect(factor(many, "credibility").evidence).toContainEqual({
      signal: "9 community reports confirmed as a scam",
      points: -18,
    });
  });

  it("reads the copy as evidence: confidence rises by 5 when the detector ran", () => {
    expect(trustConfidence({ ...SOBER_UNVERIFIED, detection: detection([]) })).toBe(
      trustConfidence(SOBER_UNVERIFIED) + 5,
    );
  });
});

describe("trustConfidence", () => {
  it("is low when evidence is thin and rises with reviews, a verification record and outcomes", () => {
    const thin: TrustInput = {
      ...SOBER_UNVERIFIED,
      hasStudentOutcomes: false,
      approvedReviews: { count: 0, rating: null, withProof: 0 },
    };
    expect(trustConfidence(thin)).toBe(10);
    const withReviews = { ...thin, approvedReviews: { count: 3, rating: 4, withProof: 0 } };
    expect(trustConfidence(withReviews)).toBe(22);
    const withRecord = {
      ...withReviews,
      isVerified: true,
      hasVerifiedSource: true,
      creatorStatus: "verified" as const,
    };
    expect(trustConfidence(withRecord)).toBe(52);
    expect(trustConfidence({ ...withRecord, hasStudentOutcomes: true })).toBe(67);
    expect(trustConfidence(BEST)).toBe(100);
  });
});

describe("trustInputFromRecord", () => {
  it("reads stated facts from columns, treating defaults and blanks as not stated", () => {
    const input = trustInputFromRecord(
      {
        creatorStatus: "unverified",
        isVerified: false,
        verifiedSource: "  ",
        verificationDate: null,
        verificationNotes: null,
        incomeClaims: "Make $10k a month",
        actualStudentOutcomes: "",
        redFlags: ["Guaranteed income", " "],
        priceCents: 0,
        durationHours: 0,
        level: "all-levels",
        affiliateUrl: null,
      },
      { count: 2, rating: 3.5, withProof: 1 },
    );
    expect(input).toEqual({
      creatorStatus: "unverified",
      ...UNVERIFIED,
      hasIncomeClaims: true,
      hasStudentOutcomes: false,
      redFlagCount: 1,
      approvedReviews: { count: 2, rating: 3.5, withProof: 1 },
      priceStated: true,
      durationStated: false,
      levelStated: false,
      hasAffiliateLink: false,
      detection: null,
      communityReports: { confirmed: 0, open: 0 },
    });
  });
});
