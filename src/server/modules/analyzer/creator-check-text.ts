// The creator background check's words: from what our records hold about a creator (catalogue,
// approved reviews, community reports, detector findings) to the background check's result —
// legitimacy signals and risks as plain sentences, a warning when something calls for one, the
// built-in summary and the links to our own pages that back it. Facts only, nothing invented.
import { z } from "zod";
import type { CreatorSearchResult } from "../../../shared/contracts/ai";
import type { Detection, RedFlagFinding } from "../../../shared/contracts/analysis";
import type { CreatorVerificationStatus } from "../../../shared/contracts/catalog";
import { plural } from "../../../shared/domain/format";
import { bySeverityDescending } from "../../../shared/domain/severity";
import {
  HIGH_RISK_BELOW,
  reachesBand,
  TRUST_BAND_LABELS,
  trustBand,
} from "../../../shared/domain/trust-bands";
import { DETECTOR_VERSION } from "../../analysis/detector/detector";
import type { ProseTask } from "../../analysis/providers/provider";
import { distinctFindings, redFlagCountOf } from "../../analysis/verdict";

/** The result before the public records are added (creator-check.service.ts adds them). */
export type CreatorCheckText = Omit<CreatorSearchResult, "publicRecords" | "recordsSearched">;

export const CREATOR_CHECK_SOURCE =
  "HypeCheck catalogue, approved reviews, community reports, red-flag detector and public enforcement records";
export const SUMMARY_MAX_LENGTH = 1200;
const COURSE_SOURCES = 5;
const STRONGEST_FLAGS = 3;

export interface CreatorProfile {
  id: number;
  slug: string;
  name: string;
  bio: string;
  background: string;
  specialties: string[];
  status: CreatorVerificationStatus;
}

/** What we hold about one catalogue creator. */
export interface CreatorRecord {
  creator: CreatorProfile;
  /** Their courses whose copy was read (lowest trust score first). */
  courses: Array<{
    id: number;
    title: string;
    description: string;
    trustScore: number | null;
    detection: Detection;
    /** What our reviewers recorded on the course (`courses.red_flags`), counted by its verdict. */
    recordedFlags?: readonly string[] | null;
  }>;
  /** Over all their courses; averageTrust over the scored ones. */
  totals: { courseCount: number; verifiedCourses: number; averageTrust: number | null; lowTrust: number };
  /** Approved reviews of all their courses. */
  reviews: { count: number; averageRating: number | null; withProof: number };
  /** Community reports: 'Scam Confirmed', and pending or under investigation. */
  reports: { confirmed: number; open: number; confirmedTypes: string[] };
}

interface CourseFinding {
  finding: RedFlagFinding;
  courseId: number;
  courseTitle: string;
}

const quote = (phrase: string) => `“${phrase.replace(/\s+/g, " ").trim()}”`;
const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

const STATUS_TEXT: Record<CreatorVerificationStatus, string> = {
  verified: "Verified creator",
  unverified: "Not verified yet",
  suspicious: "Claims marked as suspicious",
};

/** How the summary's first sentence ends for each status. */
const STATUS_SENTENCE: Record<CreatorVerificationStatus, string> = {
  verified: "is verified by HypeCheck",
  unverified: "is not verified by HypeCheck yet (unchecked, which is not the same as fraudulent)",
  suspicious: "has had their claims marked as suspicious by HypeCheck",
};

/**
 * Their courses' red flags, strongest first: each course's findings as its verdict lists them
 * (verdict.ts distinctFindings: a phrase repeated in one course's title, description and sales copy
 * counts once).
 */
function redFlagsOf(record: CreatorRecord): CourseFinding[] {
  return record.courses
    .flatMap((course) =>
      distinctFindings(course.detection.redFlags).map((finding) => ({
        finding,
        courseId: course.id,
        courseTitle: course.title,
      })),
    )
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) => bySeverityDescending(a.item.finding.severity, b.item.finding.severity) || a.index - b.index,
    )
    .map(({ item }) => item);
}

/**
 * The red flags the background check states: the sum of each course's verdict count (verdict.ts
 * redFlagCountOf: its copy's findings and the flags our reviewers recorded), so the check and the
 * course pages say the same number.
 */
export function creatorRedFlagCount(record: CreatorRecord): number {
  return record.courses.reduce(
    (total, course) => total + redFlagCountOf(course.detection, course.recordedFlags),
    0,
  );
}

