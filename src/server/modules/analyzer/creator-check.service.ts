// The creator background check (/creator-background-checker): finds the catalogue creator a typed
// name means (typo-tolerant, pg_trgm) and reads what our own records hold about them: verification
// status, their courses and trust scores, approved reviews, community reports and the red-flag
// detector's findings in their course copy. Nothing is looked up elsewhere: an unknown name gets an
// honest "no record", an ambiguous one a list to pick from. creator-check-text.ts writes the result;
// the provider may rewrite its summary only, from the same facts. Only what an admin has accepted
// counts: an unreviewed creator (one a member's submission brought, whatever name it was given) is
// never matched, and a creator's unreviewed and archived courses (submissions not yet accepted, or
// rejected) are neither read nor counted. Public enforcement records are searched for any name, in
// the catalogue or not (docs/public-records.md): records an admin confirmed for the catalogue
// creator are "confirmed" and listed among the risks; others say how they matched, and a match on
// the name alone carries the warning that someone else may share it.
import { sql } from "drizzle-orm";
import type { CreatorSearchResult } from "../../../shared/contracts/ai";
import { Detection } from "../../../shared/contracts/analysis";
import { describeRecord } from "../../../shared/contracts/public-records-terms";
import { plural } from "../../../shared/domain/format";
import { HIGH_RISK_BELOW } from "../../../shared/domain/trust-bands";
import { DETECTOR_VERSION, detect } from "../../analysis/detector/detector";
import { type AiProvider, engineOf } from "../../analysis/providers/provider";
import type { Db } from "../../db/client";
import type { PublicRecordService, RecordsCheck } from "../public-records/public-records.service";
import {
  ambiguousResult,
  type CreatorCheckText,
  type CreatorProfile,
  type CreatorRecord,
  creatorResult,
  noRecordResult,
} from "./creator-check-text";

export const SEARCH_CREATOR_ROUTE = "/api/ai/search-creator";
/** Courses whose copy is read for findings (a creator with more is judged on their lowest-scored). */
const COURSES_READ = 100;

/**
 * When a catalogue name counts as the one typed (pg_trgm, 0-1): close as a whole with every typed
 * word roughly in the name, so "Maya Thistlewood" never lands on "Tobias Thistlewood"; or one typed
 * word matching a name word almost exactly ("Quillfeather"). Names within ambiguityGap of the best,
 * unless it is a near-exact match, make the answer a list to pick from.
 */
export const MATCH_RULES = {
  similarity: 0.4,
  everyWord: 0.25,
  singleWord: 0.8,
  nearExact: 0.9,
  ambiguityGap: 0.1,
} as const;

export interface CreatorCheckOutcome {
  model: string;
  promptTokens: number | null;
  completionTokens: number | null;
  totalTokens: number | null;
  error: string | null;
}

export interface CreatorCheckResult {
  response: CreatorSearchResult;
  /** The catalogue creator the name matched (for the usage log), or null. */
  creatorName: string | null;
  outcome: CreatorCheckOutcome;
}

type Candidate = CreatorProfile & { sim: number; minWord: number; website: string | null };

const builtinOutcome = (): CreatorCheckOutcome => ({
  model: DETECTOR_VERSION,
  promptTokens: null,
  completionTokens: null,
  totalTokens: null,
  error: null,
});

/** Catalogue creators the name may mean, best first (creators_name_trgm_idx serves both operators). */
async function findCandidates(db: Db, name: string): Promise<Candidate[]> {
  const { rows } = (await db.execute(sql`select c.id, c.slug, c.name, c.bio, c.background, c.specialties,
      c.verification_status as status, c.website_url as website,
      similarity(c.name, ${name})::float8 as sim,
      coalesce((select min(word_similarity(w, c.name))
        from regexp_split_to_table(lower(${name}), '[^[:alnum:]]+') as w
        where length(w) > 1), 0)::float8 as "minWord"
    from creators c
    where (c.name % ${name} or ${name} <% c.name) and c.editorial_status <> 'unreviewed'
    order by sim desc, "minWord" desc, c.id
    limit 10`)) as unknown as { rows: Candidate[] };
  return rows
    .map((row) => ({ ...row, sim: Number(row.sim), minWord: Number(row.minWord) }))
    .filter(
      (c) =>
        (c.sim >= MATCH_RULES.similarity && c.minWord >= MATCH_RULES.everyWord) ||
        c.minWord >= MATCH_RULES.singleWord,
    );
}

