// The admins' decisions on a pending course submission: accept (correcting the facts read and
// attaching it to a known creator they confirm, if they choose), merge into a course already in the
// catalogue, or reject. Each is one transaction with its audit rows and the rescore; it emits
// SUBMISSION_DECIDED (the member's in-app notice, submission-events.ts) and CATALOGUE_CHANGED (the
// catalogue's caches, cleared after the commit).
import { and, count, eq, ne } from "drizzle-orm";
import {
  type AcceptBody,
  type AdminSubmission,
  SUBMISSION_MESSAGES,
} from "../../../shared/contracts/submissions";
import type { Executor } from "../../db/client";
import { coursePriceHistory, courses } from "../../db/schema/courses";
import { creators } from "../../db/schema/creators";
import { courseSubmissions } from "../../db/schema/submissions";
import type { Emit } from "../../lib/domain-events";
import { BadRequestError, ConflictError } from "../../lib/errors";
import { lockExisting } from "../../lib/lock-row";
import { CATALOGUE_CHANGED } from "../courses/catalogue-changed";
import { diff } from "../editorial/audit";
import { archiveAudited, freeCreatorSlug, updateAudited } from "../editorial/catalogue-writes";
import { factsOf } from "../snapshots/snapshots.service";
import { rescoreCourse } from "../trust/trust-engine";
import { nowOf, STAND_IN_BIO, type SubmissionDeps } from "./submission-deps";
import { SUBMISSION_DECIDED } from "./submission-events";
import { correctFacts, courseFactColumns } from "./submission-facts";
import { adminSubmission } from "./submission-queue";

/**
 * Archives the creator a submission brought once no course of theirs is left in the catalogue
 * (the course was attached elsewhere, merged or rejected); a creator in the directory is kept.
 */
async function retireStandIn(tx: Executor, adminId: string, creatorId: number, reason: string, at: Date) {
  const creator = await lockExisting(tx, creators, creatorId, SUBMISSION_MESSAGES.courseGone, {
    editorialStatus: creators.editorialStatus,
  });
  if (creator.editorialStatus !== "unreviewed") return;
  const [left] = await tx
    .select({ n: count() })
    .from(courses)
    .where(and(eq(courses.creatorId, creatorId), ne(courses.editorialStatus, "archived")));
  if ((left?.n ?? 0) > 0) return;
  await archiveAudited(tx, "creator", creatorId, "unreviewed", SUBMISSION_MESSAGES.courseGone, {
    actorId: adminId,
    reason,
    at,
  });
}

/**
 * One decision on a pending submission, in a transaction with its audit, emitting SUBMISSION_DECIDED
 * (the member's notice); `apply` changes the course and returns the submission's new fields.
 */
async function decide(
  deps: SubmissionDeps,
  adminId: string,
  id: number,
  apply: (
    tx: Executor,
    submission: { courseId: number; courseTitle: string; editorialStatus: string; creatorId: number },
    at: Date,
    emit: Emit,
  ) => Promise<{
    status: "accepted" | "merged" | "rejected";
    reason: string | null;
    link: string;
    message: string;
  }>,
): Promise<AdminSubmission> {
  const at = nowOf(deps);
  await deps.events.transaction(deps.db, async (tx, emit) => {
    const row = await lockExisting(tx, courseSubmissions, id, SUBMISSION_MESSAGES.notFound, {
      status: courseSubmissions.status,
      userId: courseSubmissions.userId,
      courseId: courseSubmissions.courseId,
    });
    if (row.status !== "pending") throw new ConflictError(SUBMISSION_MESSAGES.decided);
    const course = await lockExisting(tx, courses, row.courseId, SUBMISSION_MESSAGES.courseGone, {
      title: courses.title,
      editorialStatus: courses.editorialStatus,
      creatorId: courses.creatorId,
    });
    const outcome = await apply(
      tx,
      {
        courseId: row.courseId,
        courseTitle: course.title,
        editorialStatus: course.editorialStatus,
        creatorId: course.creatorId,
      },
      at,
      emit,
    );
    await tx
      .update(courseSubmissions)
      .set({ status: outcome.status, reason: outcome.reason, decidedBy: adminId, decidedAt: at })
      .where(eq(courseSubmissions.id, id));
    await emit(SUBMISSION_DECIDED, {
      submissionId: id,
      submittedBy: row.userId,
      status: outcome.status,
      message: outcome.message,
      link: outcome.link,
      at,
    });
    await emit(CATALOGUE_CHANGED, { listsChanged: true });
  });
  return adminSubmission(deps.db, id);
}

