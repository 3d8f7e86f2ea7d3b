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
  type Severity,
} from "../../../shared/contracts/analysis";
import { type CreatorVerificationStatus, TrustBreakdown } from "../../../shared/contracts/catalog";
import { fromMinor } from "../../../shared/domain/money";
import { isMoreSevere, SEVERITIES_MOST_SEVERE_FIRST, worseOf } from "../../../shared/domain/severity";
import { trustRiskLevel } from "../../../shared/domain/trust-bands";
import { computeTrustScore, trustInputFromRecord } from "../../../shared/domain/trust-score";
import { assessRisk } from "../../analysis/risk";
import { approvedReviewsOf, detectCourse, reviewFigures } from "../../analysis/trust-engine";
import type { Db } from "../../db/client";
import { categories, courses, creators } from "../../db/schema/catalog";
import { communityReports } from "../../db/schema/community";
import { reviews } from "../../db/schema/reviews";
import { NotFoundError } from "../../lib/errors";
import { selectCourses } from "../courses/course-rows";
import { COURSE_NOT_FOUND } from "../courses/courses.service";

export interface CourseFacts {
  id: number;
  title: string;
  description: string;
  salesCopy: string;
  incomeClaims: string | null;
  actualStudentOutcomes: string | null;
  /** Dollars. */
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
  const [row] = await selectCourses(db, {
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
  }).where(eq(courses.id, courseId));
  if (!row) throw new NotFoundError(COURSE_NOT_FOUND);

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

const phraseKey = (phrase: string) => phrase.replace(/\s+/g, " ").trim().toLowerCase();

/**
 * Findings with the same category and phrase counted once (a title repeated in the description is
 * one claim, not two), keeping the first and the highest severity seen.
 */
export function distinctFindings<F extends { category: string; phrase: string }>(
  findings: readonly F[],
): F[] {
  const byKey = new Map<string, F>();
  for (const finding of findings) {
    const key = `${finding.category}\u0000${phraseKey(finding.phrase)}`;
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, finding);
    else if ("severity" in finding && "severity" in seen) {
      const [now, before] = [finding.severity as Severity, seen.severity as Severity];
      if (isMoreSevere(now, before)) byKey.set(key, { ...seen, severity: now });
    }
  }
  return [...byKey.values()];
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

/**
 * The course's risk level: the worse of the detector's (analysis/risk.ts, measured by the
 * evaluation) and the trust score's band read as a risk level (trustRiskLevel).
 */
export function courseRiskLevel(facts: Pick<CourseFacts, "detection" | "trust">): RiskLevel {
  return worseOf(trustRiskLevel(facts.trust.score), assessRisk(facts.detection).level);
}
