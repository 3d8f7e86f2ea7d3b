// The AI calls and their answers; the quotas per plan are in src/shared/domain/plans.ts.
import { z } from "zod";
import { GUEST_AI_LOOKS, GUEST_LOOKS_PER_ADDRESS } from "../domain/plans";
import { aiRoutes } from "./ai.routes";
import { AI_MESSAGES } from "./ai-messages";
import { CourseAnalysis, RedFlagFinding, RiskLevel, Verdict } from "./analysis";
import { CoercedRowId, Count, endpointKind, ITEM_WRITE_ERRORS, Score, storedRow, Timestamp } from "./common";
import { MatchedPublicRecord, RecordsSearched } from "./public-records";

export { AI_MESSAGES };

const CourseId = CoercedRowId;

export const COURSE_URL_MAX_LENGTH = 2048;

/**
 * POST /api/ai/analyze-course takes either {courseId, detail:false} (the card's quick look) or
 * {url} (the AI course analyzer). Exactly one of courseId and url.
 */
export const QuickLookBody = z.object({ courseId: CourseId, detail: z.boolean().optional().default(false) });
export const AnalyzeUrlBody = z.object({
  url: z
    .string()
    .trim()
    .min(1, AI_MESSAGES.urlRequired)
    .max(COURSE_URL_MAX_LENGTH, `A URL must be at most ${COURSE_URL_MAX_LENGTH} characters.`),
});
export const AnalyzeCourseBody = z.union([QuickLookBody.strict(), AnalyzeUrlBody.strict()]);
export type AnalyzeCourseBody = z.infer<typeof AnalyzeCourseBody>;

/** The card's short answer, citing the strongest findings. */
export const QuickLookResponse = z
  .object({
    answer: z.string(),
    courseId: z.number().int(),
    trustScore: Score.nullable(),
    riskLevel: RiskLevel,
    /** The strongest findings the answer cites (at most 3). */
    citations: z.array(RedFlagFinding),
    /** The course's one verdict, as its page and trust endpoint state it (riskLevel is its riskLevel). */
    verdict: Verdict,
    used: Count,
    /** -1: unlimited. */
    quota: z.number().int().min(-1),
  })
  .meta({ id: "QuickLook" });
export type QuickLook = z.infer<typeof QuickLookResponse>;

export const AnalyzeCourseResponse = z.union([QuickLookResponse, CourseAnalysis]);

/** GET /api/ai/limits: AI quick looks and URL analyses this month (total -1: unlimited). */
export const AiLimitsResponse = z
  .object({ used: Count, total: z.number().int().min(-1), resetAt: Timestamp })
  .meta({ id: "AiLimits" });
export type AiLimits = z.infer<typeof AiLimitsResponse>;

/** The client's random 21-character id (nanoid alphabet); any 8-64 URL-safe characters are accepted. */
export const RequestKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, "requestKey must be 8-64 letters, digits, '-' or '_'.");

export const DeepAnalyzeBody = z.strictObject({
  courseId: CourseId,
  force: z.boolean().optional().default(false),
  requestKey: RequestKey,
});
export type DeepAnalyzeBody = z.infer<typeof DeepAnalyzeBody>;

export const DeepReport = z
  .object({
    overview: z.string().min(1),
    credibilitySignals: z.array(z.string()),
    claimRealityCheck: z.string().min(1),
    risks: z.array(z.string()),
    recommendation: z.string().min(1),
    /** Percent. */
    confidence: Score,
  })
  .meta({ id: "DeepReport" });
export type DeepReport = z.infer<typeof DeepReport>;

export const DeepAnalyzeResponse = z
  .object({
    report: DeepReport,
    cached: z.boolean(),
    cachedAt: Timestamp,
    usedThisWeek: Count,
    quota: z.number().int().min(-1),
    engine: z.string(),
    courseId: z.number().int(),
  })
  .meta({ id: "DeepAnalysis" });
export type DeepAnalysis = z.infer<typeof DeepAnalyzeResponse>;

export const CREATOR_NAME_MAX_LENGTH = 120;
export const SearchCreatorBody = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, AI_MESSAGES.creatorNameRequired)
    .max(CREATOR_NAME_MAX_LENGTH, `A creator name must be at most ${CREATOR_NAME_MAX_LENGTH} characters.`),
});

/** The creator background check's result, plus the catalogue creator it matched. */
export const CreatorSearchResponse = z
  .object({
    name: z.string(),
    /** Where the facts came from, e.g. "HypeCheck catalogue, reviews and community reports". */
    source: z.string(),
    /** null when nothing calls for a warning. */
    warning: z.string().nullable(),
    summary: z.string(),
    legitimacySignals: z.array(z.string()),
    risks: z.array(z.string()),
    sources: z.array(z.object({ title: z.string(), snippet: z.string(), url: z.string() })),
    creator: z
      .object({
        slug: z.string(),
        verificationStatus: z.enum(["verified", "unverified", "suspicious"]),
        courseCount: Count,
        averageTrustScore: Score.nullable(),
      })
      .nullable(),
    engine: z.string(),
    /**
     * Public enforcement records naming the name, each saying how it matched: "confirmed" (an admin
     * linked it to the catalogue creator, with evidence), "name+site" or "name+company", or "name"
     * only (someone else may share the name: shown with that warning, never attached).
     */
    publicRecords: z.array(MatchedPublicRecord),
    /** Every source of public records searched, how many records it holds and how fresh it is. */
    recordsSearched: z.array(RecordsSearched),
  })
  .meta({ id: "CreatorSearchResult" });
