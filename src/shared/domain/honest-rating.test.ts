import { describe, expect, it } from "vitest";
import { ago, describeBasis, HONEST_RATING, honestRating, type RatedReview } from "./honest-rating";

const NOW = new Date("2026-11-26T12:00:00Z");
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 24 * 60 * 60 * 1000);
const review = (rating: number, age: number, verified = false): RatedReview => ({
  rating,
  createdAt: daysAgo(age),
  verified,
});

describe("honestRating", () => {
  it("has no value without reviews, and says so", () => {
    const rating = honestRating([], NOW);
    expect(rating).toEqual({
      value: null,
      basis: { reviewCount: 0, verifiedCount: 0, latestReviewAt: null },
    });
    expect(describeBasis(rating.basis, NOW)).toBe("no approved reviews yet");
  });

  it("one 5-star review moves the rating only a little above the middle", () => {
    const { value } = honestRating([review(5, 2)], NOW);
    // (5 phantom 3s + one 5) / 6 in every window.
    expect(value).toBeCloseTo((HONEST_RATING.priorCount * 3 + 5) / (HONEST_RATING.priorCount + 1), 2);
    expect(value).toBeLessThan(3.5);
  });

  it("a hundred 5-star reviews come close to 5", () => {
    const many = Array.from({ length: 100 }, (_, i) => review(5, i % 20));
    expect(honestRating(many, NOW).value).toBeGreaterThanOrEqual(4.9);
  });

  it("all old reviews: only the all-time window counts, with nothing pulled towards the middle by empty windows", () => {
    const old = [review(5, 800), review(5, 900), review(4, 1000)];
    const { value, basis } = honestRating(old, NOW);
    expect(value).toBeCloseTo((5 * 3 + 5 + 5 + 4) / 8, 2);
    expect(basis.latestReviewAt).toBe(daysAgo(800).toISOString());
    expect(describeBasis(basis, NOW)).toBe("based on 3 reviews, 0 verified, last one 2 years ago");
  });

  it("recent reviews weigh more than old ones", () => {
    const oldPraiseRecentComplaints = [
      ...Array.from({ length: 10 }, () => review(5, 700)),
      review(1, 5),
      review(1, 6),
    ];
    const oldComplaintsRecentPraise = [
      ...Array.from({ length: 10 }, () => review(1, 700)),
      review(5, 5),
      review(5, 6),
    ];
    const a = honestRating(oldPraiseRecentComplaints, NOW).value ?? 0;
    const b = honestRating(oldComplaintsRecentPraise, NOW).value ?? 0;
    const plainA = (10 * 5 + 2) / 12;
    // The recent complaints pull the first course well below its plain average.
    expect(a).toBeLessThan(plainA - 1);
    expect(b).toBeGreaterThan(2.5);
  });

  it("a verified review counts twice", () => {
    const member = honestRating([review(5, 3), review(1, 3)], NOW).value ?? 0;
    const verifiedFive = honestRating([review(5, 3, true), review(1, 3)], NOW).value ?? 0;
    expect(member).toBeCloseTo(3, 2);
    expect(verifiedFive).toBeGreaterThan(member);
    expect(honestRating([review(5, 3, true)], NOW).basis.verifiedCount).toBe(1);
  });

  it("clamps stars to 1-5 and stays within 1-5", () => {
    const { value } = honestRating([review(9, 1), review(-3, 1)], NOW);
    expect(value).toBeGreaterThanOrEqual(1);
    expect(value).toBeLessThanOrEqual(5);
  });
});

describe("ago", () => {
  it.each([
    [0, "today"],
    [1, "1 day ago"],
    [6, "6 days ago"],
    [21, "3 weeks ago"],
    [45, "1 month ago"],
    [400, "1 year ago"],
  ])("%i days -> %s", (days, text) => {
    expect(ago(daysAgo(days), NOW)).toBe(text);
  });

  it("describes a basis the way the page does", () => {
    const basis = { reviewCount: 14, verifiedCount: 6, latestReviewAt: daysAgo(21).toISOString() };
    expect(describeBasis(basis, NOW)).toBe("based on 14 reviews, 6 verified, last one 3 weeks ago");
  });
});
