// Disputes about a review, a community report, a course's trust score or one of its findings:
// opened by any member (marked as the creator's when the member speaks for the creator concerned),
// started by an admin (under review), then upheld or rejected with a reason the opener reads, in
// the app and as a notification. The pages of disputed items read their state from here.
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { Detection } from "../../../shared/contracts/analysis";
import {
  type AdminDispute,
  type CourseDisputeState,
  type CourseDisputesResponse,
  DISPUTE_ANSWER_BUSINESS_DAYS,
  DISPUTE_MESSAGES,
  DISPUTE_QUEUE_MAX,
  DISPUTES_PER_DAY,
  type DisputeQueueResponse,
  type DisputeState,
  type DisputeTargetType,
  findingKey,
  type MyDispute,
} from "../../../shared/contracts/disputes";
import type { Db, Executor } from "../../db/client";
import { users } from "../../db/schema/auth";
import { communityReports } from "../../db/schema/community-reports";
import { courses } from "../../db/schema/courses";
import { creators } from "../../db/schema/creators";
import { disputes } from "../../db/schema/disputes";
import { publicRecordLinks, publicRecords } from "../../db/schema/public-records";
import { reviews } from "../../db/schema/reviews";
import { ConflictError, NotFoundError, TooManyRequestsError } from "../../lib/errors";
import { lockExisting } from "../../lib/lock-row";
import { notifyMember } from "../notifications/notify-member";
import { businessDayDue, isOverdue } from "./business-days";

const DAY_MS = 24 * 60 * 60 * 1000;
const ACTIVE = ["open", "under_review"] as const;
/** The states an item's page shows: a rejected dispute leaves the item as it was. */
const SHOWN = ["open", "under_review", "upheld"] as const;
const PHRASE_SHOWN = 120;

type DisputeRow = typeof disputes.$inferSelect;

export interface NewDispute {
  targetType: DisputeTargetType;
  targetId: number;
  findingKey?: string | undefined;
  reason: string;
  evidenceUrl?: string | undefined;
}

