// The trust score (docs/architecture.md "Trust score"): 0-100 from four
// equal factors of 25 points, each made only of evidence items, so the page can show which signals
// moved it. It reads the course's and creator's records, approved reviews, community reports and
// the red-flag detector's findings in the course's own copy (src/server/analysis/detector).
// Pure and deterministic; the browser and the server both import it.
import type {
  CommunityReportCounts,
  Detection,
  PositiveSignalCategory,
  RedFlagCategory,
  Severity,
} from "../contracts/analysis";
import type { CreatorVerificationStatus, TrustBreakdown } from "../contracts/catalog";
import { plural } from "./format";
import { bySeverityDescending, isMoreSevere } from "./severity";
import { trustBand } from "./trust-bands";

export type TrustFactorKey = "credibility" | "transparency" | "outcome" | "redFlags";

export const TRUST_FACTOR_MAX = 25;

/**
 * The formula's version, stored with every score (courses.trust_formula_version). Raise it with any
 * change to what a score is made of (points, bands, factors, confidence, the evidence read): every
 * stored score made by another version is then rescored when the server starts.
 */
export const TRUST_FORMULA_VERSION = 3;

export const TRUST_FACTOR_LABELS: Record<TrustFactorKey, string> = {
  credibility: "Creator credibility",
  transparency: "Transparency",
  outcome: "Student outcomes",
  redFlags: "Red flags",
};

const FACTOR_ORDER: readonly TrustFactorKey[] = ["credibility", "transparency", "outcome", "redFlags"];

/** The evidence we hold about a course now. */
export interface TrustInput {
  creatorStatus: CreatorVerificationStatus;
  /** Course marked verified by HypeCheck, and which parts of the verification record exist. */
  isVerified: boolean;
  hasVerifiedSource: boolean;
  hasVerificationDate: boolean;
  hasVerificationNotes: boolean;
  /** The seller makes income claims (any text on record). */
  hasIncomeClaims: boolean;
  /** Actual student outcomes are on record. */
  hasStudentOutcomes: boolean;
  redFlagCount: number;
  /**
   * Approved reviews only. rating is their honest rating (honest-rating.ts), null when count is 0;
   * withProof counts those with a proof link or a verified enrolment.
   */
  approvedReviews: { count: number; rating: number | null; withProof: number };
  priceStated: boolean;
  durationStated: boolean;
  levelStated: boolean;
  hasAffiliateLink: boolean;
  /** The detector's findings over the course's title, description, sales copy and claims; null: not analysed. */
  detection: Detection | null;
  /** Community reports about the creator. */
  communityReports: CommunityReportCounts;
  /**
   * Public enforcement records an admin confirmed are about the creator (docs/public-records.md),
   * by outcome: resolved (settled, judgment, order), open (alleged, warning, not stated) and
   * dismissed. Absent: none.
   */
  publicRecords?: PublicRecordCounts;
}

/** Confirmed public records about a creator, counted by what their outcome says. */
export interface PublicRecordCounts {
  resolved: number;
  open: number;
  dismissed: number;
}

/** One signal, tagged with the factor it moves. */
export interface TrustSignal {
  factor: TrustFactorKey;
  signal: string;
  points: number;
}

/** Points per signal, in one table so a reader can check the arithmetic. */
export const TRUST_POINTS = {
  creatorVerified: 13,
  creatorUnverified: 6,
  creatorSuspicious: -5,
  courseVerified: 8,
  verifiedSource: 4,
  priceStated: 8,
  durationStated: 6,
  levelStated: 3,
  verificationDate: 3,
  verificationNotes: 5,
  studentOutcomes: 8,
  /** The honest rating (honest-rating.ts) maps 1..5 stars onto 0..this. */
  ratingMax: 10,
  /** Review volume: a few reviews, and five or more. */
  someReviews: 1,
  manyReviews: 3,
  manyReviewsThreshold: 5,
  /** One point per review with proof of enrolment, up to the cap. */
  proofEach: 1,
  proofCap: 4,
  unbackedIncomeClaims: -6,
  redFlagAllowance: 25,
  /** A flag our reviewers recorded that the text detector did not find (or with no detection). */
  redFlagEach: -5,
  incomeClaims: -4,
  /** Each distinct red-flag category the detector found, by its severity. */
  detectedFlag: { high: -8, medium: -5, low: -2 } satisfies Record<Severity, number>,
  /** Community reports an admin confirmed as scams, each; open reports are listed but move nothing. */
  confirmedReportEach: -6,
  confirmedReportCap: -18,
  /**
   * Public records an admin confirmed are about the creator (formula version 3): an action that
   * ended in a settlement, judgment or order weighs as much as a confirmed scam report; one that
   * is only alleged (or a warning) half as much, since the source itself says it is not decided;
   * a dismissed one is listed with no points. Together at most the cap.
   */
  publicRecordResolved: -6,
  publicRecordOpen: -3,
  publicRecordCap: -12,
} as const;