async function archiveSubmitted(
  tx: Executor,
  adminId: string,
  courseId: number,
  from: string,
  reason: string,
  at: Date,
): Promise<void> {
  const conflict = SUBMISSION_MESSAGES.courseGone;
  await archiveAudited(tx, "course", courseId, from, conflict, { actorId: adminId, reason, at });
}

/** Moves the course to a creator in the directory, audited as "attached"; its stand-in is retired. */
async function attach(
  tx: Executor,
  emit: Emit,
  adminId: string,
  s: { courseId: number; creatorId: number },
  creatorId: number,
  at: Date,
): Promise<void> {
  const [target] = await tx
    .select({ status: creators.editorialStatus })
    .from(creators)
    .where(eq(creators.id, creatorId))
    .for("share");
  if (!target) throw new BadRequestError(SUBMISSION_MESSAGES.attachNotFound);
  if (target.status !== "published") throw new BadRequestError(SUBMISSION_MESSAGES.attachNotListed);
  await updateAudited(
    tx,
    "course",
    s.courseId,
    { creatorId },
    { creatorId: { from: s.creatorId, to: creatorId } },
    { actorId: adminId, action: "attached", at },
  );
  await retireStandIn(
    tx,
    adminId,
    s.creatorId,
    `course #${s.courseId} attached to creator #${creatorId}`,
    at,
  );
  // The creator's verification and reports are part of the course's score.
  await rescoreCourse(tx, emit, s.courseId, at);
}

/**
 * The creator the submission brought joins the directory with its course, without the label;
 * under `name` (and a slug of it) when the admin corrected who sells the course.
 */
async function publishStandIn(
  tx: Executor,
  adminId: string,
  creatorId: number,
  at: Date,
  name: string | null,
): Promise<void> {
  const [creator] = await tx
    .select({ bio: creators.bio, name: creators.name, slug: creators.slug })
    .from(creators)
    .where(and(eq(creators.id, creatorId), eq(creators.editorialStatus, "unreviewed")))
    .for("update");
  if (!creator) return;
  const label = creator.bio === STAND_IN_BIO;
  const renamed = name !== null && name !== creator.name;
  const slug = renamed ? await freeCreatorSlug(tx, name, creatorId) : creator.slug;
  await updateAudited(
    tx,
    "creator",
    creatorId,
    { editorialStatus: "published", ...(label ? { bio: "" } : {}), ...(renamed ? { name, slug } : {}) },
    {
      editorialStatus: { from: "unreviewed", to: "published" },
      ...(label ? { bio: { from: STAND_IN_BIO, to: "" } } : {}),
      ...(renamed ? { name: { from: creator.name, to: name } } : {}),
      ...(renamed && slug !== creator.slug ? { slug: { from: creator.slug, to: slug } } : {}),
    },
    { actorId: adminId, action: "accepted", at },
  );
}

/**
 * An admin's corrections of the facts read from the page, before accepting: the course's columns
 * and facts, audited as an edit, a price history row for a changed price, and a rescore (the
 * refund terms count). Answers the corrected title and seller name.
 */