interface Target {
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

function findingLabel(key: string | null): string {
  return `The finding “${shorten(phraseOf(key), PHRASE_SHOWN)}”`;
}

/**
 * The latest dispute an item's page shows (open, under review or upheld) for each item matched by
 * `where`, one per distinct value of the `per` columns, with its state.
 */
async function latestShown(executor: Executor, where: SQL | undefined, per: [PgColumn, ...PgColumn[]]) {
  const rows = await executor
    .selectDistinctOn(per, {
      targetId: disputes.targetId,
      targetType: disputes.targetType,
      findingKey: disputes.findingKey,
      status: disputes.status,
      createdAt: disputes.createdAt,
      decidedAt: disputes.decidedAt,
    })
    .from(disputes)
    .where(and(where, inArray(disputes.status, [...SHOWN])))
    .orderBy(...per, desc(disputes.createdAt), desc(disputes.id));
  return rows.map((row) => ({
    ...row,
    state: {
      status: row.status,
      openedAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    } satisfies DisputeState,
  }));
}

/** The state each item of one kind shows, for the items' own lists. */
export async function publicDisputeStates(
  executor: Executor,
  targetType: "review" | "report",
  ids: readonly number[],
): Promise<Map<number, DisputeState>> {
  if (ids.length === 0) return new Map();
  const rows = await latestShown(
    executor,
    and(eq(disputes.targetType, targetType), inArray(disputes.targetId, [...ids])),
    [disputes.targetId],
  );
  return new Map(rows.map((row) => [row.targetId, row.state]));
}

export function createDisputeService(db: Db, now: () => Date = () => new Date()) {
  /** The item disputed, or the reason it cannot be: 404 for what is not there (or not public). */
  async function resolveTarget(executor: Executor, body: NewDispute): Promise<Target> {
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
        const [row] = await executor
          .select({ creatorId: communityReports.creatorId })
          .from(communityReports)
          .where(eq(communityReports.id, body.targetId));
        if (!row) throw new NotFoundError(DISPUTE_MESSAGES.reportNotFound);
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
        const [row] = await executor
          .select({
            creatorId: courses.creatorId,
            trustScore: courses.trustScore,
            findings: courses.detectorFindings,
          })
          .from(courses)
          .where(eq(courses.id, body.targetId));
        if (!row) throw new NotFoundError(DISPUTE_MESSAGES.courseNotFound);
        if (body.targetType === "score" && row.trustScore === null)
          throw new ConflictError(DISPUTE_MESSAGES.notScored);
        if (body.targetType === "finding") {
          const parsed = row.findings === null ? null : Detection.safeParse(row.findings);
          const found = parsed?.success
            ? [...parsed.data.redFlags, ...parsed.data.positives].some(
                (f) => findingKey(f) === body.findingKey,
              )
            : false;
          if (!found) throw new NotFoundError(DISPUTE_MESSAGES.findingNotFound);
        }
        return { courseId: body.targetId, creatorId: row.creatorId };
      }
    }
  }

  /** Each dispute's item in words and where it is shown, read in one query per kind. */
  async function describe(
    rows: readonly DisputeRow[],
  ): Promise<Map<number, { label: string; path: string | null }>> {
    const ids = (type: DisputeTargetType) => [
      ...new Set(rows.filter((row) => row.targetType === type).map((row) => row.targetId)),
    ];
    const reviewIds = ids("review");
    const reportIds = ids("report");
    const courseIds = [...new Set([...ids("score"), ...ids("finding")])];
    const linkIds = ids("public-record");
    const [reviewRows, reportRows, courseRows, linkRows] = await Promise.all([
      reviewIds.length === 0
        ? []
        : db
            .select({ id: reviews.id, courseId: reviews.courseId, title: courses.title })
            .from(reviews)
            .innerJoin(courses, eq(courses.id, reviews.courseId))
            .where(inArray(reviews.id, reviewIds)),
      reportIds.length === 0
        ? []
        : db
            .select({ id: communityReports.id, creatorName: communityReports.creatorName })
            .from(communityReports)
            .where(inArray(communityReports.id, reportIds)),
      courseIds.length === 0
        ? []
        : db
            .select({ id: courses.id, title: courses.title })
            .from(courses)
            .where(inArray(courses.id, courseIds)),
      linkIds.length === 0
        ? []
        : db
            .select({
              id: publicRecordLinks.id,
              title: publicRecords.title,
              creatorName: creators.name,
              slug: creators.slug,
            })
            .from(publicRecordLinks)
            .innerJoin(publicRecords, eq(publicRecords.id, publicRecordLinks.recordId))
            .innerJoin(creators, eq(creators.id, publicRecordLinks.creatorId))
            .where(inArray(publicRecordLinks.id, linkIds)),
    ]);
    const linkOf = new Map(linkRows.map((row) => [row.id, row]));
    const reviewOf = new Map(reviewRows.map((row) => [row.id, row]));
    const reportOf = new Map(reportRows.map((row) => [row.id, row]));
    const courseOf = new Map(courseRows.map((row) => [row.id, row]));
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

  async function toMine(rows: readonly DisputeRow[]): Promise<MyDispute[]> {
    const described = await describe(rows);
    return rows.map((row) => ({
      id: row.id,
      targetType: row.targetType,
      targetId: row.targetId,
      findingKey: row.findingKey,
      targetLabel: described.get(row.id)?.label ?? "",
      targetPath: described.get(row.id)?.path ?? null,
      reason: row.reason,
      evidenceUrl: row.evidenceUrl,
      status: row.status,
      decisionReason: row.decisionReason,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      byCreator: row.byCreator !== null,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /** Disputes as the admin queue shows them, with the opener, the creator and any due day. */
  async function toAdmin(where: SQL | undefined, limit: number, at: Date): Promise<AdminDispute[]> {
    const rows = await db
      .select({
        dispute: disputes,
        firstName: users.firstName,
        lastName: users.lastName,
        creatorName: creators.name,
      })
      .from(disputes)
      .leftJoin(users, eq(users.id, disputes.openedBy))
      .leftJoin(creators, eq(creators.id, disputes.byCreator))
      .where(where)
      .orderBy(asc(disputes.createdAt), asc(disputes.id))
      .limit(limit);
    const mine = await toMine(rows.map((row) => row.dispute));
    return rows.map((row, i) => {
      const { dispute } = row;
      const fromCreator = dispute.byCreator !== null;
      const active = dispute.status === "open" || dispute.status === "under_review";
      return {
        ...mine[i]!,
        openedByName: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ""}`.trim(),
        creatorName: row.creatorName,
        dueBy: fromCreator ? businessDayDue(dispute.createdAt, DISPUTE_ANSWER_BUSINESS_DAYS) : null,
        overdue: fromCreator && active && isOverdue(dispute.createdAt, at, DISPUTE_ANSWER_BUSINESS_DAYS),
      };
    });
  }

  async function adminOne(id: number): Promise<AdminDispute> {
    const [row] = await toAdmin(eq(disputes.id, id), 1, now());
    if (!row) throw new NotFoundError(DISPUTE_MESSAGES.notFound);
    return row;
  }

  return {
    async open(userId: string, body: NewDispute): Promise<MyDispute> {
      const at = now();
      const key = body.targetType === "finding" ? (body.findingKey ?? null) : null;
      const row = await db.transaction(async (tx) => {
        // One opening at a time per member, so two quick ones cannot both pass the checks below.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`dispute:${userId}`}))`);
        const recent = await tx
          .select({ createdAt: disputes.createdAt })
          .from(disputes)
          .where(and(eq(disputes.openedBy, userId), gte(disputes.createdAt, new Date(at.getTime() - DAY_MS))))
          .orderBy(asc(disputes.createdAt));
        if (recent.length >= DISPUTES_PER_DAY) {
          const oldest = recent[0]!.createdAt.getTime();
          throw new TooManyRequestsError(
            DISPUTE_MESSAGES.rateLimited,
            (oldest + DAY_MS - at.getTime()) / 1000,
          );
        }
        const target = await resolveTarget(tx, body);
        const [already] = await tx
          .select({ id: disputes.id })
          .from(disputes)
          .where(
            and(
              eq(disputes.openedBy, userId),
              eq(disputes.targetType, body.targetType),
              eq(disputes.targetId, body.targetId),
              key === null ? isNull(disputes.findingKey) : eq(disputes.findingKey, key),
              inArray(disputes.status, [...ACTIVE]),
            ),
          );
        if (already) throw new ConflictError(DISPUTE_MESSAGES.alreadyOpen);
        const [speaksFor] =
          target.creatorId === null
            ? []
            : await tx
                .select({ id: creators.id })
                .from(creators)
                .where(and(eq(creators.id, target.creatorId), eq(creators.claimedBy, userId)));
        const [inserted] = await tx
          .insert(disputes)
          .values({
            openedBy: userId,
            byCreator: speaksFor?.id ?? null,
            targetType: body.targetType,
            targetId: body.targetId,
            findingKey: key,
            courseId: target.courseId,
            reason: body.reason,
            evidenceUrl: body.evidenceUrl ?? null,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        return inserted!;
      });
      const [dispute] = await toMine([row]);
      return dispute!;
    },

    async mine(userId: string): Promise<MyDispute[]> {
      const rows = await db
        .select()
        .from(disputes)
        .where(eq(disputes.openedBy, userId))
        .orderBy(desc(disputes.createdAt), desc(disputes.id))
        .limit(DISPUTE_QUEUE_MAX);
      return toMine(rows);
    },

    /** The disputes about a course's score and findings that its page shows, newest first. */
    async ofCourse(courseId: number): Promise<CourseDisputesResponse> {
      const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
      if (!course) throw new NotFoundError(DISPUTE_MESSAGES.courseNotFound);
      const rows = await latestShown(
        db,
        and(eq(disputes.targetId, courseId), inArray(disputes.targetType, ["score", "finding"])),
        [disputes.targetType, disputes.findingKey],
      );
      const items: CourseDisputeState[] = rows.map((row) => ({
        ...row.state,
        targetType: row.targetType === "score" ? "score" : "finding",
        findingKey: row.findingKey,
        label: row.targetType === "score" ? "The trust score" : findingLabel(row.findingKey),
      }));
      items.sort((a, b) => b.openedAt.localeCompare(a.openedAt));
      return { items };
    },

    /** Open and under-review disputes, oldest first; a creator's past the promised days is overdue. */
    async queue(): Promise<DisputeQueueResponse> {
      const at = now();
      const active = inArray(disputes.status, [...ACTIVE]);
      const [items, [counted], creatorDates] = await Promise.all([
        toAdmin(active, DISPUTE_QUEUE_MAX, at),
        db.select({ n: count() }).from(disputes).where(active),
        db
          .select({ createdAt: disputes.createdAt })
          .from(disputes)
          .where(and(active, isNotNull(disputes.byCreator))),
      ]);
      return {
        items,
        total: counted?.n ?? 0,
        overdue: creatorDates.filter((row) => isOverdue(row.createdAt, at, DISPUTE_ANSWER_BUSINESS_DAYS))
          .length,
      };
    },

    async startReview(id: number): Promise<AdminDispute> {
      const [started] = await db
        .update(disputes)
        .set({ status: "under_review", updatedAt: now() })
        .where(and(eq(disputes.id, id), eq(disputes.status, "open")))
        .returning({ id: disputes.id });
      if (!started) {
        const [row] = await db.select({ id: disputes.id }).from(disputes).where(eq(disputes.id, id));
        throw row
          ? new ConflictError(DISPUTE_MESSAGES.notOpen)
          : new NotFoundError(DISPUTE_MESSAGES.notFound);
      }
      return adminOne(id);
    },

    /** Upheld or rejected with the reason the opener reads; decided once (409 after). */
    async decide(
      adminId: string,
      id: number,
      decision: { outcome: "upheld" | "rejected"; reason: string },
    ): Promise<AdminDispute> {
      const at = now();
      await db.transaction(async (tx) => {
        const row = await lockExisting(tx, disputes, id, DISPUTE_MESSAGES.notFound, {
          status: disputes.status,
          openedBy: disputes.openedBy,
        });
        if (row.status === "upheld" || row.status === "rejected")
          throw new ConflictError(DISPUTE_MESSAGES.alreadyDecided);
        if (row.status !== "under_review") throw new ConflictError(DISPUTE_MESSAGES.notUnderReview);
        await tx
          .update(disputes)
          .set({
            status: decision.outcome,
            decisionReason: decision.reason,
            decidedBy: adminId,
            decidedAt: at,
            updatedAt: at,
          })
          .where(eq(disputes.id, id));
        if (row.openedBy !== null) {
          await notifyMember(tx, {
            userId: row.openedBy,
            kind: "dispute-decided",
            title: `Your dispute was ${decision.outcome}`,
            body: decision.reason,
            link: "/account#disputes",
            dedupeKey: `dispute-decided:${id}`,
            at,
          });
        }
      });
      return adminOne(id);
    },
  };
}

export type DisputeService = ReturnType<typeof createDisputeService>;
