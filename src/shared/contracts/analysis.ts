// What the analysis engine finds in text (src/server/analysis) and the course analysis result of
// the URL analyzer. Shared so the browser can highlight phrases and the trust score can read them.
import { z } from "zod";
import { TERMS_KINDS } from "./analysis-terms";
import { CourseIdParams, TrustBreakdown } from "./catalog";
import { Count, endpointKind, Score, storedRow, Timestamp } from "./common";
import { MatchedPublicRecord, RecordsSearched } from "./public-records";
import { trustRoutes } from "./trust.routes";

/**
 * Deceptive practices the US FTC names in money-making and business-coaching offers.
 * Order is the order the UI lists them in.
 */
export const RED_FLAG_CATEGORIES = [
  "earnings-claim",
  "fast-results",
  "passive-income",
  "guarantee",
  "no-experience",
  "lifestyle",
  "atypical-testimonial",
  "secret-system",
  "inflated-credentials",
  "ai-washing",
  "urgency-scarcity",
  "upsell-hidden-cost",
  "review-suppression",
  "contradicting-disclaimer",
  "market-hype",
  "recruitment",
  "trading-certainty",
  "pitch-language",
] as const;
export const RedFlagCategory = z.enum(RED_FLAG_CATEGORIES);
export type RedFlagCategory = z.infer<typeof RedFlagCategory>;

export const POSITIVE_SIGNAL_CATEGORIES = [
  "refund-policy",
  "detailed-syllabus",
  "realistic-results",
  "earnings-disclosure",
  "verifiable-credentials",
  "time-commitment",
] as const;
export const PositiveSignalCategory = z.enum(POSITIVE_SIGNAL_CATEGORIES);
export type PositiveSignalCategory = z.infer<typeof PositiveSignalCategory>;

export const SEVERITIES = ["low", "medium", "high"] as const;
export const Severity = z.enum(SEVERITIES);
export type Severity = z.infer<typeof Severity>;

export const RISK_LEVELS = ["low", "medium", "high"] as const;
export const RiskLevel = z.enum(RISK_LEVELS);
export type RiskLevel = z.infer<typeof RiskLevel>;

/** Which text a phrase was found in; start/end are UTF-16 offsets into that text (end exclusive). */
export const ANALYSIS_FIELDS = ["title", "description", "salesCopy", "incomeClaims", "page", "text"] as const;
export const AnalysisField = z.enum(ANALYSIS_FIELDS);
export type AnalysisField = z.infer<typeof AnalysisField>;

const Span = {
  field: AnalysisField,
  /** The exact text as written, so text.slice(start, end) === phrase. */
  phrase: z.string(),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  /** One line a reader can check against the phrase. */
  explanation: z.string(),
};

export const RedFlagFinding = z
  .object({
    category: RedFlagCategory,
    label: z.string(),
    severity: Severity,
    ...Span,
    /** What regulators say about this kind of claim, in our words, with the rule or decision it comes from. */
    authority: z.string().optional(),
  })
  .meta({ id: "RedFlagFinding" });
export type RedFlagFinding = z.infer<typeof RedFlagFinding>;

export const PositiveFinding = z
  .object({ category: PositiveSignalCategory, label: z.string(), ...Span })
  .meta({ id: "PositiveFinding" });
export type PositiveFinding = z.infer<typeof PositiveFinding>;

/** A word or phrase that pushed the learned layer's score towards "money-making pitch". */
export const PitchReason = z.object({
  field: AnalysisField,
  phrase: z.string(),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  /** Its share of the model's score (log-odds), larger is stronger. */
  weight: z.number(),
});
export type PitchReason = z.infer<typeof PitchReason>;

/**
 * The learned layer's reading of the whole text: a probability that it is a money-making pitch, the
 * threshold it was compared with, the phrases that weighed most, and the rule findings it set aside
 * because the text as a whole is not a pitch (a warning that quotes hype, an honest disclosure).
 */
export const PitchAssessment = z
  .object({
    model: z.string(),
    score: z.number().min(0).max(1),
    threshold: z.number().min(0).max(1),
    verdict: z.enum(["pitch", "not-pitch"]),
    reasons: z.array(PitchReason),
    setAside: z.array(RedFlagFinding),
  })
  .meta({ id: "PitchAssessment" });
export type PitchAssessment = z.infer<typeof PitchAssessment>;

