// Open data (docs/decisions/0024-trust-scores-open-data.md): one course's stored trust score with
// the evidence behind it, and every course's as JSON lines. Read-only; scores are written by
// trust-engine.ts.
import { asc, gt, sql } from "drizzle-orm";
import { type CourseTrust, Detection, type TrustExportLine } from "../../../shared/contracts/analysis";
import { TrustBreakdown } from "../../../shared/contracts/catalog";
import { verdictOf } from "../../analysis/verdict";
import type { Db } from "../../db/client";
import { categories } from "../../db/schema/categories";
import { courses } from "../../db/schema/courses";
import { creators } from "../../db/schema/creators";
import { findExisting } from "../../lib/lock-row";
import { selectCourses } from "../courses/course-rows";
import { COURSE_NOT_FOUND } from "../courses/courses.service";
import { communityReportCounts, detectCourse } from "./trust-engine";

/** Courses per statement of the export: memory stays flat whatever the catalogue's size. */
export const EXPORT_BATCH = 500;

interface StoredTrust {
  title: string;
  trustBreakdown: unknown;
  detectorFindings: unknown;
  /** The course's copy, needed only when no findings are stored (then the detector runs now). */
  description: string | null;
  salesCopy: string | null;
  incomeClaims: string | null;
}

/** A stored breakdown from an older scorer that no longer fits the contract counts as "not scored". */
function breakdownOf(stored: unknown): TrustBreakdown | null {
  if (stored === null) return null;
  const parsed = TrustBreakdown.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** The stored findings, or the detector run now when the course has none stored (not scored yet). */
function findingsOf(row: StoredTrust): Detection {
  const parsed = row.detectorFindings === null ? null : Detection.safeParse(row.detectorFindings);
  if (parsed?.success) return parsed.data;
  return detectCourse({
    title: row.title,
    description: row.description ?? "",
    salesCopy: row.salesCopy ?? "",
    incomeClaims: row.incomeClaims,
  });
}

/** A course's stored trust result as the contract reads it: its breakdown and its findings. */
function storedResult(row: StoredTrust): { breakdown: TrustBreakdown | null; findings: Detection } {
  return { breakdown: breakdownOf(row.trustBreakdown), findings: findingsOf(row) };
}

/** The copy columns, but only for rows without stored findings (the export then reads little text). */
const copyIfUnanalysed = <T>(column: T) =>
  sql<string | null>`case when ${courses.detectorFindings} is null then ${column} end`;

export interface TrustService {
  courseTrust(courseId: number): Promise<CourseTrust>;
  /** Every course in id order, one batch of lines (EXPORT_BATCH by default) per yielded chunk. */
  exportLines(): AsyncGenerator<TrustExportLine[]>;
}

/** A course's stored trust result, and its copy where the detector has not run on it yet. */
const trustFields = {
  id: courses.id,
  title: courses.title,
  trustScore: courses.trustScore,
  trustBreakdown: courses.trustBreakdown,
  detectorFindings: courses.detectorFindings,
  description: copyIfUnanalysed(courses.description),
  salesCopy: copyIfUnanalysed(courses.salesCopy),
  incomeClaims: copyIfUnanalysed(courses.incomeClaims),
};

export function createTrustService(db: Db, options: { exportBatch?: number } = {}): TrustService {
  const batch = options.exportBatch ?? EXPORT_BATCH;
  return {
    async courseTrust(courseId) {
      const row = await findExisting(db, courses, courseId, COURSE_NOT_FOUND, {
        ...trustFields,
        creatorId: courses.creatorId,
        redFlags: courses.redFlags,
      });
      const reports = await communityReportCounts(db, [row.creatorId]);
      const { breakdown, findings } = storedResult(row);
      return {
        courseId: row.id,
        title: row.title,
        trustScore: row.trustScore,
        breakdown,
        findings,
        communityReports: reports.get(row.creatorId) ?? { confirmed: 0, open: 0 },
        // The score on record is the breakdown's (as the quick look and the analyzer read it).
        verdict: verdictOf({
          detection: findings,
          trustScore: breakdown?.score ?? null,
          recordedFlags: row.redFlags,
          subject: "course",
        }),
      };
    },

    async *exportLines() {
      let after = 0;
      for (;;) {
        // Keyset paging: each batch is its own short statement, so a slow reader holds no
        // transaction open; a course rescored meanwhile shows its score of that moment.
        const rows = await selectCourses(db, {
          ...trustFields,
          creator: creators.name,
          category: categories.name,
        })
          .where(gt(courses.id, after))
          .orderBy(asc(courses.id))
          .limit(batch);
        if (rows.length === 0) return;
        after = rows[rows.length - 1]?.id ?? after;
        yield rows.map((row): TrustExportLine => {
          const { breakdown, findings } = storedResult(row);
          return {
            courseId: row.id,
            title: row.title,
            creator: row.creator,
            category: row.category,
            trustScore: row.trustScore,
            band: breakdown?.band ?? null,
            confidence: breakdown?.confidence ?? null,
            factors: breakdown?.factors ?? null,
            redFlags: findings.redFlags.map((f) => ({
              category: f.category,
              severity: f.severity,
              phrase: f.phrase,
            })),
            positives: findings.positives.map((f) => ({ category: f.category, phrase: f.phrase })),
            computedAt: breakdown?.computedAt ?? null,
          };
        });
        if (rows.length < batch) return;
      }
    },
  };
}
