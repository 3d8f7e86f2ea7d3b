// What every use case of the editorial desk shares: its dependencies, how it reads and locks a course
// or a creator, and the two shapes of a write. A create inserts with its audit row and rescores in
// one transaction; a change locks the row first, applies, and rescores only when something changed;
// the catalogue's caches are told after the commit. A use case is a function of these (deps first),
// so it can be called and tested without HTTP; editorial.service.ts binds them for the routes.
import { and, eq, ilike, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { CourseDetail } from "../../../shared/contracts/catalog";
import {
  type AdminCourse,
  type AdminCreator,
  type AdminListQuery,
  EDITORIAL_MESSAGES,
} from "../../../shared/contracts/editorial";
import type { Db, Executor } from "../../db/client";
import { users } from "../../db/schema/auth";
import { courses } from "../../db/schema/courses";
import { creators } from "../../db/schema/creators";
import type { DomainEvents, Emit } from "../../lib/domain-events";
import { NotFoundError } from "../../lib/errors";
import { lockExisting } from "../../lib/lock-row";
import { CATALOGUE_CHANGED } from "../courses/catalogue-changed";
import type { CourseService } from "../courses/courses.service";
import type { PageReaderDeps } from "../snapshots/read-page";
import { rescoreCourse } from "../trust/trust-engine";
import { auditOf } from "./audit";
import { archiveAudited, type CatalogueSubject, updateChanged } from "./catalogue-writes";
import {
  auditedChanges,
  courseCount,
  courseLockSelection,
  creatorColumnSelection,
  creatorLockSelection,
} from "./editorial-columns";

export interface EditorialDeps {
  db: Db;
  courses: Pick<CourseService, "get">;
  /** Reads a sales page for a draft by address (the reader submissions use). */
  reader: PageReaderDeps;
  /** A change the catalogue's lists show emits CATALOGUE_CHANGED in these (caches cleared after the commit). */
  events: DomainEvents;
  now?: () => Date;
}

/** The moment a use case writes at. */
export function nowOf(deps: EditorialDeps): Date {
  return deps.now ? deps.now() : new Date();
}

function searchPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** An admin list's filter: the editorial status asked for, and the search in any of `searched`. */
export function listFilter(query: AdminListQuery, status: PgColumn, searched: PgColumn[]): SQL | undefined {
  const where: SQL[] = [];
  if (query.status !== "all") where.push(eq(status, query.status));
  if (query.q !== undefined) {
    const pattern = searchPattern(query.q);
    const matches = or(...searched.map((column) => ilike(column, pattern)));
    if (matches) where.push(matches);
  }
  return and(...where);
}

/** How the desk reads and locks one kind of item, and what a change to it rescores. */
export interface Desk<Row extends { editorialStatus: string }, Item> {
  subject: CatalogueSubject;
  /** The row locked for a change, or 404. */
  lock: (tx: Executor, id: number) => Promise<Row>;
  read: (deps: EditorialDeps, id: number) => Promise<Item>;
  rescore?: (tx: Executor, emit: Emit, id: number, at: Date) => Promise<unknown>;
}

/** A course as the desk shows it: the public detail and its audit trail. */
async function adminCourse(deps: EditorialDeps, id: number): Promise<AdminCourse> {
  const course: CourseDetail = await deps.courses.get(id);
  return { ...course, audit: await auditOf(deps.db, "course", id) };
}

/** A creator as the desk shows it: every column, its course count, the linked account and the audit. */
export async function adminCreator(deps: EditorialDeps, id: number): Promise<AdminCreator> {
  const { db } = deps;
  const [row] = await db
    .select({
      ...creatorColumnSelection,
      id: creators.id,
      slug: creators.slug,
      verificationStatus: creators.verificationStatus,
      editorialStatus: creators.editorialStatus,
      archivedAt: creators.archivedAt,
      createdAt: creators.createdAt,
      updatedAt: creators.updatedAt,
      courseCount,
      claimedBy: creators.claimedBy,
      claimedAt: creators.claimedAt,
      claimFirstName: users.firstName,
      claimLastName: users.lastName,
      claimEmail: users.email,
    })
    .from(creators)
    .leftJoin(users, eq(users.id, creators.claimedBy))
    .where(eq(creators.id, id));
  if (!row) throw new NotFoundError(EDITORIAL_MESSAGES.creatorNotFound);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    bio: row.bio,
    background: row.background,
    website: row.websiteUrl,
    avatarUrl: row.avatarUrl,
    youtube: row.youtubeUrl,
    instagram: row.instagramUrl,
    x: row.xUrl,
    specialties: row.specialties,
    socialMediaPlatform: row.socialMediaPlatform,
    followerCount: row.followerCount,
    verificationStatus: row.verificationStatus,
    editorialStatus: row.editorialStatus,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    courseCount: Number(row.courseCount),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    claim:
      row.claimedBy === null || row.claimEmail === null
        ? null
        : {
            userId: row.claimedBy,
            name: `${row.claimFirstName ?? ""} ${row.claimLastName ?? ""}`.trim(),
            email: row.claimEmail,
            claimedAt: (row.claimedAt ?? row.updatedAt).toISOString(),
          },
    audit: await auditOf(db, "creator", id),
  };
}

