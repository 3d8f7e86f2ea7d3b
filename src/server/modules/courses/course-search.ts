// Typo-tolerant course search that runs the same on PGlite and PostgreSQL (README "Catalogue
// search"), reading a bounded number of candidates best first (decision 0013): a stemmed match
// first; only when it finds nothing, the query's words corrected against the catalogue's vocabulary
// (search_words, pg_trgm), then any of them. Each pass first reads its words' posting counts (one
// small statement), which answers "nothing" on its own when a word no course has is required.
import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { CourseListQuery } from "../../../shared/contracts/catalog";
import type { Db } from "../../db/client";
import { SUMMARY_COLUMNS, type SummaryRow } from "./course-rows";

/**
 * How close (pg_trgm similarity, 0-1) a catalogue word must be to a query word to replace it:
 * "affilate" -> "affiliate" and "markting" -> "marketing" score 0.58, "amazn" -> "amazon" 0.44,
 * while unrelated words of similar length stay below 0.3.
 */
export const WORD_CORRECTION_MIN = 0.4;

/**
 * How many of a word's best postings (course_search_terms, read in the order of its
 * course_search_terms_best_idx) one search reads: a broad search ranks, sorts and counts its best
 * this many matches (more when a page asks for more), and says its total is a lower bound
 * (docs/decisions/0013-catalogue-search-in-the-database.md).
 */
export const SEARCH_CANDIDATES = 250;

/**
 * How many of the rarest word's best postings a search of several words reads at most before it
 * knows whether the words are common together (decision 0013): dense pairs ("affiliate marketing")
 * find their SEARCH_CANDIDATES within it; otherwise the full text index is asked which courses have
 * them all.
 */
export const SEARCH_HEAD = 2000;

/**
 * How many courses with every word the full text index is asked for at most when the head of the
 * rarest word's postings holds fewer than SEARCH_CANDIDATES of them (decision 0013): fewer than this
 * many are every match, ranked from their postings with an exact total; only at this many are the
 * rarest word's postings read on past the head. Without it, a pair that is neither rare nor common
 * together (a few hundred matches among tens of thousands of postings at 1M courses) read its
 * postings far past the head.
 */
export const SEARCH_WIDE = 1000;

/**
 * How many queries' corrections are kept in memory. The corrections are derived from search_words
 * alone, so they are kept until its version (search_words_version, moved by a trigger whenever a
 * word is added) changes: PostgreSQL stays the source of truth, and a new word is seen at once.
 */
export const CORRECTION_CACHE_ENTRIES = 2000;

/** How many statement shapes are kept prepared on PGlite (the oldest is deallocated beyond). */
export const PREPARED_STATEMENTS = 200;

export interface SearchPage {
  rows: SummaryRow[];
  total: number;
  /** Only the best SEARCH_CANDIDATES postings of a word were read: more courses may match. */
  totalIsLowerBound: boolean;
}

/** A query's words as the full text search stems them, with how many courses have each. */
interface Terms {
  terms: Array<{ term: string; courses: number }>;
  /** search_words_version when they were read (null: the version row is missing). */
  vocabulary: string | null;
  /** Whether a creator's name is close to the query, when it was asked with the words. */
  creators?: boolean;
}

const NOTHING: SearchPage = { rows: [], total: 0, totalIsLowerBound: false };

/** The page's rows joined to what a summary shows, in the page's order (after "from (...) m"). */
const PAGE_JOINS = sql`left join page p on true
  left join courses c on c.id = p.id
  left join creators cr on cr.id = c.creator_id
  left join categories cat on cat.id = c.category_id
  order by p.rank desc, p.is_verified desc, p.trust_score desc nulls last, p.id`;

/**
 * A text[] literal of the words. Passed as one literal array, the planner knows how many words
 * there are (unnest of a constant array), so its estimates stay small; estimated as a set function's
 * default 100 rows, a two-word search looked costly enough for PostgreSQL to JIT-compile the
 * statement, which cost 150 ms a query on the 2-core machine.
 */
function textArray(words: readonly string[]): string {
  return `{${words.map((w) => `"${w.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
}

/**
 * The order of a word's best postings, as course_search_terms_best_idx holds them (its columns are
 * not null, but the planner needs "nulls last" said to read the index in order and stop at a limit).
 */
const BEST_ORDER = sql`s.in_title desc nulls last, s.is_verified desc nulls last, s.trust_score desc nulls last, s.course_id`;

/** A tsquery of every word ("'a' & 'b'"). */
function everyWord(terms: ReadonlyArray<{ term: string }>): string {
  return terms.map((t) => `'${t.term.replace(/['\\]/g, "\\$&")}'`).join(" & ");
}

/**
 * For each of the other words, a primary-key probe of its posting for the course `s.course_id` (a
 * course without the word drops out), and the sum " + xN.in_title::int" of whether each is in its
 * title. ("offset 0" keeps the probe a lateral lookup: the planner cannot hash-join every posting of
 * a common word.)
 */
