// One verdict per page, through the HTTP stack: a course whose record's own text fields are empty
// (no recorded flags, no income claims) but whose detector findings hold an earnings claim, scored
// 31 (High Risk). The trust endpoint, the course detail, the quick look, the URL analyzer and
// Home's figure must say the same risk level and red-flag count; and the URL analyzer matches the
// page's seller against the public enforcement records (a name-only match says so).
import { beforeAll, describe, expect, it } from "vitest";
import type { QuickLook } from "../../../shared/contracts/ai";
import type { CourseAnalysis, CourseTrust, Detection } from "../../../shared/contracts/analysis";
import type { CourseDetail } from "../../../shared/contracts/catalog";
import { PUBLIC_RECORD_NAME_ONLY_WARNING } from "../../../shared/contracts/public-records";
import { redFlagCountOf } from "../../analysis/verdict";
import { courses } from "../../db/schema/courses";
import { createCourse, createCreator, fixtureBreakdown, uniqueToken } from "../../test/catalog-fixtures";
import { usePageServer } from "../../test/page-server";
import { adminCookie, postFrom, sendAs, testLogin, useTestApp } from "../../test/test-app";
import { positive, redFlag } from "../analyzer/ai-test-helpers";
import { IN_CATALOGUE } from "../courses/course-rows";
import { createStatsService } from "../stats/stats.service";

const CLAIM = "Our students made $2,670,000/Month";

const STORED: Detection = {
  redFlags: [
    redFlag(CLAIM, { severity: "high" }, "salesCopy"),
    // The same claim in the title: one red flag, not two.
    redFlag(CLAIM.toUpperCase(), { severity: "high" }, "title"),
    redFlag("Only 3 spots left", { category: "urgency-scarcity", label: "Urgency / scarcity" }),
  ],
  positives: [positive("30-day refund policy")],
};

const PAGE = `<!doctype html><html><head><title>Seven Figure Funnels</title></head><body>
<h1>Seven Figure Funnels</h1>
<p>${CLAIM}. Only 3 spots left.</p>
<p>We offer a 30-day refund policy. Module 1: funnels. Module 2: traffic. Module 3: email.</p>
<p>Plan on four hours a week. Join today for $997.</p>
<footer>© 2025 Brightpath Wealth Academy, LLC. All rights reserved.</footer>
</body></html>`;

const RECORDS = {
  format: "hypecheck-public-records",
  version: 1,
  dataset: "verdict-test",
  refreshedAt: "2026-11-20",
  records: [
    {
      sourceId: `verdict-test-${uniqueToken()}`,
      authority: "FTC",
      authorityName: "US Federal Trade Commission",
      jurisdiction: "US",
      kind: "complaint",
      date: "2024-03-12",
      title: "FTC Sues Operators of the Brightpath Wealth Academy Coaching Program",
      url: "https://www.ftc.gov/news-events/news/press-releases/brightpath-verdict-test",
      names: [
        {
          name: "Brightpath Wealth Academy, LLC",
          kind: "company",
          role: "defendant",
          aliases: [],
          domains: ["brightpath-wealth.example"],
        },
      ],
      outcome: "alleged",
      summary: "The FTC alleged that a coaching program promised earnings its buyers did not make.",
      topics: ["earnings-claims"],
    },
  ],
};

