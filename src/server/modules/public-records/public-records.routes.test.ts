// Public records through the HTTP stack: the import of each format (a bad file refused whole),
// matching that says how it was made (a name two people share stays a name-only match, never
// attached), the admin's confirmation (audited, 403 for others, followers told, the score moved),
// and where people see it: the creator API, a course's panel and the background check.
import { readFileSync } from "node:fs";
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { CreatorSearchResult } from "../../../shared/contracts/ai";
import type { CreatorDetail } from "../../../shared/contracts/creators";
import {
  type ConfirmedRecordsResponse,
  type ImportPublicRecordsResponse,
  PUBLIC_RECORD_NAME_ONLY_WARNING,
  type PublicRecordSearchResponse,
  type PublicRecordSourcesResponse,
} from "../../../shared/contracts/public-records";
import { courses } from "../../db/schema/courses";
import { auditEvents } from "../../db/schema/editorial";
import { notifications } from "../../db/schema/notifications";
import { publicRecords } from "../../db/schema/public-records";
import { watchlistItems } from "../../db/schema/watchlist";
import { createCourse, createCreator, createMember } from "../../test/catalog-fixtures";
import { publicReads, sendAs, testLogin, useTestApp } from "../../test/test-app";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");

describe("public records", () => {
  const t = useTestApp();
  const reads = publicReads(t);
  let admin: string;
  let member: string;
  let pro: string;

  const importFile = (format: string, content: string, cookie = admin) =>
    sendAs(t.app, "POST", "/api/admin/public-records/import", cookie, { format, content });
  const check = async (name: string) => {
    const res = await sendAs(t.app, "POST", "/api/ai/search-creator", pro, { name });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CreatorSearchResult;
  };
  const recordId = async (sourceId: string) => {
    const [row] = await t.db
      .select({ id: publicRecords.id })
      .from(publicRecords)
      .where(eq(publicRecords.sourceId, sourceId));
    return row!.id;
  };
  const recordCount = async () => (await t.db.select({ n: count() }).from(publicRecords))[0]!.n;

  beforeAll(async () => {
    admin = (await testLogin(t.app, { role: "admin", plan: "free" })).cookie;
    member = (await testLogin(t.app, { role: "user", plan: "free" })).cookie;
    pro = (await testLogin(t.app, { role: "user", plan: "pro" })).cookie;
  });

  describe("import", () => {
    it("reads each format, and a second import of the same file changes nothing", async () => {
      const hypecheck = await importFile("hypecheck", fixture("records.hypecheck.json"));
      expect(hypecheck.statusCode, hypecheck.body).toBe(200);
      expect(hypecheck.json()).toEqual({ imported: 3, updated: 0, skipped: 0, errors: [], namesToReview: 0 });
      const ftm = await importFile("ftm", fixture("entities.ftm.jsonl"));
      expect(ftm.json<ImportPublicRecordsResponse>()).toMatchObject({ imported: 2, updated: 0, skipped: 2 });
      expect(ftm.json<ImportPublicRecordsResponse>().errors).toEqual([
        expect.stringContaining("fx-sanction-undated"),
      ]);
      const rss = await importFile("rss", fixture("press-releases.rss.xml"));
      expect(rss.json()).toEqual({ imported: 2, updated: 0, skipped: 2, errors: [], namesToReview: 3 });
      const atom = await importFile("rss", fixture("litigation-releases.atom.xml"));
      expect(atom.json<ImportPublicRecordsResponse>()).toMatchObject({ imported: 1 });

      const again = await importFile("hypecheck", fixture("records.hypecheck.json"));
      expect(again.json()).toEqual({ imported: 0, updated: 0, skipped: 3, errors: [], namesToReview: 0 });
      const rssAgain = await importFile("rss", fixture("press-releases.rss.xml"));
      expect(rssAgain.json()).toEqual({ imported: 0, updated: 0, skipped: 4, errors: [], namesToReview: 0 });
    });

    it("audits a record that changes, field by field", async () => {
      const json = JSON.parse(fixture("records.hypecheck.json"));
      json.records[0].outcome = "settled";
      json.records[0].kind = "settlement";
      const res = await importFile("hypecheck", JSON.stringify(json));
      expect(res.json()).toMatchObject({ imported: 0, updated: 1, skipped: 2 });
      const id = await recordId("test-ftc-brightpath-2024");
      const audit = await t.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.subjectType, "public_record"), eq(auditEvents.subjectId, id)));
      expect(audit).toHaveLength(1);
      expect(audit[0]!.changes).toEqual({
        kind: { from: "complaint", to: "settlement-order" },
        outcome: { from: "alleged", to: "settled" },
      });
      // Put back as the fixture has it (audited again).
      await importFile("hypecheck", fixture("records.hypecheck.json"));
    });

    it("refuses a bad file whole, with the reasons, and stores nothing", async () => {
      const before = await recordCount();
      const json = JSON.parse(fixture("records.hypecheck.json"));
      json.records = [
        { ...json.records[0], sourceId: "test-new-good-one" },
        { ...json.records[1], sourceId: "test-new-bad-one", date: "last spring" },
      ];
      const res = await importFile("hypecheck", JSON.stringify(json));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: "The file was refused and nothing was stored.",
        reasons: ["records[1] (test-new-bad-one) date: a date as YYYY-MM-DD"],
      });
      const feed = await importFile("rss", "<html><body>Not a feed</body></html>");
      expect(feed.statusCode).toBe(400);
      const ftm = await importFile("ftm", '{"id":"x"}\n');
      expect(ftm.json()).toMatchObject({ reasons: ['line 1: no "schema".'] });
      expect(await recordCount()).toBe(before);
    });

    it("is for admins only: 401 for guests, 403 for members", async () => {
      expect((await importFile("hypecheck", "{}", "")).statusCode).toBe(401);
      expect((await importFile("hypecheck", "{}", member)).statusCode).toBe(403);
      expect((await sendAs(t.app, "GET", "/api/admin/public-records", member)).statusCode).toBe(403);
    });
  });

  describe("matching", () => {
    it("matches names however they are written, and says how", async () => {
      const search = async (query: string) => {
        const res = await sendAs(t.app, "GET", `/api/admin/public-records?${query}`, admin);
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as PublicRecordSearchResponse;
      };
      const byName = await search("q=BRIGHTPATH%20wealth%20academy%20inc.");
      expect(byName.items.map((r) => [r.title, r.match?.by])).toEqual([
        ["FTC Sues Operators of the Brightpath Wealth Academy Coaching Program", "name"],
      ]);
      const byAlias = await search("q=Harrow%20Signals&site=https://www.harrowsignals.example/join");
      expect(byAlias.items[0]!.match).toEqual({
        by: "name+site",
        confidence: "medium",
        name: "Harrow Signal Markets Ltd",
      });
      const byCompany = await search("q=Marlow%20Quince&company=Brightpath%20Academy%20LLC");
      expect(byCompany.items[0]!.match?.by).toBe("name+company");
      const bySite = await search("q=lumenbridge.example");
      expect(bySite.items.map((r) => r.authority)).toEqual(["ASIC"]);
      expect(byName.recordsSearched.map((s) => s.source)).toContain("HypeCheck test fixture");
    });

    it("shows a name two people share as name-only records with the warning, and attaches nothing", async () => {
      const result = await check("jordan VALE");
      expect(result.creator).toBeNull();
      expect(result.publicRecords.map((r) => [r.authority, r.match.by, r.match.confidence])).toEqual([
        ["ASA", "name", "low"],
        ["SEC", "name", "low"],
      ]);
      expect(result.recordsSearched).toEqual(
        expect.arrayContaining([
          { source: "HypeCheck test fixture", records: 3, updatedAt: "2026-11-20T00:00:00.000Z" },
        ]),
      );
      expect(result.sources.at(-1)).toMatchObject({ url: "/public-records" });
      expect(PUBLIC_RECORD_NAME_ONLY_WARNING).toContain("someone else can share this name");

      // A catalogue creator of that name with the trading club's site: one record names the site.
      const creator = await createCreator(t.db, {
        name: "Jordan Vale",
        websiteUrl: "https://vale-trading-club.example",
        verificationStatus: "unverified",
      });
      await createCourse(t.db, { creatorId: creator.id });
      const matched = await check("Jordan Vale");
      expect(matched.creator?.slug).toBe(creator.slug);
      expect(matched.publicRecords.map((r) => [r.authority, r.match.by])).toEqual([
        ["SEC", "name+site"],
        ["ASA", "name"],
      ]);
      // Nothing is attached without an admin: the profile lists no record, and no risk cites one.
      const profile = await reads.getJson<CreatorDetail>(`/api/creators/${creator.slug}`);
      expect(profile.publicRecords).toEqual([]);
      expect(matched.risks.join(" ")).not.toContain("Named in");
    });
  });

  describe("confirmation", () => {
    it("links a record with evidence: audited, shown, scored and told; 403 for non-admins", async () => {
      const creator = await createCreator(t.db, {
        name: "Odile Brannock",
        websiteUrl: "https://odile-profits.example",
        verificationStatus: "unverified",
      });
      const course = await createCourse(t.db, { creatorId: creator.id });
      const follower = await createMember(t.db);
      await t.db
        .insert(watchlistItems)
        .values({ userId: follower.id, targetType: "creator", creatorId: creator.id });
      const id = await recordId("ftm:fx-sanction-1");
      const evidence = "The CFTC order names her site odile-profits.example, the site on her profile.";
      const url = `/api/admin/creators/${creator.id}/public-records`;

      expect((await sendAs(t.app, "POST", url, "", { recordId: id, evidence })).statusCode).toBe(401);
      expect((await sendAs(t.app, "POST", url, member, { recordId: id, evidence })).statusCode).toBe(403);
      const short = await sendAs(t.app, "POST", url, admin, { recordId: id, evidence: "same name" });
      expect(short.statusCode).toBe(400);

      const linked = await sendAs(t.app, "POST", url, admin, { recordId: id, evidence });
      expect(linked.statusCode, linked.body).toBe(201);
      expect(linked.json()).toMatchObject({
        record: { id, evidence, match: { by: "confirmed", confidence: "high" }, authority: "CFTC" },
        rescored: 1,
      });
      expect((await sendAs(t.app, "POST", url, admin, { recordId: id, evidence })).statusCode).toBe(409);

      const audit = await t.db
        .select({ action: auditEvents.action, isPublic: auditEvents.isPublic, reason: auditEvents.reason })
        .from(auditEvents)
        .where(and(eq(auditEvents.subjectType, "creator"), eq(auditEvents.subjectId, creator.id)));
      expect(audit).toEqual([{ action: "public-record-linked", isPublic: true, reason: evidence }]);
      const [told] = await t.db.select().from(notifications).where(eq(notifications.userId, follower.id));
      expect(told).toMatchObject({
        kind: "watchlist",
        title: "Public record added: Odile Brannock",
        body: expect.stringContaining("Named in a CFTC settlement or order (order)"),
      });

      const profile = await reads.getJson<CreatorDetail>(`/api/creators/${creator.slug}`);
      expect(profile.publicRecords.map((r) => [r.title, r.evidence, r.match.by])).toEqual([
        ["CFTC Order: Harrow Signal Markets (fixture)", evidence, "confirmed"],
      ]);
      const panel = await reads.getJson<ConfirmedRecordsResponse>(`/api/courses/${course.id}/public-records`);
      expect(panel.creator?.slug).toBe(creator.slug);
      expect(panel.items).toHaveLength(1);

      const [scored] = await t.db
        .select({ breakdown: courses.trustBreakdown })
        .from(courses)
        .where(eq(courses.id, course.id));
      const credibility = (
        scored!.breakdown as {
          factors: Array<{ key: string; evidence: Array<{ signal: string; points: number }> }>;
        }
      ).factors.find((f) => f.key === "credibility");
      expect(credibility?.evidence).toContainEqual({
        signal: "1 public enforcement record about the creator ending in a settlement, judgment or order",
        points: -6,
      });

      const result = await check("Odile Brannock");
      expect(result.publicRecords[0]).toMatchObject({ id, match: { by: "confirmed" } });
      expect(result.risks.at(-1)).toContain("Named in a CFTC settlement or order (order)");

      // The link can be disputed through the dispute flow, by any member.
      const linkId = linked.json<{ record: { linkId: number } }>().record.linkId;
      const disputed = await sendAs(t.app, "POST", "/api/disputes", member, {
        targetType: "public-record",
        targetId: linkId,
        reason: "This order is about a different Odile Brannock, not the course seller.",
      });
      expect(disputed.statusCode, disputed.body).toBe(201);
      expect(disputed.json()).toMatchObject({
        dispute: {
          targetType: "public-record",
          targetLabel:
            "The public record “CFTC Order: Harrow Signal Markets (fixture)” on Odile Brannock's page",
          targetPath: `/creators/${creator.slug}#public-records`,
        },
      });

      const removed = await sendAs(t.app, "DELETE", `${url}/${id}`, admin, {
        reason: "Upheld dispute: a different person.",
      });
      expect(removed.statusCode, removed.body).toBe(200);
      expect((await reads.getJson<CreatorDetail>(`/api/creators/${creator.slug}`)).publicRecords).toEqual([]);
    });

    it("accepts a name from the review queue into its record, and keeps it through a re-import", async () => {
      const queue = await sendAs(t.app, "GET", "/api/admin/public-records/reviews", admin);
      const items = queue.json<{ items: Array<{ id: number; name: string }> }>().items;
      const dario = items.find((i) => i.name === "Dario Penhallow")!;
      const rowan = items.find((i) => i.name === "Rowan Ashby")!;
      expect(
        (
          await sendAs(t.app, "POST", `/api/admin/public-records/reviews/${dario.id}`, admin, {
            decision: "accept",
          })
        ).json(),
      ).toEqual({
        id: dario.id,
        status: "accepted",
      });
      await sendAs(t.app, "POST", `/api/admin/public-records/reviews/${rowan.id}`, admin, {
        decision: "reject",
      });
      const again = await sendAs(t.app, "POST", `/api/admin/public-records/reviews/${dario.id}`, admin, {
        decision: "reject",
      });
      expect(again.statusCode).toBe(409);

      await importFile("rss", fixture("press-releases.rss.xml"));
      const dariosCheck = await check("Dario Penhallow");
      expect(dariosCheck.publicRecords.map((r) => r.title)).toEqual([
        "FTC Sues Kestrel Income Systems LLC and Owner Dario Penhallow Over Bogus Earnings Claims",
      ]);
      expect((await check("Rowan Ashby")).publicRecords).toEqual([]);
    });
  });

  it("lists the sources with their freshness and licence", async () => {
    const { sources } = await reads.getJson<PublicRecordSourcesResponse>("/api/public-records/sources");
    expect(sources).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          source: "OpenSanctions: us_cftc_enforcement_fixture",
          records: 2,
          format: "ftm",
        }),
        expect.objectContaining({ source: "FTC Press Releases (fixture)", format: "rss" }),
      ]),
    );
    expect(sources.find((s) => s.format === "ftm")?.licence).toContain("CC BY-NC");
  });
});
