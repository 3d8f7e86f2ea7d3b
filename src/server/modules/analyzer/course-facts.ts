// Everything the quick look and the full report say about a catalogue course, read in one place:
// the course and its creator, the stored trust breakdown (or the provisional score when the course
// has not been scored yet), the detector's findings (stored, or run now), approved reviews and the
// community reports about its creator.
import { and, count, eq, sql } from "drizzle-orm";
import {
  type CommunityReportCounts,
  Detection,
  type RedFlagFinding,
  type RiskLevel,
  type Verdict,
} from "../../../shared/contracts/analysis";
import { type CreatorVerificationStatus, TrustBreakdown } from "../../../shared/contracts/catalog";
import { fromMinor } from "../../../shared/domain/money";
import { SEVERITIES_MOST_SEVERE_FIRST } from "../../../shared/domain/severity";
import { computeTrustScore, trustInputFromRecord } from "../../../shared/domain/trust-score";
import { distinctFindings, verdictOf, verdictRiskLevel } from "../../analysis/verdict";
import type { Db } from "../../db/client";
import { categories } from "../../db/schema/categories";
import { communityReports } from "../../db/schema/community-reports";
import { courses } from "../../db/schema/courses";
import { creators } from "../../db/schema/creators";
import { reviews } from "../../db/schema/reviews";
import { selectCourse } from "../courses/course-rows";
import { approvedReviewsOf, detectCourse, reviewFigures } from "../trust/trust-engine";

export interface CourseFacts {
  id: number;
  title: string;
  description: string;
  salesCopy: string;
  incomeClaims: string | null;
  actualStudentOutcomes: string | null;
  /** The flags our reviewers recorded on the course. */
  recordedFlags: string[];
  /** In `currency`. */
  price: number;
  currency: string;
  isVerified: boolean;
  verifiedSource: string | null;
  verificationNotes: string | null;
  categoryName: string;
  creator: { id: number; name: string; slug: string; status: CreatorVerificationStatus };
  trust: TrustBreakdown;
  /** false: the course has no stored score yet and `trust` is the provisional one computed now. */
  trustStored: boolean;
  detection: Detection;
  reviews: { count: number; averageRating: number | null; withProof: number };
  communityReports: CommunityReportCounts;
}

/** Whether a course exists (the 404 check before anything is charged). */
export async function courseExists(db: Db, courseId: number): Promise<boolean> {
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  return row !== undefined;
}