/**
 * Detector categories that say something about a factor other than "red flags" (positive signals
 * add points; these red flags also take points from their own factor).
 */
export const POSITIVE_POINTS: Record<
  PositiveSignalCategory,
  { factor: TrustFactorKey; points: number; signal: string }
> = {
  "verifiable-credentials": { factor: "credibility", points: 3, signal: "Verifiable credentials stated" },
  "refund-policy": { factor: "transparency", points: 3, signal: "Refund policy stated" },
  "detailed-syllabus": { factor: "transparency", points: 3, signal: "Detailed syllabus published" },
  "time-commitment": { factor: "transparency", points: 2, signal: "Time commitment stated" },
  "earnings-disclosure": { factor: "transparency", points: 3, signal: "Earnings disclosure published" },
  "realistic-results": { factor: "outcome", points: 3, signal: "Realistic-results language" },
};
export const CROSS_FACTOR_FLAGS: Partial<
  Record<RedFlagCategory, { factor: TrustFactorKey; points: number; signal: string }>
> = {
  "inflated-credentials": { factor: "credibility", points: -4, signal: "Inflated credentials in the copy" },
  "review-suppression": { factor: "transparency", points: -6, signal: "Gag clause or review suppression" },
  "upsell-hidden-cost": { factor: "transparency", points: -4, signal: "Upsells or costs not in the price" },
  "contradicting-disclaimer": {
    factor: "transparency",
    points: -3,
    signal: "Fine print contradicts the claims",
  },
};

const round1 = (value: number) => Math.round(value * 10) / 10;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function credibilitySignals(input: TrustInput): TrustSignal[] {
  const factor = "credibility";
  const out: TrustSignal[] = [];
  if (input.creatorStatus === "verified") {
    out.push({
      factor,
      signal: "Creator's identity and track record are verified",
      points: TRUST_POINTS.creatorVerified,
    });
  } else if (input.creatorStatus === "unverified") {
    out.push({ factor, signal: "Creator not verified yet", points: TRUST_POINTS.creatorUnverified });
  } else {
    out.push({ factor, signal: "Creator flagged as suspicious", points: TRUST_POINTS.creatorSuspicious });
  }
  out.push(
    input.isVerified
      ? { factor, signal: "Course verified by HypeCheck", points: TRUST_POINTS.courseVerified }
      : { factor, signal: "Course not verified", points: 0 },
  );
  if (input.hasVerifiedSource) {
    out.push({ factor, signal: "Verification source on record", points: TRUST_POINTS.verifiedSource });
  }
  const { confirmed, open } = input.communityReports;
  if (confirmed > 0) {
    out.push({
      factor,
      signal: `${plural(confirmed, "community report", "community reports")} confirmed as a scam`,
      points: Math.max(TRUST_POINTS.confirmedReportCap, confirmed * TRUST_POINTS.confirmedReportEach),
    });
  }
  if (open > 0) {
    out.push({
      factor,
      signal: `${plural(open, "community report", "community reports")} under review (no points until confirmed)`,
      points: 0,
    });
  }
  out.push(...publicRecordSignals(input.publicRecords));
  return out;
}

