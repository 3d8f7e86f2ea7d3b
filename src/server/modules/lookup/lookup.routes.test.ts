// GET /api/lookup through app.inject: a page in the catalogue (matched on its address key whatever
// its tracking parameters, www. or scheme), one that is not (a submission link), a seller named in a
// public record, bad input (400, never 500), the rate limit, the CORS answer for extension origins
// only, and a request log that never holds the address or the seller's name.
import { describe, expect, it } from "vitest";
import { LOOKUP_MESSAGES, type LookupResponse } from "../../../shared/contracts/lookup";
import { coursePriceHistory } from "../../db/schema/courses";
import { createUncachedAppEvents } from "../../event-handlers";
import { createCourse, createCreator, uniqueToken } from "../../test/catalog-fixtures";
import {
  createTestApp,
  expectError,
  logSink,
  publicReads,
  uniqueAddress,
  useTestApp,
} from "../../test/test-app";
import { createPublicRecordService } from "../public-records/public-records.service";

const EXTENSION = "chrome-extension://abcdefghijklmnopabcdefghijklmnop";

/** A public-records file naming one made-up person, with a site of their own. */
function recordsFile(sourceId: string, name: string, site: string): string {
  return JSON.stringify({
    format: "hypecheck-public-records",
    version: 1,
    dataset: "hypecheck-lookup-test",
    refreshedAt: "2026-11-20",
    records: [
      {
        sourceId,
        authority: "FTC",
        authorityName: "US Federal Trade Commission",
        jurisdiction: "US",
        kind: "complaint",
        date: "2025-02-03",
        title: `FTC complaint against ${name} (fixture)`,
        url: `https://www.ftc.gov/news-events/news/press-releases/${sourceId}`,
        names: [{ name, kind: "person", role: "defendant", aliases: [], domains: [site] }],
        outcome: "alleged",
        summary: "A fictional record made by a test.",
        topics: ["earnings-claims"],
      },
    ],
  });
}

