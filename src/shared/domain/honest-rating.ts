// The rating a course shows, and the one its trust score's review points read. A plain average lets
// one 5-star review look as good as a hundred, and lets years-old praise speak for a course that
// has since changed. So each review counts with a weight (a verified enrolment counts more), a few
// phantom reviews at the middle of the scale are added to every count (a handful of reviews cannot
// reach the top), and three windows are blended: all time, the last 12 months and the last month.
// A window with no reviews hands its share to the others. Pure: the browser shows this same code
// on /about, and the server stores what it returns.

export interface RatedReview {
  /** 1 to 5 stars. */
  rating: number;
  /** When the review was written. */
  createdAt: Date;
  /** A moderator checked proof of enrolment. */
  verified: boolean;
}

export const HONEST_RATING = {
  /** Phantom reviews added to every window... */
  priorCount: 5,
  /** ...each at the middle of the 1-5 scale. */
  priorMean: 3,
  /** How much a verified enrolment counts, a member review counting 1. */
  verifiedWeight: 2,
  /** The windows and their shares of the blend, widest first. */
  windows: [
    { label: "all time", days: null, share: 0.5 },
    { label: "the last 12 months", days: 365, share: 0.25 },
    { label: "the last month", days: 30, share: 0.25 },
  ],
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** "twice", "3 times": how many times a weight counts, for sentences about the formula. */
export function timesWord(n: number): string {
  return n === 2 ? "twice" : `${n} times`;
}

/** How much a verified enrolment counts, in words ("twice"). */
export const VERIFIED_COUNTS = timesWord(HONEST_RATING.verifiedWeight);

export interface RatingBasis {
  reviewCount: number;
  verifiedCount: number;
  /** The newest review's date (ISO), or null with no reviews. */
  latestReviewAt: string | null;
}

export interface HonestRating {
  /** 1-5, two decimals; null with no reviews (no prior is shown on its own). */
  value: number | null;
  basis: RatingBasis;
}

function weightOf(review: RatedReview): number {
  return review.verified ? HONEST_RATING.verifiedWeight : 1;
}

/** The prior-smoothed weighted mean of some reviews; the prior alone when there are none. */
function smoothedMean(reviews: readonly RatedReview[]): number {
  let weight = HONEST_RATING.priorCount;
  let sum = HONEST_RATING.priorCount * HONEST_RATING.priorMean;
  for (const review of reviews) {
    const w = weightOf(review);
    weight += w;
    sum += w * Math.min(5, Math.max(1, review.rating));
  }
  return sum / weight;
}

/** The course's rating from its approved reviews, as of `now`. */
export function honestRating(reviews: readonly RatedReview[], now: Date): HonestRating {
  const basis: RatingBasis = {
    reviewCount: reviews.length,
    verifiedCount: reviews.filter((r) => r.verified).length,
    latestReviewAt: null,
  };
  if (reviews.length === 0) return { value: null, basis };
  const latest = Math.max(...reviews.map((r) => r.createdAt.getTime()));
  basis.latestReviewAt = new Date(latest).toISOString();

  let blended = 0;
  let shares = 0;
  for (const window of HONEST_RATING.windows) {
    const inside =
      window.days === null
        ? reviews
        : reviews.filter((r) => now.getTime() - r.createdAt.getTime() <= window.days * DAY_MS);
    if (inside.length === 0) continue;
    blended += window.share * smoothedMean(inside);
    shares += window.share;
  }
  // The all-time window always has reviews here, so shares > 0.
  return { value: Math.round((blended / shares) * 100) / 100, basis };
}

/** "based on 14 reviews, 6 verified, last one 3 weeks ago". */
export function describeBasis(basis: RatingBasis, now: Date): string {
  if (basis.reviewCount === 0) return "no approved reviews yet";
  const reviews = basis.reviewCount === 1 ? "1 review" : `${basis.reviewCount} reviews`;
  const last = basis.latestReviewAt === null ? "" : `, last one ${ago(new Date(basis.latestReviewAt), now)}`;
  return `based on ${reviews}, ${basis.verifiedCount} verified${last}`;
}

/** How long ago, in the largest whole unit: "today", "3 days ago", "3 weeks ago", "2 years ago". */
export function ago(then: Date, now: Date): string {
  const days = Math.floor((now.getTime() - then.getTime()) / DAY_MS);
  if (days < 1) return "today";
  const units: [number, string][] = [
    [365, "year"],
    [30, "month"],
    [7, "week"],
    [1, "day"],
  ];
  for (const [size, name] of units) {
    const n = Math.floor(days / size);
    if (n >= 1) return `${n} ${name}${n === 1 ? "" : "s"} ago`;
  }
  return "today";
}
