// The editorial desk's use cases for courses: list, read, create, edit, archive, a draft from an
// address, and verification given or revoked. Each is a function of the desk's dependencies and its
// input, so it can be called without HTTP; a change rescores the course in its transaction, and a
// verification given or revoked emits COURSE_VERIFICATION_CHANGED (the watchers are told).
import { count, desc, eq } from "drizzle-orm";
import {
  ADMIN_PAGE_SIZE,
  type AdminCourse,
  type AdminCourseList,
  type AdminListQuery,
  type CourseCreateBody,
  type CourseDraft,
  EDITORIAL_MESSAGES,
  type VerificationBody,
} from "../../../shared/contracts/editorial";
import { fromMinor } from "../../../shared/domain/money";
import { categories } from "../../db/schema/categories";
import { courses } from "../../db/schema/courses";
import { creators } from "../../db/schema/creators";
import { ConflictError } from "../../lib/errors";
import { paged } from "../../lib/paged";
import { diff } from "./audit";
import { insertAudited, updateAudited } from "./catalogue-writes";
import { draftCourseFromAddress } from "./course-draft";
import { assertNotDuplicate, lockCourseIdentities } from "./course-duplicates";
import { auditedValues, type CourseColumns, courseColumns } from "./editorial-columns";
import {
  archiveItem,
  changeItem,
  courseDesk,
  createItem,
  type EditorialDeps,
  listFilter,
  updateItem,
} from "./editorial-desk";
import { COURSE_VERIFICATION_CHANGED } from "./editorial-events";

/** A row of the admins' course list (the course joined to its creator and category). */
const courseListSelection = {
  id: courses.id,
  title: courses.title,
  creatorId: courses.creatorId,
  creatorName: creators.name,
  categoryName: categories.name,
  priceCents: courses.priceCents,
  currency: courses.currency,
  billing: courses.billing,
  installmentCount: courses.installmentCount,
  editorialStatus: courses.editorialStatus,
  isVerified: courses.isVerified,
  trustScore: courses.trustScore,
  updatedAt: courses.updatedAt,
};

export async function listCourses(deps: EditorialDeps, query: AdminListQuery): Promise<AdminCourseList> {
  const { db } = deps;
  const where = listFilter(query, courses.editorialStatus, [
    courses.title,
    creators.name,
    courses.originalUrl,
  ]);
  return paged(
    query.page,
    ADMIN_PAGE_SIZE,
    db
      .select({ n: count() })
      .from(courses)
      .innerJoin(creators, eq(creators.id, courses.creatorId))
      .where(where),
    db
      .select(courseListSelection)
      .from(courses)
      .innerJoin(creators, eq(creators.id, courses.creatorId))
      .innerJoin(categories, eq(categories.id, courses.categoryId))
      .where(where)
      .orderBy(desc(courses.updatedAt), desc(courses.id))
      .$dynamic(),
    ({ priceCents, updatedAt, ...row }) => ({
      ...row,
      price: fromMinor(priceCents, row.currency),
      updatedAt: updatedAt.toISOString(),
    }),
  );
}

export function getCourse(deps: EditorialDeps, id: number): Promise<AdminCourse> {
  return courseDesk.read(deps, id);
}

/**
 * Adds the course unless the catalogue has it already (409 naming it): the check and the insert
 * hold one lock, so two identical creates at once (a double click) make one course.
 */
export function createCourse(
  deps: EditorialDeps,
  actorId: string,
  body: CourseCreateBody,
): Promise<AdminCourse> {
  return createItem(deps, courseDesk, async (tx, at) => {
    await lockCourseIdentities(tx);
    await assertNotDuplicate(tx, { url: body.url, title: body.title, creatorId: body.creatorId });
    const values = (await courseColumns(tx, body)) as CourseColumns;
    return insertAudited(tx, "course", values, { actorId, action: "created", at }, auditedValues(values));
  });
}

/** The fields the body names, audited; a new address, title or creator must not make the course repeat another. */
export function updateCourse(
  deps: EditorialDeps,
  actorId: string,
  id: number,
  body: Partial<CourseCreateBody> & { reason?: string },
): Promise<AdminCourse> {
  return updateItem(
    deps,
    courseDesk,
    { actorId, id, reason: body.reason },
    (tx, row) => courseColumns(tx, body, row),
    async (tx, row) => {
      if (body.url === undefined && body.title === undefined && body.creatorId === undefined) return;
      await lockCourseIdentities(tx);
      await assertNotDuplicate(
        tx,
        { url: body.url ?? null, title: body.title ?? row.title, creatorId: body.creatorId ?? row.creatorId },
        id,
      );
    },
  );
}

export function archiveCourse(
  deps: EditorialDeps,
  actorId: string,
  id: number,
  reason: string,
): Promise<AdminCourse> {
  return archiveItem(deps, courseDesk, actorId, id, reason);
}

/** A draft of a course from its sales page's address; nothing is stored. */
export function draftCourse(deps: EditorialDeps, url: string): Promise<CourseDraft> {
  return draftCourseFromAddress({ db: deps.db, reader: deps.reader }, url);
}

/** The course's verification fields set to `next`, with a public audit row. */
function setVerification(
  deps: EditorialDeps,
  actorId: string,
  id: number,
  next: {
    isVerified: boolean;
    verifiedSource: string | null;
    verificationNotes: string | null;
    verificationEvidence: string[];
  },
  write: { action: string; reason?: string; assert?: (row: { isVerified: boolean }) => void },
): Promise<AdminCourse> {
  return changeItem(deps, courseDesk, id, async (tx, row, at, emit) => {
    write.assert?.(row);
    await updateAudited(
      tx,
      "course",
      id,
      // A verification is dated; a revoked one has no date.
      { ...next, verificationDate: next.isVerified ? at : null },
      diff(row, next),
      { actorId, action: write.action, reason: write.reason, isPublic: true, at },
    );
    // A verification given (not one re-recorded) or revoked is news for the course's watchers.
    if (next.isVerified !== row.isVerified) {
      const reason = write.reason ?? null;
      await emit(COURSE_VERIFICATION_CHANGED, { courseId: id, verified: next.isVerified, reason, at });
    }
    return true;
  });
}

export function verifyCourse(
  deps: EditorialDeps,
  actorId: string,
  id: number,
  body: VerificationBody,
): Promise<AdminCourse> {
  const next = {
    isVerified: true,
    verifiedSource: body.verifiedBy,
    verificationNotes: body.notes,
    verificationEvidence: body.evidenceUrls,
  };
  return setVerification(deps, actorId, id, next, { action: "verified" });
}

export function revokeCourseVerification(
  deps: EditorialDeps,
  actorId: string,
  id: number,
  reason: string,
): Promise<AdminCourse> {
  const next = { isVerified: false, verifiedSource: null, verificationNotes: null, verificationEvidence: [] };
  return setVerification(deps, actorId, id, next, {
    action: "verification-revoked",
    reason,
    assert: (row) => {
      if (!row.isVerified) throw new ConflictError(EDITORIAL_MESSAGES.notVerified);
    },
  });
}
