// How community reports are read: with their creator's slug, the reporter's name, the vote counts and
// the viewer's own vote, the reply of the creator they name and the state of any dispute about them
// (replies/withFeedback); a decision's reason only for those who may read it.
import { count, desc, eq, sql } from "drizzle-orm";
import {
  type CommunityReport,
  REPORT_MESSAGES,
  type ReportListResponse,
} from "../../../shared/contracts/community-reports";
import { REPORT_STATUS_LABELS, type ReportStatus } from "../../../shared/domain/community";
import type { Db, Executor } from "../../db/client";
import { users } from "../../db/schema/auth";
import { communityReports, communityReportVotes } from "../../db/schema/community-reports";
import { creators } from "../../db/schema/creators";
import type { DomainEvents } from "../../lib/domain-events";
import { NotFoundError } from "../../lib/errors";
import { authorName, MEMBER_NAME } from "../account/member-name";
import { withFeedback } from "../replies/replies.service";

/** What every community-report use case takes. */
export interface CommunityReportDeps {
  db: Db;
  /** Filing and moderation emit their events in these (src/server/event-handlers.ts). */
  events: DomainEvents;
}

export type Vote = -1 | 0 | 1;

/** Who reads a decision's reason: admins all of them, a member only those of their own reports. */
export type ReasonReaders = "own" | "all";

const toVote = (value: number | null | undefined): Vote => (value === 1 ? 1 : value === -1 ? -1 : 0);

/** Reports with their creator's slug, reporter's name and vote counts, newest first. */
async function selectReports(
  executor: Executor,
  where: ReturnType<typeof eq> | undefined,
  viewerId: string | null,
  limit: number,
  offset: number,
  readers: ReasonReaders = "own",
): Promise<CommunityReport[]> {
  const up = sql<number>`(select count(*)::int from ${communityReportVotes} v where v.report_id = ${communityReports.id} and v.value = 1)`;
  const down = sql<number>`(select count(*)::int from ${communityReportVotes} v where v.report_id = ${communityReports.id} and v.value = -1)`;
  const mine =
    viewerId === null
      ? sql<number | null>`null::int`
      : sql<
          number | null
        >`(select v.value::int from ${communityReportVotes} v where v.report_id = ${communityReports.id} and v.user_id = ${viewerId})`;
  const rows = await executor
    .select({
      report: communityReports,
      creatorSlug: creators.slug,
      ...MEMBER_NAME,
      up,
      down,
      mine,
    })
    .from(communityReports)
    .leftJoin(creators, eq(creators.id, communityReports.creatorId))
    .leftJoin(users, eq(users.id, communityReports.reportedBy))
    .where(where)
    .orderBy(desc(communityReports.createdAt), desc(communityReports.id))
    .limit(limit)
    .offset(offset);
  const items = rows.map(({ report, creatorSlug, firstName, lastName, up: ups, down: downs, mine: my }) => ({
    id: report.id,
    creatorName: report.creatorName,
    creatorId: creatorSlug === null ? null : report.creatorId,
    creatorSlug: creatorSlug ?? null,
    platform: report.platform,
    scamType: report.scamType,
    description: report.description,
    evidence: report.evidence,
    status: report.status,
    statusLabel: REPORT_STATUS_LABELS[report.status],
    reportDate: report.createdAt.toISOString(),
    reportedBy: firstName === null ? "Anonymous" : authorName(firstName, lastName ?? ""),
    upvotes: Number(ups),
    downvotes: Number(downs),
    myVote: toVote(my === null ? null : Number(my)),
    isMine: viewerId !== null && report.reportedBy === viewerId,
    decisionReason:
      readers === "all" || (viewerId !== null && report.reportedBy === viewerId)
        ? report.decisionReason
        : null,
    decidedAt: report.decidedAt?.toISOString() ?? null,
  }));
  return withFeedback(executor, "report", items);
}

/** One report as `viewerId` sees it (404 for none). */
export async function oneReport(
  executor: Executor,
  id: number,
  viewerId: string | null,
  readers: ReasonReaders = "own",
): Promise<CommunityReport> {
  const [report] = await selectReports(executor, eq(communityReports.id, id), viewerId, 1, 0, readers);
  if (!report) throw new NotFoundError(REPORT_MESSAGES.notFound);
  return report;
}

/** A page of reports, newest first, with the total. */
export async function listReports(
  deps: CommunityReportDeps,
  query: { status?: ReportStatus | undefined; page: number; pageSize: number },
  viewerId: string | null,
  readers: ReasonReaders = "own",
): Promise<ReportListResponse> {
  const { db } = deps;
  const where = query.status === undefined ? undefined : eq(communityReports.status, query.status);
  const [items, [totalRow]] = await Promise.all([
    selectReports(db, where, viewerId, query.pageSize, (query.page - 1) * query.pageSize, readers),
    db.select({ n: count() }).from(communityReports).where(where),
  ]);
  const total = Number(totalRow?.n ?? 0);
  return {
    items,
    total,
    page: query.page,
    pageSize: query.pageSize,
    hasMore: query.page * query.pageSize < total,
  };
}
