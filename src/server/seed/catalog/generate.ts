// The demo catalogue as one pure function of (seed, anchor date): the same seed gives the same
// creators, courses, reviews and sightings; only timestamps move with the anchor.

import type { CommunityReportCounts } from "../../../shared/contracts/analysis";
import { CATEGORY_SLUGS } from "../../../shared/contracts/catalog";
import { computeTrustScore, type TrustInput, trustInputFromRecord } from "../../../shared/domain/trust-score";
import { type ApprovedReview, detectCourse, reviewFigures } from "../../modules/trust/trust-engine";
import { generateAdSightings, generateReviewers, generateReviews } from "./generate-activity";
import { type CourseDraft, coursesPerCategory, generateCourse } from "./generate-courses";
import { generateCreators } from "./generate-creators";
import { generateCommunityReports, reportCountsBySlug } from "./generate-reports";
import { Rng } from "./prng";
import type { CourseSeed, CreatorSeed, DemoCatalogue, ReviewSeed } from "./types";
import type { CategorySlug } from "./vocabulary/categories";

export const DEMO_SEED = 20_240_611;

export const DEMO_SIZE = { creators: 60, courses: 240, reviewers: 150 } as const;

export interface GenerateOptions {
  seed?: number;
  /** "Now" for the catalogue: price history, reviews and sightings are dated back from it. */
  anchor: Date;
}

/**
 * The approved-review figures a course shows as of `at`: the count, the honest rating (stored as
 * numeric(3,2)) and the reviews with proof, as the trust engine computes them when it rescores.
 */
export function approvedStats(
  reviews: readonly ReviewSeed[],
  at: Date,
): Map<string, TrustInput["approvedReviews"]> {
  const approved = new Map<string, ApprovedReview[]>();
  for (const review of reviews) {
    if (review.status !== "approved") continue;
    const list = approved.get(review.courseKey) ?? [];
    list.push({
      rating: review.rating,
      createdAt: review.createdAt,
      verified: false,
      withProof: review.proofUrl !== null,
    });
    approved.set(review.courseKey, list);
  }
  return new Map([...approved].map(([key, list]) => [key, reviewFigures(list, at)]));
}

const NO_REPORTS: CommunityReportCounts = { confirmed: 0, open: 0 };

/**
 * Score and rating figures for a drafted course: the shared formula over its record, its approved
 * reviews, the community reports about its creator and the detector's findings in its copy — the
 * same evidence modules/trust/trust-engine.ts reads from the database when it rescores.
 */
export function finishCourse(
  draft: CourseDraft,
  creatorStatus: CreatorSeed["verificationStatus"],
  stats: TrustInput["approvedReviews"] | undefined,
  computedAt: Date,
  communityReports: CommunityReportCounts = NO_REPORTS,
): CourseSeed {
  const approved = stats ?? { count: 0, rating: null, withProof: 0 };
  const detection = detectCourse(draft);
  const breakdown = computeTrustScore(
    trustInputFromRecord({ ...draft, creatorStatus }, approved, { detection, communityReports }),
    computedAt,
  );
  return {
    ...draft,
    averageRating: approved.rating === null ? null : approved.rating.toFixed(2),
    reviewCount: approved.count,
    trustScore: breakdown.score,
    trustBreakdown: breakdown,
    detectorFindings: detection,
  };
}

/** Courses spread evenly over the 10 categories, mostly by creators whose primary category it is. */
function draftCourses(
  rng: Rng,
  creators: readonly CreatorSeed[],
  total: number,
  anchor: Date,
): CourseDraft[] {
  const takenTitles = new Set<string>();
  const drafts: CourseDraft[] = [];
  const perCategory = coursesPerCategory(total);
  for (const category of CATEGORY_SLUGS as readonly CategorySlug[]) {
    const own = creators.filter((c) => c.primaryCategory === category);
    const others = creators.filter((c) => c.primaryCategory !== category);
    for (let i = 0; i < perCategory[category]; i++) {
      const creator =
        own.length > 0 && !rng.chance(0.1) ? (own[i % own.length] as CreatorSeed) : rng.pick(others);
      drafts.push(generateCourse(rng, { creator, category, anchor, takenTitles }));
    }
  }
  return drafts;
}

export function generateDemoCatalogue(options: GenerateOptions): DemoCatalogue {
  const seed = options.seed ?? DEMO_SEED;
  const anchor = new Date(options.anchor.getTime());
  const root = new Rng(seed);
  const creators = generateCreators(root.fork("creators"), DEMO_SIZE.creators, anchor);
  const drafts = draftCourses(root.fork("courses"), creators, DEMO_SIZE.courses, anchor);
  const reviewers = generateReviewers(root.fork("reviewers"), DEMO_SIZE.reviewers);
  const reviews = generateReviews(root.fork("reviews"), drafts, creators, reviewers.length, anchor);
  const adSightings = generateAdSightings(root.fork("ads"), drafts, creators, anchor);
  const communityReports = generateCommunityReports(root.fork("reports"), creators, reviewers.length, anchor);

  const statusOf = new Map(creators.map((c) => [c.slug, c.verificationStatus]));
  const stats = approvedStats(reviews, anchor);
  const reportCounts = reportCountsBySlug(communityReports);
  const courses = drafts.map((draft) =>
    finishCourse(
      draft,
      statusOf.get(draft.creatorSlug) ?? "unverified",
      stats.get(draft.key),
      anchor,
      reportCounts.get(draft.creatorSlug),
    ),
  );
  return { seed, anchor, creators, courses, reviewers, reviews, adSightings, communityReports };
}
