// The URL analyzer's course analysis result, built by the engine alone: every number is
// derived from the detector's findings, the trust score and the catalogue, and each part says how.
// The AI routes call buildCourseAnalysis; a provider may later rewrite the prose, never the numbers.
import type { z } from "zod";
import type {
  AlternativeCourse,
  CourseAnalysis,
  Detection,
  RedFlagCategory,
  RiskLevel,
} from "../../shared/contracts/analysis";
import type { CreatorVerificationStatus, TrustBreakdown } from "../../shared/contracts/catalog";
import { plural } from "../../shared/domain/format";
import { DEFAULT_CURRENCY, formatMoney, fromMinor, toMinor } from "../../shared/domain/money";
import { computeTrustScore, type TrustInput } from "../../shared/domain/trust-score";
import { verdictOf } from "./verdict";

export interface AnalysisSubject {
  source: CourseAnalysis["source"];
  detection: Detection;
  /** A catalogue course's stored breakdown; null: score the text alone. */
  trust: TrustBreakdown | null;
  /** false: `trust` is a provisional score computed now, not one on record (verdict.ts). */
  trustStored?: boolean;
  /** The flags our reviewers recorded on the catalogue course. */
  recordedFlags?: readonly string[];
  creator: {
    name: string;
    status: CreatorVerificationStatus;
    courseCount: number;
    confirmedReports: number;
    openReports: number;
  } | null;
  /** In `currency`. */
  price: number | null;
  /** ISO 4217 code of `price` and `categoryPrices`; US dollars when not given. */
  currency?: string;
  /**
   * Same-category catalogue prices in `currency` (may be empty): the caller leaves out courses
   * priced in another currency, which are never compared (src/shared/domain/money.ts).
   */
  categoryPrices: readonly number[];
  /** How many same-category courses were left out for being priced in another currency. */
  otherCurrencyCount?: number;
  /** Catalogue courses to suggest (already chosen by the caller). */
  alternatives: ReadonlyArray<z.infer<typeof AlternativeCourse>>;
}

/** A price above this multiple of the category median counts as overpriced. */
export const OVERPRICED_RATIO = 1.5;
/** Likelihood is at most this share of the trust score: no course turns trust into certain income. */
export const LIKELIHOOD_FACTOR = 0.8;
export const LIKELIHOOD_UNREALISTIC_PENALTY = 20;
export const LIKELIHOOD_HYPE_PENALTY = 5;

/** Claims that make the promised return unrealistic when made with high severity. */
const UNREALISTIC: ReadonlySet<RedFlagCategory> = new Set([
  "earnings-claim",
  "trading-certainty",
  "recruitment",
  "guarantee",
]);
/** Hype about speed and effort that lowers the estimate a little each. */
const HYPE: ReadonlySet<RedFlagCategory> = new Set(["fast-results", "passive-income", "no-experience"]);

const RECOMMENDATIONS: Record<RiskLevel, string> = {
  high: "High risk: the page makes claims that honest courses do not make; do not buy unless the seller can show, in writing, what typical buyers actually earned.",
  medium:
    "Proceed with caution: check each flagged claim against independent reviews and the refund terms before you pay.",
  low: "No serious warning signs in this text; still compare the syllabus, price and refund terms with the alternatives before you buy.",
};

