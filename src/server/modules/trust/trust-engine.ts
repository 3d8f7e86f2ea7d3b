// The server side of the trust score (src/shared/domain/trust-score.ts holds the formula): reads the
// evidence the formula needs from the database — the course and its creator's status, approved
// reviews, community reports about the creator, and the red-flag detector run over the course's
// own copy — scores it and stores score, breakdown, findings and the formula's version
// (TRUST_FORMULA_VERSION), with the course's honest rating and review count
// (src/shared/domain/honest-rating.ts): the rating's windows move with time, so every rescore
// brings it up to date. One course, a creator's courses, the courses scored by another formula
// version, or the whole catalogue in batches. One course or a few are rescored in the caller's
// transaction with its events' emit; the batch rescores take the app's events and commit each batch
// in a transaction of their own. A rescore that moves a course to another trust band emits
// TRUST_BANDS_CHANGED (trust-events.ts) in that transaction, before the new scores are written: the
// watchers' notice is the watchlist module's handler, so a rescore cannot run without the events
// that tell it. Nothing here touches the catalogue caches: writes reach the engine through
// modules/courses/catalogue-changed.ts, whose catalogueChanged clears them once the transaction
// has committed.
import { and, asc, eq, gt, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { CommunityReportCounts, Detection } from "../../../shared/contracts/analysis";
import type { TrustBreakdown } from "../../../shared/contracts/catalog";
import type { PublicRecordOutcome } from "../../../shared/contracts/public-records-terms";
import { HONEST_RATING, honestRating, type RatedReview } from "../../../shared/domain/honest-rating";
import { trustBand } from "../../../shared/domain/trust-bands";
import {
  computeTrustScore,
  type PublicRecordCounts,
  TRUST_FORMULA_VERSION,
  type TrustInput,
  trustInputFromRecord,
} from "../../../shared/domain/trust-score";
import { detect, type TextField } from "../../analysis/detector/detector";
import type { Db, Executor } from "../../db/client";
import { communityReports } from "../../db/schema/community-reports";
import { courses } from "../../db/schema/courses";
import { creators } from "../../db/schema/creators";
import { publicRecordLinks, publicRecords } from "../../db/schema/public-records";
import { reviews } from "../../db/schema/reviews";
import { courseScoreHistory } from "../../db/schema/trust";
import type { DomainEvents, Emit } from "../../lib/domain-events";
import { rowsPerKey } from "../../lib/rows-per-key";
import { DAY_MS } from "../../lib/time";
import { TRUST_BANDS_CHANGED, type TrustBandChange } from "./trust-events";

/** Courses read and written per statement when rescoring many (one UPDATE per batch). */
export const RESCORE_BATCH = 500;

const NO_REPORTS: CommunityReportCounts = { confirmed: 0, open: 0 };
const NO_REVIEWS: TrustInput["approvedReviews"] = { count: 0, rating: null, withProof: 0 };

/** The text the detector reads for a catalogue course (offsets in findings refer to these fields). */
export function courseTextFields(course: {
  title: string;
  description: string;
  salesCopy: string;
  incomeClaims: string | null;
}): TextField[] {
  return [
    { field: "title", text: course.title },
    { field: "description", text: course.description },
    { field: "salesCopy", text: course.salesCopy },
    { field: "incomeClaims", text: course.incomeClaims ?? "" },
  ];
}

/**
 * The detector over a catalogue course: its fields are the seller's own copy, so every rule finding
 * stands (detector.ts DetectOptions).
 */
export function detectCourse(course: Parameters<typeof courseTextFields>[0]): Detection {
  return detect(courseTextFields(course), { sellerCopy: true });
}

/**
 * Community report counts per creator: 'Scam Confirmed' (verified) reports are confirmed; pending
 * and investigating ones are open; rejected ones count for nothing. Creators without reports are
 * absent from the map.
 */
export async function communityReportCounts(
  db: Executor,
  creatorIds: readonly number[],
): Promise<Map<number, CommunityReportCounts>> {
  if (creatorIds.length === 0) return new Map();
  const rows = await db
    .select({
      creatorId: communityReports.creatorId,
      confirmed: sql<number>`(count(*) filter (where ${communityReports.status} = 'verified'))::int`,
      open: sql<number>`(count(*) filter (where ${communityReports.status} in ('pending', 'investigating')))::int`,
    })
    .from(communityReports)
    .where(inArray(communityReports.creatorId, [...new Set(creatorIds)]))
    .groupBy(communityReports.creatorId);
  const out = new Map<number, CommunityReportCounts>();
  for (const row of rows) {
    if (row.creatorId !== null) {
      out.set(row.creatorId, { confirmed: Number(row.confirmed), open: Number(row.open) });
    }
  }
  return out;
}

/** Outcomes that end an action (settled, judgment, order) and the one that drops it. */
const RESOLVED_OUTCOMES: PublicRecordOutcome[] = ["settled", "judgment", "order"];
const DISMISSED_OUTCOME: PublicRecordOutcome = "dismissed";

/**
 * Public records an admin confirmed are about each creator (active links only), counted by
 * outcome (trust-score.ts PublicRecordCounts). Creators without any are absent from the map.
 */
export async function publicRecordCounts(
  db: Executor,
  creatorIds: readonly number[],
): Promise<Map<number, PublicRecordCounts>> {
  if (creatorIds.length === 0) return new Map();
  const rows = await db
    .select({
      creatorId: publicRecordLinks.creatorId,
      resolved: sql<number>`(count(*) filter (where ${inArray(publicRecords.outcome, RESOLVED_OUTCOMES)}))::int`,
      dismissed: sql<number>`(count(*) filter (where ${publicRecords.outcome} = ${DISMISSED_OUTCOME}))::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(publicRecordLinks)
    .innerJoin(publicRecords, eq(publicRecords.id, publicRecordLinks.recordId))
    .where(
      and(
        inArray(publicRecordLinks.creatorId, [...new Set(creatorIds)]),
        isNull(publicRecordLinks.removedAt),
      ),
    )
    .groupBy(publicRecordLinks.creatorId);
  return new Map(
    rows.map((row) => {
      const resolved = Number(row.resolved);
      const dismissed = Number(row.dismissed);
      return [row.creatorId, { resolved, dismissed, open: Number(row.total) - resolved - dismissed }];
    }),
  );
}

/** One approved review as the rating and the score read it. */
export interface ApprovedReview extends RatedReview {
  /** A proof link was given, or the enrolment was verified. */
  withProof: boolean;
}

/** Each course's approved reviews (courses without any are absent from the map). */
export function approvedReviewsOf(
  db: Executor,
  courseIds: readonly number[],
): Promise<Map<number, ApprovedReview[]>> {
  return rowsPerKey(
    courseIds,
    (ids) =>
      db
        .select({
          courseId: reviews.courseId,
          rating: reviews.rating,
          createdAt: reviews.createdAt,
          collection: reviews.collection,
          proofUrl: reviews.proofUrl,
        })
        .from(reviews)
        .where(and(inArray(reviews.courseId, ids), eq(reviews.status, "approved"))),
    (row) => row.courseId,
    (row): ApprovedReview => {
      const verified = row.collection === "verified";
      return {
        rating: row.rating,
        createdAt: row.createdAt,
        verified,
        withProof: verified || row.proofUrl !== null,
      };
    },
  );
}

/** What the trust score reads from a course's approved reviews: count, honest rating, proofs. */
export function reviewFigures(approved: readonly ApprovedReview[], at: Date): TrustInput["approvedReviews"] {
  if (approved.length === 0) return NO_REVIEWS;
  return {
    count: approved.length,
    rating: honestRating(approved, at).value,
    withProof: approved.filter((review) => review.withProof).length,
  };
}

export interface ScoredCourse {
  courseId: number;
  breakdown: TrustBreakdown;
  detection: Detection;
  communityReports: CommunityReportCounts;
  /** The approved reviews' figures, stored as the course's rating and review count. */
  reviews: TrustInput["approvedReviews"];
}

/** Scores one batch in a savepoint of the caller's transaction `tx`, whose events `emit` tells. */
function rescoreBatch(tx: Executor, emit: Emit, ids: readonly number[], at: Date): Promise<ScoredCourse[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx.transaction((savepoint) => scoreLocked(savepoint, emit, ids, at));
}

/**
 * Scores one batch in `tx`. The course rows are locked first, in id order, and read by the
 * statements after the lock: a review moderation or a report status change that commits meanwhile
 * is then either wholly seen or waits for us, never half-read and overwritten. The courses whose
 * band the new score moves are told in `emit` (TRUST_BANDS_CHANGED) before the new scores are
 * written, so a handler still reads the old ones.
 */
async function scoreLocked(
  tx: Executor,
  emit: Emit,
  ids: readonly number[],
  at: Date,
): Promise<ScoredCourse[]> {
  const locked = await tx
    .select({ id: courses.id, score: courses.trustScore })
    .from(courses)
    .where(inArray(courses.id, [...ids]))
    .orderBy(asc(courses.id))
    .for("update");
  if (locked.length === 0) return [];
  const lockedIds = locked.map((row) => row.id);
  const rows = await tx
    .select({
      id: courses.id,
      creatorId: courses.creatorId,
      title: courses.title,
      description: courses.description,
      salesCopy: courses.salesCopy,
      creatorStatus: creators.verificationStatus,
      isVerified: courses.isVerified,
      verifiedSource: courses.verifiedSource,
      verificationDate: courses.verificationDate,
      verificationNotes: courses.verificationNotes,
      incomeClaims: courses.incomeClaims,
      actualStudentOutcomes: courses.actualStudentOutcomes,
      redFlags: courses.redFlags,
      priceCents: courses.priceCents,
      durationHours: courses.durationHours,
      level: courses.level,
      affiliateUrl: courses.affiliateUrl,
    })
    .from(courses)
    .innerJoin(creators, eq(creators.id, courses.creatorId))
    .where(inArray(courses.id, lockedIds))
    .orderBy(asc(courses.id));
  // One connection in a transaction: the reads go one after the other.
  const approved = await approvedReviewsOf(tx, lockedIds);
  const reports = await communityReportCounts(
    tx,
    rows.map((row) => row.creatorId),
  );
  const records = await publicRecordCounts(
    tx,
    rows.map((row) => row.creatorId),
  );

  const scored = rows.map((row): ScoredCourse => {
    const detection = detectCourse(row);
    const counts = reports.get(row.creatorId) ?? NO_REPORTS;
    const figures = reviewFigures(approved.get(row.id) ?? [], at);
    const publicRecords = records.get(row.creatorId);
    const breakdown = computeTrustScore(
      trustInputFromRecord(row, figures, {
        detection,
        communityReports: counts,
        ...(publicRecords ? { publicRecords } : {}),
      }),
      at,
    );
    return { courseId: row.id, breakdown, detection, communityReports: counts, reviews: figures };
  });

  // One statement per batch: the rows travel as one jsonb parameter (see seed/catalog/bulk-insert.ts
  // for why that beats a VALUES list of thousands of parameters on PGlite).
  const payload = scored.map((s) => ({
    id: s.courseId,
    trust_score: s.breakdown.score,
    trust_breakdown: s.breakdown,
    detector_findings: s.detection,
    average_rating: s.reviews.rating === null ? null : s.reviews.rating.toFixed(2),
    review_count: s.reviews.count,
  }));
  const moved = bandChanges(locked, scored);
  if (moved.length > 0) await emit(TRUST_BANDS_CHANGED, { courses: moved, at });
  await tx.execute(sql`
    update ${courses} set
      trust_score = x.trust_score,
      trust_breakdown = x.trust_breakdown,
      detector_findings = x.detector_findings,
      average_rating = x.average_rating,
      review_count = x.review_count,
      trust_computed_at = ${at.toISOString()}::timestamptz,
      trust_formula_version = ${TRUST_FORMULA_VERSION}::int
    from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb)
      as x(id int, trust_score int, trust_breakdown jsonb, detector_findings jsonb,
           average_rating numeric(3, 2), review_count int)
    where ${courses.id} = x.id`);
  await recordScoreHistory(tx, scored, at);
  return scored;
}

/** The scored courses whose band differs from the one their stored score (if any) gave. */
function bandChanges(
  before: ReadonlyArray<{ id: number; score: number | null }>,
  scored: readonly ScoredCourse[],
): TrustBandChange[] {
  const oldScore = new Map(before.map((row) => [row.id, row.score]));
  return scored.flatMap((s) => {
    const score = oldScore.get(s.courseId);
    if (score === undefined || score === null) return [];
    const from = trustBand(score).band;
    const to = s.breakdown.band;
    return from === to ? [] : [{ courseId: s.courseId, from, to, score: s.breakdown.score }];
  });
}

/**
 * Adds a score-history row for each course whose new score differs from its last recorded one
 * (or has none yet): every path that scores a course goes through rescoreBatch, so the history
 * sees every change, and a recomputation that lands on the same score adds nothing.
 */
async function recordScoreHistory(tx: Executor, scored: readonly ScoredCourse[], at: Date): Promise<void> {
  const rows = scored.map((s) => ({ id: s.courseId, score: s.breakdown.score, band: s.breakdown.band }));
  await tx.execute(sql`
    insert into ${courseScoreHistory} (course_id, score, band, recorded_at)
    select x.id, x.score, x.band, ${at.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id int, score int, band text)
    where x.score is distinct from (
      select h.score from ${courseScoreHistory} h
      where h.course_id = x.id
      order by h.recorded_at desc, h.id desc
      limit 1
    )`);
}

/**
 * Rescores the given courses in the caller's transaction `tx` (its events' `emit`), RESCORE_BATCH at
 * a time; unknown ids are skipped. Returns how many were scored.
 */
export async function rescoreCourses(
  tx: Executor,
  emit: Emit,
  courseIds: readonly number[],
  at: Date = new Date(),
): Promise<number> {
  const ids = [...new Set(courseIds)].sort((a, b) => a - b);
  let scored = 0;
  for (let i = 0; i < ids.length; i += RESCORE_BATCH) {
    scored += (await rescoreBatch(tx, emit, ids.slice(i, i + RESCORE_BATCH), at)).length;
  }
  return scored;
}

/** Rescores one course and returns what was stored, or null when there is no such course. */
export async function rescoreCourse(
  tx: Executor,
  emit: Emit,
  courseId: number,
  at: Date = new Date(),
): Promise<ScoredCourse | null> {
  const [scored] = await rescoreBatch(tx, emit, [courseId], at);
  return scored ?? null;
}

/**
 * Rescores every course of a creator: after their verification status changes, or a community
 * report about them is filed, changes status or is removed. Returns how many courses were scored.
 */
export async function rescoreCreatorCourses(
  tx: Executor,
  emit: Emit,
  creatorId: number,
  at: Date = new Date(),
): Promise<number> {
  const rows = await tx.select({ id: courses.id }).from(courses).where(eq(courses.creatorId, creatorId));
  return rescoreCourses(
    tx,
    emit,
    rows.map((row) => row.id),
    at,
  );
}

export interface RescoreAllOptions {
  at?: Date;
  batchSize?: number;
  /** Checked between batches: the courses scored so far stay scored, the rest keep their old score. */
  signal?: AbortSignal;
  /** After each batch commits (progress, cache clearing). */
  onBatch?: (scoredSoFar: number) => void;
}

/**
 * Rescores the whole catalogue in id order, one committed batch at a time (keyset paging, so memory
 * stays flat however large the catalogue is, and no transaction holds thousands of row locks), each
 * batch in a transaction of the app's `events`. `stopped` is true when the signal ended it early.
 */
export function rescoreAllCourses(
  db: Db,
  events: DomainEvents,
  options: RescoreAllOptions = {},
): Promise<{ scored: number; stopped: boolean }> {
  return rescoreWhere(db, events, undefined, options);
}

/** Courses whose stored score was not made by this formula version (another version, or none). */
export const OUTDATED_TRUST_SCORE: SQL = or(
  isNull(courses.trustFormulaVersion),
  ne(courses.trustFormulaVersion, TRUST_FORMULA_VERSION),
) as SQL;

/** How many courses OUTDATED_TRUST_SCORE matches. */
export async function countOutdatedCourses(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(courses).where(OUTDATED_TRUST_SCORE);
  return Number(row?.n ?? 0);
}

/** Like rescoreAllCourses, for the courses scored by another formula version (or never scored). */
export function rescoreOutdatedCourses(
  db: Db,
  events: DomainEvents,
  options: RescoreAllOptions = {},
): Promise<{ scored: number; stopped: boolean }> {
  return rescoreWhere(db, events, OUTDATED_TRUST_SCORE, options);
}

/**
 * Courses with an approved review that left one of the honest rating's windows (the last month,
 * the last 12 months) after `since` and by `until`: time alone changed their rating.
 */
export function ratingWindowsLeft(since: Date, until: Date): SQL {
  const leftWindow = HONEST_RATING.windows.flatMap((window) =>
    window.days === null
      ? []
      : [
          and(
            gt(reviews.createdAt, new Date(since.getTime() - window.days * DAY_MS)),
            sql`${reviews.createdAt} <= ${new Date(until.getTime() - window.days * DAY_MS)}`,
          ),
        ],
  );
  return sql`exists (select 1 from ${reviews} where ${reviews.courseId} = ${courses.id} and ${reviews.status} = 'approved' and (${or(...leftWindow)}))`;
}

/** Like rescoreAllCourses, for the courses ratingWindowsLeft(since, at) matches. */
export function rescoreRatingWindows(
  db: Db,
  events: DomainEvents,
  since: Date,
  options: RescoreAllOptions = {},
): Promise<{ scored: number; stopped: boolean }> {
  return rescoreWhere(db, events, ratingWindowsLeft(since, options.at ?? new Date()), options);
}

async function rescoreWhere(
  db: Db,
  events: DomainEvents,
  filter: SQL | undefined,
  options: RescoreAllOptions,
): Promise<{ scored: number; stopped: boolean }> {
  const at = options.at ?? new Date();
  const size = options.batchSize ?? RESCORE_BATCH;
  let scored = 0;
  let after = 0;
  for (;;) {
    if (options.signal?.aborted) return { scored, stopped: true };
    const page = await db
      .select({ id: courses.id })
      .from(courses)
      .where(and(gt(courses.id, after), filter))
      .orderBy(asc(courses.id))
      .limit(size);
    if (page.length === 0) return { scored, stopped: false };
    const ids = page.map((row) => row.id);
    after = ids[ids.length - 1] as number;
    scored += (await events.transaction(db, (tx, emit) => scoreLocked(tx, emit, ids, at))).length;
    options.onBatch?.(scored);
  }
}