export const courseDesk = {
  subject: "course",
  lock: (tx: Executor, id: number) =>
    lockExisting(tx, courses, id, EDITORIAL_MESSAGES.courseNotFound, courseLockSelection),
  read: adminCourse,
  rescore: rescoreCourse,
} satisfies Desk<{ editorialStatus: string }, AdminCourse>;

export const creatorDesk = {
  subject: "creator",
  lock: (tx: Executor, id: number) =>
    lockExisting(tx, creators, id, EDITORIAL_MESSAGES.creatorNotFound, creatorLockSelection),
  read: adminCreator,
} satisfies Desk<{ editorialStatus: string }, AdminCreator>;

/** A new item committed with its audit row (and its score); the caches are cleared after the commit. */
export async function createItem<Item>(
  deps: EditorialDeps,
  desk: Desk<{ editorialStatus: string }, Item>,
  insert: (tx: Executor, at: Date) => Promise<number>,
): Promise<Item> {
  const at = nowOf(deps);
  const id = await deps.events.transaction(deps.db, async (tx, emit) => {
    const id = await insert(tx, at);
    await desk.rescore?.(tx, emit, id, at);
    await emit(CATALOGUE_CHANGED, { listsChanged: true });
    return id;
  });
  return desk.read(deps, id);
}

/**
 * A change to one locked item committed with its audit row and what it rescores; `apply` answers
 * whether anything changed, and only then are the caches cleared (after the commit). `apply` may emit
 * what the change means to other modules (editorial-events.ts) in the same transaction.
 */
export async function changeItem<Row extends { editorialStatus: string }, Item>(
  deps: EditorialDeps,
  desk: Desk<Row, Item>,
  id: number,
  apply: (tx: Executor, row: Row, at: Date, emit: Emit) => Promise<boolean>,
): Promise<Item> {
  const at = nowOf(deps);
  await deps.events.transaction(deps.db, async (tx, emit) => {
    const row = await desk.lock(tx, id);
    if (!(await apply(tx, row, at, emit))) return;
    await desk.rescore?.(tx, emit, id, at);
    await emit(CATALOGUE_CHANGED, { listsChanged: true });
  });
  return desk.read(deps, id);
}

/**
 * The audited edit of an item's fields (`columns`, taken from the body without its reason), after
 * `check` where an edit must not make the item repeat another.
 */
export function updateItem<Row extends { editorialStatus: string }, Item>(
  deps: EditorialDeps,
  desk: Desk<Row, Item>,
  edit: { actorId: string; id: number; reason?: string },
  columns: (tx: Executor, row: Row) => Promise<object>,
  check?: (tx: Executor, row: Row) => Promise<void>,
): Promise<Item> {
  return changeItem(deps, desk, edit.id, async (tx, row, at) => {
    await check?.(tx, row);
    return updateChanged(
      tx,
      desk.subject,
      edit.id,
      row,
      await columns(tx, row),
      { actorId: edit.actorId, action: "updated", reason: edit.reason, at },
      auditedChanges,
    );
  });
}

/** An item taken out of the catalogue, with a reason (409 when it is out already). */
export function archiveItem<Row extends { editorialStatus: string }, Item>(
  deps: EditorialDeps,
  desk: Desk<Row, Item>,
  actorId: string,
  id: number,
  reason: string,
): Promise<Item> {
  return changeItem(deps, desk, id, async (tx, row, at) => {
    const conflict = EDITORIAL_MESSAGES.alreadyArchived;
    await archiveAudited(tx, desk.subject, id, row.editorialStatus, conflict, { actorId, reason, at });
    return true;
  });
}
