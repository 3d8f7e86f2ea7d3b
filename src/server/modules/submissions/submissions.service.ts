// Course submissions by address. A member sends a sales-page address: a page already in the
// catalogue (same canonical address) answers with that course; otherwise the page is fetched and
// read, and a readable page becomes an unreviewed course in one transaction — creator matched or
// created, first snapshot, score, audit row, submission row. Admins then accept, merge or reject
// it, and the member gets an in-app notification of each decision.
import { and, asc, count, desc, eq, gt, type SQL, sql } from "drizzle-orm";
import { type CourseSummary, CourseSummary as CourseSummarySchema } from "../../../shared/contracts/catalog";
import {
  type AdminSubmission,
  type AdminSubmissionList,
  type AdminSubmissionQuery,
  SUBMISSION_MESSAGES,
  SUBMISSIONS_PAGE_SIZE,
  SUBMISSIONS_PER_DAY,
  type SubmissionBody,
} from "../../../shared/contracts/submissions";
import { canonicalCourseUrl } from "../../../shared/domain/canonical-url";
import { parsePageUrl } from "../../analysis/fetch-page";
import { type Executor, rescoreCourse } from "../../analysis/trust-engine";
import type { Db } from "../../db/client";
import { categories, coursePriceHistory, courses, creators } from "../../db/schema/catalog";
import { coursePages, courseSubmissions } from "../../db/schema/pages";
import { users } from "../../db/schema/users";
import {
  AppError,
  BadRequestError,
  ConflictError,
  NotFoundError,
  TooManyRequestsError,
} from "../../lib/errors";
import { lockExisting } from "../../lib/lock-row";
import { paged } from "../../lib/paged";
import { bestCategory } from "../ai/url-analysis.service";
import type { CourseService } from "../courses/courses.service";
import { recordAudit } from "../editorial/audit";
import { archiveAudited, insertAudited, insertCreator, updateAudited } from "../editorial/catalogue-writes";
import { notifyMember } from "../notifications/notify-member";
import { PageReadError, type PageReaderDeps, readPage } from "../snapshots/read-page";
import { priceCentsOf, type SnapshotService } from "../snapshots/snapshots.service";
import { fillCanonicalUrls } from "./canonical-urls";

export const SUBMISSION_NOTIFICATION_KIND = "submission";
const DAY_MS = 24 * 60 * 60 * 1000;
/** First half of the per-member advisory lock that makes the daily limit exact under races. */
const SUBMISSION_LOCK_CLASS = 72_014_005;
/** When no category's words occur on the page. */
const FALLBACK_CATEGORY = "digital-products-info-businesses";
const DESCRIPTION_MAX = 300;
const SALES_COPY_MAX = 100_000;

/** 422: the address is allowed, but no readable page is behind it; nothing was stored. */
export class UnreadablePageError extends AppError {
  constructor(reason: string) {
    super(422, reason);
  }
}

export interface SubmissionDeps {
  db: Db;
  courses: Pick<CourseService, "get">;
  snapshots: SnapshotService;
  reader: PageReaderDeps;
  catalogueChanged: () => void;
  now?: () => Date;
}

export function toSummary(course: CourseSummary): CourseSummary {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(CourseSummarySchema.shape))
    out[key] = (course as Record<string, unknown>)[key];
  return out as CourseSummary;
}

