// The transparency report, counted on every request from the rows themselves: reviews, community
// reports, disputes, verifications (the editorial audit) and course submissions, by calendar
// quarter in UTC. A decision counts in the quarter it was made, with the status it has now (a review
// rejected and later approved counts as approved, when it was approved). One query per group. Review
// decisions are also split by star rating, so anyone can check that they do not depend on it.
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  type QuarterFigures,
  type RatingDecisions,
  REVIEW_STARS,
  type RejectionReasonCount,
  TRANSPARENCY_QUARTERS,
  type TransparencyReport,
} from "../../../shared/contracts/transparency";
import type { Db } from "../../db/client";
import { communityReports } from "../../db/schema/community-reports";
import { disputes } from "../../db/schema/disputes";
import { auditEvents } from "../../db/schema/editorial";
import { reviews } from "../../db/schema/reviews";
import { courseSubmissions } from "../../db/schema/submissions";

const HOUR_S = 60 * 60;

/** year * 4 + quarter index (0..3): the same key in SQL and here. */
const quarterKeyOf = (date: Date) => date.getUTCFullYear() * 4 + Math.floor(date.getUTCMonth() / 3);
const quarterKey = (column: SQL | unknown) =>
  sql`(extract(year from ${column} at time zone 'UTC')::int * 4 + (extract(month from ${column} at time zone 'UTC')::int - 1) / 3)`;

/** The first instant of the quarter `offset` quarters after the one holding `now` (UTC). */
function quarterStart(now: Date, offset: number): Date {
  const first = Math.floor(now.getUTCMonth() / 3) * 3;
  return new Date(Date.UTC(now.getUTCFullYear(), first + offset * 3, 1));
}

type Row = Record<string, unknown> & { k: number | string };

async function rows(db: Db, query: SQL): Promise<Map<number, Row>> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return new Map(result.rows.map((row) => [Number(row.k), row]));
}

const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
const hours = (seconds: unknown) =>
  seconds === null || seconds === undefined ? null : Math.round((Number(seconds) / HOUR_S) * 10) / 10;

/**
 * What came in and what was decided, of one kind of record: received counts by `createdAt`, each
 * outcome by `decidedAt` among the decided rows, and the median seconds from one to the other.
 */
interface Flow {
  table: PgTable;
  createdAt: SQL | PgColumn;
  decidedAt: SQL | PgColumn;
  decided: SQL;
  /** Column name (a fixed word) -> the condition of that outcome. */
  outcomes: Record<string, SQL>;
}

function flow(db: Db, since: string, f: Flow): Promise<Map<number, Row>> {
  const names = Object.keys(f.outcomes);
  const sums = sql.join(
    names.map((name) => sql`sum(${sql.raw(name)})::int as ${sql.raw(name)}`),
    sql`, `,
  );
  const zeros = sql.join(
    names.map((name) => sql`0 as ${sql.raw(name)}`),
    sql`, `,
  );
  const flags = sql.join(
    names.map((name) => sql`(${f.outcomes[name]})::int`),
    sql`, `,
  );
  return rows(
    db,
    sql`select k, sum(received)::int as received, ${sums},
          percentile_cont(0.5) within group (order by secs) as median
        from (
          select ${quarterKey(f.createdAt)} as k, 1 as received, ${zeros}, null::float8 as secs
          from ${f.table} where ${f.createdAt} >= ${since}::timestamptz
          union all
          select ${quarterKey(f.decidedAt)}, 0, ${flags},
            extract(epoch from ${f.decidedAt} - ${f.createdAt})::float8
          from ${f.table} where ${f.decided} and ${f.decidedAt} >= ${since}::timestamptz
        ) x group by k`,
  );
}

/**
 * The Flow of records decided by their status (community reports, disputes): decided once the status
 * is one of `outcomes`' statuses (outcome name -> status). One decided before decided_at was kept
 * dates from its last change.
 */
