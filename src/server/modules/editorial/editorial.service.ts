// The editorial desk: admins create, edit, archive and verify courses and creators. Every change is
// audited in the same transaction, and a change to a course (or a creator's status) rescores the
// courses it touches at once, so the score and its history never wait for the weekly job. A course's
// money is an amount in its currency (src/shared/domain/money.ts); a new course that repeats one in
// the catalogue is refused (course-duplicates.ts), and a draft can be read from its address
// (course-draft.ts).
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { CourseDetail } from "../../../shared/contracts/catalog";
import {
  CLAIM_MESSAGES,
  type ClaimBody,
  type ClaimResponse,
  type MemberLookupResponse,
} from "../../../shared/contracts/creator-claims";
import {
  ADMIN_PAGE_SIZE,
  type AdminCourse,
  type AdminCourseList,
  type AdminCreator,
  type AdminCreatorList,
  type AdminListQuery,
  type CourseCreateBody,
  type CourseDraft,
  type CourseHistory,
  type CreatorCreateBody,
  type CreatorStatusBody,
  courseMoneyProblems,
  EDITORIAL_MESSAGES,
  type HistoryEvent,
  type VerificationBody,
} from "../../../shared/contracts/editorial";
import { normalizeEmail } from "../../../shared/domain/auth-rules";
import { DEFAULT_CURRENCY, fromMinor, toMinor } from "../../../shared/domain/money";
import type { Db, Executor } from "../../db/client";
import { users } from "../../db/schema/auth";
import { categories } from "../../db/schema/categories";
import { courses } from "../../db/schema/courses";
import { creators } from "../../db/schema/creators";
import { auditEvents } from "../../db/schema/editorial";
import { courseScoreHistory } from "../../db/schema/trust";
import { BadRequestError, ConflictError, NotFoundError } from "../../lib/errors";
import { lockExisting } from "../../lib/lock-row";
import { paged } from "../../lib/paged";
import type { CourseService } from "../courses/courses.service";
import type { PageReaderDeps } from "../snapshots/read-page";
import { keyOrRaw } from "../submissions/canonical-urls";
import { type FactColumns, priceFactColumns } from "../submissions/submission-facts";
import { rescoreCourse, rescoreCreatorCourses } from "../trust/trust-engine";
import { notifyWatchers } from "../watchlist/notify-watchers";
import { auditOf, type Changes, diff } from "./audit";
import {
  archiveAudited,
  type CatalogueSubject,
  insertAudited,
  insertCreator,
  updateAudited,
  updateChanged,
} from "./catalogue-writes";
import { draftCourseFromAddress } from "./course-draft";
import { assertNotDuplicate, lockCourseIdentities } from "./course-duplicates";

export interface EditorialDeps {
  db: Db;
  courses: Pick<CourseService, "get">;
  /** Reads a sales page for a draft by address (the reader submissions use). */
  reader: PageReaderDeps;
  /** After a committed change that the catalogue's lists, counts or caches show. */
  catalogueChanged: () => void;
  now?: () => Date;
}

/** The course columns an editor sets, named as the body names them. */
interface CourseColumns extends FactColumns {
  description: string;
  creatorId: number;
  categoryId: number;
  originalUrl: string;
  /** The address key of originalUrl, set with it (a trigger clears it otherwise). */
  canonicalUrl: string;
  affiliateUrl: string | null;
  level: (typeof courses.level.enumValues)[number];
  durationHours: number;
  studentCount: number;
  salesCopy: string;
  incomeClaims: string | null;
  actualStudentOutcomes: string | null;
  redFlags: string[];
}

const courseColumnSelection = {
  title: courses.title,
  description: courses.description,
  creatorId: courses.creatorId,
  categoryId: courses.categoryId,
  ...priceFactColumns,
  originalUrl: courses.originalUrl,
  affiliateUrl: courses.affiliateUrl,
  level: courses.level,
  durationHours: courses.durationHours,
  studentCount: courses.studentCount,
  salesCopy: courses.salesCopy,
  incomeClaims: courses.incomeClaims,
  actualStudentOutcomes: courses.actualStudentOutcomes,
  redFlags: courses.redFlags,
};