/** The first sentences of the page, at most DESCRIPTION_MAX characters. */
function descriptionOf(text: string, fallback: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= DESCRIPTION_MAX) return flat || fallback;
  const cut = flat.slice(0, DESCRIPTION_MAX);
  const end = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf("! "), cut.lastIndexOf("? "));
  return end > 80 ? cut.slice(0, end + 1) : `${cut.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

const hostOf = (url: string) => new URL(url).hostname.toLowerCase().replace(/^www\./, "");

function retryAfterSeconds(oldest: Date, now: Date): number {
  return Math.max(1, Math.ceil((oldest.getTime() + DAY_MS - now.getTime()) / 1000));
}

export function createSubmissionService(deps: SubmissionDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** 429 when the member already made SUBMISSIONS_PER_DAY submissions in the last 24 hours. */
  async function assertUnderLimit(executor: Executor, userId: string, at: Date): Promise<void> {
    const since = new Date(at.getTime() - DAY_MS);
    const [row] = await executor
      .select({ n: count(), oldest: sql<string | null>`min(${courseSubmissions.createdAt})::text` })
      .from(courseSubmissions)
      .where(and(eq(courseSubmissions.userId, userId), gt(courseSubmissions.createdAt, since)));
    if ((row?.n ?? 0) < SUBMISSIONS_PER_DAY) return;
    const oldest = row?.oldest ? new Date(row.oldest) : at;
    throw new TooManyRequestsError(SUBMISSION_MESSAGES.tooMany, retryAfterSeconds(oldest, at));
  }

  /** A catalogue course with this canonical address: one in the catalogue first, then an archived one. */
  async function findByCanonical(canonical: string): Promise<number | null> {
    await fillCanonicalUrls(db);
    const [row] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.canonicalUrl, canonical))
      .orderBy(sql`${courses.editorialStatus} = 'archived'`, desc(courses.isVerified), asc(courses.id))
      .limit(1);
    return row?.id ?? null;
  }

  async function summary(id: number): Promise<CourseSummary> {
    return toSummary(await deps.courses.get(id));
  }

  async function categoryFor(tx: Executor, text: string): Promise<number> {
    const list = await tx
      .select({ id: categories.id, name: categories.name, slug: categories.slug })
      .from(categories)
      .orderBy(categories.sortOrder, categories.id);
    const best = bestCategory(text, list) ?? list.find((c) => c.slug === FALLBACK_CATEGORY) ?? list[0];
    if (!best) throw new Error("no categories (is the database seeded?)");
    return best.id;
  }

  /** The creator whose website is on the page's host, else one named creatorName, else a new one. */
  async function creatorFor(
    tx: Executor,
    pageUrl: string,
    creatorName: string | undefined,
    actorId: string,
    at: Date,
  ): Promise<number> {
    const host = hostOf(pageUrl);
    const websiteHost = sql`lower(regexp_replace(${creators.websiteUrl}, '^[a-z][a-z0-9+.-]*://(www\\.)?([^/:?#]+).*$', '\\2', 'i'))`;
    const preferKept = sql`${creators.editorialStatus} = 'archived'`;
    const [byHost] = await tx
      .select({ id: creators.id })
      .from(creators)
      .where(sql`${creators.websiteUrl} is not null and ${websiteHost} = ${host}`)
      .orderBy(preferKept, asc(creators.id))
      .limit(1);
    if (byHost) return byHost.id;
    if (creatorName !== undefined) {
      const [byName] = await tx
        .select({ id: creators.id })
        .from(creators)
        .where(sql`lower(${creators.name}) = lower(${creatorName})`)
        .orderBy(preferKept, asc(creators.id))
        .limit(1);
      if (byName) return byName.id;
    }
    const origin = new URL(pageUrl);
    const values = {
      name: creatorName ?? host,
      websiteUrl: `${origin.protocol}//${origin.host}`,
      verificationStatus: "unverified" as const,
      editorialStatus: "unreviewed" as const,
    };
    return insertCreator(tx, values, { actorId, action: "submitted", at });
  }

  /** The admins' queue: pending oldest first (the order to work through), then decided newest first. */
  function adminRows(where: SQL | undefined) {
    return db
      .select({
        id: courseSubmissions.id,
        status: courseSubmissions.status,
        url: courseSubmissions.url,
        canonicalUrl: courseSubmissions.canonicalUrl,
        note: courseSubmissions.note,
        reason: courseSubmissions.reason,
        decidedAt: courseSubmissions.decidedAt,
        createdAt: courseSubmissions.createdAt,
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        courseId: courses.id,
        courseTitle: courses.title,
        editorialStatus: courses.editorialStatus,
        trustScore: courses.trustScore,
        creatorName: creators.name,
      })
      .from(courseSubmissions)
      .innerJoin(courses, eq(courses.id, courseSubmissions.courseId))
      .innerJoin(creators, eq(creators.id, courses.creatorId))
      .leftJoin(users, eq(users.id, courseSubmissions.userId))
      .where(where)
      .orderBy(
        sql`${courseSubmissions.status} <> 'pending'`,
        sql`case when ${courseSubmissions.status} = 'pending' then ${courseSubmissions.createdAt} end asc`,
        desc(courseSubmissions.createdAt),
        desc(courseSubmissions.id),
      )
      .$dynamic();
  }

  function toAdminSubmission(row: Awaited<ReturnType<typeof adminRows>>[number]): AdminSubmission {
    return {
      id: row.id,
      status: row.status,
      url: row.url,
      canonicalUrl: row.canonicalUrl,
      note: row.note,
      reason: row.reason,
      submitter:
        row.userId === null
          ? null
          : {
              id: row.userId,
              name: `${row.firstName ?? ""} ${row.lastName ?? ""}`.trim(),
              email: row.email ?? "",
            },
      course: {
        id: row.courseId,
        title: row.courseTitle,
        editorialStatus: row.editorialStatus,
        trustScore: row.trustScore,
        creatorName: row.creatorName,
      },
      decidedAt: row.decidedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function adminOne(id: number): Promise<AdminSubmission> {
    const [row] = await adminRows(eq(courseSubmissions.id, id));
    if (!row) throw new NotFoundError(SUBMISSION_MESSAGES.notFound);
    return toAdminSubmission(row);
  }

  /**
   * One decision on a pending submission, in a transaction with its audit and the member's
   * notification; `apply` changes the course and returns the submission's new fields.
   */
  async function decide(
    adminId: string,
    id: number,
    apply: (
      tx: Executor,
      submission: { courseId: number; courseTitle: string; editorialStatus: string; creatorId: number },
      at: Date,
    ) => Promise<{
      status: "accepted" | "merged" | "rejected";
      reason: string | null;
      link: string;
      message: string;
    }>,
  ): Promise<AdminSubmission> {
    const at = now();
    await db.transaction(async (tx) => {
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
      );
      await tx
        .update(courseSubmissions)
        .set({ status: outcome.status, reason: outcome.reason, decidedBy: adminId, decidedAt: at })
        .where(eq(courseSubmissions.id, id));
      if (row.userId !== null) {
        await notifyMember(tx, {
          userId: row.userId,
          kind: SUBMISSION_NOTIFICATION_KIND,
          title: `Your course submission was ${outcome.status}`,
          body: outcome.message,
          link: outcome.link,
          dedupeKey: `submission:${id}:${outcome.status}`,
          at,
        });
      }
    });
    deps.catalogueChanged();
    return adminOne(id);
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

  return {
    /** 200 with an existing course (`created` false), or 201 with the new one. */
    async submit(userId: string, body: SubmissionBody): Promise<{ created: boolean; course: CourseSummary }> {
      const started = now();
      await assertUnderLimit(db, userId, started);
      let canonical: string;
      try {
        parsePageUrl(body.url);
        canonical = canonicalCourseUrl(body.url);
      } catch (error) {
        throw new BadRequestError(error instanceof Error ? error.message : SUBMISSION_MESSAGES.badUrl);
      }
      const existing = await findByCanonical(canonical);
      if (existing !== null) return { created: false, course: await summary(existing) };

      let reading: Awaited<ReturnType<typeof readPage>>;
      try {
        reading = await readPage(deps.reader, body.url);
      } catch (error) {
        if (!(error instanceof PageReadError)) throw error;
        throw error.refused ? new BadRequestError(error.message) : new UnreadablePageError(error.message);
      }
      // The address redirected to a page we already have.
      const finalCanonical = canonicalCourseUrl(reading.finalUrl);
      if (finalCanonical !== canonical) {
        const redirected = await findByCanonical(finalCanonical);
        if (redirected !== null) return { created: false, course: await summary(redirected) };
      }

      const at = now();
      const { page } = reading;
      const courseId = await db.transaction(async (tx) => {
        // One submission of a member at a time: the limit is counted again under the lock.
        await tx.execute(sql`select pg_advisory_xact_lock(${SUBMISSION_LOCK_CLASS}, hashtext(${userId}))`);
        await assertUnderLimit(tx, userId, at);
        const host = hostOf(reading.finalUrl);
        const title = (page.title?.replace(/\s+/g, " ").trim() || host).slice(0, 200);
        const values = {
          title,
          description: descriptionOf(page.text, title),
          salesCopy: page.text.slice(0, SALES_COPY_MAX),
          creatorId: await creatorFor(tx, reading.finalUrl, body.creatorName, userId, at),
          categoryId: await categoryFor(tx, `${page.title ?? ""} ${page.text}`),
          priceCents: priceCentsOf(page.price) ?? 0,
          originalUrl: body.url,
          canonicalUrl: canonical,
          editorialStatus: "unreviewed" as const,
        };
        // The page's whole text is the sales copy: too long for the audit row.
        const { salesCopy: _copy, ...audited } = values;
        const id = await insertAudited(
          tx,
          "course",
          values,
          { actorId: userId, action: "submitted", reason: body.note || null, at },
          audited,
        );
        if (priceCentsOf(page.price) !== null) {
          await tx
            .insert(coursePriceHistory)
            .values({ courseId: id, priceCents: values.priceCents, recordedAt: at });
        }
        await deps.snapshots.recordFetch(id, reading, tx);
        await tx.insert(coursePages).values({ courseId: id, checkedAt: reading.fetchedAt, failures: 0 });
        await tx.insert(courseSubmissions).values({
          courseId: id,
          userId,
          url: body.url,
          canonicalUrl: canonical,
          note: body.note || null,
          createdAt: at,
        });
        await rescoreCourse(tx, id, at);
        return id;
      });
      deps.catalogueChanged();
      return { created: true, course: await summary(courseId) };
    },

    async list(query: AdminSubmissionQuery): Promise<AdminSubmissionList> {
      const where = query.status === "all" ? undefined : eq(courseSubmissions.status, query.status);
      return paged(
        query.page,
        SUBMISSIONS_PAGE_SIZE,
        db.select({ n: count() }).from(courseSubmissions).where(where),
        adminRows(where),
        toAdminSubmission,
      );
    },

    accept(adminId: string, id: number): Promise<AdminSubmission> {
      return decide(adminId, id, async (tx, s, at) => {
        if (s.editorialStatus === "archived") throw new ConflictError(SUBMISSION_MESSAGES.courseGone);
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
        // A creator the submission brought in is published with its course.
        const [creator] = await tx
          .update(creators)
          .set({ editorialStatus: "published", updatedAt: at })
          .where(and(eq(creators.id, s.creatorId), eq(creators.editorialStatus, "unreviewed")))
          .returning({ id: creators.id });
        if (creator) {
          await recordAudit(tx, {
            subjectType: "creator",
            subjectId: creator.id,
            actorId: adminId,
            action: "accepted",
            changes: { editorialStatus: { from: "unreviewed", to: "published" } },
            at,
          });
        }
        return {
          status: "accepted",
          reason: null,
          link: `/courses/${s.courseId}`,
          message: `${s.courseTitle} is now in the HypeCheck catalogue. Thank you for suggesting it.`,
        };
      });
    },

    merge(adminId: string, id: number, intoCourseId: number): Promise<AdminSubmission> {
      return decide(adminId, id, async (tx, s, at) => {
        if (intoCourseId === s.courseId) throw new BadRequestError(SUBMISSION_MESSAGES.intoSelf);
        const [into] = await tx
          .select({ title: courses.title, editorialStatus: courses.editorialStatus })
          .from(courses)
          .where(eq(courses.id, intoCourseId));
        if (!into) throw new BadRequestError(SUBMISSION_MESSAGES.intoNotFound);
        if (into.editorialStatus === "archived") throw new BadRequestError(SUBMISSION_MESSAGES.intoArchived);
        const reason = `merged into #${intoCourseId}`;
        await archiveSubmitted(tx, adminId, s.courseId, s.editorialStatus, reason, at);
        return {
          status: "merged",
          reason,
          link: `/courses/${intoCourseId}`,
          message: `The course you suggested is already in the catalogue as ${into.title}.`,
        };
      });
    },

    reject(adminId: string, id: number, reason: string): Promise<AdminSubmission> {
      return decide(adminId, id, async (tx, s, at) => {
        await archiveSubmitted(tx, adminId, s.courseId, s.editorialStatus, reason, at);
        return {
          status: "rejected",
          reason,
          link: `/courses/${s.courseId}`,
          message: `${s.courseTitle} was not added to the catalogue: ${reason}`,
        };
      });
    },
  };
}

export type SubmissionService = ReturnType<typeof createSubmissionService>;