/** The elements of the FTC Business Opportunity Rule's earnings claim statement (16 CFR 437.4). */
export const EARNINGS_STATEMENT_ELEMENTS = ["who", "period", "buyers", "substantiation"] as const;
export const EarningsStatementElement = z.enum(EARNINGS_STATEMENT_ELEMENTS);
export type EarningsStatementElement = z.infer<typeof EarningsStatementElement>;

/** One earnings claim and which statement elements appear with it (each quoting its phrase). */
export const EarningsClaimCheck = z
  .object({
    claim: RedFlagFinding,
    present: z.array(
      z.object({ element: EarningsStatementElement, phrase: z.string(), start: z.number(), end: z.number() }),
    ),
    missing: z.array(EarningsStatementElement),
    /** One line per missing element ("no number of buyers"). */
    missingLines: z.array(z.string()),
  })
  .meta({ id: "EarningsClaimCheck" });
export type EarningsClaimCheck = z.infer<typeof EarningsClaimCheck>;

export const TermsKind = z.enum(TERMS_KINDS);
export type TermsKind = z.infer<typeof TermsKind>;

/** A term of the sale found in the text ("Terms at a glance"), quoting the phrase it came from. */
export const TermsItem = z.object({ kind: TermsKind, label: z.string(), ...Span }).meta({ id: "TermsItem" });
export type TermsItem = z.infer<typeof TermsItem>;

export const Detection = z.object({
  redFlags: z.array(RedFlagFinding),
  positives: z.array(PositiveFinding),
  /** The learned layer's reading (absent in findings stored before it existed). */
  pitch: PitchAssessment.optional(),
  /** Earnings claims checked against the earnings claim statement elements. */
  earningsClaims: z.array(EarningsClaimCheck).optional(),
  /** Refund, billing, arbitration and review terms, each with its phrase. */
  terms: z.array(TermsItem).optional(),
});
export type Detection = z.infer<typeof Detection>;

/** One red flag as a verdict lists it: a phrase a course's copy (or its page) repeats counted once. */
export const VerdictRedFlag = z.object({
  category: RedFlagCategory,
  label: z.string(),
  severity: Severity,
  phrase: z.string(),
  explanation: z.string(),
});
export type VerdictRedFlag = z.infer<typeof VerdictRedFlag>;

/** One positive signal as a verdict lists it (never a phrase the verdict also lists as a red flag). */
export const VerdictPositive = z.object({
  category: PositiveSignalCategory,
  label: z.string(),
  phrase: z.string(),
});
export type VerdictPositive = z.infer<typeof VerdictPositive>;

/**
 * What HypeCheck says about one course or page, computed once on the server
 * (src/server/analysis/verdict.ts) and read by every panel: the risk level (the detector's, raised
 * to the trust score's band when a score is on record), a one-line headline saying why, the red
 * flags counted once each, the positive signals and the flags our reviewers recorded.
 */
export const Verdict = z
  .object({
    riskLevel: RiskLevel,
    headline: z.string(),
    /** The trust score the risk level read; null: none on record, the findings alone decide. */
    trustScore: Score.nullable(),
    /** That score's band ("High Risk"); null with no score. */
    bandLabel: z.string().nullable(),
    /** The red flags listed: the detector's (each phrase once) and the reviewers' recorded flags. */
    redFlagCount: Count,
    findings: z.object({ redFlags: z.array(VerdictRedFlag), positives: z.array(VerdictPositive) }),
    /** Flags our reviewers wrote on the course record (empty for a page not in the catalogue). */
    recordedFlags: z.array(z.string()),
  })
  .meta({ id: "Verdict" });
export type Verdict = z.infer<typeof Verdict>;

/** Community reports about a course's creator, as the trust score and background check read them. */
export const CommunityReportCounts = z.object({
  /** Reports an admin marked 'Scam Confirmed'. */
  confirmed: Count,
  /** Reports still 'Pending Review' or being investigated. */
  open: Count,
});
export type CommunityReportCounts = z.infer<typeof CommunityReportCounts>;

/** A catalogue course offered as an alternative (alternativeCourses lists the names). */
export const AlternativeCourse = storedRow({
  title: z.string(),
  trustScore: Score.nullable(),
  price: z.number().min(0),
  /** ISO 4217 code of `price`. */
  currency: z.string(),
});

