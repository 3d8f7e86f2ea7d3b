import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { CourseListQuery } from "../../../shared/contracts/catalog";
import { courses } from "../../db/schema/catalog";
import { createCategory, createCourse, uniqueToken } from "../../test/catalog-fixtures";
import { useTestApp } from "../../test/test-app";
import { createCourseSearch } from "./course-search";

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
    const execute = vi.spyOn(t.db, "execute");
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

  it("asks the full text index first when each word is common but few courses have them all", async () => {
    const category = await createCategory(t.db);
    const [a, b] = [uniqueToken("left"), uniqueToken("right")];
    const both = await createCourse(t.db, { categoryId: category.id, title: `${a} ${b}`, trustScore: 1 });
    for (let n = 0; n < 4; n++) {
      await createCourse(t.db, { categoryId: category.id, title: `${a} only ${n}`, trustScore: 90 });
      await createCourse(t.db, { categoryId: category.id, title: `${b} only ${n}`, trustScore: 90 });
    }
    // Each word has 5 courses, more than the 3 read (2 candidates + 1): the one course with both is
    // every match, and the total is exact.
    const { search } = createCourseSearch(t.db, { candidates: 2 });
    const execute = vi.spyOn(t.db, "execute");
    const found = await search(query(`${a} ${b}`, { pageSize: "2", category: category.slug }), 0);
    // The words' counts, the index probe, then the page.
    expect(execute).toHaveBeenCalledTimes(3);
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
});