const creatorColumnSelection = {
  name: creators.name,
  bio: creators.bio,
  background: creators.background,
  websiteUrl: creators.websiteUrl,
  avatarUrl: creators.avatarUrl,
  youtubeUrl: creators.youtubeUrl,
  instagramUrl: creators.instagramUrl,
  xUrl: creators.xUrl,
  specialties: creators.specialties,
  socialMediaPlatform: creators.socialMediaPlatform,
  followerCount: creators.followerCount,
};
/** What a change compares with or checks: the editable columns and the status ones. */
const courseLockSelection = {
  ...courseColumnSelection,
  editorialStatus: courses.editorialStatus,
  isVerified: courses.isVerified,
  verifiedSource: courses.verifiedSource,
  verificationNotes: courses.verificationNotes,
  verificationEvidence: courses.verificationEvidence,
};
const creatorLockSelection = {
  ...creatorColumnSelection,
  verificationStatus: creators.verificationStatus,
  editorialStatus: creators.editorialStatus,
};
type CreatorColumns = Pick<typeof creators.$inferSelect, keyof typeof creatorColumnSelection>;

function defined<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function creatorColumns(body: Partial<CreatorCreateBody>): Partial<CreatorColumns> {
  return defined({
    name: body.name,
    bio: body.bio,
    background: body.background,
    websiteUrl: body.website,
    avatarUrl: body.avatarUrl,
    youtubeUrl: body.youtube,
    instagramUrl: body.instagram,
    xUrl: body.x,
    specialties: body.specialties,
    socialMediaPlatform: body.socialMediaPlatform,
    followerCount: body.followerCount,
  });
}

function searchPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** An admin list's filter: the editorial status asked for, and the search in any of `searched`. */
function listFilter(query: AdminListQuery, status: PgColumn, searched: PgColumn[]): SQL | undefined {
  const where: SQL[] = [];
  if (query.status !== "all") where.push(eq(status, query.status));
  if (query.q !== undefined) {
    const pattern = searchPattern(query.q);
    const matches = or(...searched.map((column) => ilike(column, pattern)));
    if (matches) where.push(matches);
  }
  return and(...where);
}

const courseCount = sql<number>`(select count(*)::int from courses c where c.creator_id = "creators"."id")`;

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

const creatorListSelection = {
  id: creators.id,
  slug: creators.slug,
  name: creators.name,
  verificationStatus: creators.verificationStatus,
  editorialStatus: creators.editorialStatus,
  updatedAt: creators.updatedAt,
  courseCount,
};

/** An integer column holds at most this (PostgreSQL integer). */
const MAX_MINOR_UNITS = 2_000_000_000;

/** The money columns of a course being edited. */
type CourseMoneyRow = Pick<
  typeof courses.$inferSelect,
  | "priceCents"
  | "currency"
  | "billing"
  | "installmentCount"
  | "anchorPriceCents"
  | "refundDays"
  | "refundKind"
>;

/**
 * The money fields as they will stand: the body's, else the course's. Billing set to something
 * other than instalments clears the number of payments; a refund kind of "none" clears its days.
 */
function mergedMoney(body: Partial<CourseCreateBody>, current?: CourseMoneyRow) {
  const currency = body.currency ?? current?.currency ?? DEFAULT_CURRENCY;
  const was = (minor: number | null | undefined) =>
    minor === null || minor === undefined || current === undefined
      ? null
      : fromMinor(minor, current.currency);
  const billing = body.billing ?? current?.billing ?? "one-time";
  const refundKind = body.refundKind !== undefined ? body.refundKind : (current?.refundKind ?? null);
  return {
    price: body.price ?? was(current?.priceCents) ?? 0,
    currency,
    billing,
    installmentCount:
      body.installmentCount !== undefined
        ? body.installmentCount
        : billing === "installments"
          ? (current?.installmentCount ?? null)
          : null,
    anchorPrice: body.anchorPrice !== undefined ? body.anchorPrice : was(current?.anchorPriceCents),
    refundDays:
      body.refundDays !== undefined
        ? body.refundDays
        : refundKind === "none"
          ? null
          : (current?.refundDays ?? null),
    refundKind,
  };
}

/** What the audit keeps of a course's values: the facts named, not copied; the address key left out. */
function auditedValues(values: Partial<CourseColumns>): object {
  const { facts, canonicalUrl: _key, ...rest } = values;
  return facts === undefined ? rest : { ...rest, facts: facts === null ? null : "read from the sales page" };
}

/** The same for an edit's changes. */
function auditedChanges(changes: Changes): Changes {
  const { facts, canonicalUrl: _key, ...rest } = changes;
  if (!facts) return rest;
  const said = (value: unknown) =>
    value === null || value === undefined ? null : "read from the sales page";
  return { ...rest, facts: { from: said(facts.from), to: said(facts.to) } };
}