export type CreatorSearchResult = z.infer<typeof CreatorSearchResponse>;

// ---- Admin: AI usage logs (/admin/ai-usage and its CSV export) ----

/** The page sizes the admin page offers; the API takes any limit from 1 to the largest (scripts use it too). */
export const AI_LOG_PAGE_SIZES = [25, 50, 100, 250, 500] as const;
export const AI_LOG_MAX_LIMIT = 500;
export const AiUsageQuery = z.object({
  limit: z.coerce
    .number()
    .int("limit must be a whole number from 1 to 500.")
    .min(1, "limit must be a whole number from 1 to 500.")
    .max(AI_LOG_MAX_LIMIT, "limit must be a whole number from 1 to 500.")
    .default(100),
});

export const AiUsageLogEntry = storedRow({
  ts: Timestamp,
  route: z.string(),
  model: z.string(),
  courseId: z.number().int().nullable(),
  creatorName: z.string().nullable(),
  query: z.string().nullable(),
  promptTokens: z.number().int().nullable(),
  completionTokens: z.number().int().nullable(),
  totalTokens: z.number().int().nullable(),
  durationMs: Count,
  error: z.string().nullable(),
}).meta({ id: "AiUsageLogEntry" });
export type AiUsageLogEntry = z.infer<typeof AiUsageLogEntry>;
export const AiUsageListResponse = z.array(AiUsageLogEntry);

/** Columns and order of the CSV export. */
export const AI_LOG_CSV_COLUMNS = [
  "ts",
  "route",
  "model",
  "courseId",
  "creatorName",
  "query",
  "promptTokens",
  "completionTokens",
  "totalTokens",
  "durationMs",
  "error",
  "id",
] as const;

// ---- Endpoints ----

const open = endpointKind({ tags: ["ai"], status: 200, errors: [429] });
const admin = endpointKind({ tags: ["ai", "admin"], status: 200, errors: [400, 401, 403, 429] });

/** Every endpoint of the AI features, keyed as in ai.routes.ts. */
export const aiEndpoints = {
  analyzeCourse: open(aiRoutes.analyzeCourse, AnalyzeCourseResponse, {
    summary:
      "AI Quick Look at a catalogue course ({courseId, detail:false}) or analysis of a course URL ({url})",
    description:
      `Quick look: a short answer citing the strongest red flags and the trust score. Takes one AI look: ` +
      `guests get ${GUEST_AI_LOOKS} per browser a month (a visitor cookie; at most ${GUEST_LOOKS_PER_ADDRESS} per ` +
      `client address), then 401 "${AI_MESSAGES.guestLimit}"; ` +
      `members their plan's monthly quota, then 429 "${AI_MESSAGES.memberLimit}" with Retry-After until the ` +
      `reset. URL: members on a plan with the analyzer (else 403); takes a look from the same monthly ` +
      "counter, given back when the page cannot be analysed.",
    body: AnalyzeCourseBody,
    errors: [400, 401, 403, 404, 415, 422, 502],
  }),
  limits: open(aiRoutes.limits, AiLimitsResponse, {
    summary: "AI looks used this month and the allowance (total -1: unlimited)",
    description: `Guests: their browser's looks of ${GUEST_AI_LOOKS}. Members: quick looks and URL analyses this month.`,
  }),
  deepAnalyze: open(aiRoutes.deepAnalyze, DeepAnalyzeResponse, {
    summary: "Full AI report on a course: cached per course (free to read), or generated (one weekly report)",
    description:
      "force=true regenerates. A repeated requestKey answers the first response unchanged and is charged " +
      "once; concurrent identical requests share one run. Over the weekly quota: 429 " +
      `"${AI_MESSAGES.reportsUsedUp}" with Retry-After until Monday 00:00 UTC.`,
    body: DeepAnalyzeBody,
    errors: ITEM_WRITE_ERRORS,
  }),
  searchCreator: open(aiRoutes.searchCreator, CreatorSearchResponse, {
    summary: "Creator background check from HypeCheck's own records (Pro Investigator)",
    description:
      "Finds the catalogue creator the name means, tolerating typos, and reports their verification status, " +
      "courses and trust scores, approved reviews, community reports and the red-flag detector's strongest " +
      "findings, with links to the pages behind them, and the public enforcement records naming the name " +
      "(catalogue creator or not), each saying how it matched, with the sources searched and their freshness. " +
      "An unknown name answers 200 with creator null; a " +
      `partial name several creators share answers a list to pick from. Guests 401; plans without background ` +
      `checks 403 "${AI_MESSAGES.backgroundCheckNeedsPro}".`,
    body: SearchCreatorBody,
    errors: [400, 401, 403, 415],
  }),
  usageLog: admin(aiRoutes.usageLog, AiUsageListResponse, {
    summary: "Admin: the AI usage log, newest first",
    query: AiUsageQuery,
  }),
};