type Rows<T> = { rows: T[] };

async function readRecord(db: Db, creator: CreatorProfile): Promise<CreatorRecord> {
  const [courseRows, totalRows, reviewRows, reportRows] = (await Promise.all([
    db.execute(sql`select id, title, description, sales_copy as "salesCopy", income_claims as "incomeClaims",
        trust_score as "trustScore", detector_findings as "detectorFindings", red_flags as "recordedFlags"
      from courses where creator_id = ${creator.id} and editorial_status = 'published'
      order by (trust_score is null), trust_score, id
      limit ${COURSES_READ}`),
    db.execute(sql`select count(*)::int as "courseCount",
        (count(*) filter (where is_verified))::int as "verifiedCourses",
        round(avg(trust_score))::int as "averageTrust",
        (count(*) filter (where trust_score < ${HIGH_RISK_BELOW}))::int as "lowTrust"
      from courses where creator_id = ${creator.id} and editorial_status = 'published'`),
    db.execute(sql`select count(*)::int as count, avg(r.rating)::float8 as "averageRating",
        (count(*) filter (where coalesce(trim(r.proof_url), '') <> ''))::int as "withProof"
      from reviews r join courses c on c.id = r.course_id
      where c.creator_id = ${creator.id} and c.editorial_status = 'published' and r.status = 'approved'`),
    db.execute(sql`select status, scam_type as "scamType", count(*)::int as n
      from community_reports
      where creator_id = ${creator.id} and status in ('pending', 'investigating', 'verified')
      group by status, scam_type
      order by n desc, scam_type`),
  ])) as unknown as [
    Rows<{
      id: number;
      title: string;
      description: string;
      salesCopy: string;
      incomeClaims: string | null;
      trustScore: number | null;
      detectorFindings: unknown;
      recordedFlags: string[] | null;
    }>,
    Rows<{ courseCount: number; verifiedCourses: number; averageTrust: number | null; lowTrust: number }>,
    Rows<{ count: number; averageRating: number | null; withProof: number }>,
    Rows<{ status: string; scamType: string; n: number }>,
  ];

  const courses = courseRows.rows.map((row) => {
    const stored = row.detectorFindings == null ? null : Detection.safeParse(row.detectorFindings);
    const detection = stored?.success
      ? stored.data
      : detect([
          { field: "title", text: row.title },
          { field: "description", text: row.description },
          { field: "salesCopy", text: row.salesCopy },
          { field: "incomeClaims", text: row.incomeClaims ?? "" },
        ]);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      trustScore: row.trustScore,
      detection,
      recordedFlags: row.recordedFlags,
    };
  });
  const totals = totalRows.rows[0];
  const reviews = reviewRows.rows[0];
  const confirmed = reportRows.rows.filter((r) => r.status === "verified");
  const sum = (rows: ReadonlyArray<{ n: number }>) => rows.reduce((total, r) => total + Number(r.n), 0);
  return {
    creator,
    courses,
    totals: {
      courseCount: Number(totals?.courseCount ?? 0),
      verifiedCourses: Number(totals?.verifiedCourses ?? 0),
      averageTrust: totals?.averageTrust == null ? null : Number(totals.averageTrust),
      lowTrust: Number(totals?.lowTrust ?? 0),
    },
    reviews: {
      count: Number(reviews?.count ?? 0),
      averageRating: reviews?.averageRating == null ? null : Number(reviews.averageRating),
      withProof: Number(reviews?.withProof ?? 0),
    },
    reports: {
      confirmed: sum(confirmed),
      open: sum(reportRows.rows.filter((r) => r.status !== "verified")),
      confirmedTypes: [...new Set(confirmed.map((r) => r.scamType))],
    },
  };
}

