// The editorial desk: admins create, edit, archive and verify courses and creators. Every change is
// audited in the same transaction, and a change to a course (or a creator's status) rescores the
// courses it touches at once, so the score and its history never wait for the weekly job.
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
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
  type CourseHistory,
  type CourseUpdateBody,
  type CreatorCreateBody,
  type CreatorStatusBody,
  type CreatorUpdateBody,
  EDITORIAL_MESSAGES,
  type HistoryEvent,
  type VerificationBody,
} from "../../../shared/contracts/editorial";
import { normalizeEmail } from "../../../shared/domain/auth-rules";
import { slugify } from "../../../shared/domain/slug";
import { type Executor, rescoreCourse, rescoreCreatorCourses } from "../../analysis/trust-engine";
import type { Db } from "../../db/client";
import { categories, courses, creators } from "../../db/schema/catalog";
import { auditEvents, courseScoreHistory } from "../../db/schema/editorial";
import { users } from "../../db/schema/users";
import { BadRequestError, ConflictError, NotFoundError } from "../../lib/errors";
import type { CourseService } from "../courses/courses.service";
import { auditOf, type Changes, diff, recordAudit } from "./audit";

export interface EditorialDeps {
  db: Db;
  courses: Pick<CourseService, "get">;
  /** After a committed change that the catalogue's lists, counts or caches show. */
  catalogueChanged: () => void;
  now?: () => Date;
}

/** The course columns an editor sets, named as the body names them. */
interface CourseColumns {
  title: string;
  description: string;
  creatorId: number;
  categoryId: number;
  priceCents: number;
  originalUrl: string;
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
  priceCents: courses.priceCents,
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