function statusFlow(
  table: PgTable & { createdAt: PgColumn; decidedAt: PgColumn; updatedAt: PgColumn; status: PgColumn },
  outcomes: Record<string, string>,
): Flow {
  return {
    table,
    createdAt: table.createdAt,
    decidedAt: sql`coalesce(${table.decidedAt}, ${table.updatedAt})`,
    decided: inArray(table.status, Object.values(outcomes)),
    outcomes: Object.fromEntries(
      Object.entries(outcomes).map(([name, status]) => [name, eq(table.status, status)]),
    ),
  };
}

/** Every rating, 1 to 5 stars, with nothing decided yet. */
const emptyRatings = (): RatingDecisions[] =>
  REVIEW_STARS.map((rating) => ({ rating, approved: 0, rejected: 0, rejectedByReason: [] }));

/** Most frequent first; equal counts by reason, the unrecorded reason last. */
function byCountThenReason(a: RejectionReasonCount, b: RejectionReasonCount): number {
  if (a.count !== b.count) return b.count - a.count;
  if (a.reason === b.reason) return 0;
  if (a.reason === null) return 1;
  if (b.reason === null) return -1;
  return a.reason < b.reason ? -1 : 1;
}

/**
 * Review decisions by quarter and star rating, counted as the quarter's approved and rejected are
 * (by when decided, as they stand now): quarter key -> one entry per rating, 1 to 5 stars.
 */
async function reviewDecisionsByRating(db: Db, since: string): Promise<Map<number, RatingDecisions[]>> {
  const result = (await db.execute(
    sql`select ${quarterKey(reviews.moderatedAt)} as k, ${reviews.rating} as rating,
          ${reviews.status} as status, ${reviews.decisionReason} as reason, count(*)::int as n
        from ${reviews}
        where ${reviews.moderatedAt} is not null and ${reviews.status} in ('approved', 'rejected')
          and ${reviews.moderatedAt} >= ${since}::timestamptz
        group by 1, 2, 3, 4`,
  )) as unknown as {
    rows: Array<{
      k: number | string;
      rating: number | string;
      status: string;
      reason: string | null;
      n: number | string;
    }>;
  };
  const quarters = new Map<number, RatingDecisions[]>();
  for (const row of result.rows) {
    const key = Number(row.k);
    let ratings = quarters.get(key);
    if (!ratings) {
      ratings = emptyRatings();
      quarters.set(key, ratings);
    }
    const entry = ratings[Number(row.rating) - 1];
    if (!entry) continue;
    const count = Number(row.n);
    if (row.status === "approved") {
      entry.approved += count;
    } else {
      entry.rejected += count;
      entry.rejectedByReason.push({ reason: row.reason, count });
    }
  }
  for (const ratings of quarters.values()) {
    for (const entry of ratings) entry.rejectedByReason.sort(byCountThenReason);
  }
  return quarters;
}

