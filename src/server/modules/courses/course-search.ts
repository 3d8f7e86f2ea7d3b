// Typo-tolerant course search that runs the same on PGlite and PostgreSQL (README "Catalogue
// search"): a stemmed full-text match first; only when it finds nothing, the query's words
// corrected against the catalogue's vocabulary (search_words, pg_trgm), then any of them.
import { type SQL, sql } from "drizzle-orm";
import type { CourseListQuery } from "../../../shared/contracts/catalog";
import type { Db } from "../../db/client";
import { SUMMARY_COLUMNS, type SummaryRow } from "./course-rows";

/**
 * How close (pg_trgm similarity, 0-1) a catalogue word must be to a query word to replace it:
 * "affilate" -> "affiliate" and "markting" -> "marketing" score 0.58, "amazn" -> "amazon" 0.44,
 * while unrelated words of similar length stay below 0.3.
 */
export const WORD_CORRECTION_MIN = 0.4;

export function createCourseSearch(db: Db) {
  /** The rows of one page of a search, with the total of all matches. */
  async function searchPage(
    query: CourseListQuery & { q: string },
    offset: number,
    match: {
      /** websearch_to_tsquery text; null: no text match. */
      text: string | null;
      /** The title that counts as an exact match. */
      exact: string;
      creators: boolean;
    },
  ): Promise<{ rows: SummaryRow[]; total: number }> {
    const { q } = query;
    const tsquery = match.text === null ? null : sql`websearch_to_tsquery('english', ${match.text})`;
    const creatorIds = sql`(select ids from creator_ids)::int[]`;
    const conditions: SQL[] = [];
    if (tsquery) conditions.push(sql`c.search_vector @@ ${tsquery}`);
    if (match.creators) conditions.push(sql`c.creator_id = any(${creatorIds})`);
    const where = sql.join(
      [
        sql`(${conditions.length > 0 ? sql.join(conditions, sql` or `) : sql`false`})`,
        ...(query.category === undefined
          ? []
          : [sql`c.category_id = (select id from categories where slug = ${query.category})`]),
        ...(query.verified === "true" ? [sql`c.is_verified`] : []),
        sql`c.editorial_status <> 'archived'`,
      ],
      sql` and `,
    );
    // Relevance: ts_rank (title words weigh A, description words B), an exact title above all, and
    // a course by a creator whose name matches counts like a good title match.
    const rank = sql.join(
      [
        tsquery ? sql`ts_rank(c.search_vector, ${tsquery})` : sql`0`,
        sql`case when lower(c.title) = lower(${match.exact}) then 2 else 0 end`,
        ...(match.creators ? [sql`case when c.creator_id = any(${creatorIds}) then 0.5 else 0 end`] : []),
      ],
      sql` + `,
    );
    const order = (p: SQL) =>
      query.sort === "rating"
        ? sql`${p}.average_rating desc nulls last, ${p}.review_count desc, ${p}.rank desc, ${p}.id`
        : query.sort === "reviews"
          ? sql`${p}.review_count desc, ${p}.average_rating desc nulls last, ${p}.rank desc, ${p}.id`
          : // Equal relevance: the featured order decides (verified, then trust score).
            sql`${p}.rank desc, ${p}.is_verified desc, ${p}.trust_score desc nulls last, ${p}.id`;

    // One statement: rank the matches in a narrow row (id, rank, sort keys; "offset 0" keeps the
    // planner from folding it into the window, which would carry whole rows), count them with
    // count(*) over () while picking the page, then join the page's rows to creators and categories.
    const statement = sql`with creator_ids as (
        select array(select id from creators where ${match.creators ? sql`${q} <% name` : sql`false`}) as ids
      ), ranked as (
        select c.id, c.is_verified, c.trust_score, c.average_rating, c.review_count, (${rank})::real as rank
        from courses c
        where ${where}
        offset 0
      ), page as (
        select ranked.*, (count(*) over ())::int as total
        from ranked
        order by ${order(sql`ranked`)}
        limit ${query.pageSize} offset ${offset}
      )
      select ${SUMMARY_COLUMNS}, p.total
      from page p
      join courses c on c.id = p.id
      join creators cr on cr.id = c.creator_id
      join categories cat on cat.id = c.category_id
      order by ${order(sql`p`)}`;
    const { rows } = (await db.execute(statement)) as unknown as {
      rows: Array<SummaryRow & { total: number }>;
    };
    if (rows.length > 0) return { rows, total: Number(rows[0]!.total) };
    if (offset === 0) return { rows: [], total: 0 };
    // Past the last page: the window had no row to carry the total, so count on its own.
    const counted = (await db.execute(
      sql`with creator_ids as (
          select array(select id from creators where ${match.creators ? sql`${q} <% name` : sql`false`}) as ids
        )
        select count(*)::int as n from courses c where ${where}`,
    )) as unknown as { rows: Array<{ n: number }> };
    return { rows: [], total: Number(counted.rows[0]?.n ?? 0) };
  }

  /**
   * The query's words (lower case), each one the catalogue does not know replaced by the most
   * similar word it does (pg_trgm similarity >= WORD_CORRECTION_MIN over search_words) or dropped
   * when none is close; changed says whether any word was replaced or dropped.
   */
  async function correctWords(q: string): Promise<{ words: string[]; changed: boolean }> {
    const result = (await db.execute(sql`select
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
      ) words`)) as unknown as { rows: Array<{ words: string[]; changed: boolean }> };
    const row = result.rows[0];
    return { words: row?.words ?? [], changed: row?.changed ?? false };
  }

  /**
   * Full-text search over title and description first: every word must match (GIN, exact, no
   * recheck). Only when that finds nothing, the forgiving passes, each also matching courses whose
   * creator's name is similar to the query (pg_trgm word_similarity, GIN on creators.name):
   *  1. the words corrected against the catalogue's vocabulary ("affilate markting" ->
   *     "affiliate marketing"), all of them again;
   *  2. if that finds nothing either, any of the (corrected) words, ranked so that courses
   *     matching more of them come first.
   * Matching every title by trigrams instead (`q <% title`) measured 50-130 ms a query at 100k
   * courses; correcting a few words against a vocabulary of a few thousand costs about a
   * millisecond, and a query no course matches stops at empty index lookups.
   */
  async function search(query: CourseListQuery & { q: string }, offset: number) {
    const exact = await searchPage(query, offset, { text: query.q, exact: query.q, creators: false });
    if (exact.total > 0) return exact;
    const { words, changed } = await correctWords(query.q);
    const phrase = words.join(" ");
    let corrected: Awaited<ReturnType<typeof searchPage>> | undefined;
    if (changed && words.length > 0) {
      corrected = await searchPage(query, offset, { text: phrase, exact: phrase, creators: true });
      if (corrected.total > 0 || words.length < 2) return corrected;
    }
    if (words.length >= 2) {
      return searchPage(query, offset, { text: words.join(" or "), exact: phrase, creators: true });
    }
    return corrected ?? searchPage(query, offset, { text: null, exact: query.q, creators: true });
  }

  return { search };
}