/** The findings the risks cite: the strongest, one per course and kind of claim. */
function strongest(flags: readonly CourseFinding[]): CourseFinding[] {
  const cited: CourseFinding[] = [];
  const kinds = new Set<string>();
  for (const flag of flags) {
    const kind = `${flag.courseId}\u0000${flag.finding.category}`;
    if (kinds.has(kind)) continue;
    kinds.add(kind);
    cited.push(flag);
    if (cited.length === STRONGEST_FLAGS) break;
  }
  return cited;
}

/** Each positive signal's label with the number of courses whose copy shows it. */
function positivesOf(record: CreatorRecord): Array<{ label: string; courses: number }> {
  const byLabel = new Map<string, Set<number>>();
  for (const course of record.courses) {
    for (const positive of course.detection.positives) {
      const set = byLabel.get(positive.label) ?? new Set<number>();
      set.add(course.id);
      byLabel.set(positive.label, set);
    }
  }
  return [...byLabel].map(([label, ids]) => ({ label, courses: ids.size }));
}

function describeReviews(reviews: CreatorRecord["reviews"], noun = "approved student review"): string {
  const average = reviews.averageRating === null ? "" : `, average ${reviews.averageRating.toFixed(1)}/5`;
  const proof =
    reviews.count === 0
      ? ""
      : `, ${Math.round((reviews.withProof / reviews.count) * 100)}% with proof of enrolment`;
  return `${plural(reviews.count, noun)}${average}${proof}`;
}

function legitimacySignals(record: CreatorRecord): string[] {
  const { creator, totals, reviews } = record;
  const signals: string[] = [];
  if (creator.status === "verified") {
    signals.push(
      "Verified by HypeCheck: business registration, social profiles, testimonials and track record checked.",
    );
  }
  if (totals.verifiedCourses > 0) {
    signals.push(
      `${totals.verifiedCourses} of ${plural(totals.courseCount, "course")} in our catalogue verified.`,
    );
  }
  if (totals.averageTrust !== null && reachesBand(totals.averageTrust, "generally-trustworthy")) {
    signals.push(`Average trust score ${totals.averageTrust}/100 (${trustBand(totals.averageTrust).label}).`);
  }
  if (reviews.count > 0 && reviews.averageRating !== null && reviews.averageRating >= 4) {
    signals.push(`${describeReviews(reviews)}.`);
  }
  for (const positive of positivesOf(record)) {
    signals.push(`${positive.label} in the copy of ${plural(positive.courses, "course")}.`);
  }
  return signals;
}

function risks(record: CreatorRecord, flags: readonly CourseFinding[]): string[] {
  const { creator, totals, reviews, reports } = record;
  const out: string[] = [];
  if (creator.status === "suspicious") out.push("HypeCheck has marked this creator's claims as suspicious.");
  if (creator.status === "unverified") {
    out.push(
      "Not verified by HypeCheck: limited background on record and claims unchecked. This is not evidence of fraud.",
    );
  }
  if (reports.confirmed > 0) {
    const types = reports.confirmedTypes.length > 0 ? ` (${list(reports.confirmedTypes)})` : "";
    out.push(
      `${plural(reports.confirmed, "community report")} confirmed as a scam by our moderators${types}.`,
    );
  }
  if (reports.open > 0) {
    out.push(`${plural(reports.open, "community report")} under review, not confirmed.`);
  }
  if (totals.averageTrust !== null && !reachesBand(totals.averageTrust, "generally-trustworthy")) {
    out.push(`Average trust score ${totals.averageTrust}/100 (${trustBand(totals.averageTrust).label}).`);
  }
  if (totals.lowTrust > 0) {
    out.push(
      `${plural(totals.lowTrust, "course")} scored below ${HIGH_RISK_BELOW} (${TRUST_BAND_LABELS["high-risk"]}).`,
    );
  }
  const cited = strongest(flags);
  for (const { finding, courseTitle } of cited) {
    out.push(`${finding.label} (${finding.severity}): ${quote(finding.phrase)} in “${courseTitle}”.`);
  }
  const total = creatorRedFlagCount(record);
  if (total > cited.length) {
    out.push(`${plural(total - cited.length, "more red flag")} on their courses.`);
  }
  if (reviews.count === 0 && totals.courseCount > 0) {
    out.push("No approved student reviews yet, so results are unconfirmed.");
  } else if (reviews.averageRating !== null && reviews.averageRating < 3) {
    out.push(`Students rate their courses ${reviews.averageRating.toFixed(1)}/5 on average.`);
  }
  return out;
}

