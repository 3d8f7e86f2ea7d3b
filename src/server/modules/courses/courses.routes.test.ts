import { describe, expect, it } from "vitest";
import {
  CATEGORY_SLUGS,
  type Category,
  type CourseDetail,
  type CourseListResponse,
  type CourseSummary,
} from "../../../shared/contracts/catalog";
import { createCategory, createCourse, createCreator, uniqueToken } from "../../test/catalog-fixtures";
import { createTestApp, expectError, publicReads, uniqueAddress, useTestApp } from "../../test/test-app";

describe("catalogue routes", () => {
  const t = useTestApp();
  const { get, getJson } = publicReads(t);
  const list = (query: Record<string, string>) => getJson<CourseListResponse>("/api/courses", query);
  /** Every page of a listing (the demo catalogue may add pages). */
  const listAll = async (query: Record<string, string>) => {
    const items: CourseSummary[] = [];
    for (let page = 1; page <= 50; page++) {
      const body = await list({ ...query, page: String(page), pageSize: "100" });
      items.push(...body.items);
      if (!body.hasMore) return { items, total: body.total };
    }
    throw new Error("more than 50 pages");
  };

  describe("GET /api/categories", () => {
    it("lists the ten seeded categories in tab-strip order with live counts", async () => {
      const category = await createCategory(t.db);
      const before = (await get("/api/categories")).json() as Category[];
      await createCourse(t.db, { categoryId: category.id });
      await createCourse(t.db, { categoryId: category.id });
      await createCourse(t.db, { categorySlug: "saas-tech-startups" });
      const res = await get("/api/categories");
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      const after = res.json() as Category[];
      expect(after.slice(0, 10).map((c) => c.slug)).toEqual([...CATEGORY_SLUGS]);
      const count = (rows: Category[], slug: string) => rows.find((c) => c.slug === slug)?.courseCount;
      expect(count(after, category.slug)).toBe(2);
      expect(count(after, "saas-tech-startups")).toBe((count(before, "saas-tech-startups") ?? 0) + 1);
      const total = await list({ category: "saas-tech-startups" });
      expect(total.total).toBe(count(after, "saas-tech-startups"));
    });
  });

  describe("GET /api/courses", () => {
    it("maps a course to the CourseSummary contract", async () => {
      const creator = await createCreator(t.db, {
        name: "Wilhelmina Quorrick",
        verificationStatus: "verified",
      });
      const word = uniqueToken("mapping");
      const course = await createCourse(t.db, {
        creatorId: creator.id,
        categorySlug: "coaching-consulting",
        title: `Mapping ${word}`,
        priceCents: 1999,
        affiliateUrl: "https://example.test/aff",
        originalUrl: "https://example.test/original",
        durationHours: 12,
        studentCount: 340,
        level: "beginner",
        isVerified: true,
        averageRating: "4.5",
        reviewCount: 2,
        trustScore: 81,
      });
      const body = await list({ q: word });
      expect(body).toEqual({
        total: 1,
        hasMore: false,
        items: [
          {
            id: course.id,
            title: `Mapping ${word}`,
            description: course.description,
            instructorName: "Wilhelmina Quorrick",
            creatorId: creator.id,
            creatorSlug: creator.slug,
            categoryName: "Coaching & Consulting",
            categorySlug: "coaching-consulting",
            isVerified: true,
            averageRating: "4.50",
            reviewCount: 2,
            studentCount: 340,
            level: "beginner",
            duration: 12,
            price: 19.99,
            currency: "USD",
            billing: "one-time",
            installmentCount: null,
            priceKnown: true,
            url: "https://example.test/aff",
            affiliateUrl: "https://example.test/aff",
            originalUrl: "https://example.test/original",
            trustScore: 81,
            creatorVerificationStatus: "verified",
            editorialStatus: "published",
          },
        ],
      });
      const plain = await createCourse(t.db, {
        title: `Plain ${word}`,
        originalUrl: "https://example.test/o2",
      });
      const item = (await list({ q: `Plain ${word}` })).items[0];
      expect(item?.id).toBe(plain.id);
      expect(item?.url).toBe("https://example.test/o2");
      expect(item?.averageRating).toBeNull();
      expect(item?.trustScore).toBeNull();
    });

    it("answers a price with its currency and billing, in the currency's own units", async () => {
      const word = uniqueToken("rand");
      const monthly = await createCourse(t.db, {
        title: `Rand ${word} monthly`,
        priceCents: 89_900,
        currency: "ZAR",
        billing: "monthly",
        recurring: true,
        anchorPriceCents: 149_900,
        refundDays: 14,
        refundKind: "conditional",
        facts: {
          title: null,
          seller: { name: "Fictional Seller", evidence: "© Fictional Seller", how: "copyright" },
          price: { amount: 899, currency: "ZAR", billing: "monthly", evidence: "R899/month", how: "text" },
          anchorPrice: null,
          refund: null,
          recurring: { value: true, evidence: "R899/month", how: "price" },
        },
      });
      const yen = await createCourse(t.db, {
        title: `Rand ${word} yen`,
        priceCents: 19_970,
        currency: "JPY",
      });
      const plan = await createCourse(t.db, {
        title: `Rand ${word} plan`,
        priceCents: 9900,
        billing: "installments",
        installmentCount: 3,
      });
      const items = (await list({ q: word })).items;
      const byId = new Map(items.map((item) => [item.id, item]));
      expect(byId.get(monthly.id)).toMatchObject({ price: 899, currency: "ZAR", billing: "monthly" });
      expect(byId.get(yen.id)).toMatchObject({ price: 19_970, currency: "JPY", billing: "one-time" });
      expect(byId.get(plan.id)).toMatchObject({ price: 99, billing: "installments", installmentCount: 3 });
      const detail = (await get(`/api/courses/${monthly.id}`)).json() as CourseDetail;
      expect(detail).toMatchObject({
        price: 899,
        currency: "ZAR",
        billing: "monthly",
        anchorPrice: 1499,
        refund: { days: 14, kind: "conditional" },
        recurring: true,
      });
      expect(detail.facts?.seller?.name).toBe("Fictional Seller");
      // A page read that stated no price: 0 is a placeholder, not "free".
      const unstated = await createCourse(t.db, {
        title: `Rand ${word} unstated`,
        priceCents: 0,
        facts: { title: null, seller: null, price: null, anchorPrice: null, refund: null, recurring: null },
      });
      expect((await list({ q: `Rand ${word} unstated` })).items[0]).toMatchObject({
        id: unstated.id,
        price: 0,
        priceKnown: false,
      });
      expect(byId.get(monthly.id)?.priceKnown).toBe(true);
      const bare = (await get(`/api/courses/${yen.id}`)).json() as CourseDetail;
      expect(bare).toMatchObject({ anchorPrice: null, refund: null, recurring: false, facts: null });
    });

    it("sends cache-control: no-store and always {items,total,hasMore}", async () => {
      const res = await get("/api/courses");
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      const body = res.json() as CourseListResponse;
      expect(Object.keys(body).sort()).toEqual(["hasMore", "items", "total"]);
      expect(body.items.length).toBeLessThanOrEqual(24);
    });

    it("pages with exact totals and hasMore, and format=array gives the bare page", async () => {
      const word = uniqueToken("paging");
      const created = [];
      for (let i = 0; i < 5; i++)
        created.push(await createCourse(t.db, { title: `Paging ${word} part ${i}` }));
      const page1 = await list({ q: word, pageSize: "2" });
      expect(page1.total).toBe(5);
      expect(page1.items).toHaveLength(2);
      expect(page1.hasMore).toBe(true);
      const page3 = await list({ q: word, pageSize: "2", page: "3" });
      expect(page3).toMatchObject({ total: 5, hasMore: false });
      expect(page3.items).toHaveLength(1);
      const past = await list({ q: word, pageSize: "2", page: "4" });
      expect(past).toEqual({ items: [], total: 5, hasMore: false });
      const seen = new Set(
        [...page1.items, ...(await list({ q: word, pageSize: "2", page: "2" })).items, ...page3.items].map(
          (c) => c.id,
        ),
      );
      expect(seen).toEqual(new Set(created.map((c) => c.id)));

      const array = await get("/api/courses", { q: word, pageSize: "2", page: "2", format: "array" });
      expect(array.statusCode).toBe(200);
      const items = array.json() as CourseSummary[];
      expect(Array.isArray(items)).toBe(true);
      expect(items).toHaveLength(2);

      // Without a search, total and hasMore come from their own count.
      const category = await createCategory(t.db);
      for (let i = 0; i < 3; i++) await createCourse(t.db, { categoryId: category.id });
      expect(await list({ category: category.slug, pageSize: "2" })).toMatchObject({
        total: 3,
        hasMore: true,
      });
      expect(await list({ category: category.slug, pageSize: "2", page: "2" })).toMatchObject({
        total: 3,
        hasMore: false,
      });
      expect(await list({ category: category.slug, page: "9" })).toEqual({
        items: [],
        total: 3,
        hasMore: false,
      });
    });

    it("tolerates typos: 'affilate markting' finds an Affiliate Marketing course", async () => {
      const category = await createCategory(t.db);
      const course = await createCourse(t.db, {
        categoryId: category.id,
        title: "Affiliate Marketing Foundations",
        description: "Commissions, disclosures and honest reviews.",
      });
      await createCourse(t.db, {
        categoryId: category.id,
        title: "Pottery for Accountants",
        description: "Clay.",
      });
      const typo = await list({ q: "affilate markting", category: category.slug });
      expect(typo.items.map((c) => c.id)).toEqual([course.id]);
      // Across the whole catalogue too (the demo data has more of them; find ours on some page).
      const everywhere = await listAll({ q: "affilate markting" });
      expect(everywhere.items.map((c) => c.id)).toContain(course.id);
      expect(everywhere.total).toBe(everywhere.items.length);
      // One typo in a single word, and stemmed words ("marketers" ~ "marketing").
      expect((await list({ q: "afiliate", category: category.slug })).items.map((c) => c.id)).toEqual([
        course.id,
      ]);
      expect((await list({ q: "foundation", category: category.slug })).items.map((c) => c.id)).toEqual([
        course.id,
      ]);
      expect((await list({ q: "quantum chromodynamics", category: category.slug })).total).toBe(0);
    });

    it("corrects typos against words courses use, and relaxes to any word when no course has all", async () => {
      const category = await createCategory(t.db);
      const first = uniqueToken("quill");
      const second = uniqueToken("zephyr");
      const one = await createCourse(t.db, { categoryId: category.id, title: `${first} Gardening` });
      const other = await createCourse(t.db, { categoryId: category.id, title: `${second} Budgeting` });
      await createCourse(t.db, { categoryId: category.id, title: "Unrelated Pottery" });
      // A new course's words are known at once (the search_words trigger): a typo in one finds it.
      const typo = `${first.slice(0, -2)}${first.slice(-1)}`;
      expect(
        (await list({ q: `${typo} gardening`, category: category.slug })).items.map((c) => c.id),
      ).toEqual([one.id]);
      // No course has both words: the courses with either, best first.
      const either = await list({ q: `${first} ${second}`, category: category.slug });
      expect(new Set(either.items.map((c) => c.id))).toEqual(new Set([one.id, other.id]));
      expect(either.total).toBe(2);
      // A course with both now outranks them, and the search is strict again.
      const both = await createCourse(t.db, {
        categoryId: category.id,
        title: `${first} ${second} Together`,
      });
      expect(
        (await list({ q: `${first} ${second}`, category: category.slug })).items.map((c) => c.id),
      ).toEqual([both.id]);
    });

    it("ranks by relevance: an exact title first, title matches above description matches", async () => {
      const category = await createCategory(t.db);
      const word = uniqueToken("rank");
      const inDescription = await createCourse(t.db, {
        categoryId: category.id,
        title: "Something Else Entirely",
        description: `Mentions ${word} funnels only in passing.`,
        isVerified: true,
        trustScore: 99,
      });
      const longer = await createCourse(t.db, {
        categoryId: category.id,
        title: `The Complete ${word} Funnels Masterclass for Beginners`,
        isVerified: true,
        trustScore: 95,
      });
      const exact = await createCourse(t.db, { categoryId: category.id, title: `${word} Funnels` });
      const body = await list({ q: `${word} funnels`, category: category.slug });
      expect(body.items.map((c) => c.id)).toEqual([exact.id, longer.id, inDescription.id]);
      // Case and surrounding spaces do not matter (q is trimmed).
      const shouted = await list({ q: `   ${word.toUpperCase()} FUNNELS  `, category: category.slug });
      expect(shouted.items[0]?.id).toBe(exact.id);
    });

    it("finds a course by its creator's name", async () => {
      const category = await createCategory(t.db);
      const creator = await createCreator(t.db, { name: `Oriel ${uniqueToken("vantablack")}` });
      const course = await createCourse(t.db, { categoryId: category.id, creatorId: creator.id });
      await createCourse(t.db, { categoryId: category.id });
      const body = await list({ q: creator.name, category: category.slug });
      expect(body.items.map((c) => c.id)).toEqual([course.id]);
    });

    it("sorts: featured = verified, trust score, rating, reviews; rating; reviews; ties by id", async () => {
      const category = await createCategory(t.db);
      const make = (values: Parameters<typeof createCourse>[1]) =>
        createCourse(t.db, { categoryId: category.id, ...values });
      const a = await make({ isVerified: false, trustScore: 99, averageRating: "5.00", reviewCount: 1 });
      const b = await make({ isVerified: true, trustScore: 60, averageRating: "3.00", reviewCount: 50 });
      const c = await make({ isVerified: true, trustScore: 80, averageRating: "4.00", reviewCount: 3 });
      const d = await make({ isVerified: true, trustScore: 80, averageRating: "4.50", reviewCount: 2 });
      const e = await make({ isVerified: false, trustScore: null, averageRating: null, reviewCount: 0 });
      const f = await make({ isVerified: false, trustScore: null, averageRating: null, reviewCount: 0 });
      const ids = async (sort: string) =>
        (await list({ category: category.slug, sort })).items.map((course) => course.id);
      expect(await ids("featured")).toEqual([d.id, c.id, b.id, a.id, e.id, f.id]);
      expect(await list({ category: category.slug })).toEqual(
        await list({ category: category.slug, sort: "featured" }),
      );
      expect(await ids("rating")).toEqual([a.id, d.id, c.id, b.id, e.id, f.id]);
      expect(await ids("reviews")).toEqual([b.id, c.id, d.id, a.id, e.id, f.id]);
    });

    it("orders the whole catalogue consistently for every sort", async () => {
      const rating = (await listAll({ sort: "rating" })).items;
      const ratings = rating.map((c) => (c.averageRating === null ? -1 : Number(c.averageRating)));
      expect(ratings).toEqual([...ratings].sort((x, y) => y - x));
      const reviews = (await listAll({ sort: "reviews" })).items.map((c) => c.reviewCount);
      expect(reviews).toEqual([...reviews].sort((x, y) => y - x));
      const featured = (await listAll({ sort: "featured" })).items;
      const firstUnverified = featured.findIndex((c) => !c.isVerified);
      if (firstUnverified >= 0)
        expect(featured.slice(firstUnverified).every((c) => !c.isVerified)).toBe(true);
    });

    it("filters by category slug ('all' and blank mean every category) and verified=true", async () => {
      const category = await createCategory(t.db);
      const verified = await createCourse(t.db, { categoryId: category.id, isVerified: true });
      const unverified = await createCourse(t.db, { categoryId: category.id });
      const mine = await list({ category: category.slug });
      expect(new Set(mine.items.map((c) => c.id))).toEqual(new Set([verified.id, unverified.id]));
      expect(mine.items.every((c) => c.categorySlug === category.slug)).toBe(true);
      expect((await list({ category: category.slug, verified: "true" })).items.map((c) => c.id)).toEqual([
        verified.id,
      ]);
      expect((await list({ category: category.slug, verified: "false" })).total).toBe(2);
      const all = await list({ category: "all" });
      expect(all.total).toBe((await list({ category: "" })).total);
      expect(all.total).toBe((await list({})).total);
      const onlyVerified = await listAll({ verified: "true" });
      expect(onlyVerified.items.every((c) => c.isVerified)).toBe(true);
    });

    it("answers an unknown category with 400 'Unknown category.', with or without a search", async () => {
      expect(expectError(await get("/api/courses", { category: "no-such-category" }), 400)).toBe(
        "Unknown category.",
      );
      expect(expectError(await get("/api/courses", { category: "no-such-category", q: "x" }), 400)).toBe(
        "Unknown category.",
      );
      expect(expectError(await get("/api/courses", { category: "Not A Slug!" }), 400)).toMatch(
        /Unknown category/,
      );
      // A real but empty category is an empty list, not an error.
      const empty = await createCategory(t.db);
      expect(await list({ category: empty.slug })).toEqual({ items: [], total: 0, hasMore: false });
    });

    it("answers bad input with a 400, never a 500", async () => {
      const bad: Array<Record<string, string>> = [
        { q: "x".repeat(201) },
        { q: "nul\u0000byte" },
        { page: "0" },
        { page: "-1" },
        { page: "1.5" },
        { page: "abc" },
        { page: "100001" },
        { pageSize: "0" },
        { pageSize: "101" },
        { pageSize: "ten" },
        { sort: "newest" },
        { format: "xml" },
        { verified: "yes" },
        { category: "x".repeat(101) },
      ];
      for (const query of bad) {
        const res = await get("/api/courses", query);
        expect(res.statusCode, JSON.stringify(query)).toBe(400);
        expectError(res, 400);
      }
      // A 200-character search, punctuation and tsquery syntax are all fine.
      for (const q of [
        "x".repeat(200),
        '"unbalanced',
        "a | b & !c <-> (",
        "':*",
        "%_\\",
        "-",
        "!!!",
        "the",
      ]) {
        const res = await get("/api/courses", { q });
        expect(res.statusCode, q).toBe(200);
      }
      // Blank q is no search.
      expect((await list({ q: "   " })).total).toBe((await list({})).total);
    });
  });

  describe("GET /api/courses/{id}", () => {
    it("answers the course detail", async () => {
      const creator = await createCreator(t.db, {
        bio: "Fictional seller.",
        socialMediaPlatform: "YouTube",
        followerCount: 1200,
        verificationStatus: "suspicious",
      });
      const course = await createCourse(t.db, {
        creatorId: creator.id,
        verifiedSource: "Receipts reviewed",
        verificationDate: new Date("2030-02-03T04:05:06Z"),
        verificationNotes: "Checked two student invoices.",
        incomeClaims: "Make $10k a month",
        actualStudentOutcomes: null,
        redFlags: ["Countdown timer", "Lambo photos"],
        salesCopy: "LIMITED TIME!!!",
      });
      const res = await get(`/api/courses/${course.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      const detail = res.json() as CourseDetail;
      expect(detail).toMatchObject({
        id: course.id,
        title: course.title,
        instructorName: creator.name,
        instructorBio: "Fictional seller.",
        creatorVerificationStatus: "suspicious",
        verifiedSource: "Receipts reviewed",
        verificationDate: "2030-02-03T04:05:06.000Z",
        verificationNotes: "Checked two student invoices.",
        socialMediaPlatform: "YouTube",
        creatorFollowerCount: 1200,
        incomeClaims: "Make $10k a month",
        actualStudentOutcomes: null,
        redFlags: ["Countdown timer", "Lambo photos"],
        salesCopy: "LIMITED TIME!!!",
        trustBreakdown: null,
        price: 199,
      });
      expect(Date.parse(detail.createdAt)).not.toBeNaN();
    });

    it("404s an unknown course and 400s an id that is not one", async () => {
      const missing = await get("/api/courses/2147483647");
      expect(expectError(missing, 404)).toBe("Course not found");
      expect(missing.json()).toEqual({ error: "Course not found" });
      for (const id of ["abc", "0", "-3", "1.5", "2147483648", "99999999999999999999", "1e3x"]) {
        expect((await get(`/api/courses/${id}`)).statusCode, id).toBe(400);
      }
    });
  });

  describe("GET /api/courses/{id}/related", () => {
    it("gives the same category first, then the same creator; never the course itself", async () => {
      const category = await createCategory(t.db);
      const other = await createCategory(t.db);
      const creator = await createCreator(t.db);
      const course = await createCourse(t.db, { categoryId: category.id, creatorId: creator.id });
      const sameCategoryWeak = await createCourse(t.db, { categoryId: category.id, trustScore: 40 });
      const sameCategoryStrong = await createCourse(t.db, {
        categoryId: category.id,
        isVerified: true,
        trustScore: 90,
      });
      const sameBoth = await createCourse(t.db, { categoryId: category.id, creatorId: creator.id });
      const sameCreator = await createCourse(t.db, { categoryId: other.id, creatorId: creator.id });
      await createCourse(t.db, { categoryId: other.id });

      const res = await get(`/api/courses/${course.id}/related`);
      expect(res.statusCode).toBe(200);
      const { items } = res.json() as { items: CourseSummary[] };
      expect(items.map((c) => c.id)).toEqual([
        sameBoth.id,
        sameCategoryStrong.id,
        sameCategoryWeak.id,
        sameCreator.id,
      ]);

      const two = (await get(`/api/courses/${course.id}/related`, { limit: "2" })).json() as {
        items: unknown[];
      };
      expect(two.items).toHaveLength(2);
    });

    it("404s an unknown course, 400s bad ids and limits", async () => {
      expect(expectError(await get("/api/courses/2147483647/related"), 404)).toBe("Course not found");
      const course = await createCourse(t.db);
      for (const [id, limit] of [
        ["abc", "6"],
        [String(course.id), "0"],
        [String(course.id), "25"],
        [String(course.id), "x"],
      ]) {
        expect((await get(`/api/courses/${id}/related`, { limit: limit! })).statusCode).toBe(400);
      }
      // The default is 6.
      expect((await get(`/api/courses/${course.id}/related`, { limit: "" })).statusCode).toBe(200);
    });
  });

  describe("rate limit", () => {
    it("limits catalogue reads per address (RATE_LIMIT_CATALOG_PER_MIN) with a JSON 429", async () => {
      const limited = await createTestApp({ RATE_LIMIT_CATALOG_PER_MIN: "3" });
      try {
        const from = uniqueAddress();
        const hit = () => limited.app.inject({ method: "GET", url: "/api/courses", remoteAddress: from });
        for (let i = 0; i < 3; i++) expect((await hit()).statusCode).toBe(200);
        const res = await hit();
        expect(expectError(res, 429)).toMatch(/Too many requests/);
        expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
        // Another address is not affected; neither is loopback exempt.
        const local = () =>
          limited.app.inject({ method: "GET", url: "/api/categories", remoteAddress: "127.0.0.1" });
        for (let i = 0; i < 3; i++) expect((await local()).statusCode).toBe(200);
        expect((await local()).statusCode).toBe(429);
      } finally {
        await limited.close();
      }
    });
  });
});
