// Community reports (docs/decisions/0057-community-rules.md): the public list with vote counts,
// filing a report (matched to a catalogue creator by exact name, any case), one changeable vote per
// member per report with its leaderboard point, the admin status changes (rescoring the named
// creator's courses and awarding the reporter's 'scam confirmed' points in the same transaction;
// confirming or rejecting carries a reason the reporter reads, kept in the audit), and the
// per-platform scam analytics of /scam-prevention-guide. Each report comes with the reply of the
// creator it names and the state of any dispute about it (replies/withFeedback).
import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import {
  type CommunityReport,
  DECIDING_STATUSES,
  type PlatformScamAnalytics,
  REPORT_MESSAGES,
  REPORT_STATUS_TRANSITIONS,
  REPORTS_PER_DAY,
  type ReportListResponse,
  type ScamAnalyticsResponse,
  scamTrend,
  TREND_CHANGE,
  TREND_MIN_REPORTS,
  TREND_WINDOW_DAYS,
  type VoteResponse,
} from "../../../shared/contracts/community-reports";
import { REPORT_PLATFORMS, REPORT_STATUS_LABELS, type ReportStatus } from "../../../shared/domain/community";
import type { Db, Executor } from "../../db/client";
import { users } from "../../db/schema/auth";
import { communityReports, communityReportVotes } from "../../db/schema/community-reports";
import { creators } from "../../db/schema/creators";
import { ConflictError, ForbiddenError, NotFoundError, TooManyRequestsError } from "../../lib/errors";
import { lockExisting } from "../../lib/lock-row";
import { rescoreChanged } from "../courses/catalogue-changed";
import { recordAudit } from "../editorial/audit";
import { awardPoints, revokePoints } from "../leaderboard/points";
import { notifyMember } from "../notifications/notify-member";
import { withFeedback } from "../replies/replies.service";
import { authorName } from "../reviews/reviews.service";
import { notifyWatchers } from "../watchlist/notify-watchers";

/** The reporter's notice that their report was confirmed or rejected, with the reason. */
export const REPORT_DECIDED_NOTIFICATION_KIND = "report-decided";

const DAY_MS = 24 * 60 * 60 * 1000;
const COMMON_SCAMS_SHOWN = 3;

export interface NewReport {
  creatorName: string;
  platform: string;
  scamType: string;
  description: string;
  evidence: string | null;
}

type Vote = -1 | 0 | 1;

/** Who reads a decision's reason: admins all of them, a member only those of their own reports. */
export type ReasonReaders = "own" | "all";

const toVote = (value: number | null | undefined): Vote => (value === 1 ? 1 : value === -1 ? -1 : 0);