/** Confirmed public records: resolved and open actions take points (together capped); dismissed ones none. */
function publicRecordSignals(records: PublicRecordCounts | undefined): TrustSignal[] {
  if (!records) return [];
  const factor = "credibility";
  const out: TrustSignal[] = [];
  let budget: number = TRUST_POINTS.publicRecordCap;
  const take = (points: number) => {
    const taken = Math.max(budget, points);
    budget -= taken;
    return taken;
  };
  if (records.resolved > 0) {
    out.push({
      factor,
      signal: `${plural(records.resolved, "public enforcement record", "public enforcement records")} about the creator ending in a settlement, judgment or order`,
      points: take(records.resolved * TRUST_POINTS.publicRecordResolved),
    });
  }
  if (records.open > 0) {
    out.push({
      factor,
      signal: `${plural(records.open, "public enforcement record", "public enforcement records")} about the creator with allegations not decided, or a warning`,
      points: take(records.open * TRUST_POINTS.publicRecordOpen),
    });
  }
  if (records.dismissed > 0) {
    out.push({
      factor,
      signal: `${plural(records.dismissed, "public enforcement record", "public enforcement records")} about the creator dismissed (no points)`,
      points: 0,
    });
  }
  return out;
}

/** Signals from the detector that belong to credibility, transparency and outcome. */
function detectorSignals(detection: Detection | null): TrustSignal[] {
  if (detection === null) return [];
  const out: TrustSignal[] = [];
  const positives = new Set(detection.positives.map((finding) => finding.category));
  for (const category of positives) {
    const rule = POSITIVE_POINTS[category];
    out.push({ factor: rule.factor, signal: rule.signal, points: rule.points });
  }
  const flags = new Set(detection.redFlags.map((finding) => finding.category));
  for (const category of flags) {
    const rule = CROSS_FACTOR_FLAGS[category];
    if (rule) out.push({ factor: rule.factor, signal: rule.signal, points: rule.points });
  }
  return out;
}

function transparencySignals(input: TrustInput): TrustSignal[] {
  const factor = "transparency";
  const out: TrustSignal[] = [];
  out.push(
    input.priceStated
      ? { factor, signal: "Price stated up front", points: TRUST_POINTS.priceStated }
      : { factor, signal: "Price not stated", points: 0 },
  );
  out.push(
    input.durationStated
      ? { factor, signal: "Course length stated", points: TRUST_POINTS.durationStated }
      : { factor, signal: "Course length not stated", points: 0 },
  );
  if (input.levelStated) out.push({ factor, signal: "Skill level stated", points: TRUST_POINTS.levelStated });
  if (input.hasVerificationDate) {
    out.push({ factor, signal: "Verification date on record", points: TRUST_POINTS.verificationDate });
  }
  if (input.hasVerificationNotes) {
    out.push({ factor, signal: "Verification notes published", points: TRUST_POINTS.verificationNotes });
  }
  if (input.hasAffiliateLink) {
    out.push({ factor, signal: "Affiliate link (disclosed; it does not change the score)", points: 0 });
  }
  return out;
}

function outcomeSignals(input: TrustInput): TrustSignal[] {
  const factor = "outcome";
  const out: TrustSignal[] = [];
  if (input.hasStudentOutcomes) {
    out.push({ factor, signal: "Actual student outcomes on record", points: TRUST_POINTS.studentOutcomes });
  } else if (input.hasIncomeClaims) {
    out.push({
      factor,
      signal: "Income claims with no student outcomes to back them",
      points: TRUST_POINTS.unbackedIncomeClaims,
    });
  }
  const { count, rating, withProof } = input.approvedReviews;
  if (count <= 0 || rating === null) {
    out.push({ factor, signal: "No approved reviews yet", points: 0 });
    return out;
  }
  const stars = clamp(rating, 1, 5);
  out.push({
    factor,
    signal: `Honest rating ${stars.toFixed(1)} from ${plural(count, "approved review", "approved reviews")}`,
    points: round1(((stars - 1) / 4) * TRUST_POINTS.ratingMax),
  });
  out.push(
    count >= TRUST_POINTS.manyReviewsThreshold
      ? {
          factor,
          signal: `${TRUST_POINTS.manyReviewsThreshold} or more approved reviews`,
          points: TRUST_POINTS.manyReviews,
        }
      : {
          factor,
          signal: `Fewer than ${TRUST_POINTS.manyReviewsThreshold} approved reviews`,
          points: TRUST_POINTS.someReviews,
        },
  );
  const proofs = Math.min(Math.max(0, withProof), TRUST_POINTS.proofCap);
  if (proofs > 0) {
    out.push({
      factor,
      signal: `${plural(withProof, "review includes", "reviews include")} proof of enrolment`,
      points: proofs * TRUST_POINTS.proofEach,
    });
  }
  return out;
}