describe("GET /api/lookup", () => {
  const t = useTestApp();
  const { get, getJson } = publicReads(t);
  const lookup = (query: Record<string, string>) => getJson<LookupResponse>("/api/lookup", query);

  it("answers a catalogue course by its address key, with score, verification, reviews and price history", async () => {
    const token = uniqueToken("look");
    const creator = await createCreator(t.db, { name: `Orla ${token}`, verificationStatus: "verified" });
    const course = await createCourse(t.db, {
      creatorId: creator.id,
      title: `Bookkeeping Basics ${token}`,
      originalUrl: `https://www.${token}.example/course/Bookkeeping`,
      trustScore: 82,
      isVerified: true,
      verifiedSource: "Receipts checked",
      priceCents: 14_900,
      currency: "EUR",
      reviewCount: 3,
      averageRating: "4.33",
    });
    await t.db.insert(coursePriceHistory).values([
      {
        courseId: course.id,
        priceCents: 19_900,
        currency: "EUR",
        recordedAt: new Date(Date.now() - 40 * 86_400_000),
      },
      {
        courseId: course.id,
        priceCents: 14_900,
        currency: "EUR",
        recordedAt: new Date(Date.now() - 5 * 86_400_000),
      },
    ]);

    // Another spelling of the same page: http, no www., a trailing slash, path case, tracking parameters.
    const body = await lookup({
      url: `http://${token}.example/course/bookkeeping/?utm_source=ad&fbclid=x1`,
      seller: "Someone Else",
    });
    expect(body.course).toMatchObject({
      id: course.id,
      title: `Bookkeeping Basics ${token}`,
      link: `/courses/${course.id}`,
      trustScore: 82,
      bandLabel: expect.any(String),
      verification: { isVerified: true, source: "Receipts checked" },
      creator: {
        name: `Orla ${token}`,
        slug: creator.slug,
        link: `/creators/${creator.slug}`,
        verificationStatus: "verified",
      },
      reviews: { count: 3, averageRating: "4.33" },
      price: { amount: 149, currency: "EUR", billing: "one-time", known: true },
      priceHistory: { points: 2, currency: "EUR", lowest12Months: 149, highest12Months: 199 },
    });
    expect(body.submitLink).toBeNull();
    // The records are searched for the course's creator, not the name the page sent.
    expect(body.recordsSearchedFor).toBe(`Orla ${token}`);
  });

  it("offers a submission link for a page not in the catalogue", async () => {
    const token = uniqueToken("absent");
    const url = `https://${token}.example/masterclass`;
    const body = await lookup({ url });
    expect(body.course).toBeNull();
    expect(body.submitLink).toBe(`/submit-course?url=${encodeURIComponent(url)}`);
    expect(body.publicRecords).toEqual([]);
    expect(body.recordsSearchedFor).toBeNull();
  });

  it("lists the public records naming the seller of a page not in the catalogue, name and site matched", async () => {
    const token = uniqueToken("rec");
    const name = `Quill Farrow ${token}`;
    const site = `${token}-wealth.example`;
    await createPublicRecordService({ db: t.db, events: createUncachedAppEvents() }).importFile(null, {
      format: "hypecheck",
      content: recordsFile(`lookup-${token}`, name, site),
    });
    const bySite = await lookup({ url: `https://${site}/join`, seller: name });
    expect(bySite.course).toBeNull();
    expect(bySite.recordsSearchedFor).toBe(name);
    expect(bySite.publicRecords).toHaveLength(1);
    expect(bySite.publicRecords[0]).toMatchObject({ authority: "FTC", match: { by: "name+site" } });
    expect(bySite.recordsSearched.length).toBeGreaterThan(0);
    // Elsewhere, the same name is a name-only match (it may be another person).
    const elsewhere = await lookup({ url: "https://another-site.example/join", seller: name });
    expect(elsewhere.publicRecords[0]?.match.by).toBe("name");
    // No seller named, no records.
    expect((await lookup({ url: `https://${site}/join` })).publicRecords).toEqual([]);
  });

  it("refuses a missing, non-web, or too long address and a too long seller with a 400", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{}, LOOKUP_MESSAGES.url],
      [{ url: "" }, LOOKUP_MESSAGES.url],
      [{ url: "javascript:alert(1)" }, LOOKUP_MESSAGES.url],
      [{ url: "not a url" }, LOOKUP_MESSAGES.url],
      [{ url: `https://example.test/${"a".repeat(2100)}` }, LOOKUP_MESSAGES.url],
      [{ url: "https://example.test/x", seller: "x".repeat(201) }, LOOKUP_MESSAGES.seller],
    ];
    for (const [query, message] of cases) {
      expect(expectError(await get("/api/lookup", query), 400)).toContain(message);
    }
  });

  it("lets extension origins read the answer, errors included, and no web page", async () => {
    const call = (origin: string, url = "https://example.test/x") =>
      t.app.inject({
        method: "GET",
        url: "/api/lookup",
        query: { url },
        headers: { origin },
        remoteAddress: uniqueAddress(),
      });
    const fromExtension = await call(EXTENSION);
    expect(fromExtension.statusCode).toBe(200);
    expect(fromExtension.headers["access-control-allow-origin"]).toBe(EXTENSION);
    expect(fromExtension.headers["access-control-allow-credentials"]).toBeUndefined();
    expect(String(fromExtension.headers.vary)).toMatch(/Origin/);
    const firefox = await call("moz-extension://0f3c2a1e-1111-4222-8333-944455556666");
    expect(firefox.headers["access-control-allow-origin"]).toBe(
      "moz-extension://0f3c2a1e-1111-4222-8333-944455556666",
    );
    const bad = await call(EXTENSION, "nope");
    expect(bad.statusCode).toBe(400);
    expect(bad.headers["access-control-allow-origin"]).toBe(EXTENSION);
    for (const origin of ["https://evil.example", "null", "chrome-extension://x/../evil"]) {
      expect((await call(origin)).headers["access-control-allow-origin"]).toBeUndefined();
    }
    // Other routes do not answer extension origins.
    const other = await t.app.inject({
      method: "GET",
      url: "/api/categories",
      headers: { origin: EXTENSION },
    });
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("is rate limited per address (RATE_LIMIT_CATALOG_PER_MIN) with a JSON 429 an extension can read", async () => {
    const limited = await createTestApp({ RATE_LIMIT_CATALOG_PER_MIN: "3" });
    try {
      const from = uniqueAddress();
      const hit = () =>
        limited.app.inject({
          method: "GET",
          url: "/api/lookup",
          query: { url: "https://example.test/limited" },
          headers: { origin: EXTENSION },
          remoteAddress: from,
        });
      for (let i = 0; i < 3; i++) expect((await hit()).statusCode).toBe(200);
      const res = await hit();
      expect(expectError(res, 429)).toMatch(/Too many requests/);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      expect(res.headers["access-control-allow-origin"]).toBe(EXTENSION);
    } finally {
      await limited.close();
    }
  });
});

describe("GET /api/lookup and the request log", () => {
  it("logs the request without the address or the seller's name", async () => {
    const log = logSink();
    const logged = await createTestApp({ LOG_LEVEL: "info" }, { logDestination: log.sink });
    try {
      const private1 = "private-page-zq.example";
      const private2 = "Zephyrine Oddleigh";
      const ok = await logged.app.inject({
        method: "GET",
        url: `/api/lookup?url=${encodeURIComponent(`https://${private1}/x`)}&seller=${encodeURIComponent(private2)}`,
      });
      expect(ok.statusCode).toBe(200);
      const bad = await logged.app.inject({
        method: "GET",
        url: `/api/lookup?url=${private1}&seller=${private2}`,
      });
      expect(bad.statusCode).toBe(400);
      const lines = log.lines.join("\n");
      expect(lines).toContain("/api/lookup?");
      expect(lines).not.toContain(private1);
      expect(lines).not.toContain("Zephyrine");
    } finally {
      await logged.close();
    }
  });
});