export function createCommunityReportService(db: Db) {
  /** Reports with their creator's slug, reporter's name and vote counts, newest first. */
  async function select(
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
        firstName: users.firstName,
        lastName: users.lastName,
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
    const items = rows.map(
      ({ report, creatorSlug, firstName, lastName, up: ups, down: downs, mine: my }) => ({
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
      }),
    );
    return withFeedback(executor, "report", items);
  }

  async function one(
    executor: Executor,
    id: number,
    viewerId: string | null,
    readers: ReasonReaders = "own",
  ): Promise<CommunityReport> {
    const [report] = await select(executor, eq(communityReports.id, id), viewerId, 1, 0, readers);
    if (!report) throw new NotFoundError(REPORT_MESSAGES.notFound);
    return report;
  }

  async function list(
    query: { status?: ReportStatus | undefined; page: number; pageSize: number },
    viewerId: string | null,
    readers: ReasonReaders = "own",
  ): Promise<ReportListResponse> {
    const where = query.status === undefined ? undefined : eq(communityReports.status, query.status);
    const [items, [totalRow]] = await Promise.all([
      select(db, where, viewerId, query.pageSize, (query.page - 1) * query.pageSize, readers),
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

  async function create(
    userId: string,
    body: NewReport,
    now: Date = new Date(),
  ): Promise<{ report: CommunityReport; rescored: number }> {
    return db.transaction(async (tx) => {
      // One filing at a time per member (a transaction-scoped lock), so two quick submissions
      // cannot both pass the daily limit.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`community-report:${userId}`}))`);
      const since = new Date(now.getTime() - DAY_MS);
      const recent = await tx
        .select({ createdAt: communityReports.createdAt })
        .from(communityReports)
        .where(and(eq(communityReports.reportedBy, userId), gte(communityReports.createdAt, since)))
        .orderBy(communityReports.createdAt);
      if (recent.length >= REPORTS_PER_DAY) {
        const oldest = recent[0]!.createdAt.getTime();
        throw new TooManyRequestsError(REPORT_MESSAGES.rateLimited, (oldest + DAY_MS - now.getTime()) / 1000);
      }
      const [creator] = await tx
        .select({ id: creators.id })
        .from(creators)
        // A member's submission makes an unreviewed stand-in creator; a report never attaches to one.
        .where(
          sql`lower(${creators.name}) = lower(${body.creatorName}) and ${creators.editorialStatus} <> 'unreviewed'`,
        )
        .orderBy(sql`${creators.editorialStatus} = 'archived'`, creators.id)
        .limit(1);
      const creatorId = creator?.id ?? null;
      const [row] = await tx
        .insert(communityReports)
        .values({
          creatorId,
          creatorName: body.creatorName,
          platform: body.platform,
          scamType: body.scamType,
          description: body.description,
          evidence: body.evidence,
          status: "pending",
          reportedBy: userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: communityReports.id });
      // An open report about a listed creator counts in their courses' trust score.
      const rescored = await rescoreChanged(tx, { creatorIds: [creatorId] }, now);
      return { report: await one(tx, row!.id, userId), rescored };
    });
  }

  async function vote(reportId: number, userId: string, value: Vote): Promise<VoteResponse> {
    return db.transaction(async (tx) => {
      const [report] = await tx
        .select({ id: communityReports.id, reportedBy: communityReports.reportedBy })
        .from(communityReports)
        .where(eq(communityReports.id, reportId));
      if (!report) throw new NotFoundError(REPORT_MESSAGES.notFound);
      if (report.reportedBy === userId) throw new ForbiddenError(REPORT_MESSAGES.ownReport);
      if (value === 0) {
        await tx
          .delete(communityReportVotes)
          .where(and(eq(communityReportVotes.reportId, reportId), eq(communityReportVotes.userId, userId)));
        await revokePoints(tx, "report_vote", reportId, userId);
      } else {
        await tx
          .insert(communityReportVotes)
          .values({ reportId, userId, value })
          .onConflictDoUpdate({
            target: [communityReportVotes.reportId, communityReportVotes.userId],
            set: { value, updatedAt: sql`now()` },
          });
        await awardPoints(tx, userId, "report_vote", reportId);
      }
      const [counts] = await tx
        .select({
          up: sql<number>`(count(*) filter (where ${communityReportVotes.value} = 1))::int`,
          down: sql<number>`(count(*) filter (where ${communityReportVotes.value} = -1))::int`,
        })
        .from(communityReportVotes)
        .where(eq(communityReportVotes.reportId, reportId));
      return {
        reportId,
        upvotes: Number(counts?.up ?? 0),
        downvotes: Number(counts?.down ?? 0),
        myVote: value,
      };
    });
  }

  /**
   * Moves a report along REPORT_STATUS_TRANSITIONS. Confirming or rejecting records the reason (the
   * contract requires one) and when; reopening clears them, and every move is in the audit.
   */
  async function setStatus(
    reportId: number,
    change: { status: ReportStatus; reason?: string | undefined },
    adminId: string,
    now: Date = new Date(),
  ): Promise<{ report: CommunityReport; rescored: number }> {
    const { status } = change;
    return db.transaction(async (tx) => {
      const current = await lockExisting(tx, communityReports, reportId, REPORT_MESSAGES.notFound, {
        status: communityReports.status,
        creatorId: communityReports.creatorId,
        reportedBy: communityReports.reportedBy,
        creatorName: communityReports.creatorName,
      });
      if (current.status === status) throw new ConflictError(REPORT_MESSAGES.sameStatus);
      if (!REPORT_STATUS_TRANSITIONS[current.status].includes(status)) {
        const allowed = REPORT_STATUS_TRANSITIONS[current.status].map((s) => `'${REPORT_STATUS_LABELS[s]}'`);
        throw new ConflictError(
          `A report that is '${REPORT_STATUS_LABELS[current.status]}' can only move to ${allowed.join(" or ")}.`,
        );
      }
      const decided = DECIDING_STATUSES.includes(status);
      await tx
        .update(communityReports)
        .set({
          status,
          decisionReason: decided ? (change.reason ?? null) : null,
          decidedAt: decided ? now : null,
          updatedAt: now,
        })
        .where(eq(communityReports.id, reportId));
      await recordAudit(tx, {
        subjectType: "community_report",
        subjectId: reportId,
        actorId: adminId,
        action: "status",
        changes: { status: { from: current.status, to: status } },
        reason: change.reason ?? null,
        at: now,
      });
      if (current.reportedBy !== null) {
        if (status === "verified") await awardPoints(tx, current.reportedBy, "scam_confirmed", reportId);
        else await revokePoints(tx, "scam_confirmed", reportId, current.reportedBy);
      }
      if (decided && current.reportedBy !== null) {
        await notifyMember(tx, {
          userId: current.reportedBy,
          kind: REPORT_DECIDED_NOTIFICATION_KIND,
          title: `Your report about ${current.creatorName} was ${status === "verified" ? "confirmed" : "rejected"}`,
          body: change.reason ?? "",
          link: "/community-reports",
          dedupeKey: `report-decided:${reportId}:${now.toISOString()}`,
          at: now,
        });
      }
      if (status === "verified" && current.creatorId !== null)
        await notifyWatchers(tx, { kind: "report", creatorId: current.creatorId, reportId, at: now });
      const rescored = await rescoreChanged(tx, { creatorIds: [current.creatorId] }, now);
      return { report: await one(tx, reportId, adminId, "all"), rescored };
    });
  }

  async function analytics(now: Date = new Date()): Promise<ScamAnalyticsResponse> {
    const windowMs = TREND_WINDOW_DAYS * DAY_MS;
    const recentFrom = new Date(now.getTime() - windowMs);
    const previousFrom = new Date(now.getTime() - 2 * windowMs);
    const named = REPORT_PLATFORMS.filter((p) => p !== "Other");
    const platformOf = (column: unknown) =>
      sql`case when ${column} in (${sql.join(
        named.map((p) => sql`${p}`),
        sql`, `,
      )}) then ${column} else 'Other' end`;
    const [creatorRows, reportRows, scamRows] = (await Promise.all([
      db.execute(sql`select ${platformOf(sql`social_media_platform`)} as platform,
          count(*)::int as total,
          (count(*) filter (where verification_status = 'suspicious'))::int as suspicious,
          (count(*) filter (where verification_status = 'verified'))::int as verified
        from creators group by 1`),
      db.execute(sql`select ${platformOf(sql`platform`)} as platform,
          count(*)::int as reports,
          (count(*) filter (where status = 'verified'))::int as confirmed,
          (count(*) filter (where created_at > ${recentFrom.toISOString()}::timestamptz
            and created_at <= ${now.toISOString()}::timestamptz))::int as recent,
          (count(*) filter (where created_at > ${previousFrom.toISOString()}::timestamptz
            and created_at <= ${recentFrom.toISOString()}::timestamptz))::int as previous
        from community_reports where status <> 'rejected' group by 1`),
      db.execute(sql`select ${platformOf(sql`platform`)} as platform, scam_type as "scamType", count(*)::int as n
        from community_reports where status <> 'rejected'
        group by 1, 2 order by n desc, scam_type`),
    ])) as unknown as Array<{ rows: Array<Record<string, unknown>> }>;
    const byPlatform = <T>(rows: Array<Record<string, unknown>>, map: (row: Record<string, unknown>) => T) =>
      new Map(rows.map((row) => [String(row.platform), map(row)]));
    const creatorStats = byPlatform(creatorRows!.rows, (row) => ({
      total: Number(row.total),
      suspicious: Number(row.suspicious),
      verified: Number(row.verified),
    }));
    const reportStats = byPlatform(reportRows!.rows, (row) => ({
      reports: Number(row.reports),
      confirmed: Number(row.confirmed),
      recent: Number(row.recent),
      previous: Number(row.previous),
    }));
    const platforms: PlatformScamAnalytics[] = REPORT_PLATFORMS.map((platform) => {
      const c = creatorStats.get(platform) ?? { total: 0, suspicious: 0, verified: 0 };
      const r = reportStats.get(platform) ?? { reports: 0, confirmed: 0, recent: 0, previous: 0 };
      return {
        platform,
        totalCreators: c.total,
        suspiciousCreators: c.suspicious,
        verifiedCreators: c.verified,
        reports: r.reports,
        confirmedReports: r.confirmed,
        commonScams: scamRows!.rows
          .filter((row) => row.platform === platform)
          .slice(0, COMMON_SCAMS_SHOWN)
          .map((row) => ({ scamType: String(row.scamType), count: Number(row.n) })),
        trend: scamTrend(r.recent, r.previous),
        recentReports: r.recent,
        previousReports: r.previous,
      };
    });
    return {
      platforms,
      generatedAt: now.toISOString(),
      trendRule: {
        windowDays: TREND_WINDOW_DAYS,
        minReports: TREND_MIN_REPORTS,
        changePercent: Math.round(TREND_CHANGE * 100),
      },
    };
  }

  return {
    list,
    one: (id: number, viewerId: string | null) => one(db, id, viewerId),
    create,
    vote,
    setStatus,
    analytics,
  };
}