function warning(record: CreatorRecord, flags: readonly CourseFinding[]): string | null {
  const name = record.creator.name;
  const parts: string[] = [];
  if (record.creator.status === "suspicious")
    parts.push(`HypeCheck has marked ${name}'s claims as suspicious.`);
  if (record.reports.confirmed > 0) {
    parts.push(`${plural(record.reports.confirmed, "community report")} about ${name} confirmed as a scam.`);
  }
  const high = flags.filter((f) => f.finding.severity === "high");
  if (high.length > 0) {
    const first = high[0]!.finding;
    parts.push(
      `Their course copy makes ${plural(high.length, "high-severity claim")}, such as ${first.label.toLowerCase()}: ${quote(first.phrase)}.`,
    );
  }
  return parts.length === 0 ? null : parts.join(" ");
}

function builtinSummary(record: CreatorRecord): string {
  const { creator, totals, reviews, reports } = record;
  const parts = [
    `${creator.name} has ${plural(totals.courseCount, "course")} in the HypeCheck catalogue and ${STATUS_SENTENCE[creator.status]}.`,
  ];
  if (totals.averageTrust !== null) {
    parts.push(
      `Their scored courses average a trust score of ${totals.averageTrust}/100 (${trustBand(totals.averageTrust).label}).`,
    );
  }
  parts.push(
    reviews.count === 0
      ? "No student reviews have been approved yet."
      : `Students left ${describeReviews(reviews, "approved review")}.`,
  );
  if (reports.confirmed + reports.open === 0) parts.push("No community scam reports name them.");
  else {
    parts.push(`Community reports: ${reports.confirmed} confirmed as a scam, ${reports.open} under review.`);
  }
  const positives = new Set(
    record.courses.flatMap((c) =>
      c.detection.positives.map((p) => `${c.id}\u0000${p.category}\u0000${p.phrase.toLowerCase()}`),
    ),
  ).size;
  parts.push(
    `Their courses' verdicts list ${plural(creatorRedFlagCount(record), "red flag")}, and our detector found ${plural(positives, "positive signal")} in their course copy.`,
  );
  if (creator.specialties.length > 0) parts.push(`They list ${list(creator.specialties)} as specialties.`);
  if (creator.background.trim() !== "")
    parts.push(`Background on record: ${clip(creator.background.trim(), 200)}`);
  parts.push(
    "This is what our records show, not a verdict on the person; the linked pages hold the evidence.",
  );
  return clip(parts.join(" "), SUMMARY_MAX_LENGTH);
}

function sources(record: CreatorRecord, flags: readonly CourseFinding[]): CreatorSearchResult["sources"] {
  const { creator, reports } = record;
  const profileSnippet = creator.bio.trim() || creator.background.trim() || STATUS_TEXT[creator.status];
  const out: CreatorSearchResult["sources"] = [
    {
      title: `${creator.name} on HypeCheck`,
      snippet: clip(profileSnippet, 240),
      url: `/creators/${creator.slug}`,
    },
  ];
  // Courses with the strongest findings first (the ones the risks cite), then the rest.
  const strongest = new Map<number, RedFlagFinding>();
  for (const { finding, courseId } of flags) if (!strongest.has(courseId)) strongest.set(courseId, finding);
  const ordered = [
    ...[...strongest.keys()].map((id) => record.courses.find((c) => c.id === id)!),
    ...record.courses.filter((c) => !strongest.has(c.id)),
  ];
  for (const course of ordered.slice(0, COURSE_SOURCES)) {
    const finding = strongest.get(course.id);
    out.push({
      title: course.title,
      snippet: finding ? `${finding.label}: ${quote(finding.phrase)}` : clip(course.description, 240),
      url: `/courses/${course.id}`,
    });
  }
  if (reports.confirmed + reports.open > 0) {
    out.push({
      title: "Community scam reports",
      snippet: `${reports.confirmed} confirmed, ${reports.open} under review about ${creator.name}.`,
      url: "/community-reports",
    });
  }
  return out;
}