function otherWordProbes(others: ReadonlyArray<{ term: string }>): { joins: SQL; inTitle: SQL } {
  const x = (n: number) => sql.raw(`x${n}`);
  return {
    joins: sql.join(
      others.map(
        (o, n) => sql` cross join lateral (
          select ${x(n)}.in_title from course_search_terms ${x(n)} where ${x(n)}.course_id = s.course_id and ${x(n)}.term = ${o.term} offset 0
        ) ${x(n)}`,
      ),
      sql``,
    ),
    inTitle: sql.join(
      others.map((_, n) => sql` + ${x(n)}.in_title::int`),
      sql``,
    ),
  };
}

export function createCourseSearch(
  db: Db,
  options: { candidates?: number; head?: number; wide?: number } = {},
) {
  const candidateLimit = options.candidates ?? SEARCH_CANDIDATES;
  const headLimit = options.head ?? SEARCH_HEAD;
  const wideLimit = options.wide ?? SEARCH_WIDE;
  const corrections = new Map<string, { words: string[]; changed: boolean }>();
  let correctionsVocabulary: string | null = null;
  const execute = preparedStatements(db);

  /**
   * The words a pass reads postings for (words after a "-" are exclusions, never read), each with
   * its count, and the vocabulary's version: one small statement, planned in well under a
   * millisecond.
   */
  async function readTerms(
    text: string | null,
    /** Also whether a creator's name is close to this (the forgiving passes need it). */
    creatorsOf?: string,
  ): Promise<Terms> {
    const words =
      text === null ? sql`''` : sql`regexp_replace(${text}, '(^|[[:space:]])-[^[:space:]]*', ' ', 'g')`;
    const result = (await execute(
      sql`select
        coalesce((select json_agg(json_build_array(t.lexeme, coalesce(n.courses, 0)) order by t.lexeme)
          from unnest(to_tsvector('english', ${words})) t
          left join course_search_term_counts n on n.term = t.lexeme), '[]'::json) as terms,
        (select version::text from search_words_version) as vocabulary,
        ${creatorsOf === undefined ? sql`null::boolean` : sql`exists (select 1 from creators where ${creatorsOf} <% name)`} as creators`,
      creatorsOf === undefined,
    )) as unknown as {
      rows: Array<{
        terms: Array<[string, number]> | string;
        vocabulary: string | null;
        creators: boolean | null;
      }>;
    };
    const row = result.rows[0];
    const raw =
      typeof row?.terms === "string" ? (JSON.parse(row.terms) as Array<[string, number]>) : row?.terms;
    return {
      terms: (raw ?? []).map(([term, courses]) => ({ term, courses: Number(courses) })),
      vocabulary: row?.vocabulary ?? null,
      ...(row?.creators == null ? {} : { creators: row.creators }),
    };
  }

  /**
   * One statement for a search in the featured order without a phrase, an exclusion or a creator
   * match (decision 0013): postings read in their index order (title matches, verified, trust
   * score), and courses whose title is the query first. Undefined: the general statement answers
   * (a page past the last).
   * - One word: the page is read straight from the postings (offset + page size of them), and the
   *   total is the word's posting count, exact, or with a category or "verified" filter, the
   *   matches among at most the candidate cap ("250+").
   * - All of several words: the rarest word's postings, each joined to the other words' by primary
   *   key, at most the cap of them, ranked by how many words are in their title. When the rarest
   *   word has more than SEARCH_HEAD courses, only that many of its postings are read; if they hold
   *   fewer than the cap, the full text index says which courses have every word (at most the cap:
   *   then those are every match, counted exactly), or, when it has the cap, the postings are read on.
   * - Any of several words: each word's best postings up to the cap, a course ranked by how many
   *   of the words it was read for and how many of those are in its title.
   */
  async function bestFirstPage(
    query: CourseListQuery & { q: string },
    offset: number,
    exactTitle: string,
    terms: Terms["terms"],
    any: boolean,
  ): Promise<SearchPage | undefined> {
    // Any of the words, only one of which some course has: that word's search.
    const read = any ? terms.filter((t) => t.courses > 0) : terms;
    const anyOf = any && read.length > 1;
    const byCount = [...read].sort((a, b) => a.courses - b.courses || (a.term < b.term ? -1 : 1));
    const [rarest, ...others] = byCount;
    if (rarest === undefined) return undefined;
    const filtered = query.category !== undefined || query.verified === "true";
    const categoryId = sql`(select id from categories where slug = ${query.category ?? null})`;
    const postingFilters = [
      ...(query.category === undefined ? [] : [sql`s.category_id = ${categoryId}`]),
      ...(query.verified === "true" ? [sql`s.is_verified`] : []),
    ];
    const courseFilters = [
      ...(query.category === undefined ? [] : [sql`c.category_id = ${categoryId}`]),
      ...(query.verified === "true" ? [sql`c.is_verified`] : []),
      sql`c.editorial_status <> 'archived'`,
    ];
    const end = offset + query.pageSize;
    const cap = Math.max(candidateLimit, end) + 1;
    // Courses whose title is the query: ranked first (they have every word, in the title).
    const exact = sql`exact as (
        select c.id from courses c
        where lower(c.title) = lower(${exactTitle}) and ${sql.join(courseFilters, sql` and `)}
        limit ${cap}
      )`;
    const pageRows = (ranked: SQL, total: SQL) => sql`with ${exact}, ranked as (${ranked}), page as (
        select r.id, r.rank, r.is_verified, r.trust_score, ${total} as total
        from ranked r
        order by r.rank desc, r.is_verified desc, r.trust_score desc nulls last, r.id
        limit ${query.pageSize} offset ${offset}
      )
      select ${SUMMARY_COLUMNS}, p.total
      from page p
      join courses c on c.id = p.id
      join creators cr on cr.id = c.creator_id
      join categories cat on cat.id = c.category_id
      order by p.rank desc, p.is_verified desc, p.trust_score desc nulls last, p.id`;

    if (anyOf) {
      const ranked = rankedWithExact(sql`k.matched`, 2 * terms.length + 2);
      const statement = sql`with ${exact}, postings as (
          select r.term, p.course_id, p.is_verified, p.trust_score, p.in_title
          from unnest(${textArray(read.map((t) => t.term))}::text[]) r(term) cross join lateral (
            select s.course_id, s.is_verified, s.trust_score, s.in_title::int as in_title
            from course_search_terms s
            where ${sql.join([sql`s.term = r.term`, ...postingFilters], sql` and `)}
            order by ${BEST_ORDER}
            limit ${cap}
          ) p
        ), candidates as (
          select course_id as id, bool_or(is_verified) as is_verified, max(trust_score) as trust_score,
            count(*)::int as matched, sum(in_title)::int as in_title
          from postings
          group by course_id
        ), ${pageCte(ranked, query.pageSize, offset)}
        select ${SUMMARY_COLUMNS}, p.total, m.read
        from (select coalesce((select max(n) from (select count(*) as n from postings group by term) t), 0)::int as read) m
        ${PAGE_JOINS}`;
      return pageOf(statement, cap);
    }

    if (others.length === 0) {
      // The page's postings, read in order: as many as the page ends at, plus the exact titles
      // that may be among them.
      const ranked = sql`
        select c.id, 3 as rank, c.is_verified, c.trust_score
        from exact e join courses c on c.id = e.id
        union all
        select s.course_id, 1 + s.in_title::int, s.is_verified, s.trust_score
        from (
          select s.course_id, s.in_title, s.is_verified, s.trust_score
          from course_search_terms s
          where ${sql.join([sql`s.term = ${rarest.term}`, ...postingFilters], sql` and `)}
          order by ${BEST_ORDER}
          limit ${end} + (select count(*) from exact)
        ) s
        where s.course_id not in (select id from exact)`;
      // Unfiltered, the word's count is every match; filtered, the matches among at most the cap.
      const total = filtered
        ? sql`(select count(*) from (
            select 1 from course_search_terms s
            where ${sql.join([sql`s.term = ${rarest.term}`, ...postingFilters], sql` and `)}
            limit ${cap}
          ) n)::int`
        : sql`${rarest.courses}::int`;
      const { rows } = (await execute(pageRows(ranked, total))) as unknown as {
        rows: Array<SummaryRow & { total: number }>;
      };
      const counted = rows.length > 0 ? Number(rows[0]!.total) : filtered ? undefined : rarest.courses;
      if (counted === undefined) return undefined;
      return { rows, total: counted, totalIsLowerBound: filtered && counted >= cap };
    }

    // Several words: the rarest word's postings (at most SEARCH_HEAD of them when it has more),
    // those with every other word (one primary-key probe per other word), the first cap of them.
    const head = rarest.courses > headLimit;
    const probes = otherWordProbes(others);
    const inTitle = sql`s.in_title::int${probes.inTitle}`;
    // Words the rarest of which has more courses than the cap: the full text index is asked first
    // (courses_search_idx intersects the words' GIN posting lists) for at most the cap of courses
    // with them all. Fewer than that are every match, ranked from their postings with an exact total.
    // Otherwise the words may be common together: the rarest word's best postings are read, at most
    // SEARCH_HEAD of them, each probed for the others, until the cap have them all. If the head holds
    // fewer, the index is asked again for at most SEARCH_WIDE courses with them all: fewer are every
    // match, ranked from their postings with an exact total (wide); only at that many are the
    // postings read on past the head (deep).
    const probed = rarest.courses > cap;
    const common = sql`(select count(*) from probe) >= ${cap}`;
    const thin = sql`${common} and (select count(*) from dense) < ${cap}`;
    const allWide = sql`(select count(*) from wide) < ${Math.max(wideLimit, cap)}`;
    const fromPostings = (ids: SQL, only: SQL) => sql`
          select s.course_id as id, ${inTitle} as in_title, s.is_verified, s.trust_score
          from ${ids} p
          cross join lateral (
            select s.course_id, s.in_title, s.is_verified, s.trust_score from course_search_terms s
            where s.course_id = p.id and s.term = ${rarest.term} offset 0
          ) s${probes.joins}
          where ${only}`;
    const withEveryWord = (limit: number) => sql`
          select c.id from courses c
          where c.search_vector @@ ${everyWord(byCount)}::tsquery and ${sql.join(courseFilters, sql` and `)}
          limit ${limit}`;
    const dense = (limit: number | null, only: SQL) => sql`
        select s.course_id as id, ${inTitle} as in_title, s.is_verified, s.trust_score
        from (
          select s.course_id, s.in_title, s.is_verified, s.trust_score
          from course_search_terms s
          where ${sql.join([sql`s.term = ${rarest.term}`, ...postingFilters, only], sql` and `)}
          order by ${BEST_ORDER}
          ${limit === null ? sql`` : sql`limit ${limit}`}
        ) s${probes.joins}
        order by ${BEST_ORDER}
        limit ${cap}`;
    const candidates = probed
      ? sql`probe as (${withEveryWord(cap)}
        ), sparse as (${fromPostings(sql`probe`, sql`not ${common}`)}
        ), dense as (${dense(head ? headLimit : null, common)}
        ), wide as (${head ? withEveryWord(Math.max(wideLimit, cap)) : sql`select id from probe where false`}
        ), wider as (${head ? fromPostings(sql`wide`, sql`${thin} and ${allWide}`) : sql`select * from dense where false`}
        ), deep as (${head ? dense(null, sql`${thin} and not ${allWide}`) : sql`select * from dense where false`}
        ), candidates as (
          select * from sparse
          union all select * from dense where (select count(*) from deep) = 0 and (select count(*) from wider) = 0
          union all select * from wider
          union all select * from deep
        )`
      : sql`candidates as (${dense(null, sql`true`)})`;
    const ranked = rankedWithExact(sql`${byCount.length}`, 2 * byCount.length + 2);
    // Every match was read (the wide pass answered): the total is exact however many there are.
    const complete = probed && head ? sql`exists (select 1 from wider)` : sql`false`;
    const statement = sql`with ${exact}, ${candidates}, ${pageCte(ranked, query.pageSize, offset)}
      select ${SUMMARY_COLUMNS}, p.total, m.read, m.complete
      from (select (select count(*) from candidates)::int as read, ${complete} as complete) m
      ${PAGE_JOINS}`;
    return pageOf(statement, cap);
  }

  /** The page of ranked candidates (id, rank, is_verified, trust_score), counted while picked. */
  function pageCte(ranked: SQL, pageSize: number, offset: number) {
    return sql`ranked as (${ranked}), page as (
        select r.id, r.rank, r.is_verified, r.trust_score, (count(*) over ())::int as total
        from ranked r
        order by r.rank desc, r.is_verified desc, r.trust_score desc nulls last, r.id
        limit ${pageSize} offset ${offset}
      )`;
  }

  /**
   * Runs a page statement whose first row always comes (the page is left-joined to one row, m,
   * carrying how many candidates were read, and whether they were every match): none read is
   * "nothing"; the cap read, a lower bound, unless they were every match.
   */
  async function pageOf(statement: SQL, cap: number): Promise<SearchPage | undefined> {
    const result = (await execute(statement)) as unknown as {
      rows: Array<SummaryRow & { total: number | null; read: number; complete?: boolean | null }>;
    };
    const meta = result.rows[0];
    if (meta === undefined) return undefined;
    const rows = result.rows.filter((r) => r.id !== null);
    // A page past the end has no row to carry the total: the general statement counts it.
    if (rows.length === 0) return Number(meta.read) === 0 ? NOTHING : undefined;
    return {
      rows,
      total: Number(rows[0]!.total),
      totalIsLowerBound: meta.complete !== true && Number(meta.read) >= cap,
    };
  }

  /** The rows of one page of a search, with the total of the matches read. */
  async function searchPage(
    query: CourseListQuery & { q: string },
    offset: number,
    match: {
      /** websearch_to_tsquery text; null: no text match. */
      text: string | null;
      /** Any of the words (the text is "a or b"); otherwise all of them. */
      any: boolean;
      /** The title that counts as an exact match. */
      exact: string;
      creators: boolean;
    },
    { terms }: Terms,
    /** Whether any creator's name matches the query (asked once a search, when a pass needs it). */
    creatorsMatch: () => Promise<boolean>,
  ): Promise<SearchPage> {
    // A pass that also matches creator names is an ordinary one when no name is close.
    if (match.creators && !(await creatorsMatch())) match = { ...match, creators: false };
    // The counts answer alone when no course can match: a required word no course has (all the
    // words), or none of the words in any course (any of them). A course whose title is the query
    // has every one of its words, so it cannot be missed; creator-name matches need the statement.
    const present = terms.filter((t) => t.courses > 0);
    if (
      !match.creators &&
      terms.length > 0 &&
      (match.any ? present.length === 0 : present.length < terms.length)
    ) {
      return NOTHING;
    }
    // The common case, read best first in one statement: the featured order, no phrase or exclusion,
    // no creator names. Undefined: the general statement below answers.
    if (
      !match.creators &&
      query.sort === "featured" &&
      match.text !== null &&
      !/["-]/.test(match.text) &&
      terms.length > 0
    ) {
      const page = await bestFirstPage(query, offset, match.exact, terms, match.any);
      if (page !== undefined) return page;
    }
    const { q } = query;
    const tsquery = match.text === null ? null : sql`websearch_to_tsquery('english', ${match.text})`;
    const creatorIds = sql`(select ids from creator_ids)::int[]`;
    // One more than the limit, so reading it says there are more.
    const cap = Math.max(candidateLimit, offset + query.pageSize) + 1;
    const categoryId = sql`(select id from categories where slug = ${query.category ?? null})`;
    const conditions: SQL[] = [];
    if (tsquery) conditions.push(sql`c.search_vector @@ ${tsquery}`);
    if (match.creators) conditions.push(sql`c.creator_id = any(${creatorIds})`);
    const filters = [
      ...(query.category === undefined ? [] : [sql`c.category_id = ${categoryId}`]),
      ...(query.verified === "true" ? [sql`c.is_verified`] : []),
      sql`c.editorial_status <> 'archived'`,
    ];
    const where = sql.join(
      [sql`(${conditions.length > 0 ? sql.join(conditions, sql` or `) : sql`false`})`, ...filters],
      sql` and `,
    );
    const postingFilters = sql.join(
      [
        sql`true`,
        ...(query.category === undefined ? [] : [sql`s.category_id = ${categoryId}`]),
        ...(query.verified === "true" ? [sql`s.is_verified`] : []),
      ],
      sql` and `,
    );
    // The course rows are read for every candidate only for the rating and reviews sorts, or when
    // the query has a phrase or an exclusion the postings cannot check.
    const heavy = query.sort !== "featured" || (match.text !== null && /["-]/.test(match.text));
    const order = (p: SQL) =>
      query.sort === "rating"
        ? sql`${p}.average_rating desc nulls last, ${p}.review_count desc, ${p}.rank desc, ${p}.id`
        : query.sort === "reviews"
          ? sql`${p}.review_count desc, ${p}.average_rating desc nulls last, ${p}.rank desc, ${p}.id`
          : // Equal relevance: the featured order decides (verified, then trust score).
            sql`${p}.rank desc, ${p}.is_verified desc, ${p}.trust_score desc nulls last, ${p}.id`;

    // The words read (from readTerms, passed in as text[] literals so the statement does not analyse
    // the text again): for all the words, the postings of the one fewest courses have (every match is
    // among them), each checked for the other words in the postings' primary key, until the cap
    // have them all; for any of them, each word's first postings (a word no course has is skipped).
    const byCount = [...terms].sort((a, b) => a.courses - b.courses || (a.term < b.term ? -1 : 1));
    const rarest = byCount[0];
    // All of several words, the rarest of which more courses have than the cap: whether few courses
    // have them all is asked of the full text index first (courses_search_idx intersects the words'
    // GIN posting lists without reading their courses), reading at most the cap. Fewer than the cap
    // are every match, and only those are read from the postings; otherwise the postings are read
    // best first as above, where matches are dense enough to reach the cap. Without this, words that
    // are each common but rarely together made the postings read every course of the rarer one.
    let within: number[] | null = null;
    if (!match.any && rarest !== undefined && byCount.length > 1 && rarest.courses > cap) {
      const probe = (await execute(
        sql`select c.id from courses c where c.search_vector @@ ${everyWord(byCount)}::tsquery and ${sql.join(filters, sql` and `)} limit ${cap}`,
      )) as unknown as { rows: Array<{ id: number }> };
      if (probe.rows.length < cap) {
        if (probe.rows.length === 0 && !match.creators) return NOTHING;
        within = probe.rows.map((r) => Number(r.id));
      }
    }
    // A word's postings come title matches first, then verified, then trust score: the featured
    // order search ranks ties in. Then the courses of creators whose name matches, in the same
    // order, and courses whose title is the query. The ranking below reads only these; the course
    // rows only for the page (or, when heavy, for each candidate).
    // Each posting read carries what ranking needs: how many of the query's words the course has
    // and how many are in its title. For any of the words, each word's best postings; for all of
    // them, the rarest word's (or, after the probe, those of the courses it found), each joined to
    // the other words' postings by their primary key, so only courses with every word remain.
    const probes = otherWordProbes(byCount.slice(1));
    const postings = match.any
      ? sql`select r.term, p.course_id, p.is_verified, p.trust_score, 1 as matched, p.in_title
        from unnest(${textArray(present.map((t) => t.term))}::text[]) r(term) cross join lateral (
          select s.course_id, s.is_verified, s.trust_score, s.in_title::int as in_title
          from course_search_terms s
          where s.term = r.term and ${postingFilters}
          order by ${BEST_ORDER}
          limit ${cap}
        ) p`
      : rarest === undefined
        ? sql`select null::text as term, null::int as course_id, null::boolean as is_verified,
            null::int as trust_score, 0 as matched, 0 as in_title where false`
        : sql`select ${rarest.term}::text as term, s.course_id, s.is_verified, s.trust_score,
            ${byCount.length}::int as matched, s.in_title::int${probes.inTitle} as in_title
          from ${within === null ? sql`course_search_terms s` : sql`unnest(${`{${within.join(",")}}`}::int[]) w(id) join course_search_terms s on s.course_id = w.id`}${probes.joins}
          where s.term = ${rarest.term} and ${postingFilters}
          order by ${BEST_ORDER}
          limit ${cap}`;
    const candidates = sql`creator_ids as (
        select array(select id from creators where ${match.creators ? sql`${q} <% name` : sql`false`}) as ids
      ), terms as (
        select unnest(${textArray(terms.map((t) => t.term))}::text[]) as term
      ), postings as (
        ${postings}
      ), creator_courses as (
        select c.id as course_id, c.is_verified, c.trust_score from courses c
        where ${match.creators ? sql`c.creator_id = any(${creatorIds})` : sql`false`} and ${sql.join(filters, sql` and `)}
        order by c.is_verified desc, c.trust_score desc nulls last, c.id
        limit ${cap}
      ), exact_courses as (
        select c.id as course_id, c.is_verified, c.trust_score from courses c
        where lower(c.title) = lower(${match.exact}) and ${sql.join(filters, sql` and `)}
        limit ${cap}
      ), truncated as (
        select coalesce((select max(n) from (select count(*) as n from postings group by term) per_term), 0) >= ${cap}
          or (select count(*) from creator_courses) >= ${cap} as lower_bound
      ), others as (
        -- Creator and exact-title candidates: their words looked up in the postings.
        select u.course_id, bool_or(u.is_verified) as is_verified, max(u.trust_score) as trust_score,
          bool_or(u.exact) as exact, bool_or(u.by_creator) as by_creator
        from (
          select course_id, is_verified, trust_score, false as exact, true as by_creator from creator_courses
          union all select course_id, is_verified, trust_score, true, false from exact_courses
        ) u
        group by u.course_id
      ), candidate_rows as (
        -- A course read from several words' postings (any-word pass) counts each word once.
        select course_id, bool_or(is_verified) as is_verified, max(trust_score) as trust_score,
          ${match.any ? sql`count(*)::int` : sql`max(matched)`} as matched,
          ${match.any ? sql`sum(in_title)::int` : sql`max(in_title)`} as in_title,
          false as exact, false as by_creator
        from postings
        where course_id not in (select course_id from others)
        group by course_id
        union all
        select k.course_id, k.is_verified, k.trust_score, h.matched, h.in_title, k.exact, k.by_creator
        from others k
        cross join lateral (
          select count(*)::int as matched, (count(*) filter (where x.in_title))::int as in_title
          from terms o
          join course_search_terms x on x.course_id = k.course_id and x.term = o.term
        ) h
      ), ranked as (
        -- Relevance from the postings alone: the query's words the course has, plus those in its
        -- title; an exact title 2 more, a creator whose name matches 0.5.
        select k.course_id as id, k.is_verified, k.trust_score${heavy ? sql`, c.average_rating, c.review_count` : sql``},
          (k.matched + k.in_title + case when k.exact then 2 else 0 end
            + case when k.by_creator then 0.5 else 0 end)::real as rank
        from candidate_rows k
        ${
          heavy
            ? // Sort keys, or a query with a phrase or an exclusion: each candidate looked up by id
              // and checked against the whole query ("offset 0" keeps the lookup a lookup).
              sql`cross join lateral (
                select c.average_rating, c.review_count from courses c
                where c.id = k.course_id and ${where}
                offset 0
              ) c`
            : sql``
        }
      )`;

    // One statement: rank the candidates in a narrow row (id, rank, sort keys; "offset 0" keeps the
    // planner from folding it into the window, which would carry whole rows), count them with
    // count(*) over () while picking the page, then join the page's rows to creators and categories.
    const statement = sql`with ${candidates}, page as (
        select ranked.*, (count(*) over ())::int as total
        from ranked
        order by ${order(sql`ranked`)}
        limit ${query.pageSize} offset ${offset}
      )
      select ${SUMMARY_COLUMNS}, p.total, (select lower_bound from truncated) as "lowerBound"
      from page p
      join courses c on c.id = p.id
      join creators cr on cr.id = c.creator_id
      join categories cat on cat.id = c.category_id
      order by ${order(sql`p`)}`;
    const { rows } = (await execute(statement, !match.creators)) as unknown as {
      rows: Array<SummaryRow & { total: number; lowerBound: boolean }>;
    };
    if (rows.length > 0) {
      return { rows, total: Number(rows[0]!.total), totalIsLowerBound: rows[0]!.lowerBound === true };
    }
    if (offset === 0) return NOTHING;
    // Past the last page: the window had no row to carry the total, so count on its own.
    const counted = (await execute(
      sql`with ${candidates}
        select (select count(*) from ranked)::int as n, (select lower_bound from truncated) as "lowerBound"`,
      !match.creators,
    )) as unknown as { rows: Array<{ n: number; lowerBound: boolean }> };
    const row = counted.rows[0];
    return { rows: [], total: Number(row?.n ?? 0), totalIsLowerBound: row?.lowerBound === true };
  }

  /**
   * The query's words (lower case), each one the catalogue does not know replaced by the most
   * similar word it does (pg_trgm similarity >= WORD_CORRECTION_MIN over search_words) or dropped
   * when none is close; changed says whether any word was replaced or dropped. Kept in memory for
   * the vocabulary version read with the query's terms (`vocabulary`).
   */
  async function correctWords(
    q: string,
    vocabulary: string | null,
  ): Promise<{ words: string[]; changed: boolean }> {
    if (vocabulary !== correctionsVocabulary) {
      corrections.clear();
      correctionsVocabulary = vocabulary;
    }
    const key = q.toLowerCase();
    const cached = corrections.get(key);
    if (cached !== undefined && vocabulary !== null) {
      // Most recently used last: the first key is the one to forget when full.
      corrections.delete(key);
      corrections.set(key, cached);
      return cached;
    }
    const result = (await execute(
      sql`select
        coalesce(array_agg(fixed order by ord) filter (where fixed is not null), '{}') as words,
        coalesce(bool_or(fixed is distinct from word), false) as changed
      from (
        select w.ord, w.word, coalesce(
          (select s.word from search_words s where s.word = w.word),
          (select s.word from search_words s
            where length(w.word) >= 3 and s.word % w.word
              and similarity(s.word, w.word) >= ${WORD_CORRECTION_MIN}
            order by similarity(s.word, w.word) desc, s.word
            limit 1)
        ) as fixed
        from regexp_split_to_table(lower(${q}), '[^[:alnum:]]+') with ordinality as w(word, ord)
        where w.word <> ''
      ) words`,
      false,
    )) as unknown as { rows: Array<{ words: string[]; changed: boolean }> };
    const row = result.rows[0];
    const corrected = { words: row?.words ?? [], changed: row?.changed ?? false };
    // Only under the version the words were read with (a later one empties the map first).
    if (vocabulary !== null && vocabulary === correctionsVocabulary) {
      if (corrections.size >= CORRECTION_CACHE_ENTRIES) {
        const oldest = corrections.keys().next().value;
        if (oldest !== undefined) corrections.delete(oldest);
      }
      corrections.set(key, corrected);
    }
    return corrected;
  }

  /**
   * Title and description words first: every word must match (read from the postings of the
   * rarest one, best first, at most SEARCH_CANDIDATES). Only when that finds nothing, the forgiving passes, each also matching courses whose
   * creator's name is similar to the query (pg_trgm word_similarity, GIN on creators.name):
   *  1. the words corrected against the catalogue's vocabulary ("affilate markting" ->
   *     "affiliate marketing"), all of them again;
   *  2. if that finds nothing either, any of the (corrected) words, ranked so that courses
   *     matching more of them come first.
   * Matching every title by trigrams instead (`q <% title`) measured 50-130 ms a query at 100k
   * courses; correcting a few words against a vocabulary of a few thousand costs about a
   * millisecond (and nothing when the same words were corrected since the vocabulary last grew),
   * and a query a word of which no course has stops at the counts.
   */
  async function search(query: CourseListQuery & { q: string }, offset: number): Promise<SearchPage> {
    // A query with "or" between words asks for any of them (websearch_to_tsquery's syntax).
    const any = /\s+or\s+/i.test(` ${query.q} `);
    let creators: Promise<boolean> | undefined;
    const creatorsMatch = () => {
      creators ??= execute(
        sql`select exists (select 1 from creators where ${query.q} <% name) as found`,
        false,
      ).then((r) => (r as unknown as { rows: Array<{ found: boolean }> }).rows[0]?.found === true);
      return creators;
    };
    const first = await readTerms(query.q);
    const exact = await searchPage(
      query,
      offset,
      { text: query.q, any, exact: query.q, creators: false },
      first,
      creatorsMatch,
    );
    if (exact.total > 0) return exact;
    const { words, changed } = await correctWords(query.q, first.vocabulary);
    const phrase = words.join(" ");
    // "a or b" stems to the words of "a b" ("or" is a stop word): one count read serves both passes.
    // The forgiving passes also match creator names: whether any is close is read with the words.
    const wordTerms = words.length > 0 ? await readTerms(phrase, query.q) : first;
    if (wordTerms.creators !== undefined) creators = Promise.resolve(wordTerms.creators);
    let corrected: SearchPage | undefined;
    if (changed && words.length > 0) {
      corrected = await searchPage(
        query,
        offset,
        { text: phrase, any: false, exact: phrase, creators: true },
        wordTerms,
        creatorsMatch,
      );
      if (corrected.total > 0 || words.length < 2) return corrected;
    }
    if (words.length >= 2) {
      return searchPage(
        query,
        offset,
        { text: words.join(" or "), any: true, exact: phrase, creators: true },
        wordTerms,
        creatorsMatch,
      );
    }
    return (
      corrected ??
      searchPage(
        query,
        offset,
        { text: null, any: false, exact: query.q, creators: true },
        { terms: [], vocabulary: null },
        creatorsMatch,
      )
    );
  }

  return { search };
}

/**
 * The candidates ranked by the words they match (`matched`), one more for a word in the title and
 * two for the exact title; an exact title that is not a candidate joins them ranked `exactRank`.
 * Reads the `candidates` and `exact` common table expressions of the statement it is part of.
 */
function rankedWithExact(matched: SQL, exactRank: number): SQL {
  return sql`
      select k.id, ${matched} + k.in_title + case when k.id in (select id from exact) then 2 else 0 end as rank,
        k.is_verified, k.trust_score
      from candidates k
      union all
      select c.id, ${exactRank}, c.is_verified, c.trust_score
      from exact e join courses c on c.id = e.id
      where e.id not in (select id from candidates)`;
}

const DIALECT = new PgDialect();
/** The statements prepared on each PGlite client: text -> name, oldest first. */
const PREPARED = new WeakMap<object, { names: Map<string, string>; counter: number }>();

/** A literal of a statement parameter for EXECUTE, or undefined when it is not one we inline. */
function literal(value: unknown): string | undefined {
  if (value === null) return "null";
  if (typeof value === "number") return Number.isSafeInteger(value) ? String(value) : undefined;
  if (typeof value === "boolean") return value ? "true" : "false";
  // An escape string: backslashes and quotes doubled, whatever standard_conforming_strings says.
  if (typeof value === "string") return `E'${value.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
  return undefined;
}

/**
 * db.execute, but each statement shape is prepared once and run again by name, so the database
 * parses and plans it once: PostgreSQL plans a prepared statement's first five runs, then keeps a
 * generic plan when it costs no more. Planning was a third of a one-word search on PGlite (2.4 ms
 * of CPU for the page statement, 1.1 ms prepared), and on a PostgreSQL server 0.4-1.1 ms against
 * 0.3-5.5 ms of execution (EXPLAIN ANALYZE of the page statements at 100k courses). Statements
 * matching names or words by trigrams (`<%`, `%`) are not prepared: their generic plans measured
 * 2-3 times slower.
 *
 * On a server (node-postgres), a named statement: node-postgres prepares it on each pooled
 * connection the first time that connection runs it, under a name made from its text (one name,
 * one text, as node-postgres requires), through drizzle's own prepared query so its type parsers
 * apply as in db.execute.
 */
function namedOnServer(db: Db): (statement: SQL, prepare?: boolean) => Promise<unknown> {
  const { session } = db as unknown as {
    session: {
      prepareQuery(
        query: { sql: string; params: unknown[] },
        fields: undefined,
        name: string,
        arrayMode: boolean,
      ): { execute(): Promise<unknown> };
    };
  };
  return (statement, prepare = true) => {
    if (!prepare) return db.execute(statement);
    const query = DIALECT.sqlToQuery(statement);
    const name = `course_search_${createHash("sha1").update(query.sql).digest("hex").slice(0, 24)}`;
    return session.prepareQuery(query, undefined, name, false).execute();
  };
}

/**
 * On PGlite: PREPARE by the statement's text, then EXECUTE with the parameters as literals (through
 * db.execute); anything else gets the server's named statements above.
 */
function preparedStatements(db: Db): (statement: SQL, prepare?: boolean) => Promise<unknown> {
  const client = (db as unknown as { $client?: unknown }).$client;
  // PGlite's client, told from node-postgres's pool by a method only it has.
  const pglite =
    typeof client === "object" && client !== null && "execProtocol" in client && "query" in client
      ? (client as { query: (text: string) => Promise<unknown> })
      : undefined;
  if (pglite === undefined) return namedOnServer(db);
  // Per client, not per search: several searches (tests make them freely) share one PGlite.
  const prepared = PREPARED.get(pglite) ?? { names: new Map<string, string>(), counter: 0 };
  PREPARED.set(pglite, prepared);
  const { names } = prepared;
  return async (statement, prepare = true) => {
    if (!prepare) return db.execute(statement);
    const { sql: text, params } = DIALECT.sqlToQuery(statement);
    const literals = params.map(literal);
    if (literals.some((l) => l === undefined)) return db.execute(statement);
    let name = names.get(text);
    if (name === undefined) {
      if (names.size >= PREPARED_STATEMENTS) {
        const [oldestText, oldest] = names.entries().next().value as [string, string];
        names.delete(oldestText);
        await pglite.query(`deallocate ${oldest}`);
      }
      prepared.counter += 1;
      name = `course_search_${prepared.counter}`;
      await pglite.query(`prepare ${name} as ${text}`);
      names.set(text, name);
    }
    try {
      return await db.execute(
        sql.raw(`execute ${name}${literals.length > 0 ? `(${literals.join(", ")})` : ""}`),
      );
    } catch (error) {
      // Deallocated by a concurrent search meanwhile: run it as it is.
      if ((error as { cause?: { code?: string } }).cause?.code !== "26000") throw error;
      names.delete(text);
      return db.execute(statement);
    }
  };
}
