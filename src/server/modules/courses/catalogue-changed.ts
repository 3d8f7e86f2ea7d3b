// The one path for "the catalogue changed". A write that moves what the catalogue shows (a course's
// rating, review count or trust score) goes through here in two steps:
//  1. inside the write's own transaction, rescoreChanged(tx, emit, { courseIds, creatorIds }) rescores
//     the courses whose evidence the write changed (modules/trust/trust-engine.ts, which tells the
//     bands it moves in `emit`), so evidence and score commit together;
//  2. after the commit, catalogueChanged(deps, change) clears the catalogue caches when anything they
//     hold moved. Clearing before the commit would let a list read in between cache the old
//     figures again.
// Writes reach step 2 through events (REVIEW_MODERATED, REVIEW_PROOF_DECIDED, EVIDENCE_CHANGED and,
// for a change the lists show that the write rescored itself, CATALOGUE_CHANGED; handlers below,
// registered in src/server/event-handlers.ts): it then runs after the commit by the events'
// transaction (lib/domain-events.ts), not by the caller. Jobs that rescore in batches (the weekly
// recompute, rating windows, the page watch, the start-up trust-formula check) are told by their
// runner after each batch. A new catalogue cache is cleared in catalogueChanged, once.
import { inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { courses } from "../../db/schema/courses";
import type { Emit, EventContext, EventHandler } from "../../lib/domain-events";
import { defineEvent } from "../../lib/domain-events";
import type { ReviewModerated, ReviewProofDecided } from "../reviews/review-events";
import { rescoreCourses } from "../trust/trust-engine";
import type { CourseService } from "./courses.service";

/** Whose evidence a write changed. */
export interface ChangedEvidence {
  /** Courses whose own evidence changed (their approved reviews). */
  courseIds?: readonly number[];
  /** Creators whose standing changed (a community report about them); null: a report naming no listed creator. */
  creatorIds?: ReadonlyArray<number | null>;
}

/**
 * Rescores, in the caller's transaction (with its events' `emit`), every course named and every
 * course of every creator named. Returns how many courses were rescored (0 when nothing named exists).
 */
export async function rescoreChanged(
  tx: Executor,
  emit: Emit,
  changed: ChangedEvidence,
  at: Date = new Date(),
): Promise<number> {
  const ids = new Set(changed.courseIds ?? []);
  const creatorIds = (changed.creatorIds ?? []).filter((id): id is number => id !== null);
  if (creatorIds.length > 0) {
    const rows = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(inArray(courses.creatorId, [...new Set(creatorIds)]));
    for (const row of rows) ids.add(row.id);
  }
  return ids.size === 0 ? 0 : rescoreCourses(tx, emit, [...ids], at);
}

/** What a committed write changed in the catalogue. */
export interface CatalogueChange {
  /** Courses rescored (by rescoreChanged or a rescoring job) in what was committed. */
  rescoredCourses?: number;
  /** Something else the lists show moved (a rating or review count). */
  listsChanged?: boolean;
}

/** The catalogue caches (the app's deps carry them). */
export interface CatalogueCaches {
  courses: Pick<CourseService, "invalidateLists">;
}

/**
 * Where no catalogue answer is cached: a process that serves none (a command-line tool), or the
 * start-up steps that run before the app serves.
 */
export const NO_CATALOGUE_CACHES: CatalogueCaches = { courses: { invalidateLists: () => {} } };

/** After the commit: forgets every cached catalogue answer the change may have made stale. */
export function catalogueChanged(caches: CatalogueCaches, change: CatalogueChange): void {
  if (change.listsChanged || (change.rescoredCourses ?? 0) > 0) caches.courses.invalidateLists();
}

/**
 * REVIEW_MODERATED's rescore: the course's whole trust score again (honest rating, review count,
 * the detector's findings, community reports) in the moderation's transaction, then, after the
 * commit, the catalogue caches cleared: the lists show ratings and review counts.
 */
export function rescoreOnReviewModeration(caches: CatalogueCaches): EventHandler<ReviewModerated> {
  return async (event, context) => {
    await rescoreChanged(context.tx, context.emit, { courseIds: [event.course.id] }, event.at);
    clearAfterCommit(caches, { listsChanged: true }, context);
  };
}

/** Queues catalogueChanged for after the commit, once a transaction, when the change moved anything. */
function clearAfterCommit(caches: CatalogueCaches, change: CatalogueChange, { afterCommit }: EventContext) {
  if (change.listsChanged || (change.rescoredCourses ?? 0) > 0)
    afterCommit("catalogue", () => catalogueChanged(caches, change));
}

/** Evidence that courses' scores rest on changed in this transaction (what rescoreChanged takes). */
export interface EvidenceChanged extends ChangedEvidence {
  at: Date;
}

/** A write changed courses' evidence outside the events above (e.g. an account's reviews deleted). */
export const EVIDENCE_CHANGED = defineEvent<EvidenceChanged>("catalogue.evidence-changed");

/** Rescores in the transaction; after the commit, clears the caches if anything was rescored. */
async function rescoreThenClear(
  caches: CatalogueCaches,
  changed: EvidenceChanged,
  context: EventContext,
): Promise<void> {
  const rescored = await rescoreChanged(context.tx, context.emit, changed, changed.at);
  clearAfterCommit(caches, { rescoredCourses: rescored }, context);
}

/** EVIDENCE_CHANGED's rescore, and the caches cleared after the commit. */
export function rescoreOnEvidenceChange(caches: CatalogueCaches): EventHandler<EvidenceChanged> {
  return (event, context) => rescoreThenClear(caches, event, context);
}

/** A proof decision that changed an approved review's weight rescores its course. */
export function rescoreOnProofDecision(caches: CatalogueCaches): EventHandler<ReviewProofDecided> {
  return async (event, context) => {
    if (event.weightChanged)
      await rescoreThenClear(caches, { courseIds: [event.course.id], at: event.at }, context);
  };
}

/**
 * A write changed what the catalogue's lists show (an editorial change, a submission, a record's
 * rescore): the caches are cleared after the commit by the events' transaction, never by the caller.
 */
export const CATALOGUE_CHANGED = defineEvent<CatalogueChange>("catalogue.changed");

/** CATALOGUE_CHANGED's handler: queues the cache clearing for after the commit when anything moved. */
export function clearCachesAfterCommit(caches: CatalogueCaches): EventHandler<CatalogueChange> {
  return async (change, context) => clearAfterCommit(caches, change, context);
}