async function applyCorrections(
  tx: Executor,
  emit: Emit,
  adminId: string,
  submissionId: number,
  courseId: number,
  corrections: NonNullable<NonNullable<AcceptBody>["facts"]>,
  at: Date,
): Promise<{ title: string | null; seller: string | null }> {
  const [now] = await tx.select(courseFactColumns).from(courses).where(eq(courses.id, courseId));
  if (!now) throw new ConflictError(SUBMISSION_MESSAGES.courseGone);
  const { set, seller } = correctFacts(
    now,
    corrections,
    `Set by an admin accepting submission #${submissionId}`,
  );
  if (Object.keys(set).length === 0) return { title: null, seller };
  const { facts: _facts, ...columns } = set;
  const changes = diff(now, columns);
  const sellerBefore = factsOf(now.facts)?.seller?.name ?? null;
  if (seller !== null && seller !== sellerBefore) changes.seller = { from: sellerBefore, to: seller };
  await updateAudited(tx, "course", courseId, set, changes, {
    actorId: adminId,
    action: "updated",
    reason: `Corrected what was read from the page before accepting submission #${submissionId}`,
    at,
  });
  const priceCents = set.priceCents ?? now.priceCents;
  const currency = set.currency ?? now.currency;
  const priceKnown = set.facts?.price !== null;
  if (priceKnown && (changes.priceCents || changes.currency)) {
    await tx.insert(coursePriceHistory).values({ courseId, priceCents, currency, recordedAt: at });
  }
  await rescoreCourse(tx, emit, courseId, at);
  return { title: set.title ?? null, seller };
}

/**
 * Publishes the course. With `attachTo`, the course moves to that creator (one in the
 * directory, chosen by the admin) first; otherwise the creator it brought is published with it.
 */
export function acceptSubmission(
  deps: SubmissionDeps,
  adminId: string,
  id: number,
  body: AcceptBody = {},
): Promise<AdminSubmission> {
  const attachTo = body?.creatorId;
  return decide(deps, adminId, id, async (tx, s, at, emit) => {
    if (s.editorialStatus === "archived") throw new ConflictError(SUBMISSION_MESSAGES.courseGone);
    const corrected = body?.facts
      ? await applyCorrections(tx, emit, adminId, id, s.courseId, body.facts, at)
      : { title: null, seller: null };
    if (attachTo !== undefined && attachTo !== s.creatorId) await attach(tx, emit, adminId, s, attachTo, at);
    else await publishStandIn(tx, adminId, s.creatorId, at, corrected.seller);
    if (s.editorialStatus !== "published") {
      await updateAudited(
        tx,
        "course",
        s.courseId,
        { editorialStatus: "published" },
        { editorialStatus: { from: s.editorialStatus, to: "published" } },
        { actorId: adminId, action: "accepted", at },
      );
    }
    return {
      status: "accepted",
      reason: null,
      link: `/courses/${s.courseId}`,
      message: `${corrected.title ?? s.courseTitle} is now in the HypeCheck catalogue. Thank you for suggesting it.`,
    };
  });
}

export function mergeSubmission(
  deps: SubmissionDeps,
  adminId: string,
  id: number,
  intoCourseId: number,
): Promise<AdminSubmission> {
  return decide(deps, adminId, id, async (tx, s, at) => {
    if (intoCourseId === s.courseId) throw new BadRequestError(SUBMISSION_MESSAGES.intoSelf);
    const [into] = await tx
      .select({ title: courses.title, editorialStatus: courses.editorialStatus })
      .from(courses)
      .where(eq(courses.id, intoCourseId));
    if (!into) throw new BadRequestError(SUBMISSION_MESSAGES.intoNotFound);
    if (into.editorialStatus === "archived") throw new BadRequestError(SUBMISSION_MESSAGES.intoArchived);
    const reason = `merged into #${intoCourseId}`;
    await archiveSubmitted(tx, adminId, s.courseId, s.editorialStatus, reason, at);
    await retireStandIn(tx, adminId, s.creatorId, `course #${s.courseId} ${reason}`, at);
    return {
      status: "merged",
      reason,
      link: `/courses/${intoCourseId}`,
      message: `The course you suggested is already in the catalogue as ${into.title}.`,
    };
  });
}

export function rejectSubmission(
  deps: SubmissionDeps,
  adminId: string,
  id: number,
  reason: string,
): Promise<AdminSubmission> {
  return decide(deps, adminId, id, async (tx, s, at) => {
    await archiveSubmitted(tx, adminId, s.courseId, s.editorialStatus, reason, at);
    await retireStandIn(tx, adminId, s.creatorId, `course #${s.courseId} rejected`, at);
    return {
      status: "rejected",
      reason,
      link: `/courses/${s.courseId}`,
      message: `${s.courseTitle} was not added to the catalogue: ${reason}`,
    };
  });
}