/** How the desk reads and locks one kind of item, and what a change to it rescores. */
interface Desk<Row extends { editorialStatus: string }, Item> {
  subject: CatalogueSubject;
  /** The row locked for a change, or 404. */
  lock: (tx: Executor, id: number) => Promise<Row>;
  read: (id: number) => Promise<Item>;
  rescore?: (tx: Executor, id: number, at: Date) => Promise<unknown>;
}

export function createEditorialService(deps: EditorialDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function categoryIdOf(executor: Executor, slug: string): Promise<number> {
    const [row] = await executor
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, slug));
    if (!row) throw new BadRequestError(EDITORIAL_MESSAGES.unknownCategory);
    return row.id;
  }

  async function assertCreator(executor: Executor, id: number): Promise<void> {
    const [row] = await executor.select({ id: creators.id }).from(creators).where(eq(creators.id, id));
    if (!row) throw new BadRequestError(EDITORIAL_MESSAGES.unknownCreator);
  }

  /**
   * The course columns a body sets. `current` is the course being edited: an amount given without a
   * currency is in the course's, and a currency given without an amount keeps the amount (re-read in
   * the new currency's minor units). The money fields must agree once merged (courseMoneyProblems).
   */
  async function courseColumns(
    executor: Executor,
    body: Partial<CourseCreateBody>,
    current?: CourseMoneyRow,
  ): Promise<Partial<CourseColumns>> {
    if (body.creatorId !== undefined) await assertCreator(executor, body.creatorId);
    const money = mergedMoney(body, current);
    const problem = courseMoneyProblems(money)[0];
    if (problem) throw new BadRequestError(problem.message);
    const currencyChanged = current !== undefined && money.currency !== current.currency;
    const minor = (amount: number) => {
      const value = toMinor(amount, money.currency);
      if (value > MAX_MINOR_UNITS) throw new BadRequestError(EDITORIAL_MESSAGES.tooLarge);
      return value;
    };
    return defined({
      title: body.title,
      description: body.description,
      creatorId: body.creatorId,
      categoryId:
        body.categorySlug === undefined ? undefined : await categoryIdOf(executor, body.categorySlug),
      priceCents: body.price !== undefined || currencyChanged ? minor(money.price) : undefined,
      currency: body.currency,
      billing: body.billing,
      installmentCount:
        body.installmentCount !== undefined || body.billing !== undefined
          ? money.installmentCount
          : undefined,
      anchorPriceCents:
        body.anchorPrice !== undefined || (currencyChanged && money.anchorPrice !== null)
          ? money.anchorPrice === null
            ? null
            : minor(money.anchorPrice)
          : undefined,
      refundDays:
        body.refundDays !== undefined || body.refundKind !== undefined ? money.refundDays : undefined,
      refundKind: body.refundKind,
      recurring: body.recurring,
      facts: body.facts,
      originalUrl: body.url,
      canonicalUrl: body.url === undefined ? undefined : keyOrRaw(body.url),
      affiliateUrl: body.affiliateUrl,
      level: body.level,
      durationHours: body.duration,
      studentCount: body.studentCount,
      salesCopy: body.salesCopy,
      incomeClaims: body.incomeClaims,
      actualStudentOutcomes: body.actualStudentOutcomes,
      redFlags: body.redFlags,
    });
  }

  async function adminCourse(id: number): Promise<AdminCourse> {
    const course: CourseDetail = await deps.courses.get(id);
    return { ...course, audit: await auditOf(db, "course", id) };
  }

  async function adminCreator(id: number): Promise<AdminCreator> {
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

  const courseDesk = {
    subject: "course",
    lock: (tx: Executor, id: number) =>
      lockExisting(tx, courses, id, EDITORIAL_MESSAGES.courseNotFound, courseLockSelection),
    read: adminCourse,
    rescore: rescoreCourse,
  } satisfies Desk<{ editorialStatus: string }, AdminCourse>;

  const creatorDesk = {
    subject: "creator",
    lock: (tx: Executor, id: number) =>
      lockExisting(tx, creators, id, EDITORIAL_MESSAGES.creatorNotFound, creatorLockSelection),
    read: adminCreator,
  } satisfies Desk<{ editorialStatus: string }, AdminCreator>;

  /** The creator locked for a change of its linked account: the account linked now, or null. */
  async function lockedClaim(tx: Executor, id: number): Promise<string | null> {
    const row = await lockExisting(tx, creators, id, EDITORIAL_MESSAGES.creatorNotFound, {
      claimedBy: creators.claimedBy,
    });
    return row.claimedBy;
  }

  /** A new item committed with its audit row (and its score); the caches are told after. */
  async function create<Item>(
    desk: Desk<{ editorialStatus: string }, Item>,
    insert: (tx: Executor, at: Date) => Promise<number>,
  ): Promise<Item> {
    const at = now();
    const id = await db.transaction(async (tx) => {
      const id = await insert(tx, at);
      await desk.rescore?.(tx, id, at);
      return id;
    });
    deps.catalogueChanged();
    return desk.read(id);
  }

  /**
   * A change to one locked item committed with its audit row and what it rescores; `apply` answers
   * whether anything changed, and only then are the caches told.
   */
  async function change<Row extends { editorialStatus: string }, Item>(
    desk: Desk<Row, Item>,
    id: number,
    apply: (tx: Executor, row: Row, at: Date) => Promise<boolean>,
  ): Promise<Item> {
    const at = now();
    const changed = await db.transaction(async (tx) => {
      const row = await desk.lock(tx, id);
      const didChange = await apply(tx, row, at);
      if (didChange) await desk.rescore?.(tx, id, at);
      return didChange;
    });
    if (changed) deps.catalogueChanged();
    return desk.read(id);
  }

  /** What both kinds of item share: the audited edit of their fields, and the archive. */
  function editable<Row extends { editorialStatus: string }, Item, Fields>(
    desk: Desk<Row, Item>,
    columnsOf: (tx: Executor, fields: Fields, row: Row) => Promise<object>,
    /** What an edit checks before it is written (a course's address or title repeating another's). */
    check?: (tx: Executor, id: number, fields: Fields, row: Row) => Promise<void>,
  ) {
    return {
      get: desk.read,
      /** `columnsOf` takes the columns it knows from the body, so the reason stays out of them. */
      update(actorId: string, id: number, body: Fields & { reason?: string }): Promise<Item> {
        return change(desk, id, async (tx, row, at) => {
          await check?.(tx, id, body, row);
          return updateChanged(
            tx,
            desk.subject,
            id,
            row,
            await columnsOf(tx, body, row),
            { actorId, action: "updated", reason: body.reason, at },
            auditedChanges,
          );
        });
      },
      archive(actorId: string, id: number, reason: string): Promise<Item> {
        return change(desk, id, async (tx, row, at) => {
          const conflict = EDITORIAL_MESSAGES.alreadyArchived;
          await archiveAudited(tx, desk.subject, id, row.editorialStatus, conflict, { actorId, reason, at });
          return true;
        });
      },
    };
  }

  /** The course's verification fields set to `next`, with a public audit row. */
  function setVerification(
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
    return change(courseDesk, id, async (tx, row, at) => {
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
      // Watchers hear of a verification given (not of one re-recorded) and of one revoked.
      if (next.isVerified && !row.isVerified)
        await notifyWatchers(tx, { kind: "verified", courseId: id, at });
      if (!next.isVerified) {
        await notifyWatchers(tx, { kind: "unverified", courseId: id, reason: write.reason ?? null, at });
      }
      return true;
    });
  }

  return {
    courses: {
      ...editable(courseDesk, courseColumns, async (tx, id, body, row) => {
        // A new address, title or creator must not make this course repeat another.
        if (body.url === undefined && body.title === undefined && body.creatorId === undefined) return;
        await lockCourseIdentities(tx);
        await assertNotDuplicate(
          tx,
          {
            url: body.url ?? null,
            title: body.title ?? row.title,
            creatorId: body.creatorId ?? row.creatorId,
          },
          id,
        );
      }),

      async list(query: AdminListQuery): Promise<AdminCourseList> {
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
      },

      /**
       * Adds the course unless the catalogue has it already (409 naming it): the check and the insert
       * hold one lock, so two identical creates at once (a double click) make one course.
       */
      create(actorId: string, body: CourseCreateBody): Promise<AdminCourse> {
        return create(courseDesk, async (tx, at) => {
          await lockCourseIdentities(tx);
          await assertNotDuplicate(tx, { url: body.url, title: body.title, creatorId: body.creatorId });
          const values = (await courseColumns(tx, body)) as CourseColumns;
          return insertAudited(
            tx,
            "course",
            values,
            { actorId, action: "created", at },
            auditedValues(values),
          );
        });
      },

      /** A draft of a course from its sales page's address; nothing is stored. */
      draft(url: string): Promise<CourseDraft> {
        return draftCourseFromAddress({ db, reader: deps.reader }, url);
      },

      verify(actorId: string, id: number, body: VerificationBody): Promise<AdminCourse> {
        const next = {
          isVerified: true,
          verifiedSource: body.verifiedBy,
          verificationNotes: body.notes,
          verificationEvidence: body.evidenceUrls,
        };
        return setVerification(actorId, id, next, { action: "verified" });
      },

      revokeVerification(actorId: string, id: number, reason: string): Promise<AdminCourse> {
        const next = {
          isVerified: false,
          verifiedSource: null,
          verificationNotes: null,
          verificationEvidence: [],
        };
        return setVerification(actorId, id, next, {
          action: "verification-revoked",
          reason,
          assert: (row) => {
            if (!row.isVerified) throw new ConflictError(EDITORIAL_MESSAGES.notVerified);
          },
        });
      },
    },

    creators: {
      ...editable(creatorDesk, async (_tx, fields: Partial<CreatorCreateBody>) => creatorColumns(fields)),

      async list(query: AdminListQuery): Promise<AdminCreatorList> {
        const where = listFilter(query, creators.editorialStatus, [creators.name]);
        return paged(
          query.page,
          ADMIN_PAGE_SIZE,
          db.select({ n: count() }).from(creators).where(where),
          db
            .select(creatorListSelection)
            .from(creators)
            .where(where)
            .orderBy(asc(creators.name), asc(creators.id))
            .$dynamic(),
          (row) => ({ ...row, courseCount: Number(row.courseCount), updatedAt: row.updatedAt.toISOString() }),
        );
      },

      create(actorId: string, body: CreatorCreateBody): Promise<AdminCreator> {
        return create(creatorDesk, (tx, at) =>
          insertCreator(tx, creatorColumns(body) as CreatorColumns, { actorId, action: "created", at }),
        );
      },

      setStatus(actorId: string, id: number, body: CreatorStatusBody): Promise<AdminCreator> {
        return change(creatorDesk, id, async (tx, row, at) => {
          if (row.verificationStatus === body.status) throw new ConflictError(EDITORIAL_MESSAGES.sameStatus);
          await updateAudited(
            tx,
            "creator",
            id,
            { verificationStatus: body.status },
            { verificationStatus: { from: row.verificationStatus, to: body.status } },
            { actorId, action: "status", reason: body.reason, isPublic: true, at },
          );
          await rescoreCreatorCourses(tx, id, at);
          await notifyWatchers(tx, {
            kind: "creator-status",
            creatorId: id,
            from: row.verificationStatus,
            to: body.status,
            at,
          });
          return true;
        });
      },

      /**
       * Links a member to the creator after an admin checked who they are: one creator per account
       * (the unique index) and one account per creator. How identity was checked is the audit's
       * reason. Nothing the catalogue shows changes, so the caches are not told.
       */
      async claim(actorId: string, id: number, body: ClaimBody): Promise<ClaimResponse> {
        const at = now();
        await db.transaction(async (tx) => {
          if (await lockedClaim(tx, id)) throw new ConflictError(CLAIM_MESSAGES.alreadyLinked);
          // One link at a time per member: the check below then holds until the commit.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`creator-claim:${body.userId}`}))`);
          const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, body.userId));
          if (!member) throw new BadRequestError(CLAIM_MESSAGES.unknownMember);
          const [taken] = await tx
            .select({ id: creators.id })
            .from(creators)
            .where(eq(creators.claimedBy, body.userId));
          if (taken) throw new ConflictError(CLAIM_MESSAGES.memberTaken);
          await updateAudited(
            tx,
            "creator",
            id,
            { claimedBy: body.userId, claimedAt: at },
            { claimedBy: { from: null, to: body.userId } },
            { actorId, action: "claimed", reason: body.how, at },
          );
        });
        return { creatorId: id, claim: (await adminCreator(id)).claim };
      },

      /** Unlinks the creator's account, with a reason; the replies already written stay. */
      async unclaim(actorId: string, id: number, reason: string): Promise<ClaimResponse> {
        const at = now();
        await db.transaction(async (tx) => {
          const claimedBy = await lockedClaim(tx, id);
          if (!claimedBy) throw new ConflictError(CLAIM_MESSAGES.notLinked);
          await updateAudited(
            tx,
            "creator",
            id,
            { claimedBy: null, claimedAt: null },
            { claimedBy: { from: claimedBy, to: null } },
            { actorId, action: "unclaimed", reason, at },
          );
        });
        return { creatorId: id, claim: (await adminCreator(id)).claim };
      },
    },

    /** A member account by its e-mail address, for linking it to a creator. */
    async findMember(email: string): Promise<MemberLookupResponse> {
      const [row] = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          role: users.role,
          creatorId: creators.id,
          creatorName: creators.name,
        })
        .from(users)
        .leftJoin(creators, eq(creators.claimedBy, users.id))
        .where(eq(users.email, normalizeEmail(email)));
      if (!row) throw new NotFoundError(CLAIM_MESSAGES.memberNotFound);
      return {
        member: {
          id: row.id,
          name: `${row.firstName} ${row.lastName}`.trim(),
          email: row.email,
          role: row.role,
          claimedCreator: row.creatorId === null ? null : { id: row.creatorId, name: row.creatorName ?? "" },
        },
      };
    },

    /** The public History of a course: its scores over time and the dated public events. */
    async courseHistory(id: number): Promise<CourseHistory> {
      const [course] = await db
        .select({
          creatorId: courses.creatorId,
          trustScore: courses.trustScore,
          trustComputedAt: courses.trustComputedAt,
          breakdown: courses.trustBreakdown,
        })
        .from(courses)
        .where(eq(courses.id, id));
      if (!course) throw new NotFoundError(EDITORIAL_MESSAGES.courseNotFound);
      const [scores, events] = await Promise.all([
        db
          .select({
            at: courseScoreHistory.recordedAt,
            score: courseScoreHistory.score,
            band: courseScoreHistory.band,
          })
          .from(courseScoreHistory)
          .where(eq(courseScoreHistory.courseId, id))
          .orderBy(asc(courseScoreHistory.recordedAt), asc(courseScoreHistory.id)),
        db
          .select({
            subjectType: auditEvents.subjectType,
            action: auditEvents.action,
            changes: auditEvents.changes,
            reason: auditEvents.reason,
            at: auditEvents.createdAt,
          })
          .from(auditEvents)
          .where(
            and(
              eq(auditEvents.isPublic, true),
              or(
                and(eq(auditEvents.subjectType, "course"), eq(auditEvents.subjectId, id)),
                and(eq(auditEvents.subjectType, "creator"), eq(auditEvents.subjectId, course.creatorId)),
              ),
            ),
          )
          .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
          .limit(200),
      ]);
      // A course scored before the history existed (the demo data) shows its stored score as one point.
      const points =
        scores.length > 0
          ? scores.map((s) => ({ at: s.at.toISOString(), score: s.score, band: s.band }))
          : course.trustScore !== null && course.trustComputedAt !== null
            ? [
                {
                  at: course.trustComputedAt.toISOString(),
                  score: course.trustScore,
                  band: String((course.breakdown as { band?: string } | null)?.band ?? ""),
                },
              ]
            : [];
      const history: HistoryEvent[] = events.flatMap((event): HistoryEvent[] => {
        const at = event.at.toISOString();
        const changes = event.changes as Changes;
        if (event.subjectType === "creator" && event.action === "status") {
          return [
            {
              kind: "creator-status",
              at,
              summary: `Creator status changed from ${String(changes.verificationStatus?.from)} to ${String(changes.verificationStatus?.to)}.`,
              reason: event.reason,
            },
          ];
        }
        if (event.subjectType === "creator" && event.action === "archived") {
          return [{ kind: "archived", at, summary: "The creator was archived.", reason: event.reason }];
        }
        if (event.action === "verified") {
          const by = changes.verifiedSource?.to;
          return [
            { kind: "verified", at, summary: `Verified by ${String(by ?? "HypeCheck")}.`, reason: null },
          ];
        }
        if (event.action === "verification-revoked") {
          return [
            { kind: "verification-revoked", at, summary: "Verification revoked.", reason: event.reason },
          ];
        }
        if (event.action === "archived") {
          return [{ kind: "archived", at, summary: "Archived: out of the catalogue.", reason: event.reason }];
        }
        return [];
      });
      for (let i = 1; i < scores.length; i++) {
        const before = scores[i - 1];
        const after = scores[i];
        if (!before || !after) continue;
        history.push({
          kind: "score",
          at: after.at.toISOString(),
          summary: `Trust score ${before.score} → ${after.score}.`,
          reason: null,
        });
      }
      history.sort((a, b) => b.at.localeCompare(a.at));
      return { scores: points, events: history };
    },
  };
}

export type EditorialService = ReturnType<typeof createEditorialService>;
