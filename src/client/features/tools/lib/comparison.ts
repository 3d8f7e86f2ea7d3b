// The course comparison's rules,
// kept free of React so they can be tested alone: the selection in the address (?ids=1,2,3), the
// plan limit and its reason, the table's rows, and the recommendation with the sentence behind it.
import type { CourseDetail, CourseLevel } from "../../../../shared/contracts/catalog";
import { NOT_COMPARED } from "../../../../shared/domain/money-format";
import { PLANS, type PlanId } from "../../../../shared/domain/plans";
import { trustTone } from "../../../components/catalog/trust";
import type { BadgeTone } from "../../../components/ui/badge";
import { formatCount, formatCoursePrice, formatHours, formatRating, plural } from "../../../lib/format";

/** The picker lists the first 9 courses. */
export const PICKER_SIZE = 9;

/** A course as the table compares it: the detail plus what the red-flag detector found in its copy. */
export interface ComparedCourse {
  course: CourseDetail;
  /** Phrases the detector flagged (GET /api/courses/{id}/trust, findings.redFlags). */
  detectorFlagCount: number;
}

// ---- Selection ----

/** "3,1,x,3,-2" -> [3, 1]: positive whole ids, first occurrence kept, in the order given. */
export function parseIds(raw: string | null): number[] {
  if (!raw) return [];
  const ids: number[] = [];
  for (const part of raw.split(",")) {
    const text = part.trim();
    if (!/^\d{1,9}$/.test(text)) continue;
    const id = Number(text);
    if (id >= 1 && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

export function formatIds(ids: readonly number[]): string {
  return ids.join(",");
}

/** Adds or removes `id`; adding past `limit` changes nothing (the checkbox is disabled anyway). */
export function toggleId(selected: readonly number[], id: number, limit: number): number[] {
  if (selected.includes(id)) return selected.filter((other) => other !== id);
  if (selected.length >= limit) return [...selected];
  return [...selected, id];
}

/** Courses side by side on this plan; guests get the free plan. */
export function comparisonLimit(plan: PlanId | null): number {
  return PLANS[plan ?? "free"].quotas.comparisonCourses;
}

/** The most any plan compares; a member at this limit has nothing to upgrade to. */
const MAX_COMPARISON = Math.max(...Object.values(PLANS).map((plan) => plan.quotas.comparisonCourses));

/** Why the other checkboxes are disabled once `limit` courses are picked. */
export function limitReason(limit: number): string {
  if (limit >= MAX_COMPARISON) return `You can compare at most ${limit} courses`;
  return `${PLANS.free.displayName} plan compares ${PLANS.free.quotas.comparisonCourses} courses; ${PLANS.premium.displayName} compares ${PLANS.premium.quotas.comparisonCourses}`;
}

// ---- Table rows ----

export interface ComparisonCell {
  text: string;
  /** A second, smaller line: what the figure is made of. */
  detail?: string;
  /** Colour of the trust score (trustTone). */
  tone?: BadgeTone;
  href?: string;
}

interface ComparisonRow {
  key: string;
  label: string;
  cells: ComparisonCell[];
}

const LEVEL_LABELS: Record<CourseLevel, string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
  "all-levels": "All levels",
};

const FACTOR_ROWS = [
  { key: "credibility", label: "Creator credibility" },
  { key: "transparency", label: "Transparency" },
  { key: "outcome", label: "Student outcomes" },
  { key: "redFlags", label: "Red-flag factor" },
] as const;

const CREATOR_STATUS: Record<CourseDetail["creatorVerificationStatus"], string> = {
  verified: "Creator verified",
  unverified: "Creator unverified",
  suspicious: "Creator flagged as suspicious",
};

/** 15.5 -> "15.5", 25 -> "25", 8.94 -> "8.9". */
function points(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function redFlagCell({ course, detectorFlagCount }: ComparedCourse): ComparisonCell {
  const recorded = course.redFlags.length;
  return {
    text: formatCount(recorded + detectorFlagCount),
    detail: `${formatCount(recorded)} recorded on the listing, ${formatCount(detectorFlagCount)} found by our detector`,
  };
}

/**
 * A course's price as charged, in its own currency. A course priced in another currency than the
 * first one picked says so: amounts in different currencies are never set against each other.
 */
function priceCell({ course }: ComparedCourse, first: CourseDetail | undefined): ComparisonCell {
  const text = formatCoursePrice(course);
  return first && course.currency !== first.currency
    ? { text, detail: `${course.currency}: ${NOT_COMPARED}` }
    : { text };
}

/** The rows of the comparison table, one cell per course in the order given. */
export function buildComparisonRows(compared: readonly ComparedCourse[]): ComparisonRow[] {
  const first = compared[0]?.course;
  const row = (
    key: string,
    label: string,
    cell: (item: ComparedCourse) => ComparisonCell,
  ): ComparisonRow => ({
    key,
    label,
    cells: compared.map(cell),
  });
  return [
    row("price", "Price", (item) => priceCell(item, first)),
    row("trustScore", "Trust score", ({ course }) =>
      course.trustScore === null
        ? { text: "Not scored", tone: "grey" }
        : {
            text: `${course.trustScore}/100`,
            detail: course.trustBreakdown?.bandLabel,
            tone: trustTone(course.trustScore),
          },
    ),
    ...FACTOR_ROWS.map(({ key, label }) =>
      row(`factor-${key}`, label, ({ course }) => {
        const factor = course.trustBreakdown?.factors.find((item) => item.key === key);
        return factor ? { text: `${points(factor.score)}/${factor.max}` } : { text: "Not scored" };
      }),
    ),
    row("rating", "Rating", ({ course }) =>
      course.averageRating === null
        ? { text: "No ratings yet" }
        : { text: `${formatRating(course.averageRating)} / 5` },
    ),
    row("reviews", "Reviews", ({ course }) => ({ text: plural(course.reviewCount, "review") })),
    row("students", "Students", ({ course }) => ({ text: formatCount(course.studentCount) })),
    row("level", "Level", ({ course }) => ({ text: LEVEL_LABELS[course.level] })),
    row("duration", "Duration", ({ course }) => ({ text: formatHours(course.duration) })),
    row("verification", "Verification", ({ course }) => ({
      text: course.isVerified ? "Verified course" : "Not verified",
      detail: CREATOR_STATUS[course.creatorVerificationStatus],
    })),
    row("redFlagCount", "Red flags", redFlagCell),
    row("link", "Course page", ({ course }) => ({ text: "View course", href: `/courses/${course.id}` })),
  ];
}

// ---- Recommendation ----

export interface Recommendation {
  /** The recommended course's id; null when no selected course is verified (or none can be told apart). */
  courseId: number | null;
  sentence: string;
}

function ratingValue(course: CourseDetail): number {
  if (course.averageRating === null) return Number.NEGATIVE_INFINITY;
  const value = Number(course.averageRating);
  return Number.isFinite(value) ? value : Number.NEGATIVE_INFINITY;
}

function ratingPhrase(course: CourseDetail): string {
  return `${formatRating(course.averageRating ?? "0")} from ${plural(course.reviewCount, "review")}`;
}

/**
 * The verified course with the highest rating among the selected; a tie on the
 * rating goes to the course with more reviews. Unverified courses are never recommended.
 */
export function recommend(courses: readonly CourseDetail[]): Recommendation {
  const verified = courses.filter((course) => course.isVerified);
  const [only] = verified;
  if (only === undefined) {
    return {
      courseId: null,
      sentence:
        "None of the selected courses is verified, so we don't recommend any of them. Check each course's red flags and reviews before you pay.",
    };
  }
  if (verified.length === 1) {
    return {
      courseId: only.id,
      sentence:
        only.averageRating === null
          ? `${only.title} is the only verified course among those you picked. It has no ratings yet.`
          : `${only.title} is the only verified course among those you picked (rated ${ratingPhrase(only)}).`,
    };
  }
  const ranked = [...verified].sort(
    (a, b) => ratingValue(b) - ratingValue(a) || b.reviewCount - a.reviewCount,
  );
  const [best, runnerUp] = ranked as [CourseDetail, CourseDetail, ...CourseDetail[]];
  if (best.averageRating === null) {
    return {
      courseId: null,
      sentence:
        "The verified courses you picked have no ratings yet, so we can't recommend one over the other.",
    };
  }
  const tied = ratingValue(best) === ratingValue(runnerUp);
  const tieNote =
    tied && best.reviewCount > runnerUp.reviewCount
      ? ` It shares that rating with ${runnerUp.title} but has more reviews.`
      : tied
        ? ` ${runnerUp.title} has the same rating and as many reviews.`
        : "";
  return {
    courseId: best.id,
    sentence: `${best.title} has the highest rating (${ratingPhrase(best)}) among the verified courses.${tieNote}`,
  };
}
