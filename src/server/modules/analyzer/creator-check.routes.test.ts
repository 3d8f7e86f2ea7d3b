// POST /api/ai/search-creator through app.inject: Pro gating (guest 401, Free and Premium 403, Pro,
// lifetime and admin 200), the typo-tolerant match, the facts the result is built from, an unknown
// and an ambiguous name, and the usage log row every check writes. Every creator here is made by
// the test with a made-up token in its name, so the demo catalogue never matches by accident.
import { and, eq, inArray } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { AI_MESSAGES, type CreatorSearchResult } from "../../../shared/contracts/ai";
import type { Detection } from "../../../shared/contracts/analysis";
import { DETECTOR_VERSION } from "../../analysis/detector/detector";
import type { AiProvider, ProseTask } from "../../analysis/providers/provider";
import { aiUsageLogs } from "../../db/schema/analyzer";
import { communityReports } from "../../db/schema/community-reports";
import { createCourse, createCreator, createReview, uniqueToken } from "../../test/catalog-fixtures";
import { signUp, testLogin, uniqueAddress, useTestApp } from "../../test/test-app";
import { createPublicRecordService } from "../public-records/public-records.service";
import { createCreatorCheckService, SEARCH_CREATOR_ROUTE } from "./creator-check.service";

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** A surname no demo creator has: "Zq" + letters unique to this process and call. */
const surname = () => capital(uniqueToken("zqv"));

const HYPE: Detection = {
  redFlags: [
    {
      category: "earnings-claim",
      label: "Earnings claim",
      severity: "high",
      field: "salesCopy",
      phrase: "$10k a month",
      start: 10,
      end: 22,
      explanation: "A specific income figure presented as what buyers can expect.",
    },
    {
      category: "urgency-scarcity",
      label: "Urgency or scarcity",
      severity: "medium",
      field: "salesCopy",
      phrase: "only 3 spots left",
      start: 30,
      end: 47,
      explanation: "Pressure to buy before thinking.",
    },
  ],
  positives: [],
};

const SOBER: Detection = {
  redFlags: [],
  positives: [
    {
      category: "refund-policy",
      label: "Refund policy stated",
      field: "salesCopy",
      phrase: "30-day refund",
      start: 0,
      end: 13,
      explanation: "Buyers can get their money back.",
    },
  ],
};

