import { inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { courses } from "../../db/schema/courses";
import { createCourse, uniqueToken } from "../../test/catalog-fixtures";
import { runDueJob } from "../../test/run-job";
import { useTestApp } from "../../test/test-app";
import { SEARCH_UPKEEP_JOB, searchUpkeepJob } from "./search-upkeep.job";

interface PlanNode {
  "Node Type": string;
  "Index Name"?: string;
  "Heap Fetches"?: number;
  Plans?: PlanNode[];
}

/** The rows of a raw statement's result (both drivers answer `{ rows }`). */
const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

/**
 * How many table pages the index-only scan of one word's best postings had to visit (the rows whose
 * page the visibility map does not call all-visible), as EXPLAIN ANALYZE counts them. The planner is
 * told not to scan the table or a bitmap, as it would for a table this small.
 */
async function heapFetches(db: Db, term: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const result = await tx.execute(
      sql`explain (analyze, format json) select course_id from course_search_terms where term = ${term}
        order by in_title desc nulls last, is_verified desc nulls last, trust_score desc nulls last, course_id`,
    );
    const cell = Object.values(rowsOf<Record<string, unknown>>(result)[0] ?? {})[0];
    const [plan] = (typeof cell === "string" ? JSON.parse(cell) : cell) as [{ Plan: PlanNode }];
    const scans: PlanNode[] = [];
    const walk = (node: PlanNode) => {
      if (node["Node Type"] === "Index Only Scan") scans.push(node);
      for (const child of node.Plans ?? []) walk(child);
    };
    walk(plan.Plan);
    expect(scans.map((s) => s["Index Name"])).toEqual(["course_search_terms_best_idx"]);
    return scans[0]?.["Heap Fetches"] ?? 0;
  });
}

/** The job runs hourly: each run of a test is hours after the last, so the runner finds it due. */
const started = Date.now();
const hoursFromNow = (hours: number) => new Date(started + hours * 3_600_000);

describe("search upkeep (the embedded database has no autovacuum)", () => {
  const t = useTestApp();

  it("vacuums the postings on PGlite, so a word's best postings are read from the index alone again", async () => {
    const word = uniqueToken("upkeep");
    const made = [];
    for (const trustScore of [20, 40, 60, 80])
      made.push(await createCourse(t.db, { title: `${word} course`, trustScore }));
    // the word as the full text search stems it: the one posting all four courses share but "course"
    const shared = await t.db.execute(
      sql`select term from course_search_terms where course_id in (${sql.join(
        made.map((c) => sql`${c.id}`),
        sql`, `,
      )}) and term <> 'cours' group by term having count(*) = 4`,
    );
    const term = rowsOf<{ term: string }>(shared)[0]!.term;
    const job = searchUpkeepJob({ dbKind: "pglite" });
    await runDueJob(t.db, job, () => hoursFromNow(0));
    expect(await heapFetches(t.db, term)).toBe(0);

    // A rescore moves every posting of the courses (the trigger copies trust_score into them): their
    // pages are no longer all-visible, and the scan visits the table for each of them.
    await t.db
      .update(courses)
      .set({ trustScore: sql`${courses.trustScore} + 1` })
      .where(
        inArray(
          courses.id,
          made.map((c) => c.id),
        ),
      );
    expect(await heapFetches(t.db, term)).toBeGreaterThan(0);

    const outcome = await runDueJob(t.db, job, () => hoursFromNow(2));
    expect(outcome).toMatchObject({ job: SEARCH_UPKEEP_JOB, status: "ran", result: { vacuumed: true } });
    expect(await heapFetches(t.db, term)).toBe(0);
  });

  it("leaves PostgreSQL's postings to its autovacuum", async () => {
    const outcome = await runDueJob(t.db, searchUpkeepJob({ dbKind: "postgresql" }), () => hoursFromNow(4));
    expect(outcome).toMatchObject({ status: "ran", result: { vacuumed: false } });
  });
});
