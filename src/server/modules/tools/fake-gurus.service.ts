// The fake-guru list: creators our evidence points at, each with
// the reasons in plain words. A creator is listed when our reviewers flagged them as suspicious,
// when at least one community report about them was confirmed as a scam, or when their scored
// courses average a trust score in the High Risk band (below HIGH_RISK_BELOW). Worst first:
// confirmed reports, then the suspicious flag, then the lowest average trust score. Only published
// courses count: a course a member submitted moves nothing here until an admin accepts it; and the
// unreviewed creator a submission brought (whatever name it was given) is never listed.
import { sql } from "drizzle-orm";
import type { CreatorVerificationStatus } from "../../../shared/contracts/catalog";
import {
  FAKE_GURU_LIST_LIMIT,
  type FakeGuruItem,
  type FakeGuruResponse,
  type FakeGuruStats,
} from "../../../shared/contracts/tools";
import { HIGH_RISK_BELOW } from "../../../shared/domain/trust-bands";
import type { Db } from "../../db/client";

interface FakeGuruRow {
  id: number;
  slug: string;
  name: string;
  status: CreatorVerificationStatus;
  avgTrust: number | string | null;
  scored: number;
  confirmed: number;
  open: number;
  worstId: number | null;
  worstTitle: string | null;
  worstScore: number | null;
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function reasonsFor(row: {
  status: CreatorVerificationStatus;
  confirmed: number;
  open: number;
  averageTrustScore: number | null;
  scored: number;
}): string[] {
  const reasons: string[] = [];
  if (row.confirmed > 0) {
    reasons.push(
      `${count(row.confirmed, "community report")} confirmed as ${row.confirmed === 1 ? "a scam" : "scams"}`,
    );
  }
  if (row.status === "suspicious") reasons.push("Flagged as suspicious by our reviewers");
  if (row.averageTrustScore !== null && row.averageTrustScore < HIGH_RISK_BELOW) {
    reasons.push(`Average trust score ${row.averageTrustScore}/100 over ${count(row.scored, "course")}`);
  }
  if (row.open > 0) {
    reasons.push(`${count(row.open, "more community report", "more community reports")} under review`);
  }
  return reasons;
}

export function createFakeGuruService(db: Db) {
  async function stats(): Promise<FakeGuruStats> {
    const { rows } = (await db.execute(sql`select
        (select count(*)::int from creators where verification_status = 'suspicious' and editorial_status <> 'unreviewed') as "suspiciousCreators",
        (select count(*)::int from community_reports where status = 'verified') as "confirmedReports",
        (select count(*)::int from courses where trust_score < ${HIGH_RISK_BELOW} and editorial_status = 'published') as "lowTrustCourses",
        (select count(*)::int from creators where editorial_status <> 'unreviewed') as "creatorsChecked"`)) as unknown as {
      rows: FakeGuruStats[];
    };
    const row = rows[0];
    return {
      suspiciousCreators: Number(row?.suspiciousCreators ?? 0),
      confirmedReports: Number(row?.confirmedReports ?? 0),
      lowTrustCourses: Number(row?.lowTrustCourses ?? 0),
      creatorsChecked: Number(row?.creatorsChecked ?? 0),
    };
  }

  async function items(search: string | undefined): Promise<FakeGuruItem[]> {
    // A name contains the text (any case), or resembles it closely (pg_trgm word similarity,
    // so "jonh" still finds "John").
    const nameFilter =
      search === undefined
        ? sql`true`
        : sql`(strpos(lower(cr.name), lower(${search})) > 0 or ${search} <% cr.name)`;
    const { rows } = (await db.execute(sql`with course_stats as (
        select creator_id, avg(trust_score) as avg_trust, count(trust_score)::int as scored
        from courses where editorial_status = 'published' group by creator_id
      ), report_stats as (
        select creator_id,
          count(*) filter (where status = 'verified')::int as confirmed,
          count(*) filter (where status in ('pending', 'investigating'))::int as open
        from community_reports where creator_id is not null group by creator_id
      ), worst as (
        select distinct on (creator_id) creator_id, id, title, trust_score
        from courses where trust_score is not null and editorial_status = 'published'
        order by creator_id, trust_score, id
      )
      select cr.id, cr.slug, cr.name, cr.verification_status as status,
        round(cs.avg_trust)::int as "avgTrust", coalesce(cs.scored, 0) as scored,
        coalesce(rs.confirmed, 0) as confirmed, coalesce(rs.open, 0) as open,
        w.id as "worstId", w.title as "worstTitle", w.trust_score as "worstScore"
      from creators cr
      left join course_stats cs on cs.creator_id = cr.id
      left join report_stats rs on rs.creator_id = cr.id
      left join worst w on w.creator_id = cr.id
      where cr.editorial_status <> 'unreviewed'
        and (cr.verification_status = 'suspicious'
          or coalesce(rs.confirmed, 0) > 0
          or round(cs.avg_trust) < ${HIGH_RISK_BELOW})
        and ${nameFilter}
      order by coalesce(rs.confirmed, 0) desc,
        (cr.verification_status = 'suspicious') desc,
        cs.avg_trust asc nulls last,
        cr.id
      limit ${FAKE_GURU_LIST_LIMIT}`)) as unknown as { rows: FakeGuruRow[] };

    return rows.map((row) => {
      const averageTrustScore = row.avgTrust === null ? null : Number(row.avgTrust);
      const confirmed = Number(row.confirmed);
      const open = Number(row.open);
      const scored = Number(row.scored);
      return {
        creatorId: row.id,
        slug: row.slug,
        name: row.name,
        verificationStatus: row.status,
        reasons: reasonsFor({ status: row.status, confirmed, open, averageTrustScore, scored }),
        averageTrustScore,
        confirmedReports: confirmed,
        openReports: open,
        worstCourse:
          row.worstId === null || row.worstTitle === null || row.worstScore === null
            ? null
            : { id: row.worstId, title: row.worstTitle, trustScore: Number(row.worstScore) },
      };
    });
  }

  return {
    async list(search: string | undefined): Promise<FakeGuruResponse> {
      const [s, list] = await Promise.all([stats(), items(search)]);
      return { stats: s, items: list };
    },
  };
}

export type FakeGuruService = ReturnType<typeof createFakeGuruService>;