/**
 * The URL analyzer's course analysis result, plus the evidence behind it: the findings with
 * their phrases and the factor breakdown of the trust score.
 */
export const CourseAnalysis = z
  .object({
    trustScore: Score,
    riskLevel: RiskLevel,
    recommendation: z.string(),
    /** One line per red flag found (label: "phrase"). */
    redFlags: z.array(z.string()),
    positiveSignals: z.array(z.string()),
    creatorCredibility: z.object({ score: Score, factors: z.array(z.string()) }),
    priceAnalysis: z.object({
      /**
       * Median price of the category's catalogue courses in `currency` (the price's: courses priced
       * in another currency are not compared); null when there is nothing to compare with.
       */
      marketValue: z.number().min(0).nullable(),
      /** ISO 4217 code of the price and the market value. */
      currency: z.string(),
      /** null when the price or the market value is unknown. */
      overpriced: z.boolean().nullable(),
      reasoning: z.string(),
    }),
    expectedROI: z.object({
      realistic: z.boolean(),
      timeframe: z.string(),
      /** 0-100, derived from the trust score and the claims; `basis` says how. */
      likelihood: Score,
      basis: z.string(),
    }),
    alternativeCourses: z.array(z.string()),
    alternatives: z.array(AlternativeCourse),
    findings: Detection,
    trustBreakdown: TrustBreakdown,
    source: z.object({
      kind: z.enum(["url", "text", "course"]),
      url: z.string().nullable(),
      courseId: z.number().int().nullable(),
      title: z.string().nullable(),
    }),
    /** "builtin-N" or the provider's model name when it wrote the prose. */
    engine: z.string(),
    analyzedAt: Timestamp,
    /** The one verdict (riskLevel above is its riskLevel). */
    verdict: Verdict,
    /**
     * The URL analyzer only: the seller the page names (page facts) and the public enforcement
     * records naming it, each saying how it matched, in the background check's shape; the sources
     * searched with their freshness.
     */
    seller: z
      .object({
        name: z.string().nullable(),
        publicRecords: z.array(MatchedPublicRecord),
        recordsSearched: z.array(RecordsSearched),
      })
      .optional(),
  })
  .meta({ id: "CourseAnalysis" });
export type CourseAnalysis = z.infer<typeof CourseAnalysis>;

/** GET /api/courses/{id}/trust: the stored score with every piece of evidence behind it. */
export const CourseTrustResponse = z
  .object({
    courseId: z.number().int(),
    title: z.string(),
    trustScore: Score.nullable(),
    breakdown: TrustBreakdown.nullable(),
    findings: Detection,
    communityReports: CommunityReportCounts,
    /** The one verdict every panel of the course page reads. */
    verdict: Verdict,
  })
  .meta({ id: "CourseTrust" });
export type CourseTrust = z.infer<typeof CourseTrustResponse>;

/** One line of GET /api/export/trust-scores.jsonl. */
export const TrustExportLine = z
  .object({
    courseId: z.number().int(),
    title: z.string(),
    creator: z.string(),
    category: z.string(),
    trustScore: Score.nullable(),
    band: z.string().nullable(),
    confidence: Score.nullable(),
    factors: TrustBreakdown.shape.factors.nullable(),
    redFlags: z.array(z.object({ category: RedFlagCategory, severity: Severity, phrase: z.string() })),
    positives: z.array(z.object({ category: PositiveSignalCategory, phrase: z.string() })),
    computedAt: Timestamp.nullable(),
  })
  .meta({ id: "TrustExportLine" });
export type TrustExportLine = z.infer<typeof TrustExportLine>;

// ---- Endpoints ----

const open = endpointKind({ tags: ["open data"], status: 200, errors: [400, 404, 429] });

/** Every endpoint of the open data, keyed as in trust.routes.ts. */
export const trustEndpoints = {
  course: open(trustRoutes.course, CourseTrustResponse, {
    summary: "A course's trust score with its factors, evidence, detector findings and community reports",
    description:
      "trustScore and breakdown are as last computed (null: not scored yet). findings are the " +
      "red-flag detector's over the course's title, description, sales copy and income claims, " +
      "with each phrase and its position. communityReports counts reports about the creator: " +
      "confirmed ('Scam Confirmed') and open (pending or under investigation).",
    params: CourseIdParams,
  }),
};
