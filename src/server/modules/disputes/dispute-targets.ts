// What a dispute is about: the item a new dispute names, checked to be there (and public), with the
// course and creator it concerns; and each dispute's item in words with the page it is shown on.
import { and, eq, inArray, isNull } from "drizzle-orm";
import { Detection } from "../../../shared/contracts/analysis";
import { DISPUTE_MESSAGES, type DisputeTargetType, findingKey } from "../../../shared/contracts/disputes";
import type { Db, Executor } from "../../db/client";
import { communityReports } from "../../db/schema/community-reports";
import { courses } from "../../db/schema/courses";
import { creators } from "../../db/schema/creators";
import type { disputes } from "../../db/schema/disputes";
import { publicRecordLinks, publicRecords } from "../../db/schema/public-records";
import { reviews } from "../../db/schema/reviews";
import { ConflictError, NotFoundError } from "../../lib/errors";
import { findExisting } from "../../lib/lock-row";

const PHRASE_SHOWN = 120;

export type DisputeRow = typeof disputes.$inferSelect;

export interface NewDispute {
  targetType: DisputeTargetType;
  targetId: number;
  findingKey?: string | undefined;
  reason: string;
  evidenceUrl?: string | undefined;
}

export interface Target {
  courseId: number | null;
  /** The creator the item is about (whose claimed member's dispute is the creator's), if known. */
  creatorId: number | null;
}

function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** The phrase part of a finding key ("earnings-claim:make $10k a month" -> "make $10k a month"). */
function phraseOf(key: string | null): string {
  return key === null ? "" : key.slice(key.indexOf(":") + 1);
}

export function findingLabel(key: string | null): string {
  return `The finding “${shorten(phraseOf(key), PHRASE_SHOWN)}”`;
}

/**
 * The latest dispute an item's page shows (open, under review or upheld) for each item matched by

/** The item disputed, or the reason it cannot be: 404 for what is not there (or not public). */
export async function resolveTarget(executor: Executor, body: NewDispute): Promise<Target> {
  switch (body.targetType) {
    case "review": {
      const [row] = await executor
        .select({ courseId: reviews.courseId, creatorId: courses.creatorId })
        .from(reviews)
        .innerJoin(courses, eq(courses.id, reviews.courseId))
        .where(and(eq(reviews.id, body.targetId), eq(reviews.status, "approved")));
      if (!row) throw new NotFoundError(DISPUTE_MESSAGES.reviewNotFound);
      return row;
    }
    case "report": {
      const row = await findExisting(
        executor,
        communityReports,
        body.targetId,
        DISPUTE_MESSAGES.reportNotFound,
        {
          creatorId: communityReports.creatorId,
        },
      );
      return { courseId: null, creatorId: row.creatorId };
    }
    case "public-record": {
      const [row] = await executor
        .select({ creatorId: publicRecordLinks.creatorId })
        .from(publicRecordLinks)
        .where(and(eq(publicRecordLinks.id, body.targetId), isNull(publicRecordLinks.removedAt)));
      if (!row) throw new NotFoundError(DISPUTE_MESSAGES.publicRecordNotFound);
      return { courseId: null, creatorId: row.creatorId };
    }
    case "score":
    case "finding": {
      const row = await findExisting(executor, courses, body.targetId, DISPUTE_MESSAGES.courseNotFound, {
        creatorId: courses.creatorId,
        trustScore: courses.trustScore,
        findings: courses.detectorFindings,
      });
      if (body.targetType === "score" && row.trustScore === null)
        throw new ConflictError(DISPUTE_MESSAGES.notScored);
      if (body.targetType === "finding") {
        const parsed = row.findings === null ? null : Detection.safeParse(row.findings);
        const found = parsed?.success
          ? [...parsed.data.redFlags, ...parsed.data.positives].some((f) => findingKey(f) === body.findingKey)
          : false;
        if (!found) throw new NotFoundError(DISPUTE_MESSAGES.findingNotFound);
      }
      return { courseId: body.targetId, creatorId: row.creatorId };
    }
  }
}

/** The rows `read` finds for `ids`, by id; no query for no ids. */
async function byId<T extends { id: number }>(
  ids: number[],
  read: (ids: number[]) => PromiseLike<T[]>,
): Promise<Map<number, T>> {
  const rows = ids.length === 0 ? [] : await read(ids);
  return new Map(rows.map((row) => [row.id, row]));
}

/** Each dispute's item in words and where it is shown, read in one query per kind. */
export async function describeTargets(
  db: Db,
  rows: readonly DisputeRow[],
): Promise<Map<number, { label: string; path: string | null }>> {
  const ids = (type: DisputeTargetType) => [
    ...new Set(rows.filter((row) => row.targetType === type).map((row) => row.targetId)),
  ];
  const [reviewOf, reportOf, courseOf, linkOf] = await Promise.all([
    byId(ids("review"), (list) =>
      db
        .select({ id: reviews.id, courseId: reviews.courseId, title: courses.title })
        .from(reviews)
        .innerJoin(courses, eq(courses.id, reviews.courseId))
        .where(inArray(reviews.id, list)),
    ),
    byId(ids("report"), (list) =>
      db
        .select({ id: communityReports.id, creatorName: communityReports.creatorName })
        .from(communityReports)
        .where(inArray(communityReports.id, list)),
    ),
    byId([...new Set([...ids("score"), ...ids("finding")])], (list) =>
      db.select({ id: courses.id, title: courses.title }).from(courses).where(inArray(courses.id, list)),
    ),
    byId(ids("public-record"), (list) =>
      db
        .select({
          id: publicRecordLinks.id,
          title: publicRecords.title,
          creatorName: creators.name,
          slug: creators.slug,
        })
        .from(publicRecordLinks)
        .innerJoin(publicRecords, eq(publicRecords.id, publicRecordLinks.recordId))
        .innerJoin(creators, eq(creators.id, publicRecordLinks.creatorId))
        .where(inArray(publicRecordLinks.id, list)),
    ),
  ]);
  const described = new Map<number, { label: string; path: string | null }>();
  for (const row of rows) {
    const id = row.targetId;
    let item: { label: string; path: string | null };
    if (row.targetType === "review") {
      const review = reviewOf.get(id);
      item = review
        ? { label: `A review of “${review.title}”`, path: `/courses/${review.courseId}?tab=reviews` }
        : { label: "A review that is no longer there", path: null };
    } else if (row.targetType === "report") {
      const report = reportOf.get(id);
      item = report
        ? { label: `A community report about ${report.creatorName}`, path: "/community-reports" }
        : { label: "A community report that is no longer there", path: null };
    } else if (row.targetType === "public-record") {
      const link = linkOf.get(id);
      item = link
        ? {
            label: `The public record “${shorten(link.title, PHRASE_SHOWN)}” on ${link.creatorName}'s page`,
            path: `/creators/${encodeURIComponent(link.slug)}#public-records`,
          }
        : { label: "A public record link that is no longer there", path: null };
    } else {
      const course = courseOf.get(id);
      const what = row.targetType === "score" ? "The trust score" : findingLabel(row.findingKey);
      item = course
        ? { label: `${what} of “${course.title}”`, path: `/courses/${id}` }
        : { label: `${what} of a course that is no longer there`, path: null };
    }
    described.set(row.id, item);
  }
  return described;
}
