import { describe, expect, it } from "vitest";
import type { CreatorDetail, CreatorListItem } from "../../../shared/contracts/creators";
import { createCourse, createCreator, uniqueToken } from "../../test/catalog-fixtures";
import { expectError, publicReads, useTestApp } from "../../test/test-app";

describe("creator routes", () => {
  const t = useTestApp();
  const { get, getJson } = publicReads(t);
  const list = (query: Record<string, string>) => getJson<CreatorListItem[]>("/api/creators", query);
  const slugs = (items: CreatorListItem[]) => items.map((c) => c.slug);

  describe("GET /api/creators", () => {
    it("lists the directory with figures summed over each creator's courses", async () => {
      const creator = await createCreator(t.db, {
        name: `Orlanda Figurewell ${uniqueToken("x")}`,
        verificationStatus: "verified",
        specialties: ["Ledger Audits", "Bookkeeping", "Payroll", "Tax Filing"],
        websiteUrl: "https://figurewell.example",
      });
      await createCourse(t.db, {
        creatorId: creator.id,
        trustScore: 90,
        averageRating: "5.00",
        reviewCount: 3,
        studentCount: 100,
      });
      await createCourse(t.db, {
        creatorId: creator.id,
        trustScore: 71,
        averageRating: "3.00",
        reviewCount: 1,
        studentCount: 50,
      });
      await createCourse(t.db, { creatorId: creator.id, trustScore: null, studentCount: 7 });
      const empty = await createCreator(t.db, { name: `Orlanda Emptyshelf ${uniqueToken("x")}` });

      const res = await get("/api/creators");
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      const all = res.json() as CreatorListItem[];
      const mine = all.find((c) => c.id === creator.id);
      expect(mine).toEqual({
        id: creator.id,
        slug: creator.slug,
        name: creator.name,
        avatar: null,
        isVerified: true,
        verificationStatus: "verified",
        // (90 + 71) / 2, the unscored course left out.
        trustScore: 81,
        bio: creator.bio,
        courseCount: 3,
        // Weighted by reviews: (5 * 3 + 3 * 1) / 4.
        averageRating: 4.5,
        reviewCount: 4,
        totalStudents: 157,
        specialties: ["Ledger Audits", "Bookkeeping", "Payroll", "Tax Filing"],
        website: "https://figurewell.example",
      });
      const none = all.find((c) => c.id === empty.id);
      expect(none).toMatchObject({ courseCount: 0, trustScore: null, averageRating: null, totalStudents: 0 });
      // Without a search, verified creators come first.
      const firstUnverified = all.findIndex((c) => !c.isVerified);
      if (firstUnverified >= 0) expect(all.slice(firstUnverified).every((c) => !c.isVerified)).toBe(true);
    });

    it("filters: verified, and unverified meaning everyone not verified", async () => {
      const word = uniqueToken("filt");
      const verified = await createCreator(t.db, { name: `Verity ${word}`, verificationStatus: "verified" });
      const unverified = await createCreator(t.db, {
        name: `Unver ${word}`,
        verificationStatus: "unverified",
      });
      const suspicious = await createCreator(t.db, { name: `Sus ${word}`, verificationStatus: "suspicious" });

      const onlyVerified = await list({ filter: "verified" });
      expect(onlyVerified.every((c) => c.isVerified && c.verificationStatus === "verified")).toBe(true);
      expect(slugs(onlyVerified)).toContain(verified.slug);
      expect(slugs(onlyVerified)).not.toContain(unverified.slug);

      const notVerified = await list({ filter: "unverified" });
      expect(notVerified.every((c) => !c.isVerified)).toBe(true);
      expect(slugs(notVerified)).toEqual(expect.arrayContaining([unverified.slug, suspicious.slug]));
      expect(slugs(notVerified)).not.toContain(verified.slug);

      const all = await list({ filter: "all", search: word });
      expect(new Set(slugs(all))).toEqual(new Set([verified.slug, unverified.slug, suspicious.slug]));
      expect((await list({ filter: "", search: word })).length).toBe(3);
    });

    it("searches name, expertise and background, forgiving typos", async () => {
      const byName = await createCreator(t.db, { name: "Zebulon Thistlewood" });
      const bySpecialty = await createCreator(t.db, { specialties: ["Quantum Beekeeping"] });
      const byBackground = await createCreator(t.db, {
        background: "Spent nine years as a lighthouse keeper on the Farrowmere coast.",
      });

      expect(slugs(await list({ search: "Thistlewood" }))).toContain(byName.slug);
      expect(slugs(await list({ search: "thistlewod" }))).toContain(byName.slug);
      // A letter missing from the middle of the surname.
      expect(slugs(await list({ search: "thisltewood" }))).toContain(byName.slug);
      expect(slugs(await list({ search: "thistewood" }))).toContain(byName.slug);
      expect(slugs(await list({ search: "  Zebulon  " }))).toContain(byName.slug);
      expect(slugs(await list({ search: "beekeping" }))).toContain(bySpecialty.slug);
      expect(slugs(await list({ search: "quantum beekeeping" }))).toContain(bySpecialty.slug);
      expect(slugs(await list({ search: "farowmere lighthouse" }))).toContain(byBackground.slug);
      const exact = await list({ search: "Zebulon Thistlewood" });
      expect(exact[0]?.slug).toBe(byName.slug);
      expect(await list({ search: "xqzvwkjhgf" })).toEqual([]);
      // A search combines with the filter.
      expect(slugs(await list({ search: "thistlewood", filter: "verified" }))).not.toContain(byName.slug);
    });

    it("answers 400 for a bad filter or an overlong search", async () => {
      expectError(await get("/api/creators", { filter: "suspicious" }), 400);
      expectError(await get("/api/creators", { filter: "VERIFIED" }), 400);
      expectError(await get("/api/creators", { search: "x".repeat(201) }), 400);
    });
  });

  describe("GET /api/creators/{slug}", () => {
    it("returns the profile with socials and the first page of courses", async () => {
      const creator = await createCreator(t.db, {
        verificationStatus: "suspicious",
        bio: "Sells a fictional system.",
        websiteUrl: "https://site.example",
        youtubeUrl: "https://youtube.example/@x",
      });
      const course = await createCourse(t.db, {
        creatorId: creator.id,
        isVerified: true,
        affiliateUrl: "https://aff.example/x",
        durationHours: 12,
        priceCents: 4_999,
        level: "beginner",
      });
      const res = await get(`/api/creators/${creator.slug}`);
      expect(res.statusCode).toBe(200);
      const body = res.json() as CreatorDetail;
      expect(body).toMatchObject({
        id: creator.id,
        slug: creator.slug,
        name: creator.name,
        verified: false,
        verificationStatus: "suspicious",
        bio: "Sells a fictional system.",
        siteUrl: "https://site.example",
        socials: { youtube: "https://youtube.example/@x", instagram: null, x: null },
        courses: { total: 1, hasMore: false },
      });
      expect(body.courses.items).toHaveLength(1);
      expect(body.courses.items[0]).toMatchObject({
        id: course.id,
        title: course.title,
        instructorName: creator.name,
        instructorBio: "Sells a fictional system.",
        creatorSlug: creator.slug,
        isVerified: true,
        affiliateUrl: "https://aff.example/x",
        url: "https://aff.example/x",
        originalUrl: course.originalUrl,
        duration: 12,
        price: 49.99,
        level: "beginner",
        creatorVerificationStatus: "suspicious",
      });
    });

    it("pages the courses, 12 by default", async () => {
      const creator = await createCreator(t.db);
      for (let i = 0; i < 14; i++) await createCourse(t.db, { creatorId: creator.id });
      const page1 = (await get(`/api/creators/${creator.slug}`)).json() as CreatorDetail;
      expect(page1.courses).toMatchObject({ total: 14, hasMore: true });
      expect(page1.courses.items).toHaveLength(12);
      const page2 = (await get(`/api/creators/${creator.slug}`, { page: "2" })).json() as CreatorDetail;
      expect(page2.courses).toMatchObject({ total: 14, hasMore: false });
      expect(page2.courses.items).toHaveLength(2);
      const ids = new Set([...page1.courses.items, ...page2.courses.items].map((c) => c.id));
      expect(ids.size).toBe(14);
      const small = (await get(`/api/creators/${creator.slug}`, { page: "3", pageSize: "5" })).json();
      expect((small as CreatorDetail).courses).toMatchObject({ total: 14, hasMore: false });
      expect((small as CreatorDetail).courses.items).toHaveLength(4);
      const past = (await get(`/api/creators/${creator.slug}`, { page: "9" })).json() as CreatorDetail;
      expect(past.courses).toMatchObject({ items: [], total: 14, hasMore: false });
    });

    it("answers a JSON 404 for an unknown slug", async () => {
      expect(expectError(await get(`/api/creators/${uniqueToken("nobody")}`), 404)).toBe("Creator not found");
      expect(expectError(await get("/api/creators/No%20Such%20One"), 404)).toBe("Creator not found");
    });

    it("answers 400 for a bad page or page size", async () => {
      const creator = await createCreator(t.db);
      const bad: Array<Record<string, string>> = [
        { page: "0" },
        { page: "-1" },
        { page: "abc" },
        { page: "1.5" },
        { pageSize: "0" },
        { pageSize: "51" },
        { pageSize: "many" },
      ];
      for (const query of bad) {
        expectError(await get(`/api/creators/${creator.slug}`, query), 400);
      }
      const max = await get(`/api/creators/${creator.slug}`, { pageSize: "50" });
      expect(max.statusCode).toBe(200);
    });
  });
});
