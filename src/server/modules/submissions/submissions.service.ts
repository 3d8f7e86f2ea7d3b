// Course submissions by address. A member sends a sales-page address; it is kept only in its
// canonical spelling (no tracking or personal parameters). A page already in the catalogue (same
// address key) answers with that course; otherwise the page is fetched at its canonical address —
// each fetch counts toward the member's daily allowance, whatever comes of it — and a readable page
// becomes an unreviewed course in one transaction, made from the page's facts with their evidence
// (submission-facts.ts): a stand-in creator of its own named after the seller the page names (never
// a known creator, whatever name or host the member gives, and never named after the host), first
// snapshot, score, audit row, submission row. Admins then accept it (correcting the facts read and
// attaching it to a known creator they confirm, if they choose), merge or reject it, and the member
// gets an in-app notification of each decision.
import { and, asc, count, desc, eq, gt, inArray, lte, ne, or, type SQL, sql } from "drizzle-orm";
import { type CourseSummary, CourseSummary as CourseSummarySchema } from "../../../shared/contracts/catalog";
import {
  type AcceptBody,
  type AdminSubmission,
  type AdminSubmissionList,
  type AdminSubmissionQuery,
  SUBMISSION_FETCHES_PER_DAY,
  SUBMISSION_MESSAGES,
  SUBMISSIONS_PAGE_SIZE,
  SUBMISSIONS_PER_DAY,
  type SubmissionBody,
  type SuggestedCreator,
} from "../../../shared/contracts/submissions";
import { canonicalCourseUrl, courseUrlKey } from "../../../shared/domain/canonical-url";
import { slugify } from "../../../shared/domain/slug";
import { storableText } from "../../analysis/storable-text";
import type { Db, Executor } from "../../db/client";
import { users } from "../../db/schema/auth";
import { categories } from "../../db/schema/categories";
import { coursePriceHistory, courses } from "../../db/schema/courses";
import { creators } from "../../db/schema/creators";
import { coursePages } from "../../db/schema/snapshots";
import { courseSubmissionFetches, courseSubmissions } from "../../db/schema/submissions";
import { parsePageUrl } from "../../fetch/fetch-page";
import {
  AppError,
  BadRequestError,
  ConflictError,
  NotFoundError,
  TooManyRequestsError,
} from "../../lib/errors";
import { lockExisting } from "../../lib/lock-row";
import { paged } from "../../lib/paged";
import { bestCategory } from "../analyzer/url-analysis.service";
import type { CourseService } from "../courses/courses.service";
import { diff } from "../editorial/audit";
import { archiveAudited, insertAudited, insertCreator, updateAudited } from "../editorial/catalogue-writes";
import { notifyMember } from "../notifications/notify-member";
import { pagePrice } from "../snapshots/page-price";
import { PageReadError, type PageReaderDeps, readPage, TOO_LITTLE_TEXT } from "../snapshots/read-page";
import { factsOf, type SnapshotService } from "../snapshots/snapshots.service";
import { rescoreCourse } from "../trust/trust-engine";
import { courseIdAtKey } from "./canonical-urls";
import { isSharedHost } from "./shared-hosts";
import {
  type CourseFactsNow,
  columnsFromFacts,
  correctFacts,
  namedFrom,
  priceFactColumns,
  shownFacts,
  standInName,
} from "./submission-facts";

export const SUBMISSION_NOTIFICATION_KIND = "submission";
const DAY_MS = 24 * 60 * 60 * 1000;
/** First half of the per-member advisory lock that makes the daily limits exact under races. */
const SUBMISSION_LOCK_CLASS = 72_014_005;
/** Suggested creators shown for one submission. */
const SUGGESTIONS_MAX = 5;
/** The label of a creator a submission brought, until an admin accepts it (cleared then). */
export const STAND_IN_BIO = "Named in a member's course submission; not reviewed by HypeCheck yet.";
/** When no category's words occur on the page. */
const FALLBACK_CATEGORY = "digital-products-info-businesses";
const DESCRIPTION_MAX = 300;
const SALES_COPY_MAX = 100_000;

/** For the server's log only: where and why, without the page or the address's query. */
export interface UnreadableDetail {
  host: string;
  path: string;
  reason: string;
}

/**
 * 422: no readable page was found at the address; nothing was stored. The message the member reads
 * says nothing about the remote host's network or answer; `detail` is for the log.
 */