/** The most severe finding of each red-flag category the detector found, most severe first. */
function detectedCategories(
  detection: Detection,
): Array<{ category: RedFlagCategory; label: string; severity: Severity }> {
  const worst = new Map<RedFlagCategory, { category: RedFlagCategory; label: string; severity: Severity }>();
  for (const finding of detection.redFlags) {
    const seen = worst.get(finding.category);
    if (isMoreSevere(finding.severity, seen?.severity)) {
      worst.set(finding.category, {
        category: finding.category,
        label: finding.label,
        severity: finding.severity,
      });
    }
  }
  return [...worst.values()].sort((a, b) => bySeverityDescending(a.severity, b.severity));
}

/**
 * Red flags: full marks, minus each distinct category the detector found in the copy (by
 * severity), minus flags our reviewers recorded beyond those (a recorded flag usually names the
 * same line the detector finds, so only the excess counts), minus income claims the detector did
 * not already count.
 */
function redFlagSignals(input: TrustInput): TrustSignal[] {
  const factor = "redFlags";
  const recorded = Math.max(0, Math.floor(input.redFlagCount));
  const detected = input.detection === null ? [] : detectedCategories(input.detection);
  const out: TrustSignal[] = [
    { factor, signal: "Full marks until red flags are found", points: TRUST_POINTS.redFlagAllowance },
  ];
  for (const flag of detected) {
    out.push({
      factor,
      signal: `Found in the copy: ${flag.label} (${flag.severity} severity)`,
      points: TRUST_POINTS.detectedFlag[flag.severity],
    });
  }
  const extraRecorded = Math.max(0, recorded - detected.length);
  if (extraRecorded > 0) {
    out.push({
      factor,
      signal:
        detected.length > 0
          ? `${plural(extraRecorded, "more red flag", "more red flags")} recorded by our reviewers`
          : `${plural(extraRecorded, "red flag", "red flags")} recorded`,
      points: extraRecorded * TRUST_POINTS.redFlagEach,
    });
  }
  const claimsCounted = detected.some((flag) => flag.category === "earnings-claim");
  if (input.hasIncomeClaims && !claimsCounted) {
    out.push({ factor, signal: "Makes income claims", points: TRUST_POINTS.incomeClaims });
  }
  if (detected.length === 0 && recorded === 0 && !input.hasIncomeClaims) {
    out.push({
      factor,
      signal:
        input.detection === null ? "No red flags recorded" : "No red flags recorded or found in the copy",
      points: 0,
    });
  }
  return out;
}

/** Every signal the evidence in `input` gives, in factor order. */
export function collectTrustSignals(input: TrustInput): TrustSignal[] {
  const extra = detectorSignals(input.detection);
  const byFactor = (key: TrustFactorKey) => extra.filter((signal) => signal.factor === key);
  return [
    ...credibilitySignals(input),
    ...byFactor("credibility"),
    ...transparencySignals(input),
    ...byFactor("transparency"),
    ...outcomeSignals(input),
    ...byFactor("outcome"),
    ...redFlagSignals(input),
  ];
}

/** What each kind of evidence adds to the confidence (0-100), in one table like TRUST_POINTS. */
export const TRUST_CONFIDENCE = {
  base: 10,
  /** Per approved review, up to reviewsCounted of them. */
  perReview: 4,
  reviewsCounted: 10,
  anyProof: 5,
  /** The course is verified and its source or date is on record. */
  verificationRecord: 20,
  /** The creator is verified or flagged as suspicious (not "unverified"). */
  creatorVerdict: 10,
  studentOutcomes: 15,
  /** The detector read the seller's own copy. */
  copyRead: 5,
  confirmedReport: 5,
  /** A public enforcement record an admin confirmed is about the creator. */
  confirmedPublicRecord: 5,
} as const;

/**
 * How much evidence the score stands on, 0-100: reviews, a verification record, a verdict on the
 * creator and documented outcomes each add to it; a course with none of them sits near the floor.
 */
