// Hourly upkeep of the search postings on the embedded database (decision 0013). Search reads a word's
// best postings from course_search_terms_best_idx alone (an index-only scan), which needs the table's
// visibility map: every page a write touched must be looked up in the table until a VACUUM marks it
// all-visible again. PostgreSQL's autovacuum does that; PGlite has no autovacuum, so after the weekly
// trust recompute (which moves the trust score of every posting) or a day of editorial changes, an
// embedded catalogue read its postings through the table: 391 ms p99 at 100k courses instead of 118
// (docs/measurements.md). A plain VACUUM skips the pages already all-visible, so an hour with no
// writes costs a few milliseconds (2-5 ms at 100k courses); it takes no lock that blocks reads.
import { sql } from "drizzle-orm";
import type { DbKind } from "../../db/client";
import type { Job } from "../../lib/job";

export const SEARCH_UPKEEP_JOB = "search-upkeep";
const SEARCH_UPKEEP_INTERVAL_MS = 60 * 60 * 1000;

/** The tables a search reads by index-only scans: the postings and the words' posting counts. */
const SEARCH_TABLES = sql`course_search_terms, course_search_term_counts`;

export function searchUpkeepJob(options: { dbKind: DbKind }): Job {
  return {
    name: SEARCH_UPKEEP_JOB,
    intervalMs: SEARCH_UPKEEP_INTERVAL_MS,
    async run({ db }) {
      if (options.dbKind !== "pglite") return { vacuumed: false, reason: "autovacuum keeps the postings" };
      // VACUUM cannot run inside a transaction block: one statement of its own.
      await db.execute(sql`vacuum ${SEARCH_TABLES}`);
      return { vacuumed: true };
    },
  };
}
