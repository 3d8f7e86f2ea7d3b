// The admins' queue of course submissions: pending oldest first, then decided newest first, each with
// what was read from its page and, while pending, the known creators it may be by.
import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import {
  type AdminSubmission,
  type AdminSubmissionList,
  type AdminSubmissionQuery,
  SUBMISSION_MESSAGES,
  SUBMISSIONS_PAGE_SIZE,
  type SuggestedCreator,
} from "../../../shared/contracts/submissions";
import { isSharedHost } from "../../analysis/shared-hosts";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/auth";
import { courses } from "../../db/schema/courses";
import { creators } from "../../db/schema/creators";
import { courseSubmissions } from "../../db/schema/submissions";
import { NotFoundError } from "../../lib/errors";
import { paged } from "../../lib/paged";
import { fullName, MEMBER_NAME } from "../account/member-name";
import { factsOf } from "../snapshots/snapshots.service";
import { hostOf, type SubmissionDeps } from "./submission-deps";
import { courseFactColumns, namedFrom, shownFacts } from "./submission-facts";

/** Suggested creators shown for one submission. */
const SUGGESTIONS_MAX = 5;
/** A creator's website host, as hostOf spells a page's. */
const websiteHost = sql<string>`lower(regexp_replace(${creators.websiteUrl}, '^[a-z][a-z0-9+.-]*://(www\\.)?([^/:?#]+).*$', '\\2', 'i'))`;

/**
 * Known creators (in the directory) a pending submission may be by: the same name as its stand-in
 * creator, or a website on the submitted address's host unless that is a shared host. A
 * suggestion only: an admin confirms it by attaching the course when accepting.
 */
async function withSuggestions(db: Db, items: AdminSubmission[]): Promise<AdminSubmission[]> {
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
function adminRows(db: Db, where: SQL | undefined) {
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
      ...MEMBER_NAME,
      email: users.email,
      courseId: courses.id,
      courseTitle: courses.title,
      editorialStatus: courses.editorialStatus,
      trustScore: courses.trustScore,
      creatorId: creators.id,
      creatorSlug: creators.slug,
      creatorName: creators.name,
      creatorStatus: creators.editorialStatus,
      ...courseFactColumns,
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
            name: fullName(row) ?? "",
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

/** One submission as the admins' queue shows it, with its suggested creators. */
export async function adminSubmission(db: Db, id: number): Promise<AdminSubmission> {
  const [row] = await adminRows(db, eq(courseSubmissions.id, id));
  if (!row) throw new NotFoundError(SUBMISSION_MESSAGES.notFound);
  const [one] = await withSuggestions(db, [toAdminSubmission(row)]);
  return one!;
}

export async function listSubmissions(
  deps: SubmissionDeps,
  query: AdminSubmissionQuery,
): Promise<AdminSubmissionList> {
  const { db } = deps;
  const where = query.status === "all" ? undefined : eq(courseSubmissions.status, query.status);
  const page = await paged(
    query.page,
    SUBMISSIONS_PAGE_SIZE,
    db.select({ n: count() }).from(courseSubmissions).where(where),
    adminRows(db, where),
    toAdminSubmission,
  );
  return { ...page, items: await withSuggestions(db, page.items) };
}