/** Text-only evidence: what the page itself shows, with no catalogue record behind it. */
function textOnlyInput(subject: AnalysisSubject): TrustInput {
  const { detection, creator } = subject;
  return {
    creatorStatus: creator?.status ?? "unverified",
    isVerified: false,
    hasVerifiedSource: false,
    hasVerificationDate: false,
    hasVerificationNotes: false,
    hasIncomeClaims: detection.redFlags.some((f) => f.category === "earnings-claim"),
    hasStudentOutcomes: false,
    redFlagCount: 0,
    approvedReviews: { count: 0, rating: null, withProof: 0 },
    priceStated: subject.price !== null,
    durationStated: false,
    levelStated: false,
    hasAffiliateLink: false,
    detection,
    communityReports: {
      confirmed: creator?.confirmedReports ?? 0,
      open: creator?.openReports ?? 0,
    },
  };
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const signed = (points: number) => (points > 0 ? `+${points}` : `${points}`);

function priceAnalysis(subject: AnalysisSubject): CourseAnalysis["priceAnalysis"] {
  const currency = subject.currency ?? DEFAULT_CURRENCY;
  const money = (value: number) => formatMoney(value, currency);
  const marketValue = median(subject.categoryPrices);
  const rounded = marketValue === null ? null : fromMinor(toMinor(marketValue, currency), currency);
  const count = plural(subject.categoryPrices.length, "catalogue course", "catalogue courses");
  const others = subject.otherCurrencyCount ?? 0;
  // Courses priced in another currency are named, never compared.
  const otherNote =
    others === 0
      ? ""
      : ` ${plural(others, "course")} in this category ${others === 1 ? "is" : "are"} priced in another currency: not compared.`;
  const priced = others === 0 ? "priced catalogue courses" : `catalogue courses priced in ${currency}`;
  if (subject.price === null) {
    return {
      marketValue: rounded,
      currency,
      overpriced: null,
      reasoning:
        rounded === null
          ? `No price was found and there are no ${others === 0 ? "catalogue courses" : priced} in this category to compare with.${otherNote}`
          : `No price was found; the median of ${count} in this category is ${money(rounded)}.${otherNote}`,
    };
  }
  if (rounded === null || rounded <= 0) {
    return {
      marketValue: rounded,
      currency,
      overpriced: null,
      reasoning: `Price ${money(subject.price)}; there are no ${priced} in this category to compare with.${otherNote}`,
    };
  }
  const ratio = subject.price / rounded;
  const overpriced = subject.price > OVERPRICED_RATIO * rounded;
  return {
    marketValue: rounded,
    currency,
    overpriced,
    reasoning: `Price ${money(subject.price)} is ${ratio.toFixed(1)}× the median of ${count} in this category (${money(rounded)}); above ${OVERPRICED_RATIO}× counts as overpriced.${otherNote}`,
  };
}

function expectedRoi(detection: Detection, trustScore: number): CourseAnalysis["expectedROI"] {
  const unrealistic = detection.redFlags.filter((f) => f.severity === "high" && UNREALISTIC.has(f.category));
  const hype = [...new Set(detection.redFlags.filter((f) => HYPE.has(f.category)).map((f) => f.label))];
  const base = Math.round(trustScore * LIKELIHOOD_FACTOR);
  const penalty =
    (unrealistic.length > 0 ? LIKELIHOOD_UNREALISTIC_PENALTY : 0) + hype.length * LIKELIHOOD_HYPE_PENALTY;
  const likelihood = Math.max(0, Math.min(100, base - penalty));
  const steps = [`${LIKELIHOOD_FACTOR} × trust score ${trustScore} = ${base}`];
  if (unrealistic.length > 0) {
    steps.push(
      `minus ${LIKELIHOOD_UNREALISTIC_PENALTY} for a high-severity claim (${unrealistic[0]!.label.toLowerCase()})`,
    );
  }
  if (hype.length > 0) {
    steps.push(`minus ${LIKELIHOOD_HYPE_PENALTY} each for ${hype.map((l) => l.toLowerCase()).join(", ")}`);
  }
  const fast = detection.redFlags.find((f) => f.category === "fast-results");
  const timeframe = fast
    ? `The page promises results "${fast.phrase}"; expect 6-12 months of steady work instead, and possibly no income.`
    : "6-12 months of steady work before any steady income, if it comes at all.";
  return {
    realistic: unrealistic.length === 0,
    timeframe,
    likelihood,
    basis: `An estimate, not a measurement: ${steps.join(", ")} = ${likelihood}%. It is our rough chance that a buyer earns back the price, not a promise of any income.`,
  };
}

function creatorCredibility(
  subject: AnalysisSubject,
  trust: TrustBreakdown,
): CourseAnalysis["creatorCredibility"] {
  const factor = trust.factors.find((f) => f.key === "credibility");
  const score = factor ? Math.round((factor.score / factor.max) * 100) : 0;
  const factors = (factor?.evidence ?? []).map((e) => `${e.signal} (${signed(e.points)})`);
  const { creator } = subject;
  if (creator) {
    factors.push(`Creator: ${creator.name}, ${creator.status}`);
    factors.push(`${plural(creator.courseCount, "course", "courses")} in our catalogue`);
    factors.push(
      `${plural(creator.confirmedReports, "confirmed community report", "confirmed community reports")}, ${creator.openReports} open`,
    );
  } else {
    factors.push("Creator not found in our catalogue: nothing independent backs the seller's claims");
  }
  return { score: Math.max(0, Math.min(100, score)), factors };
}

export function buildCourseAnalysis(subject: AnalysisSubject, engine: string, now: Date): CourseAnalysis {
  const { detection } = subject;
  const trust = subject.trust ?? computeTrustScore(textOnlyInput(subject), now);
  // The one verdict (verdict.ts): a text-only score rests on no record, so it does not raise the risk.
  const verdict = verdictOf({
    detection,
    trustScore: subject.trust !== null && subject.trustStored !== false ? subject.trust.score : null,
    recordedFlags: subject.recordedFlags,
    subject: subject.trust === null ? "page" : "course",
  });
  const riskLevel = verdict.riskLevel;
  return {
    trustScore: trust.score,
    riskLevel,
    recommendation: RECOMMENDATIONS[riskLevel],
    redFlags: verdict.findings.redFlags.map(findingLine),
    positiveSignals: verdict.findings.positives.map(findingLine),
    creatorCredibility: creatorCredibility(subject, trust),
    priceAnalysis: priceAnalysis(subject),
    expectedROI: expectedRoi(detection, trust.score),
    alternativeCourses: subject.alternatives.map((a) => a.title),
    alternatives: [...subject.alternatives],
    findings: detection,
    trustBreakdown: trust,
    source: subject.source,
    engine,
    analyzedAt: now.toISOString(),
    verdict,
  };
}

/** One line per finding of the verdict (which lists a repeated phrase once): `Label: "phrase"`. */
function findingLine(finding: { label: string; phrase: string }): string {
  return `${finding.label}: "${finding.phrase}"`;
}