export function trustConfidence(input: TrustInput): number {
  const c = TRUST_CONFIDENCE;
  const reviews = Math.min(Math.max(0, input.approvedReviews.count), c.reviewsCounted) * c.perReview;
  const proof = input.approvedReviews.withProof > 0 ? c.anyProof : 0;
  const record =
    input.isVerified && (input.hasVerifiedSource || input.hasVerificationDate) ? c.verificationRecord : 0;
  const creatorVerdict = input.creatorStatus === "unverified" ? 0 : c.creatorVerdict;
  const outcomes = input.hasStudentOutcomes ? c.studentOutcomes : 0;
  // Reading the seller's own copy is evidence too; a confirmed community report is more.
  const copyRead = input.detection !== null ? c.copyRead : 0;
  const reports = input.communityReports.confirmed > 0 ? c.confirmedReport : 0;
  const records = input.publicRecords;
  const publicRecords =
    records && records.resolved + records.open + records.dismissed > 0 ? c.confirmedPublicRecord : 0;
  return clamp(
    Math.round(
      c.base + reviews + proof + record + creatorVerdict + outcomes + copyRead + reports + publicRecords,
    ),
    0,
    100,
  );
}

/** Sums tagged signals into the four factors (each clamped to 0..25) and the rounded total. */
export function buildTrustBreakdown(
  signals: readonly TrustSignal[],
  confidence: number,
  computedAt: Date,
): TrustBreakdown {
  const factors = FACTOR_ORDER.map((key): TrustBreakdown["factors"][number] => {
    const evidence = signals
      .filter((s) => s.factor === key)
      .map((s) => ({ signal: s.signal, points: round1(s.points) }));
    const sum = evidence.reduce((total, item) => total + item.points, 0);
    return {
      key,
      label: TRUST_FACTOR_LABELS[key],
      score: round1(clamp(sum, 0, TRUST_FACTOR_MAX)),
      max: TRUST_FACTOR_MAX,
      evidence,
    };
  });
  const score = clamp(Math.round(factors.reduce((total, factor) => total + factor.score, 0)), 0, 100);
  const { band, label } = trustBand(score);
  return {
    score,
    band,
    bandLabel: label,
    confidence: clamp(Math.round(confidence), 0, 100),
    factors,
    computedAt: computedAt.toISOString(),
  };
}

export function computeTrustScore(input: TrustInput, computedAt: Date): TrustBreakdown {
  return buildTrustBreakdown(collectTrustSignals(input), trustConfidence(input), computedAt);
}

/** The course columns the score reads (a database row or an API object both fit). */
export interface TrustCourseRecord {
  creatorStatus: CreatorVerificationStatus;
  isVerified: boolean;
  verifiedSource: string | null;
  verificationDate: Date | string | null;
  verificationNotes: string | null;
  incomeClaims: string | null;
  actualStudentOutcomes: string | null;
  redFlags: readonly string[];
  priceCents: number | null;
  durationHours: number | null;
  level: string | null;
  affiliateUrl: string | null;
}

const NO_EXTRA_EVIDENCE = { detection: null, communityReports: { confirmed: 0, open: 0 } } as const;

const present = (text: string | null | undefined) => typeof text === "string" && text.trim() !== "";

/**
 * TrustInput from stored columns. "all-levels" is the column default, so it does not count as a
 * stated level; a duration of 0 hours is "not stated".
 */
export function trustInputFromRecord(
  course: TrustCourseRecord,
  approvedReviews: TrustInput["approvedReviews"],
  evidence: {
    detection: Detection | null;
    communityReports: CommunityReportCounts;
    publicRecords?: PublicRecordCounts;
  } = NO_EXTRA_EVIDENCE,
): TrustInput {
  return {
    creatorStatus: course.creatorStatus,
    isVerified: course.isVerified,
    hasVerifiedSource: present(course.verifiedSource),
    hasVerificationDate: course.verificationDate !== null && course.verificationDate !== "",
    hasVerificationNotes: present(course.verificationNotes),
    hasIncomeClaims: present(course.incomeClaims),
    hasStudentOutcomes: present(course.actualStudentOutcomes),
    redFlagCount: course.redFlags.filter((flag) => flag.trim() !== "").length,
    approvedReviews,
    priceStated: course.priceCents !== null && course.priceCents >= 0,
    durationStated: course.durationHours !== null && course.durationHours > 0,
    levelStated: course.level !== null && course.level !== "all-levels" && course.level !== "",
    hasAffiliateLink: present(course.affiliateUrl),
    detection: evidence.detection,
    communityReports: evidence.communityReports,
    ...(evidence.publicRecords ? { publicRecords: evidence.publicRecords } : {}),
  };
}
