// The one "catalogue changed" path: what rescoreChanged rescores inside a write's transaction, and
// when catalogueChanged clears the catalogue caches after the commit.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TRUST_FORMULA_VERSION } from "../../../shared/domain/trust-score";
import { courses } from "../../db/schema/courses";
import { inAppTransaction } from "../../test/app-events";
import { createCourse, createCreator } from "../../test/catalog-fixtures";
import { sharedTestDatabase } from "../../test/test-app";
import { catalogueChanged, rescoreChanged } from "./catalogue-changed";

const t = sharedTestDatabase();

const versionOf = async (id: number) =>
  (await t.db.select({ v: courses.trustFormulaVersion }).from(courses).where(eq(courses.id, id)))[0]?.v;

describe("rescoreChanged", () => {
  it("rescores the courses named and every course of the creators named, each once", async () => {
    const creator = await createCreator(t.db);
    const mine = [
      await createCourse(t.db, { creatorId: creator.id }),
      await createCourse(t.db, { creatorId: creator.id }),
    ];
    const other = await createCourse(t.db);
    const bystander = await createCourse(t.db);
    const rescored = await inAppTransaction(t.db, (tx, emit) =>
      rescoreChanged(tx, emit, { courseIds: [other.id, mine[0]!.id], creatorIds: [creator.id, null] }),
    );
    expect(rescored).toBe(3);
    for (const course of [...mine, other]) expect(await versionOf(course.id)).toBe(TRUST_FORMULA_VERSION);
    expect(await versionOf(bystander.id)).toBeNull();
  });

  it("rescores nothing for a report that names no listed creator", async () => {
    const rescore = (changed: Parameters<typeof rescoreChanged>[2]) =>
      inAppTransaction(t.db, (tx, emit) => rescoreChanged(tx, emit, changed));
    expect(await rescore({ creatorIds: [null] })).toBe(0);
    expect(await rescore({})).toBe(0);
  });
});

describe("catalogueChanged", () => {
  it("clears the catalogue caches when scores or listed figures moved, and only then", () => {
    let cleared = 0;
    const caches = {
      courses: {
        invalidateLists: () => {
          cleared += 1;
        },
      },
    };
    catalogueChanged(caches, { rescoredCourses: 0 });
    catalogueChanged(caches, {});
    expect(cleared).toBe(0);
    catalogueChanged(caches, { rescoredCourses: 2 });
    catalogueChanged(caches, { listsChanged: true });
    expect(cleared).toBe(2);
  });
});
