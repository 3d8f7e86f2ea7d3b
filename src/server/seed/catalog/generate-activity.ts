// What people did around the courses: fictional reviewer accounts and their reviews (approved,
// pending, a few rejected; ratings follow the course's quality), and sightings of ads.
import { AD_PLATFORMS, DAY_MS, daysBefore, hexId, lowerTopic } from "./helpers";
import type { Rng } from "./prng";
import type { AdSightingSeed, CourseSeed, CreatorSeed, ReviewerSeed, ReviewSeed } from "./types";
import { CATEGORY_WORDS } from "./vocabulary/categories";
import { AD_TEXTS, fill } from "./vocabulary/copy";
import { REVIEWER_FIRST_NAMES, REVIEWER_SURNAMES } from "./vocabulary/people";
import { PROOF_HOSTS, REJECTED_TEXTS, REVIEW_DETAILS, REVIEW_OPENERS } from "./vocabulary/reviews";

type CourseForActivity = Pick<
  CourseSeed,
  "key" | "title" | "categorySlug" | "register" | "isVerified" | "createdAt" | "creatorSlug" | "durationHours"
>;

export function reviewerEmail(index: number): string {
  return `reviewer-${String(index + 1).padStart(3, "0")}@reviewers.hypecheck.test`;
}

export function generateReviewers(rng: Rng, count: number): ReviewerSeed[] {
  const taken = new Set<string>();
  const reviewers: ReviewerSeed[] = [];
  while (reviewers.length < count) {
    const firstName = rng.pick(REVIEWER_FIRST_NAMES);
    const lastName = rng.pick(REVIEWER_SURNAMES);
    if (taken.has(`${firstName} ${lastName}`)) continue;
    taken.add(`${firstName} ${lastName}`);
    reviewers.push({ email: reviewerEmail(reviewers.length), firstName, lastName });
  }
  return reviewers;
}

/** The mean star rating students give a course of this register (verified courses a little higher). */
function meanRating(course: CourseForActivity): number {
  const base = { sober: 4.2, moderate: 3.4, hype: 1.9 }[course.register];
  return base + (course.isVerified ? 0.3 : 0);
}

function starRating(rng: Rng, mean: number): 1 | 2 | 3 | 4 | 5 {
  return Math.min(5, Math.max(1, Math.round(mean + rng.spread() * 1.6))) as 1 | 2 | 3 | 4 | 5;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function reviewText(
  rng: Rng,
  rating: 1 | 2 | 3 | 4 | 5,
  course: CourseForActivity,
  creatorFirst: string,
): string {
  const words = CATEGORY_WORDS[course.categorySlug];
  const skills = rng.sample(words.skills, 2);
  const vars = (i: number) => ({
    topicLower: lowerTopic(rng.pick(words.topics)),
    skill: skills[i] ?? words.skills[0] ?? "the basics",
    creatorFirst,
    hoursPerWeek: rng.int(3, 6),
    firstResult: words.firstResult,
  });
  const details = rng.sample(REVIEW_DETAILS[rating], rng.chance(0.4) ? 2 : 1).map((d, i) => fill(d, vars(i)));
  return [fill(rng.pick(REVIEW_OPENERS[rating]), vars(0)), ...details].map(capitalise).join(" ");
}

/** A moment between `from` and `to`, never after `to`. */
function between(rng: Rng, from: Date, to: Date): Date {
  const span = Math.max(0, to.getTime() - from.getTime());
  return new Date(from.getTime() + Math.floor(rng.float() * span));
}

export function generateReviews(
  rng: Rng,
  courses: readonly CourseForActivity[],
  creators: readonly CreatorSeed[],
  reviewerCount: number,
  anchor: Date,
): ReviewSeed[] {
  const firstNames = new Map(creators.map((c) => [c.slug, c.name.split(" ")[0] ?? c.name]));
  const reviewerIndexes = Array.from({ length: reviewerCount }, (_, i) => i);
  const reviews: ReviewSeed[] = [];
  for (const course of courses) {
    // Most courses have approved reviews; sober ones a few more.
    const approved = rng.chance(0.12) ? 0 : rng.int(1, course.register === "sober" ? 12 : 9);
    const pending = rng.chance(0.2) ? rng.int(1, 2) : 0;
    const rejected = rng.chance(0.04) ? 1 : 0;
    const authors = rng.sample(reviewerIndexes, approved + pending + rejected);
    const creatorFirst = firstNames.get(course.creatorSlug) ?? "The creator";
    const mean = meanRating(course);
    const firstDay = new Date(course.createdAt.getTime() + 7 * DAY_MS);
    authors.forEach((reviewerIndex, i) => {
      const status = i < approved ? "approved" : i < approved + pending ? "pending" : "rejected";
      const rating = starRating(rng, mean);
      const createdAt =
        status === "pending"
          ? between(rng, daysBefore(anchor, 20), daysBefore(anchor, 0.5))
          : between(rng, firstDay, daysBefore(anchor, 8));
      reviews.push({
        courseKey: course.key,
        reviewerIndex,
        rating: status === "rejected" ? rng.pick([1, 5]) : rating,
        text:
          status === "rejected" ? rng.pick(REJECTED_TEXTS) : reviewText(rng, rating, course, creatorFirst),
        proofUrl:
          status !== "rejected" && rng.chance(0.3)
            ? `https://${rng.pick(PROOF_HOSTS)}/r/${hexId(rng)}`
            : null,
        status,
        createdAt,
        moderatedAt: status === "pending" ? null : new Date(createdAt.getTime() + rng.int(1, 4) * DAY_MS),
      });
    });
  }
  return reviews;
}

/** Ad sightings over the 8 weeks before the anchor: many a week for some hype courses, a few elsewhere. */
export function generateAdSightings(
  rng: Rng,
  courses: readonly CourseForActivity[],
  creators: readonly CreatorSeed[],
  anchor: Date,
): AdSightingSeed[] {
  const weeks = 8;
  const sightings: AdSightingSeed[] = [];
  const sighting = (
    courseKey: string | null,
    creatorSlug: string | null,
    dayAgo: number,
    text: string | null,
  ) =>
    sightings.push({
      courseKey,
      creatorSlug,
      platform: rng.pick(AD_PLATFORMS),
      seenAt: daysBefore(anchor, dayAgo, rng),
      adText: rng.chance(0.7) ? text : null,
    });
  for (const course of courses) {
    const heavy = course.register === "hype" && rng.chance(0.35);
    const light = !heavy && rng.chance(course.register === "sober" ? 0.15 : 0.4);
    if (heavy) {
      // More than 5 a week, every week: the ad-fatigue detector's "probably fake" pattern.
      for (let week = 0; week < weeks; week++) {
        const perWeek = rng.int(6, 12);
        for (let i = 0; i < perWeek; i++)
          sighting(course.key, null, week * 7 + rng.float() * 7, rng.pick(AD_TEXTS));
      }
    } else if (light) {
      const count = rng.int(1, 4);
      for (let i = 0; i < count; i++) {
        sighting(course.key, null, rng.float() * weeks * 7, `${course.title}: free training, link in bio.`);
      }
    }
  }
  for (const creator of creators) {
    if (creator.verificationStatus !== "suspicious" && !rng.chance(0.1)) continue;
    const count = creator.verificationStatus === "suspicious" ? rng.int(4, 16) : rng.int(1, 3);
    for (let i = 0; i < count; i++) sighting(null, creator.slug, rng.float() * weeks * 7, rng.pick(AD_TEXTS));
  }
  return sightings;
}
