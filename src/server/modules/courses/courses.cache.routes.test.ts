// GET /api/courses with the list cache on (as the server runs by default): repeated pages come from
// memory, and moderating a review on this instance clears them at once.
import { beforeAll, describe, expect, it } from "vitest";
import type { CourseListResponse } from "../../../shared/contracts/catalog";
import { createCourse, createReview, uniqueToken } from "../../test/catalog-fixtures";
import { adminCookie, publicReads, useTestApp } from "../../test/test-app";

describe("course list cache", () => {
  const t = useTestApp({ CATALOG_CACHE_SECONDS: "30" });
  const { get } = publicReads(t);
  let admin: string;
  beforeAll(async () => {
    admin = await adminCookie(t.app);
  });

  const search = async (q: string) => {
    const res = await get("/api/courses", { q });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    return res.json() as CourseListResponse;
  };

  it("serves a repeated search from memory until a review is moderated", async () => {
    const word = uniqueToken("cachetest");
    const course = await createCourse(t.db, { title: `Ledger ${word} Basics` });
    const first = await search(word);
    expect(first.items.map((c) => c.id)).toEqual([course.id]);
    expect(first.items[0]?.reviewCount).toBe(0);

    // A row written behind the server's back is not seen while the entry lives (up to 30 s)...
    await createCourse(t.db, { title: `Ledger ${word} Advanced` });
    expect((await search(word)).total).toBe(1);
    // ...and extra spaces share the entry.
    expect((await search(`  ${word}  `)).total).toBe(1);

    // Moderation on this instance clears the cache: the new figures and the new course show at once.
    const review = await createReview(t.db, { courseId: course.id, rating: 4, status: "pending" });
    const res = await t.app.inject({
      method: "POST",
      url: `/api/reviews/${review.id}/approve`,
      headers: { cookie: admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await search(word);
    expect(after.total).toBe(2);
    expect(after.items.find((c) => c.id === course.id)?.reviewCount).toBe(1);
  });

  it("keeps the category counts for the same time", async () => {
    const counts = async () =>
      (
        (await get("/api/categories")).json() as Array<{
          slug: string;
          courseCount: number;
        }>
      ).find((c) => c.slug === "coaching-consulting")?.courseCount;
    const before = await counts();
    await createCourse(t.db, { categorySlug: "coaching-consulting" });
    expect(await counts()).toBe(before);
  });

  it("does not cache an error", async () => {
    for (let i = 0; i < 2; i++) {
      expect((await get("/api/courses", { category: "no-such-slug" })).statusCode).toBe(400);
    }
  });
});