describe("one verdict per course", () => {
  const server = usePageServer((path) => (path.startsWith("/course/") ? { body: PAGE } : null));
  const t = useTestApp({ ANALYZER_ALLOW_PRIVATE_URLS: "1" });
  let pro: string;

  beforeAll(async () => {
    pro = (await testLogin(t.app, { role: "user", plan: "pro" })).cookie;
    const admin = await adminCookie(t.app);
    const imported = await sendAs(t.app, "POST", "/api/admin/public-records/import", admin, {
      format: "hypecheck",
      content: JSON.stringify(RECORDS),
    });
    expect(imported.statusCode, imported.body).toBe(200);
  });

  const getJson = async <T>(url: string): Promise<T> => {
    const res = await sendAs(t.app, "GET", url, pro);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };

  it("says one risk level and one red-flag count on every endpoint", async () => {
    const before = await createStatsService(t.db).get();
    const breakdown = fixtureBreakdown([6, 8, 3, 14], 40);
    expect(breakdown.score).toBe(31);
    const creator = await createCreator(t.db);
    const course = await createCourse(t.db, {
      creatorId: creator.id,
      originalUrl: `${server.base}/course/${uniqueToken()}`,
      editorialStatus: "published",
      trustScore: breakdown.score,
      trustBreakdown: breakdown,
      detectorFindings: STORED,
      redFlags: [],
      incomeClaims: null,
    });

    const trust = await getJson<CourseTrust>(`/api/courses/${course.id}/trust`);
    const { verdict } = trust;
    expect(verdict.riskLevel).toBe("high");
    expect(verdict.redFlagCount).toBe(2);
    expect(verdict.findings.redFlags.map((f) => f.phrase)).toEqual([CLAIM, "Only 3 spots left"]);
    expect(verdict.headline).toBe(
      "High risk: 2 red flags found in its copy and record; trust score 31/100 (High Risk).",
    );
    expect(verdict.headline).not.toMatch(/low risk|no red flags/i);

    const detail = await getJson<CourseDetail>(`/api/courses/${course.id}`);
    expect(detail.trustScore).toBe(verdict.trustScore);

    const look = await postFrom(
      t.app,
      "/api/ai/analyze-course",
      { courseId: course.id, detail: false },
      { cookie: pro },
    );
    expect(look.statusCode, look.body).toBe(200);
    const quick = look.json() as QuickLook;
    expect(quick.verdict).toEqual(verdict);
    expect(quick.riskLevel).toBe(verdict.riskLevel);
    expect(quick.answer).toContain("31/100");

    const analyzed = await postFrom(
      t.app,
      "/api/ai/analyze-course",
      { url: course.originalUrl },
      { cookie: pro },
    );
    expect(analyzed.statusCode, analyzed.body).toBe(200);
    const analysis = analyzed.json() as CourseAnalysis;
    expect(analysis.source.courseId).toBe(course.id);
    expect(analysis.riskLevel).toBe(verdict.riskLevel);
    expect(analysis.verdict.riskLevel).toBe(verdict.riskLevel);
    expect(analysis.verdict.redFlagCount).toBe(verdict.redFlagCount);
    expect(analysis.redFlags).toHaveLength(verdict.redFlagCount);
    // never a phrase both a red flag and a positive signal
    const flagged = new Set(analysis.verdict.findings.redFlags.map((f) => f.phrase.toLowerCase()));
    for (const p of analysis.verdict.findings.positives)
      expect(flagged.has(p.phrase.toLowerCase())).toBe(false);

    const after = await createStatsService(t.db).get();
    expect(after.redFlagsFound - before.redFlagsFound).toBe(verdict.redFlagCount);
  });

  it("Home's red-flag figure is the sum of every catalogue course's verdict count", async () => {
    const rows = await t.db
      .select({ findings: courses.detectorFindings, recorded: courses.redFlags })
      .from(courses)
      .where(IN_CATALOGUE);
    const expected = rows.reduce(
      (sum, row) =>
        sum +
        redFlagCountOf((row.findings as Detection | null) ?? { redFlags: [], positives: [] }, row.recorded),
      0,
    );
    expect(expected).toBeGreaterThan(0);
    expect((await createStatsService(t.db).get()).redFlagsFound).toBe(expected);
  });

  it("the URL analyzer names the page's seller and the public records naming it", async () => {
    const analyzed = await postFrom(
      t.app,
      "/api/ai/analyze-course",
      { url: `${server.base}/course/not-listed-${uniqueToken()}` },
      { cookie: pro },
    );
    expect(analyzed.statusCode, analyzed.body).toBe(200);
    const analysis = analyzed.json() as CourseAnalysis;
    expect(analysis.source.courseId).toBeNull();
    expect(analysis.seller?.name).toBe("Brightpath Wealth Academy, LLC");
    expect(analysis.seller?.publicRecords.map((r) => [r.title, r.match.by])).toEqual([
      [RECORDS.records[0]!.title, "name"],
    ]);
    expect(analysis.seller?.recordsSearched.length).toBeGreaterThan(0);
    // A page with no record is judged on its findings; its headline says there is no score on record.
    expect(analysis.verdict.trustScore).toBeNull();
    expect(analysis.verdict.headline).toContain("not in our catalogue");
    expect(PUBLIC_RECORD_NAME_ONLY_WARNING).toMatch(/someone else/i);
  });
});