/** Reports naming exactly this person when no catalogue creator matches (their creator_id is unset). */
async function reportsByName(db: Db, name: string): Promise<{ confirmed: number; open: number }> {
  const { rows } = (await db.execute(sql`select
      (count(*) filter (where status = 'verified'))::int as confirmed,
      (count(*) filter (where status in ('pending', 'investigating')))::int as open
    from community_reports where lower(trim(creator_name)) = lower(${name})`)) as unknown as Rows<{
    confirmed: number;
    open: number;
  }>;
  return { confirmed: Number(rows[0]?.confirmed ?? 0), open: Number(rows[0]?.open ?? 0) };
}

export interface CreatorCheckService {
  /** The background check for a typed name (already trimmed by the contract). */
  check(name: string): Promise<CreatorCheckResult>;
}

/** Where the public records' sources and matching rules are explained. */
export const PUBLIC_RECORDS_PAGE = "/public-records";

/**
 * The check's text with the public records added: each confirmed record as a risk, in the source's
 * terms ("Named in an FTC complaint (alleged)"), and a link to how records are matched.
 */
export function withPublicRecords(text: CreatorCheckText, records: RecordsCheck): CreatorSearchResult {
  const confirmed = records.publicRecords.filter((r) => r.match.by === "confirmed");
  const risks = [
    ...text.risks,
    ...confirmed.map((r) => `${describeRecord(r)}: “${r.title}” (${r.date}), confirmed by HypeCheck.`),
  ];
  const searched = records.recordsSearched.reduce((n, s) => n + s.records, 0);
  const others = records.publicRecords.length - confirmed.length;
  const recordsSentence =
    others === 0
      ? ""
      : ` ${plural(others, "public enforcement record")} ${others === 1 ? "names" : "name"} “${text.name}”; they are listed with how each was matched, and a match on the name alone may be about someone else.`;
  return {
    ...text,
    summary: `${text.summary}${recordsSentence}`,
    risks,
    sources: [
      ...text.sources,
      {
        title: "Public enforcement records",
        snippet: `${searched} records from ${records.recordsSearched.length} sources searched; how matching works and how to dispute a match.`,
        url: PUBLIC_RECORDS_PAGE,
      },
    ],
    publicRecords: records.publicRecords,
    recordsSearched: records.recordsSearched,
  };
}

export function createCreatorCheckService(
  db: Db,
  provider: AiProvider,
  publicRecords: Pick<PublicRecordService, "check">,
): CreatorCheckService {
  return {
    async check(rawName) {
      const name = rawName.trim().replace(/\s+/g, " ");
      const candidates = await findCandidates(db, name);
      const best = candidates[0];
      if (!best) {
        const [reports, records] = await Promise.all([
          reportsByName(db, name),
          publicRecords.check({ name }),
        ]);
        return {
          response: withPublicRecords(noRecordResult(name, reports), records),
          creatorName: null,
          outcome: builtinOutcome(),
        };
      }
      const close = candidates.filter((c) => c.sim >= best.sim - MATCH_RULES.ambiguityGap);
      if (best.sim < MATCH_RULES.nearExact && close.length > 1) {
        return {
          response: withPublicRecords(
            ambiguousResult(name, close.slice(0, 5)),
            await publicRecords.check({ name }),
          ),
          creatorName: null,
          outcome: builtinOutcome(),
        };
      }

      const { sim: _sim, minWord: _minWord, website, ...profile } = best;
      const [record, records] = await Promise.all([
        readRecord(db, profile),
        publicRecords.check({ name: best.name, site: website, creatorId: best.id }),
      ]);
      const { result, summaryTask } = creatorResult(record);
      const outcome = await provider.write(summaryTask);
      return {
        response: withPublicRecords(
          { ...result, summary: outcome.value, engine: engineOf(outcome) },
          records,
        ),
        creatorName: best.name,
        outcome: {
          model: outcome.model,
          promptTokens: outcome.promptTokens,
          completionTokens: outcome.completionTokens,
          totalTokens: outcome.totalTokens,
          error: outcome.error,
        },
      };
    },
  };
}