  async function courseColumns(
    executor: Executor,
    body: Partial<CourseCreateBody>,
  ): Promise<Partial<CourseColumns>> {
    if (body.creatorId !== undefined) await assertCreator(executor, body.creatorId);
    return defined({
      title: body.title,
      description: body.description,
      creatorId: body.creatorId,
      categoryId:
        body.categorySlug === undefined ? undefined : await categoryIdOf(executor, body.categorySlug),
      priceCents: body.price === undefined ? undefined : Math.round(body.price * 100),
      originalUrl: body.url,
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

  /** The course row locked for a change, or 404. */
  async function lockCourse(tx: Executor, id: number) {
    const [row] = await tx
      .select({
        ...courseColumnSelection,
        editorialStatus: courses.editorialStatus,
        isVerified: courses.isVerified,
        verifiedSource: courses.verifiedSource,
        verificationNotes: courses.verificationNotes,
        verificationEvidence: courses.verificationEvidence,
      })
      .from(courses)
      .where(eq(courses.id, id))
      .for("update");
    if (!row) throw new NotFoundError(EDITORIAL_MESSAGES.courseNotFound);
    return row;
  }

  async function lockCreator(tx: Executor, id: number) {
    const [row] = await tx
      .select({
        ...creatorColumnSelection,
        verificationStatus: creators.verificationStatus,
        editorialStatus: creators.editorialStatus,
      })
      .from(creators)
      .where(eq(creators.id, id))
      .for("update");
    if (!row) throw new NotFoundError(EDITORIAL_MESSAGES.creatorNotFound);
    return row;
  }

  /** The creator locked for a change of its linked account: the account linked now, or null. */
  async function lockedClaim(tx: Executor, id: number): Promise<string | null> {
    await lockCreator(tx, id);
    const [row] = await tx
      .select({ claimedBy: creators.claimedBy })
      .from(creators)
      .where(eq(creators.id, id));
    return row?.claimedBy ?? null;
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
        courseCount: sql<number>`(select count(*)::int from courses c where c.creator_id = "creators"."id")`,
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

  /** A free slug for a new creator: the name's, then -2, -3... */
  async function freeSlug(tx: Executor, name: string): Promise<string> {
    const base = slugify(name) || "creator";
    const taken = new Set(
      (
        await tx
          .select({ slug: creators.slug })
          .from(creators)
          .where(or(eq(creators.slug, base), sql`${creators.slug} like ${`${base}-%`}`))
      ).map((row) => row.slug),
    );
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }

  /** A course change committed with its audit row and the new score; the caches are told after. */
  async function changeCourse(
    id: number,
    change: (tx: Executor, row: Awaited<ReturnType<typeof lockCourse>>, at: Date) => Promise<boolean>,
  ): Promise<AdminCourse> {
    const at = now();
    const changed = await db.transaction(async (tx) => {
      const row = await lockCourse(tx, id);
      const didChange = await change(tx, row, at);
      if (didChange) await rescoreCourse(tx, id, at);
      return didChange;
    });
    if (changed) deps.catalogueChanged();
    return adminCourse(id);
  }

  return {
    async listCourses(query: AdminListQuery): Promise<AdminCourseList> {
      const where: SQL[] = [];
      if (query.status !== "all") where.push(eq(courses.editorialStatus, query.status));
      if (query.q !== undefined) {
        const pattern = searchPattern(query.q);
        const matches = or(
          ilike(courses.title, pattern),
          ilike(creators.name, pattern),
          ilike(courses.originalUrl, pattern),
        );
        if (matches) where.push(matches);
      }
      const condition = and(...where);
      const [[counted], rows] = await Promise.all([
        db
          .select({ n: count() })
          .from(courses)
          .innerJoin(creators, eq(creators.id, courses.creatorId))
          .where(condition),
        db
          .select({
            id: courses.id,
            title: courses.title,
            creatorId: courses.creatorId,
            creatorName: creators.name,
            categoryName: categories.name,
            priceCents: courses.priceCents,
            editorialStatus: courses.editorialStatus,
            isVerified: courses.isVerified,
            trustScore: courses.trustScore,
            updatedAt: courses.updatedAt,
          })
          .from(courses)
          .innerJoin(creators, eq(creators.id, courses.creatorId))
          .innerJoin(categories, eq(categories.id, courses.categoryId))
          .where(condition)
          .orderBy(desc(courses.updatedAt), desc(courses.id))
          .limit(ADMIN_PAGE_SIZE)
          .offset((query.page - 1) * ADMIN_PAGE_SIZE),
      ]);
      return {
        items: rows.map(({ priceCents, updatedAt, ...row }) => ({
          ...row,
          price: priceCents / 100,
          updatedAt: updatedAt.toISOString(),
        })),
        total: counted?.n ?? 0,
        page: query.page,
      };
    },

    getCourse: adminCourse,

    async createCourse(actorId: string, body: CourseCreateBody): Promise<AdminCourse> {
      const at = now();
      const id = await db.transaction(async (tx) => {
        const values = (await courseColumns(tx, body)) as CourseColumns;
        const [row] = await tx
          .insert(courses)
          .values({ ...values, createdAt: at, updatedAt: at })
          .returning({ id: courses.id });
        if (!row) throw new Error("insert returned no row");
        await recordAudit(tx, {
          subjectType: "course",
          subjectId: row.id,
          actorId,
          action: "created",
          changes: diff({}, values as unknown as Record<string, unknown>),
          at,
        });
        await rescoreCourse(tx, row.id, at);
        return row.id;
      });
      deps.catalogueChanged();
      return adminCourse(id);
    },

    updateCourse(actorId: string, id: number, body: CourseUpdateBody): Promise<AdminCourse> {
      const { reason, ...fields } = body;
      return changeCourse(id, async (tx, row, at) => {
        const values = await courseColumns(tx, fields);
        const changes = diff(row as unknown as Record<string, unknown>, values as Record<string, unknown>);
        if (Object.keys(changes).length === 0) return false;
        await tx
          .update(courses)
          .set({ ...values, updatedAt: at })
          .where(eq(courses.id, id));
        await recordAudit(tx, {
          subjectType: "course",
          subjectId: id,
          actorId,
          action: "updated",
          changes,
          reason,
          at,
        });
        return true;
      });
    },

    archiveCourse(actorId: string, id: number, reason: string): Promise<AdminCourse> {
      return changeCourse(id, async (tx, row, at) => {
        if (row.editorialStatus === "archived") throw new ConflictError(EDITORIAL_MESSAGES.alreadyArchived);
        await tx
          .update(courses)
          .set({ editorialStatus: "archived", archivedAt: at, updatedAt: at })
          .where(eq(courses.id, id));
        await recordAudit(tx, {
          subjectType: "course",
          subjectId: id,
          actorId,
          action: "archived",
          changes: { editorialStatus: { from: row.editorialStatus, to: "archived" } },
          reason,
          isPublic: true,
          at,
        });
        return true;
      });
    },

    verifyCourse(actorId: string, id: number, body: VerificationBody): Promise<AdminCourse> {
      return changeCourse(id, async (tx, row, at) => {
        const next = {
          isVerified: true,
          verifiedSource: body.verifiedBy,
          verificationNotes: body.notes,
          verificationEvidence: body.evidenceUrls,
        };
        await tx
          .update(courses)
          .set({ ...next, verificationDate: at, updatedAt: at })
          .where(eq(courses.id, id));
        await recordAudit(tx, {
          subjectType: "course",
          subjectId: id,
          actorId,
          action: "verified",
          changes: diff(row as unknown as Record<string, unknown>, next),
          isPublic: true,
          at,
        });
        return true;
      });
    },

    revokeVerification(actorId: string, id: number, reason: string): Promise<AdminCourse> {
      return changeCourse(id, async (tx, row, at) => {
        if (!row.isVerified) throw new ConflictError(EDITORIAL_MESSAGES.notVerified);
        const next = {
          isVerified: false,
          verifiedSource: null,
          verificationNotes: null,
          verificationEvidence: [],
        };
        await tx
          .update(courses)
          .set({ ...next, verificationDate: null, updatedAt: at })
          .where(eq(courses.id, id));
        await recordAudit(tx, {
          subjectType: "course",
          subjectId: id,
          actorId,
          action: "verification-revoked",
          changes: diff(row as unknown as Record<string, unknown>, next),
          reason,
          isPublic: true,
          at,
        });
        return true;
      });
    },

    async listCreators(query: AdminListQuery): Promise<AdminCreatorList> {
      const where: SQL[] = [];
      if (query.status !== "all") where.push(eq(creators.editorialStatus, query.status));
      if (query.q !== undefined) where.push(ilike(creators.name, searchPattern(query.q)));
      const condition = and(...where);
      const [[counted], rows] = await Promise.all([
        db.select({ n: count() }).from(creators).where(condition),
        db
          .select({
            id: creators.id,
            slug: creators.slug,
            name: creators.name,
            verificationStatus: creators.verificationStatus,
            editorialStatus: creators.editorialStatus,
            updatedAt: creators.updatedAt,
            courseCount: sql<number>`(select count(*)::int from courses c where c.creator_id = "creators"."id")`,
          })
          .from(creators)
          .where(condition)
          .orderBy(asc(creators.name), asc(creators.id))
          .limit(ADMIN_PAGE_SIZE)
          .offset((query.page - 1) * ADMIN_PAGE_SIZE),
      ]);
      return {
        items: rows.map((row) => ({
          ...row,
          courseCount: Number(row.courseCount),
          updatedAt: row.updatedAt.toISOString(),
        })),
        total: counted?.n ?? 0,
        page: query.page,
      };
    },

    getCreator: adminCreator,

    async createCreator(actorId: string, body: CreatorCreateBody): Promise<AdminCreator> {
      const at = now();
      const id = await db.transaction(async (tx) => {
        const values = creatorColumns(body) as CreatorColumns;
        const slug = await freeSlug(tx, body.name);
        const [row] = await tx
          .insert(creators)
          .values({ ...values, slug, createdAt: at, updatedAt: at })
          .returning({ id: creators.id });
        if (!row) throw new Error("insert returned no row");
        await recordAudit(tx, {
          subjectType: "creator",
          subjectId: row.id,
          actorId,
          action: "created",
          changes: diff({}, { ...values, slug } as unknown as Record<string, unknown>),
          at,
        });
        return row.id;
      });
      deps.catalogueChanged();
      return adminCreator(id);
    },

    async updateCreator(actorId: string, id: number, body: CreatorUpdateBody): Promise<AdminCreator> {
      const { reason, ...fields } = body;
      const at = now();
      const changed = await db.transaction(async (tx) => {
        const row = await lockCreator(tx, id);
        const values = creatorColumns(fields);
        const changes = diff(row as unknown as Record<string, unknown>, values as Record<string, unknown>);
        if (Object.keys(changes).length === 0) return false;
        await tx
          .update(creators)
          .set({ ...values, updatedAt: at })
          .where(eq(creators.id, id));
        await recordAudit(tx, {
          subjectType: "creator",
          subjectId: id,
          actorId,
          action: "updated",
          changes,
          reason,
          at,
        });
        return true;
      });
      if (changed) deps.catalogueChanged();
      return adminCreator(id);
    },

    async archiveCreator(actorId: string, id: number, reason: string): Promise<AdminCreator> {
      const at = now();
      await db.transaction(async (tx) => {
        const row = await lockCreator(tx, id);
        if (row.editorialStatus === "archived") throw new ConflictError(EDITORIAL_MESSAGES.alreadyArchived);
        await tx
          .update(creators)
          .set({ editorialStatus: "archived", archivedAt: at, updatedAt: at })
          .where(eq(creators.id, id));
        await recordAudit(tx, {
          subjectType: "creator",
          subjectId: id,
          actorId,
          action: "archived",
          changes: { editorialStatus: { from: row.editorialStatus, to: "archived" } },
          reason,
          isPublic: true,
          at,
        });
      });
      deps.catalogueChanged();
      return adminCreator(id);
    },

    async setCreatorStatus(actorId: string, id: number, body: CreatorStatusBody): Promise<AdminCreator> {
      const at = now();
      await db.transaction(async (tx) => {
        const row = await lockCreator(tx, id);
        if (row.verificationStatus === body.status) throw new ConflictError(EDITORIAL_MESSAGES.sameStatus);
        await tx
          .update(creators)
          .set({ verificationStatus: body.status, updatedAt: at })
          .where(eq(creators.id, id));
        await recordAudit(tx, {
          subjectType: "creator",
          subjectId: id,
          actorId,
          action: "status",
          changes: { verificationStatus: { from: row.verificationStatus, to: body.status } },
          reason: body.reason,
          isPublic: true,
          at,
        });
        await rescoreCreatorCourses(tx, id, at);
      });
      deps.catalogueChanged();
      return adminCreator(id);
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

    /**
     * Links a member to the creator after an admin checked who they are: one creator per account
     * (the unique index) and one account per creator. How identity was checked is the audit's reason.
     */
    async claimCreator(actorId: string, id: number, body: ClaimBody): Promise<ClaimResponse> {
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
        await tx
          .update(creators)
          .set({ claimedBy: body.userId, claimedAt: at, updatedAt: at })
          .where(eq(creators.id, id));
        await recordAudit(tx, {
          subjectType: "creator",
          subjectId: id,
          actorId,
          action: "claimed",
          changes: { claimedBy: { from: null, to: body.userId } },
          reason: body.how,
          at,
        });
      });
      return { creatorId: id, claim: (await adminCreator(id)).claim };
    },

    /** Unlinks the creator's account, with a reason; the replies already written stay. */
    async unclaimCreator(actorId: string, id: number, reason: string): Promise<ClaimResponse> {
      const at = now();
      await db.transaction(async (tx) => {
        const claimedBy = await lockedClaim(tx, id);
        if (!claimedBy) throw new ConflictError(CLAIM_MESSAGES.notLinked);
        await tx
          .update(creators)
          .set({ claimedBy: null, claimedAt: null, updatedAt: at })
          .where(eq(creators.id, id));
        await recordAudit(tx, {
          subjectType: "creator",
          subjectId: id,
          actorId,
          action: "unclaimed",
          changes: { claimedBy: { from: claimedBy, to: null } },
          reason,
          at,
        });
      });
      return { creatorId: id, claim: (await adminCreator(id)).claim };
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