export function createTransparencyService(db: Db, now: () => Date = () => new Date()) {
  return {
    async report(): Promise<TransparencyReport> {
      const at = now();
      const from = quarterStart(at, -(TRANSPARENCY_QUARTERS - 1));
      const since = from.toISOString();

      const reviewFigures = await flow(db, since, {
        table: reviews,
        createdAt: reviews.createdAt,
        decidedAt: reviews.moderatedAt,
        decided: sql`${reviews.moderatedAt} is not null and ${reviews.status} in ('approved', 'rejected')`,
        outcomes: {
          approved: sql`${reviews.status} = 'approved'`,
          rejected: sql`${reviews.status} = 'rejected'`,
        },
      });

      const reasonRows = (await db.execute(
        sql`select ${quarterKey(reviews.moderatedAt)} as k, ${reviews.decisionReason} as reason,
              count(*)::int as n
            from ${reviews}
            where ${reviews.status} = 'rejected' and ${reviews.moderatedAt} >= ${since}::timestamptz
            group by 1, 2 order by 3 desc, 2 asc nulls last`,
      )) as unknown as { rows: Array<{ k: number | string; reason: string | null; n: number | string }> };
      const reasons = new Map<number, RejectionReasonCount[]>();
      for (const row of reasonRows.rows) {
        const list = reasons.get(Number(row.k)) ?? [];
        list.push({ reason: row.reason, count: Number(row.n) });
        reasons.set(Number(row.k), list);
      }

      const ratingFigures = await reviewDecisionsByRating(db, since);

      const reportFigures = await flow(
        db,
        since,
        statusFlow(communityReports, { confirmed: "verified", rejected: "rejected" }),
      );
      const disputeFigures = await flow(
        db,
        since,
        statusFlow(disputes, { upheld: "upheld", rejected: "rejected" }),
      );

      // The editorial desk audits a course's verification as 'verified' (isVerified among the
      // changes when it was not verified before; without it the details were edited) and its
      // revocation as 'verification-revoked'; a creator's status change as 'status'.
      const creatorStatus = (side: "from" | "to") =>
        sql`${auditEvents.changes} -> 'verificationStatus' ->> ${sql.raw(`'${side}'`)}`;
      const verificationFigures = await rows(
        db,
        sql`select ${quarterKey(auditEvents.createdAt)} as k,
              (count(*) filter (where (${auditEvents.subjectType} = 'course' and ${auditEvents.action} = 'verified'
                  and ${auditEvents.changes} ? 'isVerified')
                or (${auditEvents.subjectType} = 'creator' and ${auditEvents.action} = 'status'
                  and ${creatorStatus("to")} = 'verified')))::int as given,
              (count(*) filter (where (${auditEvents.subjectType} = 'course' and ${auditEvents.action} = 'verification-revoked')
                or (${auditEvents.subjectType} = 'creator' and ${auditEvents.action} = 'status'
                  and ${creatorStatus("from")} = 'verified')))::int as revoked
            from ${auditEvents}
            where ${auditEvents.createdAt} >= ${since}::timestamptz
            group by 1`,
      );

      const submissionFigures = await flow(db, since, {
        table: courseSubmissions,
        createdAt: courseSubmissions.createdAt,
        decidedAt: courseSubmissions.decidedAt,
        decided: sql`${courseSubmissions.decidedAt} is not null`,
        outcomes: {
          accepted: sql`${courseSubmissions.status} = 'accepted'`,
          merged: sql`${courseSubmissions.status} = 'merged'`,
          rejected: sql`${courseSubmissions.status} = 'rejected'`,
        },
      });

      const quarters: QuarterFigures[] = [];
      for (let offset = -(TRANSPARENCY_QUARTERS - 1); offset <= 0; offset++) {
        const start = quarterStart(at, offset);
        const key = quarterKeyOf(start);
        const r = reviewFigures.get(key);
        const c = reportFigures.get(key);
        const d = disputeFigures.get(key);
        const v = verificationFigures.get(key);
        const s = submissionFigures.get(key);
        quarters.push({
          label: `${start.getUTCFullYear()} Q${(key % 4) + 1}`,
          start: start.toISOString(),
          end: quarterStart(at, offset + 1).toISOString(),
          current: offset === 0,
          reviews: {
            received: num(r?.received),
            approved: num(r?.approved),
            rejected: num(r?.rejected),
            rejectedByReason: reasons.get(key) ?? [],
            byRating: ratingFigures.get(key) ?? emptyRatings(),
            medianHoursToDecision: hours(r?.median),
          },
          reports: {
            received: num(c?.received),
            confirmed: num(c?.confirmed),
            rejected: num(c?.rejected),
            medianHoursToDecision: hours(c?.median),
          },
          disputes: { opened: num(d?.received), upheld: num(d?.upheld), rejected: num(d?.rejected) },
          verifications: { given: num(v?.given), revoked: num(v?.revoked) },
          submissions: {
            received: num(s?.received),
            accepted: num(s?.accepted),
            merged: num(s?.merged),
            rejected: num(s?.rejected),
          },
        });
      }
      return { computedAt: at.toISOString(), quarters };
    },
  };
}

export type TransparencyService = ReturnType<typeof createTransparencyService>;
