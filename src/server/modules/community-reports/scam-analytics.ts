// The per-platform scam analytics of /scam-prevention-guide: creators and reports counted by
// platform, the commonest scam types, and each platform's trend over two windows (scamTrend).
import { sql } from "drizzle-orm";
import {
  type PlatformScamAnalytics,
  type ScamAnalyticsResponse,
  scamTrend,
  TREND_CHANGE,
  TREND_MIN_REPORTS,
  TREND_WINDOW_DAYS,
} from "../../../shared/contracts/community-reports";
import { REPORT_PLATFORMS } from "../../../shared/domain/community";
import { DAY_MS } from "../../lib/time";
import type { CommunityReportDeps } from "./report-reads";

const COMMON_SCAMS_SHOWN = 3;

/** The per-platform scam analytics of /scam-prevention-guide, with each platform's trend. */
export async function scamAnalytics(
  deps: CommunityReportDeps,
  now: Date = new Date(),
): Promise<ScamAnalyticsResponse> {
  const { db } = deps;
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
