// Votes on the seeded community reports by the demo accounts, so the demo shows vote
// counts that exist in the database, with the leaderboard points those votes and the seeded
// confirmed reports earn. Idempotent: the votes are cast only while no
// demo account has voted on anything (a later run, or a demo member who withdrew a vote, is left
// alone); the points are awarded with "on conflict do nothing".
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { CONTRIBUTION_POINTS } from "../../shared/domain/community";
import type { Executor } from "../db/client";
import { users } from "../db/schema/auth";
import { communityReports, communityReportVotes } from "../db/schema/community-reports";
import { leaderboardContributions } from "../db/schema/leaderboard";
import { demoAccounts } from "../modules/auth/demo-accounts";

/** The seeded catalogue's reports are the first ones stored (it is inserted into an empty database). */
const SEEDED_REPORTS = 24;

/**
 * A fixed pattern, no randomness: each demo account votes on about two reports in three; confirmed
 * reports get up votes, rejected ones mostly down votes, open ones mostly up with some doubt.
 */
export function seededVote(status: string, reportIndex: number, accountIndex: number): -1 | 0 | 1 {
  if ((reportIndex + accountIndex) % 3 === 0) return 0;
  if (status === "verified") return 1;
  if (status === "rejected") return accountIndex % 4 === 0 ? 1 : -1;
  return (reportIndex + 2 * accountIndex) % 5 === 0 ? -1 : 1;
}

export async function seedReportVotes(tx: Executor, now: Date): Promise<number> {
  const demo = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.email,
        demoAccounts().map((account) => account.email),
      ),
    )
    .orderBy(asc(users.email));

  let inserted = 0;
  if (demo.length > 0) {
    const [already] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(communityReportVotes)
      .where(
        inArray(
          communityReportVotes.userId,
          demo.map((d) => d.id),
        ),
      );
    if (Number(already?.n ?? 0) === 0) {
      const reports = await tx
        .select({
          id: communityReports.id,
          status: communityReports.status,
          reportedBy: communityReports.reportedBy,
        })
        .from(communityReports)
        .orderBy(asc(communityReports.id))
        .limit(SEEDED_REPORTS);
      const votes = reports.flatMap((report, reportIndex) =>
        demo.flatMap((account, accountIndex) => {
          const value = seededVote(report.status, reportIndex, accountIndex);
          return value === 0 || report.reportedBy === account.id
            ? []
            : [{ reportId: report.id, userId: account.id, value, createdAt: now, updatedAt: now }];
        }),
      );
      if (votes.length > 0) {
        const rows = await tx
          .insert(communityReportVotes)
          .values(votes)
          .onConflictDoNothing()
          .returning({ reportId: communityReportVotes.reportId });
        inserted = rows.length;
      }
    }
    // Every standing demo vote holds its point (also repairs one that is missing).
    await tx.execute(sql`insert into ${leaderboardContributions} (user_id, contribution_type, target_id, points, created_at)
      select v.user_id, 'report_vote', v.report_id::text, ${CONTRIBUTION_POINTS.report_vote}, v.created_at
      from ${communityReportVotes} v
      where v.user_id in (${sql.join(
        demo.map((account) => sql`${account.id}::uuid`),
        sql`, `,
      )})
      on conflict do nothing`);
  }

  // Confirmed reports with a known reporter earn that reporter the 'scam confirmed' points.
  const confirmed = await tx
    .select({
      id: communityReports.id,
      reportedBy: communityReports.reportedBy,
      updatedAt: communityReports.updatedAt,
    })
    .from(communityReports)
    .where(and(eq(communityReports.status, "verified"), isNotNull(communityReports.reportedBy)));
  if (confirmed.length > 0) {
    await tx
      .insert(leaderboardContributions)
      .values(
        confirmed.map((report) => ({
          userId: report.reportedBy!,
          contributionType: "scam_confirmed" as const,
          targetId: String(report.id),
          points: CONTRIBUTION_POINTS.scam_confirmed,
          createdAt: report.updatedAt,
        })),
      )
      .onConflictDoNothing();
  }
  return inserted;
}