export class UnreadablePageError extends AppError {
  constructor(
    message: string,
    readonly detail: UnreadableDetail,
  ) {
    super(422, message);
  }
}

function unreadable(address: string, error: PageReadError): UnreadablePageError {
  const url = new URL(address);
  const detail = { host: url.host, path: url.pathname.slice(0, 200), reason: error.message.slice(0, 200) };
  const message =
    error.message === TOO_LITTLE_TEXT ? SUBMISSION_MESSAGES.tooLittleText : SUBMISSION_MESSAGES.unreadable;
  return new UnreadablePageError(message, detail);
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

/** A course's columns that hold what its page said (submission-facts.ts). */
const factColumns = {
  title: courses.title,
  ...priceFactColumns,
  facts: courses.facts,
} satisfies Record<keyof CourseFactsNow, unknown>;
/** A creator's website host, as hostOf spells a page's. */
const websiteHost = sql<string>`lower(regexp_replace(${creators.websiteUrl}, '^[a-z][a-z0-9+.-]*://(www\\.)?([^/:?#]+).*$', '\\2', 'i'))`;

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

  /**
   * 429 when the member's submissions already had SUBMISSION_FETCHES_PER_DAY pages read in the last
   * 24 hours; otherwise this fetch is counted, before it is made (a failure costs the same).
   */
  async function reserveFetch(userId: string, at: Date): Promise<void> {
    const since = new Date(at.getTime() - DAY_MS);
    const mine = eq(courseSubmissionFetches.userId, userId);
    await db.transaction(async (tx) => {
      // The lock of the submission itself: one reservation of a member at a time.
      await tx.execute(sql`select pg_advisory_xact_lock(${SUBMISSION_LOCK_CLASS}, hashtext(${userId}))`);
      await tx
        .delete(courseSubmissionFetches)
        .where(and(mine, lte(courseSubmissionFetches.createdAt, since)));
      const [row] = await tx
        .select({ n: count(), oldest: sql<string | null>`min(${courseSubmissionFetches.createdAt})::text` })
        .from(courseSubmissionFetches)
        .where(and(mine, gt(courseSubmissionFetches.createdAt, since)));
      if ((row?.n ?? 0) >= SUBMISSION_FETCHES_PER_DAY) {
        const oldest = row?.oldest ? new Date(row.oldest) : at;
        throw new TooManyRequestsError(SUBMISSION_MESSAGES.tooManyFetches, retryAfterSeconds(oldest, at));
      }
      await tx.insert(courseSubmissionFetches).values({ userId, createdAt: at });
    });
  }

  /** A catalogue course with this address key: one in the catalogue first, then an archived one. */
  function findByKey(key: string): Promise<number | null> {
    return courseIdAtKey(db, key);
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

  /**
   * The submission's own creator, unreviewed and labelled so: named after the page's seller (else
   * as the member says, else "Unknown seller (host)": standInName), with the submitted address's
   * site unless it is a shared host. Never a known creator: a name or a host is no evidence of who
   * sells a page (a page may redirect to someone's site, and a redirect can change). Admins attach
   * the course to a known creator when they accept it.
   */
  async function standInCreator(
    tx: Executor,
    address: string,
    name: string,
    actorId: string,
    at: Date,
  ): Promise<number> {
    const url = new URL(address);
    const host = hostOf(address);
    const values = {
      name,
      bio: STAND_IN_BIO,
      websiteUrl: isSharedHost(host) ? null : `${url.protocol}//${url.host}`,
      verificationStatus: "unverified" as const,
      editorialStatus: "unreviewed" as const,
    };
    return insertCreator(tx, values, { actorId, action: "submitted", at });
  }

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
   * Known creators (in the directory) a pending submission may be by: the same name as its stand-in
   * creator, or a website on the submitted address's host unless that is a shared host. A
   * suggestion only: an admin confirms it by attaching the course when accepting.
   */
  async function withSuggestions(items: AdminSubmission[]): Promise<AdminSubmission[]> {
    const pending = items.filter((item) => item.status === "pending");
    if (pending.length === 0) return items;
    const hostOfItem = (item: AdminSubmission) => {
      try {
        const host = hostOf(item.url);
        return isSharedHost(host) ? null : host;
      } catch {
        return null;
      }
    };
    const names = [...new Set(pending.map((item) => item.course.creatorName.toLowerCase()))];
    const hosts = [...new Set(pending.map(hostOfItem).filter((host) => host !== null))];
    const lowerName = sql<string>`lower(${creators.name})`;
    const candidates = await db
      .select({
        id: creators.id,
        slug: creators.slug,
        name: creators.name,
        verificationStatus: creators.verificationStatus,
        website: creators.websiteUrl,
        lowerName,
        host: sql<string | null>`case when ${creators.websiteUrl} is null then null else ${websiteHost} end`,
      })
      .from(creators)
      .where(
        and(
          eq(creators.editorialStatus, "published"),
          hosts.length === 0
            ? inArray(lowerName, names)
            : sql`(${inArray(lowerName, names)} or (${creators.websiteUrl} is not null and ${inArray(websiteHost, hosts)}))`,
        ),
      )
      .orderBy(sql`${creators.verificationStatus} = 'verified' desc`, asc(creators.id))
      .limit(SUGGESTIONS_MAX * pending.length);
    return items.map((item) => {
      if (item.status !== "pending") return item;
      const name = item.course.creatorName.toLowerCase();
      const host = hostOfItem(item);
      const suggestedCreators: SuggestedCreator[] = [];
      for (const c of candidates) {
        if (c.id === item.course.creatorId || suggestedCreators.length >= SUGGESTIONS_MAX) continue;
        const sameName = c.lowerName === name;
        const sameSite = host !== null && c.host === host;
        if (!sameName && !sameSite) continue;
        const { lowerName: _name, host: _host, ...shown } = c;
        suggestedCreators.push({ ...shown, sameName, sameSite });
      }
      return { ...item, suggestedCreators };
    });
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
        creatorId: creators.id,
        creatorSlug: creators.slug,
        creatorName: creators.name,
        creatorStatus: creators.editorialStatus,
        ...factColumns,
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
        creatorId: row.creatorId,
        creatorSlug: row.creatorSlug,
        creatorName: row.creatorName,
        creatorStatus: row.creatorStatus,
        creatorNamedFrom:
          row.creatorStatus === "unreviewed" ? namedFrom(row.creatorName, factsOf(row.facts)) : null,
        ...shownFacts(row),
        facts: factsOf(row.facts),
      },
      suggestedCreators: [],
      decidedAt: row.decidedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function adminOne(id: number): Promise<AdminSubmission> {
    const [row] = await adminRows(eq(courseSubmissions.id, id));
    if (!row) throw new NotFoundError(SUBMISSION_MESSAGES.notFound);
    const [one] = await withSuggestions([toAdminSubmission(row)]);
    return one!;
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

  /** Moves the course to a creator in the directory, audited as "attached"; its stand-in is retired. */
  async function attach(
    tx: Executor,
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
    await rescoreCourse(tx, s.courseId, at);
  }

  /** A slug no other creator has: the name's, then -2, -3... */
  async function freeSlug(tx: Executor, name: string, creatorId: number): Promise<string> {
    const base = slugify(name) || "creator";
    const taken = new Set(
      (
        await tx
          .select({ slug: creators.slug })
          .from(creators)
          .where(
            and(
              ne(creators.id, creatorId),
              or(eq(creators.slug, base), sql`${creators.slug} like ${`${base}-%`}`),
            ),
          )
      ).map((row) => row.slug),
    );
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    return slug;
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
    const slug = renamed ? await freeSlug(tx, name, creatorId) : creator.slug;
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
    adminId: string,
    submissionId: number,
    courseId: number,
    corrections: NonNullable<NonNullable<AcceptBody>["facts"]>,
    at: Date,
  ): Promise<{ title: string | null; seller: string | null }> {
    const [now] = await tx.select(factColumns).from(courses).where(eq(courses.id, courseId));
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
    await rescoreCourse(tx, courseId, at);
    return { title: set.title ?? null, seller };
  }

  return {
    /** 200 with an existing course (`created` false), or 201 with the new one. */
    async submit(userId: string, body: SubmissionBody): Promise<{ created: boolean; course: CourseSummary }> {
      const started = now();
      await assertUnderLimit(db, userId, started);
      let address: string;
      let key: string;
      try {
        parsePageUrl(body.url);
        address = canonicalCourseUrl(body.url);
        key = courseUrlKey(address);
      } catch (error) {
        throw new BadRequestError(error instanceof Error ? error.message : SUBMISSION_MESSAGES.badUrl);
      }
      const existing = await findByKey(key);
      if (existing !== null) return { created: false, course: await summary(existing) };

      await reserveFetch(userId, started);
      let reading: Awaited<ReturnType<typeof readPage>>;
      try {
        // The canonical address: what the member's link said about them is not sent on.
        reading = await readPage(deps.reader, address);
      } catch (error) {
        if (!(error instanceof PageReadError)) throw error;
        throw unreadable(address, error);
      }
      // The address redirected to a page we already have.
      const finalKey = courseUrlKey(reading.finalUrl);
      if (finalKey !== key) {
        const redirected = await findByKey(finalKey);
        if (redirected !== null) return { created: false, course: await summary(redirected) };
      }

      const at = now();
      const { page } = reading;
      const host = hostOf(reading.finalUrl);
      const fromFacts = columnsFromFacts(page.facts, page.title ?? host);
      const price = pagePrice(page.facts);
      // The raw page the snapshot wrote: removed again if the transaction does not commit.
      let rawKey: string | null = null;
      let courseId: number;
      try {
        courseId = await db.transaction(async (tx) => {
          // One submission of a member at a time: the limit is counted again under the lock.
          await tx.execute(sql`select pg_advisory_xact_lock(${SUBMISSION_LOCK_CLASS}, hashtext(${userId}))`);
          await assertUnderLimit(tx, userId, at);
          const creator = standInName(page.facts, body.creatorName, hostOf(address));
          const values = {
            ...fromFacts,
            // Cut at a length, which can fall inside a surrogate pair: the half left is removed.
            description: storableText(descriptionOf(page.text, fromFacts.title)),
            salesCopy: storableText(page.text.slice(0, SALES_COPY_MAX)),
            creatorId: await standInCreator(tx, address, creator.name, userId, at),
            categoryId: await categoryFor(tx, `${fromFacts.title} ${page.text}`),
            originalUrl: address,
            canonicalUrl: key,
            editorialStatus: "unreviewed" as const,
          };
          // The page's whole text is the sales copy, and the facts' evidence is in the snapshot: too
          // long for the audit row.
          const { salesCopy: _copy, facts: _facts, ...audited } = values;
          const id = await insertAudited(
            tx,
            "course",
            values,
            { actorId: userId, action: "submitted", reason: body.note || null, at },
            audited,
          );
          if (price !== null) {
            await tx
              .insert(coursePriceHistory)
              .values({ courseId: id, priceCents: price.cents, currency: price.currency, recordedAt: at });
          }
          rawKey = (await deps.snapshots.recordFetch(id, reading, tx)).objectKey;
          await tx.insert(coursePages).values({ courseId: id, checkedAt: reading.fetchedAt, failures: 0 });
          await tx.insert(courseSubmissions).values({
            courseId: id,
            userId,
            url: address,
            canonicalUrl: key,
            note: body.note || null,
            createdAt: at,
          });
          await rescoreCourse(tx, id, at);
          return id;
        });
      } catch (error) {
        await deps.snapshots.discardRaw(rawKey);
        throw error;
      }
      deps.catalogueChanged();
      return { created: true, course: await summary(courseId) };
    },

    async list(query: AdminSubmissionQuery): Promise<AdminSubmissionList> {
      const where = query.status === "all" ? undefined : eq(courseSubmissions.status, query.status);
      const page = await paged(
        query.page,
        SUBMISSIONS_PAGE_SIZE,
        db.select({ n: count() }).from(courseSubmissions).where(where),
        adminRows(where),
        toAdminSubmission,
      );
      return { ...page, items: await withSuggestions(page.items) };
    },

    /**
     * Publishes the course. With `attachTo`, the course moves to that creator (one in the
     * directory, chosen by the admin) first; otherwise the creator it brought is published with it.
     */
    accept(adminId: string, id: number, body: AcceptBody = {}): Promise<AdminSubmission> {
      const attachTo = body?.creatorId;
      return decide(adminId, id, async (tx, s, at) => {
        if (s.editorialStatus === "archived") throw new ConflictError(SUBMISSION_MESSAGES.courseGone);
        const corrected = body?.facts
          ? await applyCorrections(tx, adminId, id, s.courseId, body.facts, at)
          : { title: null, seller: null };
        if (attachTo !== undefined && attachTo !== s.creatorId) await attach(tx, adminId, s, attachTo, at);
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
        await retireStandIn(tx, adminId, s.creatorId, `course #${s.courseId} ${reason}`, at);
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
        await retireStandIn(tx, adminId, s.creatorId, `course #${s.courseId} rejected`, at);
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