function summaryTask(
  record: CreatorRecord,
  flags: readonly CourseFinding[],
  draft: string,
  response: CreatorCheckText,
): ProseTask<string> {
  return {
    name: "creator-check",
    instructions:
      "Summarise for a consumer what HypeCheck's own records show about this online-course creator, in 2-4 " +
      `sentences and at most ${SUMMARY_MAX_LENGTH} characters. Use only the facts given, never outside knowledge; ` +
      "do not add numbers, names or accusations. Call something a scam only for confirmed community reports. " +
      "Say that 'unverified' means unchecked, not fraudulent. Answer with the summary text only.",
    facts: {
      draft,
      name: record.creator.name,
      verificationStatus: record.creator.status,
      specialties: record.creator.specialties,
      courses: record.totals,
      reviews: record.reviews,
      communityReports: record.reports,
      strongestRedFlags: strongest(flags).map(({ finding, courseTitle }) => ({
        label: finding.label,
        severity: finding.severity,
        phrase: finding.phrase,
        courseTitle,
      })),
      legitimacySignals: response.legitimacySignals,
      risks: response.risks,
    },
    schema: z.string().trim().min(1).max(SUMMARY_MAX_LENGTH),
    fallback: draft,
  };
}

/** No catalogue creator matches: say so, and what that does and does not mean. */
export function noRecordResult(name: string, reports: { confirmed: number; open: number }): CreatorCheckText {
  const reported =
    reports.confirmed + reports.open === 0
      ? ""
      : ` Community members have filed reports naming “${name}” (${reports.confirmed} confirmed as a scam, ${reports.open} under review); see the community reports page.`;
  return {
    name,
    source: CREATOR_CHECK_SOURCE,
    warning:
      reports.confirmed > 0
        ? `${plural(reports.confirmed, "community report")} naming “${name}” confirmed as a scam.`
        : null,
    summary:
      `We hold no record of a creator named “${name}” in the HypeCheck catalogue.${reported} ` +
      "That is not evidence either way: it only means nobody has listed or reviewed their courses here yet. " +
      "Before paying, look for a verifiable business registration, an earnings disclosure, a written refund " +
      "policy and reviews from students with proof of enrolment, or paste their sales page into the AI course analyzer.",
    legitimacySignals: [],
    risks: [],
    sources: [
      {
        title: "AI Course Analyzer",
        snippet: "Check a course's sales page for red flags and compare its price with our catalogue.",
        url: "/ai-course-analyzer",
      },
      ...(reports.confirmed + reports.open > 0
        ? [
            {
              title: "Community scam reports",
              snippet: `Reports naming “${name}”.`,
              url: "/community-reports",
            },
          ]
        : []),
    ],
    creator: null,
    engine: DETECTOR_VERSION,
  };
}

/** Several creators match a partial name equally well: list them to pick from. */
export function ambiguousResult(name: string, candidates: readonly CreatorProfile[]): CreatorCheckText {
  return {
    name,
    source: CREATOR_CHECK_SOURCE,
    warning: null,
    summary: `Several creators in our catalogue match “${name}”: ${list(candidates.map((c) => c.name))}. Enter the full name to check one of them.`,
    legitimacySignals: [],
    risks: [],
    sources: candidates.map((c) => ({
      title: `${c.name} on HypeCheck`,
      snippet: clip(c.bio.trim() || STATUS_TEXT[c.status], 240),
      url: `/creators/${c.slug}`,
    })),
    creator: null,
    engine: DETECTOR_VERSION,
  };
}

/**
 * The result for a matched creator, with the built-in summary in place, and the task the provider
 * may use to rewrite that summary from the same facts.
 */
export function creatorResult(record: CreatorRecord): {
  result: CreatorCheckText;
  summaryTask: ProseTask<string>;
} {
  const flags = redFlagsOf(record);
  const { creator, totals } = record;
  const result: CreatorCheckText = {
    name: creator.name,
    source: CREATOR_CHECK_SOURCE,
    warning: warning(record, flags),
    summary: builtinSummary(record),
    legitimacySignals: legitimacySignals(record),
    risks: risks(record, flags),
    sources: sources(record, flags),
    creator: {
      slug: creator.slug,
      verificationStatus: creator.status,
      courseCount: totals.courseCount,
      averageTrustScore: totals.averageTrust,
    },
    engine: DETECTOR_VERSION,
  };
  return { result, summaryTask: summaryTask(record, flags, result.summary, result) };
}