describe("POST /api/ai/search-creator", () => {
  const t = useTestApp();
  let pro: string;

  const search = (cookie: string | undefined, payload: unknown, remoteAddress = uniqueAddress()) =>
    t.app.inject({
      method: "POST",
      url: SEARCH_CREATOR_ROUTE,
      remoteAddress,
      headers: cookie ? { cookie } : {},
      payload: payload as Record<string, unknown>,
    });

  const ok = async (name: string, cookie = pro): Promise<CreatorSearchResult> => {
    const res = await search(cookie, { name });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    return res.json() as CreatorSearchResult;
  };

  const expectError = (res: LightMyRequestResponse, status: number, message: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toEqual({ error: message });
  };

  const logsFor = (query: string) =>
    t.db
      .select()
      .from(aiUsageLogs)
      .where(and(eq(aiUsageLogs.route, SEARCH_CREATOR_ROUTE), eq(aiUsageLogs.query, query)));

  beforeAll(async () => {
    pro = (await testLogin(t.app, { role: "user", plan: "pro" })).cookie;
  });

  describe("who may check", () => {
    it("asks guests to sign in, whatever the body", async () => {
      expectError(await search(undefined, { name: "Anyone" }), 401, "Sign in to continue.");
      expectError(await search(undefined, { name: "" }), 401, "Sign in to continue.");
    });

    it("keeps background checks for Pro: Free and Premium members get 403", async () => {
      const free = (await signUp(t.app)).cookie;
      const premium = (await testLogin(t.app, { role: "user", plan: "premium" })).cookie;
      const freeDemo = (await testLogin(t.app, { role: "user", plan: "free" })).cookie;
      for (const cookie of [free, premium, freeDemo]) {
        expectError(await search(cookie, { name: "Anyone" }), 403, AI_MESSAGES.backgroundCheckNeedsPro);
      }
    });

    it("lets Pro, lifetime and admin accounts check", async () => {
      const admin = (await testLogin(t.app, { role: "admin", plan: "free" })).cookie;
      const lifetime = (await testLogin(t.app, { role: "user", plan: "lifetime" })).cookie;
      const name = `Nobody ${surname()}`;
      for (const cookie of [pro, admin, lifetime]) expect((await ok(name, cookie)).name).toBe(name);
    });

    it("asks for a name: blank or missing is 400 with the form's sentence", async () => {
      expectError(await search(pro, { name: "   " }), 400, AI_MESSAGES.creatorNameRequired);
      expectError(await search(pro, { name: "" }), 400, AI_MESSAGES.creatorNameRequired);
      expect((await search(pro, {})).statusCode).toBe(400);
      expect((await search(pro, { name: "x".repeat(121) })).statusCode).toBe(400);
    });
  });

  describe("what it reports", () => {
    it("finds a creator despite typos and reports their record with its sources", async () => {
      const last = surname();
      const creator = await createCreator(t.db, {
        name: `Wilhelmina ${last}`,
        slug: last.toLowerCase(),
        verificationStatus: "suspicious",
        bio: "Sells a trading signals course.",
        background: "Says she was a hedge fund analyst.",
        specialties: ["trading", "crypto"],
      });
      const hype = await createCourse(t.db, {
        creatorId: creator.id,
        title: `Signals Mastery ${last}`,
        trustScore: 30,
        detectorFindings: HYPE,
      });
      const other = await createCourse(t.db, {
        creatorId: creator.id,
        title: `Chart Basics ${last}`,
        trustScore: 44,
        detectorFindings: { redFlags: [], positives: [] },
      });
      await createReview(t.db, {
        courseId: hype.id,
        status: "approved",
        rating: 2,
        proofUrl: "https://example.test/r",
      });
      await createReview(t.db, { courseId: other.id, status: "approved", rating: 1 });
      await createReview(t.db, { courseId: other.id, status: "pending", rating: 5 });
      await t.db.insert(communityReports).values([
        {
          creatorId: creator.id,
          creatorName: creator.name,
          platform: "Instagram",
          scamType: "Fake Trading Signals",
          description: "Signals never matched the results shown.",
          status: "verified",
        },
        {
          creatorId: creator.id,
          creatorName: creator.name,
          platform: "TikTok",
          scamType: "Unrealistic Income Claims",
          description: "Promised $10k a month.",
          status: "pending",
        },
        {
          creatorId: creator.id,
          creatorName: creator.name,
          platform: "Other",
          scamType: "Other",
          description: "Rejected by moderators.",
          status: "rejected",
        },
      ]);

      // "Wilhelmena" and the surname with a letter dropped.
      const typo = `wilhelmena ${last.slice(0, 3)}${last.slice(4)}`;
      const result = await ok(typo);
      expect(result.name).toBe(creator.name);
      expect(result.creator).toEqual({
        slug: creator.slug,
        verificationStatus: "suspicious",
        courseCount: 2,
        averageTrustScore: 37,
      });
      expect(result.engine).toBe(DETECTOR_VERSION);
      expect(result.warning).toContain("marked");
      expect(result.warning).toContain("1 community report");
      expect(result.warning).toContain("“$10k a month”");
      expect(result.risks).toEqual(
        expect.arrayContaining([
          "HypeCheck has marked this creator's claims as suspicious.",
          "1 community report confirmed as a scam by our moderators (Fake Trading Signals).",
          "1 community report under review, not confirmed.",
          "2 courses scored below 50 (High Risk).",
          `Earnings claim (high): “$10k a month” in “${hype.title}”.`,
          "Students rate their courses 1.5/5 on average.",
        ]),
      );
      expect(result.legitimacySignals).toEqual([]);
      expect(result.summary).toContain(
        "Students left 2 approved reviews, average 1.5/5, 50% with proof of enrolment",
      );
      expect(result.summary).toContain("trading and crypto");
      expect(result.sources).toEqual([
        { title: `${creator.name} on HypeCheck`, snippet: creator.bio, url: `/creators/${creator.slug}` },
        { title: hype.title, snippet: "Earnings claim: “$10k a month”", url: `/courses/${hype.id}` },
        { title: other.title, snippet: other.description, url: `/courses/${other.id}` },
        {
          title: "Community scam reports",
          snippet: `1 confirmed, 1 under review about ${creator.name}.`,
          url: "/community-reports",
        },
        {
          title: "Public enforcement records",
          snippet: expect.stringContaining("how matching works and how to dispute a match"),
          url: "/public-records",
        },
      ]);
      // No public record names this invented person; the sources searched are listed all the same.
      expect(result.publicRecords).toEqual([]);
      expect(Array.isArray(result.recordsSearched)).toBe(true);
    });

    it("lists what speaks for a verified creator, with no warning", async () => {
      const last = surname();
      const creator = await createCreator(t.db, { name: `Ottoline ${last}`, verificationStatus: "verified" });
      const course = await createCourse(t.db, {
        creatorId: creator.id,
        isVerified: true,
        trustScore: 88,
        detectorFindings: SOBER,
      });
      for (const rating of [5, 4]) {
        await createReview(t.db, {
          courseId: course.id,
          status: "approved",
          rating,
          proofUrl: "https://example.test/p",
        });
      }
      const result = await ok(creator.name);
      expect(result.warning).toBeNull();
      expect(result.creator?.verificationStatus).toBe("verified");
      expect(result.legitimacySignals).toEqual([
        "Verified by HypeCheck: business registration, social profiles, testimonials and track record checked.",
        "1 of 1 course in our catalogue verified.",
        "Average trust score 88/100 (Highly Legitimate).",
        "2 approved student reviews, average 4.5/5, 100% with proof of enrolment.",
        "Refund policy stated in the copy of 1 course.",
      ]);
      expect(result.risks).toEqual([]);
      expect(result.summary).toContain("No community scam reports name them.");
    });

    it("says plainly when it holds no record of a name, and invents nothing", async () => {
      const name = `Quintessa ${surname()}`;
      const result = await ok(`  ${name}  `);
      expect(result).toMatchObject({
        name,
        creator: null,
        warning: null,
        legitimacySignals: [],
        risks: [],
        engine: DETECTOR_VERSION,
      });
      expect(result.summary).toContain(`We hold no record of a creator named “${name}”`);
      expect(result.summary).toContain("not evidence either way");
      expect(result.sources.map((s) => s.url)).toEqual(["/ai-course-analyzer", "/public-records"]);
    });

    it("mentions community reports that name an unlisted person", async () => {
      const name = `Leopoldine ${surname()}`;
      await t.db.insert(communityReports).values({
        creatorName: name,
        platform: "YouTube",
        scamType: "Pyramid Scheme",
        description: "Recruitment disguised as a course.",
        status: "verified",
      });
      const result = await ok(name.toLowerCase());
      expect(result.creator).toBeNull();
      expect(result.warning).toBe(`1 community report naming “${name.toLowerCase()}” confirmed as a scam.`);
      expect(result.sources.map((s) => s.url)).toContain("/community-reports");
    });

    it("asks which one when a partial name fits several creators equally", async () => {
      const last = surname();
      const a = await createCreator(t.db, { name: `Aurelio ${last}` });
      const b = await createCreator(t.db, { name: `Benedetta ${last}` });
      const result = await ok(last);
      expect(result.creator).toBeNull();
      expect(result.summary).toContain("Several creators in our catalogue match");
      expect(result.sources.map((s) => s.url).sort()).toEqual(
        [`/creators/${a.slug}`, `/creators/${b.slug}`, "/public-records"].sort(),
      );
      // The full name settles it.
      expect((await ok(b.name)).creator?.slug).toBe(b.slug);
    });

    it("does not take a different person with the same surname for the one asked about", async () => {
      const last = surname();
      await createCreator(t.db, { name: `Tobias ${last}` });
      const result = await ok(`Henrietta ${last}`);
      expect(result.creator).toBeNull();
    });
  });

  it("logs every check with the query, the matched creator, the engine and the time taken", async () => {
    const last = surname();
    const creator = await createCreator(t.db, { name: `Rosalind ${last}` });
    const unknown = `Unknown ${surname()}`;
    await ok(creator.name);
    await ok(unknown);
    await search(undefined, { name: creator.name });
    const matched = await logsFor(creator.name);
    expect(matched).toHaveLength(1);
    expect(matched[0]).toMatchObject({
      route: SEARCH_CREATOR_ROUTE,
      model: DETECTOR_VERSION,
      creatorName: creator.name,
      courseId: null,
      promptTokens: null,
      error: null,
    });
    expect(matched[0]!.userId).not.toBeNull();
    expect(matched[0]!.durationMs).toBeGreaterThanOrEqual(0);
    const none = await logsFor(unknown);
    expect(none).toHaveLength(1);
    expect(none[0]!.creatorName).toBeNull();
    const all = await t.db
      .select({ id: aiUsageLogs.id })
      .from(aiUsageLogs)
      .where(inArray(aiUsageLogs.query, [creator.name, unknown]));
    expect(all).toHaveLength(2); // the guest's 401 is not a check
  });

  it("lets the provider rewrite the summary only, from the same facts", async () => {
    const last = surname();
    const creator = await createCreator(t.db, { name: `Evander ${last}`, verificationStatus: "suspicious" });
    await createCourse(t.db, { creatorId: creator.id, trustScore: 20, detectorFindings: HYPE });
    const tasks: ProseTask<unknown>[] = [];
    const provider: AiProvider = {
      name: "test",
      async write<T>(task: ProseTask<T>) {
        tasks.push(task as ProseTask<unknown>);
        return {
          value: task.schema.parse("A rewritten summary.") as T,
          model: "test-model",
          usedFallback: false,
          promptTokens: 120,
          completionTokens: 30,
          totalTokens: 150,
          error: null,
        };
      },
    };
    const result = await createCreatorCheckService(
      t.db,
      provider,
      createPublicRecordService({ db: t.db }),
    ).check(creator.name);
    expect(result.response.summary).toBe("A rewritten summary.");
    expect(result.response.engine).toBe("test-model");
    expect(result.response.warning).toContain("suspicious");
    expect(result.outcome).toEqual({
      model: "test-model",
      promptTokens: 120,
      completionTokens: 30,
      totalTokens: 150,
      error: null,
    });
    expect(tasks).toHaveLength(1);
    expect(tasks[0]!.fallback).toContain(`${creator.name} has 1 course in the HypeCheck catalogue`);
    expect(JSON.stringify(tasks[0]!.facts)).toContain("$10k a month");
    // No record: nothing for a model to write about, so no provider call.
    await createCreatorCheckService(t.db, provider, createPublicRecordService({ db: t.db })).check(
      `Nobody ${surname()}`,
    );
    expect(tasks).toHaveLength(1);
  });
});
