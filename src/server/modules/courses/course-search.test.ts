import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { CourseListQuery } from "../../../shared/contracts/catalog";
import type { Db } from "../../db/client";
import { courses } from "../../db/schema/courses";
import { createCategory, createCourse, uniqueToken } from "../../test/catalog-fixtures";
import { useTestApp } from "../../test/test-app";
import { createCourseSearch } from "./course-search";

/**
 * Counts the statements a search sends: each goes through the session's prepareQuery once, whether it
 * runs as it is (db.execute), by EXECUTE of a statement PGlite prepared, or by name on a server.
 */
function statementsOf(db: Db) {
  return vi.spyOn(
    (db as unknown as { session: { prepareQuery(...args: unknown[]): unknown } }).session,
    "prepareQuery",
  );
}

describe("course search reads a bounded number of postings, best first", () => {
  const t = useTestApp();
  const query = (q: string, extra: Record<string, string> = {}) => ({
    ...CourseListQuery.parse({ q, ...extra }),
    q,
  });

  it("ranks the best candidates, says the total is a lower bound, and pages past the bound", async () => {
    const category = await createCategory(t.db);
    const word = uniqueToken("bound");
    const created = [];
    for (const trustScore of [10, 20, 30, 40, 50]) {
      created.push(
        await createCourse(t.db, {
          categoryId: category.id,
          title: `${word} part ${trustScore}`,
          trustScore,
        }),
      );
    }
    const { search } = createCourseSearch(t.db, { candidates: 2 });
    const first = await search(query(word, { pageSize: "2", category: category.slug }), 0);
    expect(first.rows.map((r) => r.trustScore)).toEqual([50, 40]);
    expect(first).toMatchObject({ total: 3, totalIsLowerBound: true });
    // A page past the bound reads as far as it needs: then the total is exact again.
    const third = await search(query(word, { pageSize: "2", page: "3", category: category.slug }), 4);
    expect(third.rows.map((r) => r.trustScore)).toEqual([10]);
    expect(third).toMatchObject({ total: 5, totalIsLowerBound: false });
    // The postings follow the course (trigger): a new trust score, an archived course.
    await t.db.update(courses).set({ trustScore: 99 }).where(eq(courses.id, created[0]!.id));
    await t.db.update(courses).set({ editorialStatus: "archived" }).where(eq(courses.id, created[4]!.id));
    const after = await search(query(word, { pageSize: "2", category: category.slug }), 0);
    expect(after.rows.map((r) => r.trustScore)).toEqual([99, 40]);
    const all = await createCourseSearch(t.db).search(query(word, { category: category.slug }), 0);
    expect(all).toMatchObject({ total: 4, totalIsLowerBound: false });
    // Words after "-" exclude; they are never the postings read (an absent one would find nothing).
    const excluding = await createCourseSearch(t.db).search(
      query(`${word} -${uniqueToken("absent")}`, { category: category.slug }),
      0,
    );
    expect(excluding).toMatchObject({ total: 4, totalIsLowerBound: false });
  });

  it("keeps a query's typo correction until the vocabulary grows, then corrects against the new words", async () => {
    const category = await createCategory(t.db);
    const stem = uniqueToken("vocab");
    const older = await createCourse(t.db, { categoryId: category.id, title: `${stem}alpha guide` });
    const { search } = createCourseSearch(t.db);
    const execute = statementsOf(t.db);
    const typo = query(`${stem}alpo`, { category: category.slug });
    const ids = async () => (await search(typo, 0)).rows.map((r) => r.id);
    expect(await ids()).toEqual([older.id]);
    const corrected = execute.mock.calls.length;
    // The same words again: the correction comes from memory, one statement fewer.
    expect(await ids()).toEqual([older.id]);
    expect(execute.mock.calls.length - corrected).toBe(corrected - 1);
    // A new course brings a closer word: the vocabulary's version moved, so the correction is made again.
    const newer = await createCourse(t.db, { categoryId: category.id, title: `${stem}alpox guide` });
    expect(await ids()).toEqual([newer.id]);
    execute.mockRestore();
  });

  it("reads a head of the rarest word's postings, and asks the full text index when few of them have all the words", async () => {
    const category = await createCategory(t.db);
    const [a, b] = [uniqueToken("left"), uniqueToken("right")];
    const both = await createCourse(t.db, { categoryId: category.id, title: `${a} ${b}`, trustScore: 1 });
    for (let n = 0; n < 4; n++) {
      await createCourse(t.db, { categoryId: category.id, title: `${a} only ${n}`, trustScore: 90 });
      await createCourse(t.db, { categoryId: category.id, title: `${b} only ${n}`, trustScore: 90 });
    }
    // Each word has 5 courses, more than the head of 3 postings read: the one course with both is
    // not among them (trust score 1, read last), so the index is asked, within the same statement;
    // it is every match, and the total is exact.
    const { search } = createCourseSearch(t.db, { candidates: 2, head: 3 });
    const execute = statementsOf(t.db);
    const found = await search(query(`${a} ${b}`, { pageSize: "2", category: category.slug }), 0);
    // The words' counts, then one statement for the page.
    expect(execute).toHaveBeenCalledTimes(2);
    execute.mockRestore();
    expect(found.rows.map((r) => r.id)).toEqual([both.id]);
    expect(found).toMatchObject({ total: 1, totalIsLowerBound: false });
    // No course with both: any of them, ranked, and a lower bound since each word has more.
    const other = uniqueToken("none");
    await createCourse(t.db, { categoryId: category.id, title: `${other} alone` });
    const relaxed = await search(query(`${a} ${other}`, { pageSize: "2", category: category.slug }), 0);
    expect(relaxed.rows).toHaveLength(2);
    expect(relaxed.totalIsLowerBound).toBe(true);
  });

  it("counts a word's matches exactly from its posting count, ranks an exact title first, and reads on when the head is too sparse", async () => {
    const category = await createCategory(t.db);
    const [word, pair] = [uniqueToken("solo"), uniqueToken("pair")];
    const created = [];
    for (const trustScore of [10, 20, 30, 40, 50]) {
      created.push(
        await createCourse(t.db, {
          categoryId: category.id,
          title: `${word} ${pair} lesson ${trustScore}`,
          trustScore,
        }),
      );
    }
    // The title is the query: first, though its trust score is the lowest.
    const titled = await createCourse(t.db, { categoryId: category.id, title: word, trustScore: 5 });
    // A wide pass of 4 finds as many courses with both words as it asks for (below): read on.
    const { search } = createCourseSearch(t.db, { candidates: 2, head: 3, wide: 4 });
    // One word, no filter: the posting count is the total, exact beyond the 2 candidates.
    const one = await search(query(word, { pageSize: "3" }), 0);
    expect(one.rows.map((r) => r.id)).toEqual([titled.id, created[4]!.id, created[3]!.id]);
    expect(one).toMatchObject({ total: 6, totalIsLowerBound: false });
    const last = await search(query(word, { pageSize: "3", page: "2" }), 3);
    expect(last.rows.map((r) => r.trustScore)).toEqual([30, 20, 10]);
    // Archived courses leave the count with their postings.
    await t.db.update(courses).set({ editorialStatus: "archived" }).where(eq(courses.id, created[0]!.id));
    expect(await search(query(word, { pageSize: "3" }), 0)).toMatchObject({ total: 5 });
    // Two words: the rarer has 8 courses (the other 9), its best 4 without the other word; the index has 4 with
    // both (at least the cap of 3), and a head of 3 of the rarer's postings holds none of them: the
    // postings are read on, in the same statement.
    const b = uniqueToken("pairb");
    // One more course with the first word makes the second strictly rarer: with equal counts the
    // rarer is the word first in alphabetical order, which the tokens' process-id suffix decides.
    await createCourse(t.db, { categoryId: category.id, title: `${pair} extra`, trustScore: 1 });
    for (const trustScore of [60, 70, 80, 90]) {
      await createCourse(t.db, { categoryId: category.id, title: `${pair} ${b} ${trustScore}`, trustScore });
      await createCourse(t.db, { categoryId: category.id, title: `${b} alone`, trustScore: trustScore + 5 });
    }
    const execute = statementsOf(t.db);
    const two = await search(query(`${pair} ${b}`, { pageSize: "2" }), 0);
    expect(execute).toHaveBeenCalledTimes(2);
    execute.mockRestore();
    expect(two.rows.map((r) => r.trustScore)).toEqual([90, 80]);
    expect(two.totalIsLowerBound).toBe(true);
    // With a wide pass of up to 12 courses, the index's 4 are every match: ranked from their
    // postings, counted exactly, still in one statement, and no posting is read past the head.
    const wide = createCourseSearch(t.db, { candidates: 2, head: 3, wide: 12 });
    const spy = statementsOf(t.db);
    const all = await wide.search(query(`${pair} ${b}`, { pageSize: "2" }), 0);
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
    expect(all.rows.map((r) => r.trustScore)).toEqual([90, 80]);
    expect(all).toMatchObject({ total: 4, totalIsLowerBound: false });
    const second = await wide.search(query(`${pair} ${b}`, { pageSize: "2", page: "2" }), 2);
    expect(second.rows.map((r) => r.trustScore)).toEqual([70, 60]);
  });

  it("passes quotes and backslashes in the query through as text (PGlite runs prepared statements with literals)", async () => {
    const category = await createCategory(t.db);
    const word = uniqueToken("quoted");
    const course = await createCourse(t.db, { categoryId: category.id, title: `${word} guide` });
    const { search } = createCourseSearch(t.db);
    for (const q of [`${word} \\'`, `${word}' or '1'='1`, `${word} \\\\ $1`]) {
      for (let run = 0; run < 2; run++) {
        const found = await search(query(q, { category: category.slug }), 0);
        expect(found.rows.map((r) => r.id)).toEqual([course.id]);
      }
    }
  });
});
