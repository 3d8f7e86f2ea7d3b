// The consumer tools that read the catalogue's evidence: the fake-guru list
// (GET /api/fake-gurus) and the ad-fatigue check (GET /api/ad-fatigue). Every figure comes from
// recorded data, never a random or invented one.
import { z } from "zod";
import { CreatorVerificationStatus } from "./catalog";
import { Count, endpointKind, Score, searchText, storedRow } from "./common";
import { toolRoutes } from "./tools.routes";

// ---- Fake-guru list ----

export const FAKE_GURU_SEARCH_MAX_LENGTH = 100;
/** A creator whose courses average below this trust score is listed (the "High Risk" band). */
export const LOW_TRUST_BELOW = 50;
/** The list is the worst offenders first; more than this many is a search's job. */
export const FAKE_GURU_LIST_LIMIT = 100;

export const FakeGuruQuery = z.object({
  /** Part of a creator's name; trimmed; blank lists everyone who qualifies. */
  search: searchText(FAKE_GURU_SEARCH_MAX_LENGTH),
});
export type FakeGuruQuery = z.infer<typeof FakeGuruQuery>;

export const FakeGuruStats = z.object({
  /** Creators our reviewers flagged as suspicious. */
  suspiciousCreators: Count,
  /** Community reports confirmed as scams ('Scam Confirmed'). */
  confirmedReports: Count,
  /** Courses with a trust score below 50. */
  lowTrustCourses: Count,
  /** Every creator in the catalogue: the ones we checked. */
  creatorsChecked: Count,
});
export type FakeGuruStats = z.infer<typeof FakeGuruStats>;

export const FakeGuruItem = z.object({
  creatorId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  verificationStatus: CreatorVerificationStatus,
  /** Why the creator is listed, in plain words, most serious first. */
  reasons: z.array(z.string()),
  /** Mean trust score of the creator's scored courses, rounded; null when none is scored. */
  averageTrustScore: Score.nullable(),
  confirmedReports: Count,
  /** Reports pending review or under investigation. */
  openReports: Count,
  /** The creator's lowest-scored course. */
  worstCourse: storedRow({ title: z.string(), trustScore: Score }).nullable(),
});
export type FakeGuruItem = z.infer<typeof FakeGuruItem>;

export const FakeGuruResponse = z.object({ stats: FakeGuruStats, items: z.array(FakeGuruItem) });
export type FakeGuruResponse = z.infer<typeof FakeGuruResponse>;

// ---- Ad-fatigue check ----

export const AD_QUERY_MAX_LENGTH = 200;
/** Complete ISO weeks (Monday 00:00 UTC) the check looks back over. */
export const AD_WEEKS = 4;
/** A course advertised more than 5 times a week is probably fake. */
export const AD_PROBABLY_FAKE_ABOVE_PER_WEEK = 5;
/** From this many a week on average (up to 5), advertising counts as heavy. */
export const AD_HEAVY_FROM_PER_WEEK = 3;
/** Fewer sightings than this in the whole window is too little to judge. */
export const AD_MIN_SIGHTINGS = 3;

export const AdFatigueQuery = z.object({
  /** A course title, a creator's name or a course URL. */
  query: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z
      .string({ error: "Enter a course title, creator name or course URL." })
      .min(1, "Enter a course title, creator name or course URL.")
      .max(AD_QUERY_MAX_LENGTH, `The text must be at most ${AD_QUERY_MAX_LENGTH} characters.`),
  ),
});
export type AdFatigueQuery = z.infer<typeof AdFatigueQuery>;

export const AD_VERDICTS = ["probably-fake", "heavy", "normal", "not-enough-data"] as const;
export const AdVerdict = z.enum(AD_VERDICTS);
export type AdVerdict = z.infer<typeof AdVerdict>;

export const AdFatigueResponse = z.object({
  /** The catalogue course or creator the text was matched to; null: nothing matched. */
  match: z
    .object({
      kind: z.enum(["course", "creator"]),
      id: z.number().int(),
      name: z.string(),
      /** Where the page links: /courses/{id} or /creators/{slug}. */
      link: z.string(),
    })
    .nullable(),
  /** The last 4 complete weeks, oldest first; weekStart is a Monday, YYYY-MM-DD (UTC). */
  weeks: z.array(z.object({ weekStart: z.string(), sightings: Count })),
  total: Count,
  /** total / 4, to 2 decimals. */
  perWeek: z.number().min(0),
  /** Where the ads were seen, most first. */
  platforms: z.array(z.object({ platform: z.string(), sightings: z.number().int().min(1) })),
  verdict: AdVerdict,
  /** The rule applied and the numbers behind it, one sentence each. */
  reasoning: z.array(z.string()),
});
export type AdFatigueResult = z.infer<typeof AdFatigueResponse>;

// ---- Endpoints ----

const open = endpointKind({ tags: ["tools"], status: 200, errors: [400, 429] });

/** Every endpoint of the consumer tools, keyed as in tools.routes.ts. */
export const toolEndpoints = {
  fakeGurus: open(toolRoutes.fakeGurus, FakeGuruResponse, {
    summary: "Creators our evidence points at, worst first, with live headline figures",
    description:
      "Listed: creators flagged suspicious by our reviewers, with at least one community report " +
      "confirmed as a scam, or whose scored courses average a trust score below 50. Ordered by " +
      "confirmed reports, then the suspicious flag, then the lowest average trust score; at most 100. " +
      "search: part of a creator's name (any case, typo-tolerant). stats do not depend on search.",
    query: FakeGuruQuery,
  }),
  adFatigue: open(toolRoutes.adFatigue, AdFatigueResponse, {
    summary: "How often a course or creator was advertised over the last 4 complete weeks",
    description:
      "query: a course title, a creator's name or a course URL (trimmed, 1-200 characters). " +
      "Counted from recorded ad sightings per ISO week (UTC). verdict: probably-fake above 5 a " +
      "week on average, heavy from 3, normal below, not-enough-data under 3 sightings or no match.",
    query: AdFatigueQuery,
  }),
};
