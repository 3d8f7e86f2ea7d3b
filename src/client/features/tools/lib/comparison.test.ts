import { describe, expect, it } from "vitest";
import type { CourseDetail, TrustBreakdown } from "../../../../shared/contracts/catalog";
import {
  buildComparisonRows,
  comparisonLimit,
  formatIds,
  limitReason,
  parseIds,
  recommend,
  toggleId,
} from "./comparison";

function breakdown(scores: [number, number, number, number]): TrustBreakdown {
  const keys = ["credibility", "transparency", "outcome", "redFlags"] as const;
  return {
    score: Math.round(scores.reduce((sum, value) => sum + value, 0)),
    band: "generally-trustworthy",
    bandLabel: "Generally Trustworthy",
    confidence: 80,
    factors: keys.map((key, index) => ({
      key,
      label: key,
      score: scores[index] ?? 0,
      max: 25,
      evidence: [],
    })),
    computedAt: "2026-11-01T00:00:00.000Z",
  };
}

function course(id: number, overrides: Partial<CourseDetail> = {}): CourseDetail {
  return {
    id,
    title: `Course ${id}`,
    description: "",
    instructorName: "Sam Example",
    creatorId: 1,
    creatorSlug: "sam-example",
    categoryName: "Affiliate Marketing",
    categorySlug: "affiliate-marketing",
    editorialStatus: "published",
    verificationEvidence: [],
    archivedAt: null,
    isVerified: true,
    averageRating: "4.00",
    reviewCount: 5,
    studentCount: 1200,
    level: "beginner",
    duration: 12,
    price: 199,
    currency: "USD",
    billing: "one-time",
    installmentCount: null,
    priceKnown: true,
    anchorPrice: null,
    refund: null,
    recurring: false,
    facts: null,
    url: "https://example.test/a",
    affiliateUrl: null,
    originalUrl: "https://example.test/a",
    trustScore: 74,
    creatorVerificationStatus: "verified",
    instructorBio: "",
    verifiedSource: null,
    verificationDate: null,
    verificationNotes: null,
    socialMediaPlatform: null,
    creatorFollowerCount: 0,
    incomeClaims: null,
    actualStudentOutcomes: null,
    redFlags: [],
    salesCopy: "",
    trustBreakdown: breakdown([25, 25, 8.94, 15]),
    ratingBasis: { reviewCount: 5, verifiedCount: 0, latestReviewAt: "2026-01-01T00:00:00.000Z" },
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

describe("selection in the address", () => {
  it("reads positive whole ids once each, in order, skipping junk", () => {
    expect(parseIds("3,1, 2,3,x,-4,0,1.5,")).toEqual([3, 1, 2]);
    expect(parseIds(null)).toEqual([]);
    expect(parseIds("")).toEqual([]);
    expect(formatIds([3, 1])).toBe("3,1");
  });

  it("toggles an id and never goes past the limit", () => {
    expect(toggleId([1], 2, 2)).toEqual([1, 2]);
    expect(toggleId([1, 2], 3, 2)).toEqual([1, 2]);
    expect(toggleId([1, 2], 1, 2)).toEqual([2]);
  });
});

describe("plan limit", () => {
  it("is 2 for guests and Free, 3 for Premium and Pro", () => {
    expect(comparisonLimit(null)).toBe(2);
    expect(comparisonLimit("free")).toBe(2);
    expect(comparisonLimit("premium")).toBe(3);
    expect(comparisonLimit("pro")).toBe(3);
  });

  it("explains the limit in the plan's words", () => {
    expect(limitReason(2)).toBe("Free plan compares 2 courses; Premium Guardian compares 3");
    expect(limitReason(3)).toBe("You can compare at most 3 courses");
  });
});

describe("table rows", () => {
  it("has one cell per course on every row, with the figures formatted", () => {
    const rows = buildComparisonRows([
      { course: course(1, { redFlags: ["No refund policy", "Guaranteed results"] }), detectorFlagCount: 3 },
      {
        course: course(2, {
          price: 0,
          averageRating: null,
          reviewCount: 0,
          trustScore: null,
          trustBreakdown: null,
          isVerified: false,
          creatorVerificationStatus: "suspicious",
          level: "all-levels",
          duration: 1,
        }),
        detectorFlagCount: 0,
      },
    ]);
    const byKey = Object.fromEntries(rows.map((row) => [row.key, row]));
    expect(rows.map((row) => row.key)).toEqual([
      "price",
      "trustScore",
      "factor-credibility",
      "factor-transparency",
      "factor-outcome",
      "factor-redFlags",
      "rating",
      "reviews",
      "students",
      "level",
      "duration",
      "verification",
      "redFlagCount",
      "link",
    ]);
    for (const row of rows) expect(row.cells).toHaveLength(2);
    expect(byKey.price?.cells.map((cell) => cell.text)).toEqual(["$199", "Free"]);
    expect(byKey.trustScore?.cells[0]).toMatchObject({
      text: "74/100",
      detail: "Generally Trustworthy",
      tone: "yellow",
    });
    expect(byKey.trustScore?.cells[1]).toMatchObject({ text: "Not scored", tone: "grey" });
    expect(byKey["factor-outcome"]?.cells.map((cell) => cell.text)).toEqual(["8.9/25", "Not scored"]);
    expect(byKey["factor-credibility"]?.cells[0]?.text).toBe("25/25");
    expect(byKey.rating?.cells.map((cell) => cell.text)).toEqual(["4.0 / 5", "No ratings yet"]);
    expect(byKey.reviews?.cells.map((cell) => cell.text)).toEqual(["5 reviews", "0 reviews"]);
    expect(byKey.students?.cells[0]?.text).toBe("1,200");
    expect(byKey.level?.cells.map((cell) => cell.text)).toEqual(["Beginner", "All levels"]);
    expect(byKey.duration?.cells.map((cell) => cell.text)).toEqual(["12 hours", "1 hour"]);
    expect(byKey.verification?.cells[0]).toEqual({ text: "Verified course", detail: "Creator verified" });
    expect(byKey.verification?.cells[1]).toEqual({
      text: "Not verified",
      detail: "Creator flagged as suspicious",
    });
    expect(byKey.redFlagCount?.cells[0]).toEqual({
      text: "5",
      detail: "2 recorded on the listing, 3 found by our detector",
    });
    expect(byKey.redFlagCount?.cells[1]?.text).toBe("0");
    expect(byKey.link?.cells[1]).toEqual({ text: "View course", href: "/courses/2" });
  });

  it("shows each price in its own currency and billing, and never sets two currencies against each other", () => {
    const rows = buildComparisonRows([
      { course: course(1), detectorFlagCount: 0 },
      { course: course(2, { price: 899, currency: "ZAR" }), detectorFlagCount: 0 },
      { course: course(3, { price: 37, billing: "monthly" }), detectorFlagCount: 0 },
    ]);
    const price = rows.find((row) => row.key === "price");
    expect(price?.cells).toEqual([
      { text: "$199" },
      { text: "ZAR\u00a0899", detail: "ZAR: priced in a different currency; not compared" },
      { text: "$37/month" },
    ]);
  });
});

describe("recommendation", () => {
  it("picks the verified course with the highest rating and says why", () => {
    const result = recommend([
      course(1, { title: "Alpha", averageRating: "4.80", isVerified: false }),
      course(2, { title: "Beta", averageRating: "4.60", reviewCount: 12 }),
      course(3, { title: "Gamma", averageRating: "4.20" }),
    ]);
    expect(result).toEqual({
      courseId: 2,
      sentence: "Beta has the highest rating (4.6 from 12 reviews) among the verified courses.",
    });
  });

  it("names the only verified course", () => {
    const result = recommend([
      course(1, { title: "Alpha", isVerified: false, averageRating: "5.00" }),
      course(2, { title: "Beta", averageRating: "3.50", reviewCount: 1 }),
    ]);
    expect(result.courseId).toBe(2);
    expect(result.sentence).toBe(
      "Beta is the only verified course among those you picked (rated 3.5 from 1 review).",
    );
  });

  it("recommends none when no course is verified", () => {
    const result = recommend([course(1, { isVerified: false }), course(2, { isVerified: false })]);
    expect(result.courseId).toBeNull();
    expect(result.sentence).toMatch(/^None of the selected courses is verified/);
  });

  it("breaks a rating tie by the number of reviews", () => {
    const result = recommend([
      course(1, { title: "Alpha", averageRating: "4.50", reviewCount: 3 }),
      course(2, { title: "Beta", averageRating: "4.50", reviewCount: 9 }),
    ]);
    expect(result.courseId).toBe(2);
    expect(result.sentence).toContain("It shares that rating with Alpha but has more reviews.");
  });

  it("ranks a verified course without ratings below the rated ones", () => {
    const result = recommend([
      course(1, { title: "Alpha", averageRating: null, reviewCount: 0 }),
      course(2, { title: "Beta", averageRating: "2.00", reviewCount: 2 }),
    ]);
    expect(result.courseId).toBe(2);
  });

  it("recommends none when no verified course has ratings", () => {
    const result = recommend([
      course(1, { averageRating: null, reviewCount: 0 }),
      course(2, { averageRating: null, reviewCount: 0 }),
    ]);
    expect(result.courseId).toBeNull();
  });
});