export async function loadCourseFacts(db: Db, courseId: number, now: Date): Promise<CourseFacts> {
  const row = await selectCourse(db, courseId, {
    id: courses.id,
    title: courses.title,
    description: courses.description,
    salesCopy: courses.salesCopy,
    incomeClaims: courses.incomeClaims,
    actualStudentOutcomes: courses.actualStudentOutcomes,
    priceCents: courses.priceCents,
    currency: courses.currency,
    durationHours: courses.durationHours,
    level: courses.level,
    isVerified: courses.isVerified,
    verifiedSource: courses.verifiedSource,
    verificationDate: courses.verificationDate,
    verificationNotes: courses.verificationNotes,
    redFlags: courses.redFlags,
    affiliateUrl: courses.affiliateUrl,
    trustBreakdown: courses.trustBreakdown,
    detectorFindings: courses.detectorFindings,
    categoryName: categories.name,
    creatorId: creators.id,
    creatorName: creators.name,
    creatorSlug: creators.slug,
    creatorStatus: creators.verificationStatus,
  });

  const [reviewStats, reportStats] = await Promise.all([
    db
      .select({
        count: count(),
        average: sql<string | null>`round(avg(${reviews.rating}), 2)::text`,
        withProof: sql<number>`(count(*) filter (where ${reviews.proofUrl} is not null))::int`,
      })
      .from(reviews)
      .where(and(eq(reviews.courseId, courseId), eq(reviews.status, "approved"))),
    db
      .select({
        confirmed: sql<number>`count(*) filter (where ${communityReports.status} = 'verified')::int`,
        open: sql<number>`count(*) filter (where ${communityReports.status} in ('pending', 'investigating'))::int`,
      })
      .from(communityReports)
      .where(eq(communityReports.creatorId, row.creatorId)),
  ]);
  const communityReportCounts = {
    confirmed: Number(reportStats[0]?.confirmed ?? 0),
    open: Number(reportStats[0]?.open ?? 0),
  };
  const approved = {
    count: Number(reviewStats[0]?.count ?? 0),
    averageRating: reviewStats[0]?.average == null ? null : Number(reviewStats[0].average),
    withProof: Number(reviewStats[0]?.withProof ?? 0),
  };

  const storedFindings = row.detectorFindings === null ? null : Detection.safeParse(row.detectorFindings);
  const detection = storedFindings?.success ? storedFindings.data : detectCourse(row);

  const storedTrust = row.trustBreakdown === null ? null : TrustBreakdown.safeParse(row.trustBreakdown);
  // A provisional score reads the reviews as the trust engine does (their honest rating), so it
  // matches the score the course gets once scored.
  const trust = storedTrust?.success
    ? storedTrust.data
    : computeTrustScore(
        trustInputFromRecord(
          {
            creatorStatus: row.creatorStatus,
            isVerified: row.isVerified,
            verifiedSource: row.verifiedSource,
            verificationDate: row.verificationDate,
            verificationNotes: row.verificationNotes,
            incomeClaims: row.incomeClaims,
            actualStudentOutcomes: row.actualStudentOutcomes,
            redFlags: row.redFlags,
            priceCents: row.priceCents,
            durationHours: row.durationHours,
            level: row.level,
            affiliateUrl: row.affiliateUrl,
          },
          reviewFigures((await approvedReviewsOf(db, [row.id])).get(row.id) ?? [], now),
          { detection, communityReports: communityReportCounts },
        ),
        now,
      );

  return {
    id: row.id,
    title: row.title,
    description: row.description,
    salesCopy: row.salesCopy,
    incomeClaims: row.incomeClaims,
    actualStudentOutcomes: row.actualStudentOutcomes,
    recordedFlags: row.redFlags,
    price: fromMinor(row.priceCents, row.currency),
    currency: row.currency,
    isVerified: row.isVerified,
    verifiedSource: row.verifiedSource,
    verificationNotes: row.verificationNotes,
    categoryName: row.categoryName,
    creator: { id: row.creatorId, name: row.creatorName, slug: row.creatorSlug, status: row.creatorStatus },
    trust,
    trustStored: storedTrust?.success === true,
    detection,
    reviews: approved,
    communityReports: communityReportCounts,
  };
}

/**
 * Distinct red flags strongest first: by severity; within a severity, categories not cited yet
 * before more of one already cited (three phrasings of one earnings claim say less than three
 * kinds of claim); then in detector order.
 */
export function strongestFindings(findings: readonly RedFlagFinding[], limit: number): RedFlagFinding[] {
  const distinct = distinctFindings(findings);
  const picked: RedFlagFinding[] = [];
  const categories = new Set<string>();
  for (const severity of SEVERITIES_MOST_SEVERE_FIRST) {
    const level = distinct.filter((f) => f.severity === severity);
    const fresh = level.filter((f) => {
      if (categories.has(f.category)) return false;
      categories.add(f.category);
      return true;
    });
    picked.push(...fresh, ...level.filter((f) => !fresh.includes(f)));
  }
  return picked.slice(0, limit);
}

/** The course's one verdict (analysis/verdict.ts), as its trust endpoint states it. */
export function courseVerdict(
  facts: Pick<CourseFacts, "detection" | "trust" | "trustStored" | "recordedFlags">,
): Verdict {
  return verdictOf({
    detection: facts.detection,
    trustScore: facts.trustStored ? facts.trust.score : null,
    recordedFlags: facts.recordedFlags,
    subject: "course",
  });
}

/**
 * The course's risk level by the one verdict rule (analysis/verdict.ts): the detector's, raised to
 * the band of the score on record (a provisional score counts only once stored).
 */
export function courseRiskLevel(facts: Pick<CourseFacts, "detection" | "trust" | "trustStored">): RiskLevel {
  return verdictRiskLevel(facts.detection, facts.trustStored ? facts.trust.score : null);
}
