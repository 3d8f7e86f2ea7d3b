// A course the desk is about to create (or an edit about to make) that the catalogue already has:
// the same sales page (its canonical address key, src/shared/domain/canonical-url.ts), or the same
// creator with a course of the same title. Checked under one transaction lock, so two identical
// creates at once (a double click) make one course and the second is answered with it.
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { type DuplicateCourse, EDITORIAL_MESSAGES } from "../../../shared/contracts/editorial";
import type { Executor } from "../../db/client";
import { courses } from "../../db/schema/courses";
import { ConflictError } from "../../lib/errors";
import { fillCanonicalUrls, keyOrRaw } from "../submissions/canonical-urls";

/** The desk's creates and its edits of an address or a title take turns on this lock. */
const DESK_COURSE_LOCK_CLASS = 72_014_240;

/** 409 naming the course a new one would repeat; the body carries it as `duplicate`. */
export class DuplicateCourseError extends ConflictError {
  constructor(readonly duplicate: DuplicateCourse) {
    super(duplicate.match === "url" ? EDITORIAL_MESSAGES.duplicateUrl : EDITORIAL_MESSAGES.duplicateTitle);
  }

  /** Sent beside `error` by the error handler (plugins/errors.ts). */
  override get details(): Record<string, unknown> {
    return { duplicate: this.duplicate };
  }
}

export function deskCoursePath(id: number): string {
  return `/admin/catalog/courses/${id}`;
}

/** Until the transaction ends: one desk create or identity edit at a time. */
export async function lockCourseIdentities(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DESK_COURSE_LOCK_CLASS}, 0)`);
}

/** Titles compared without case or extra spaces: "Spreadsheet  basics " is "spreadsheet basics". */
const normalTitle = (title: string) => title.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * A catalogue course (not archived) with the same sales page or the same creator and title, other
 * than `exceptId`; null when there is none. `url` is null when the address is not being set.
 */
export async function findDuplicateCourse(
  tx: Executor,
  candidate: { url: string | null; title: string | null; creatorId: number | null },
  exceptId?: number,
): Promise<DuplicateCourse | null> {
  const notThis = exceptId === undefined ? undefined : ne(courses.id, exceptId);
  const live = sql`${courses.editorialStatus} <> 'archived'`;
  const found = (row: { id: number; title: string } | undefined, match: DuplicateCourse["match"]) =>
    row ? { id: row.id, title: row.title, link: deskCoursePath(row.id), match } : null;
  if (candidate.url !== null) {
    await fillCanonicalUrls(tx);
    const [same] = await tx
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(and(eq(courses.canonicalUrl, keyOrRaw(candidate.url)), live, notThis))
      .orderBy(asc(courses.id))
      .limit(1);
    if (same) return found(same, "url");
  }
  if (candidate.title !== null && candidate.creatorId !== null) {
    const [same] = await tx
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(
        and(
          eq(courses.creatorId, candidate.creatorId),
          sql`lower(regexp_replace(btrim(${courses.title}), '\\s+', ' ', 'g')) = ${normalTitle(candidate.title)}`,
          live,
          notThis,
        ),
      )
      .orderBy(asc(courses.id))
      .limit(1);
    if (same) return found(same, "title");
  }
  return null;
}

/** Throws DuplicateCourseError when the catalogue already has the course. */
export async function assertNotDuplicate(
  tx: Executor,
  candidate: { url: string | null; title: string | null; creatorId: number | null },
  exceptId?: number,
): Promise<void> {
  const duplicate = await findDuplicateCourse(tx, candidate, exceptId);
  if (duplicate) throw new DuplicateCourseError(duplicate);
}
