// The AI course analyzer through POST /api/ai/analyze-course {url}: pages served by a local HTTP
// server (the app is built with ANALYZER_ALLOW_PRIVATE_URLS=1 for that), a catalogue course's URL
// answered from its stored record, and the refusals of an app with the default, SSRF-safe rules.
import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { inArray } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CourseAnalysis, Detection } from "../../../shared/contracts/analysis";
import { DETECTOR_VERSION } from "../../analysis/detector/detector";
import { courses } from "../../db/schema/courses";
import { createCourse, createCreator, fixtureBreakdown, uniqueToken } from "../../test/catalog-fixtures";
import { type PageServer, startPageServer } from "../../test/page-server";
import { createTestApp, postFrom, type TestApp, testLogin } from "../../test/test-app";

const HYPE_PAGE = `<!doctype html><html><head><title>Passive Profits Accelerator</title></head><body>
<h1>Make $10,000 a month with affiliate marketing on autopilot!</h1>
<p>My secret system made me a millionaire in 90 days. No experience needed: just copy and paste.</p>
<p>Guaranteed results or double your money back. Quit your job and live the laptop lifestyle.</p>
<p>Students earn 6-figures in their first month. Only 3 spots left, the price goes up at midnight!</p>
<p>Affiliate marketing is a $12 trillion opportunity and this done-for-you affiliate funnel does all the work.</p>
<p>Join today for $1,997. Upgrade to the VIP inner circle for $4,997.</p>
<script>window.tracking = "ignored";</script>
</body></html>`;

const SOBER_PAGE = `<!doctype html><html><head><title>Bookkeeping for Freelancers</title></head><body>
<h1>Bookkeeping for Freelancers: a six-week course</h1>
<p>A practical course for freelancers and small agencies who want to keep clean books.</p>
<h2>Syllabus</h2>
<ul><li>Module 1: Setting up your chart of accounts</li><li>Module 2: Invoicing and payment terms</li>
<li>Module 3: Expenses and receipts</li><li>Module 4: Quarterly taxes</li>
<li>Module 5: Reconciling your bank account</li><li>Module 6: Year-end checklist</li></ul>
<p>Expect about 4 hours a week of work. Results vary and depend on your effort; this course does not
promise any income. We offer a 30-day refund policy, no questions asked.</p>
<p>Your instructor is a certified public accountant (license verifiable on the state board website).</p>
<p>Price: $149.</p>
</body></html>`;

// Priced in złoty by the month, with a sentence about value in dollars that is no price.
const ZLOTY_PAGE = `<!doctype html><html lang="pl"><head><title>Akademia Budżetu — kurs online</title></head><body>
<h1>Akademia Budżetu</h1>
<p>Kurs online o planowaniu wydatków domowych: sześć modułów, ćwiczenia i arkusze do pobrania.</p>
<div class="pricing"><p>Dostęp do kursu: <strong>29 zł/mies.</strong></p><a class="button" href="#">Kup teraz</a></div>
<p>Some say a budget like this is easily worth $300 of advice.</p>
<p>30 dni gwarancji zwrotu pieniędzy.</p>
</body></html>`;

const TINY_PAGE = `<!doctype html><html><head><title>App</title></head><body><div id="root"></div></body></html>`;

describe("POST /api/ai/analyze-course {url}", () => {
  let open: TestApp;
  let closed: TestApp;
  let openCookie: string;
  let closedCookie: string;
  let server: PageServer;
  let base: string;
  let closedPort: string;
  /** Requests the loopback page server answered, to show a refused address was never reached. */
  let served = 0;

  const analyze = (t: TestApp, cookie: string, url: string) =>
    postFrom(t.app, "/api/ai/analyze-course", { url }, { cookie });

  const analysisOf = async (url: string): Promise<CourseAnalysis> => {
    const res = await analyze(open, openCookie, url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CourseAnalysis;
  };

  const expectError = (res: LightMyRequestResponse, status: number): string => {
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json() as { error: unknown };
    expect(typeof body.error).toBe("string");
    return body.error as string;
  };

  beforeAll(async () => {
    server = await startPageServer((path) => {
      served += 1;
      if (path === "/hype") return { body: HYPE_PAGE };
      if (path === "/sober" || path.startsWith("/catalogue/")) return { body: SOBER_PAGE };
      if (path === "/zloty") return { body: ZLOTY_PAGE };
      if (path === "/tiny") return { contentType: "text/html", body: TINY_PAGE };
      if (path === "/brochure.pdf") return { contentType: "application/pdf", body: "%PDF-1.4" };
      if (path === "/to-hype") return { location: "/hype" };
      return null;
    });
    base = server.base;
    // A port with nothing listening: bind one, note it, close it.
    const probe = http.createServer();
    probe.listen(0, "127.0.0.1");
    await once(probe, "listening");
    closedPort = String((probe.address() as AddressInfo).port);
    probe.close();
    await once(probe, "close");

    [open, closed] = await Promise.all([
      createTestApp({ ANALYZER_ALLOW_PRIVATE_URLS: "1" }),
      createTestApp(),
    ]);
    openCookie = (await testLogin(open.app, { role: "user", plan: "pro" })).cookie;
    closedCookie = (await testLogin(closed.app, { role: "user", plan: "pro" })).cookie;
  });

  afterAll(async () => {
    await Promise.all([server?.close(), open?.close(), closed?.close()]);
  });

  describe("a page outside the catalogue", () => {
    it("rates a hype page high risk, with its phrases, price and alternatives from the catalogue", async () => {
      const analysis = await analysisOf(`${base}/hype`);
      expect(analysis.riskLevel).toBe("high");
      expect(analysis.trustScore).toBeLessThan(50);
      expect(analysis.source).toEqual({
        kind: "url",
        url: `${base}/hype`,
        courseId: null,
        title: "Passive Profits Accelerator",
      });
      expect(analysis.engine).toBe(DETECTOR_VERSION);
      expect(analysis.findings.redFlags.length).toBeGreaterThanOrEqual(5);
      for (const finding of analysis.findings.redFlags) expect(finding.field).toBe("page");
      const categories = new Set(analysis.findings.redFlags.map((f) => f.category));
      for (const expected of ["earnings-claim", "guarantee", "urgency-scarcity", "no-experience"] as const) {
        expect(categories, expected).toContain(expected);
      }
      expect(analysis.redFlags.join(" ")).not.toContain("tracking");
      expect(analysis.recommendation.length).toBeGreaterThan(0);
      // Compared with the affiliate marketing category, the one the page talks about.
      expect(analysis.priceAnalysis.marketValue).not.toBeNull();
      expect(analysis.alternatives.length).toBeGreaterThan(0);
      expect(analysis.alternatives.length).toBeLessThanOrEqual(3);
      expect(analysis.alternativeCourses).toEqual(analysis.alternatives.map((a) => a.title));
      const rows = await open.db
        .select({ isVerified: courses.isVerified, categoryId: courses.categoryId })
        .from(courses)
        .where(
          inArray(
            courses.id,
            analysis.alternatives.map((a) => a.id),
          ),
        );
      expect(rows.every((r) => r.isVerified)).toBe(true);
      expect(new Set(rows.map((r) => r.categoryId)).size).toBe(1);
    });

    it("rates a sober page low risk and above the hype page", async () => {
      const sober = await analysisOf(`${base}/sober`);
      const hype = await analysisOf(`${base}/hype`);
      expect(sober.riskLevel).toBe("low");
      expect(sober.trustScore).toBeGreaterThan(hype.trustScore);
      expect(sober.findings.positives.length).toBeGreaterThan(0);
      expect(sober.source.title).toBe("Bookkeeping for Freelancers");
    });

    it("compares the price the page charges, in its currency, never a dollar figure from a sentence", async () => {
      const analysis = await analysisOf(`${base}/zloty`);
      expect(analysis.priceAnalysis.currency).toBe("PLN");
      expect(analysis.priceAnalysis.reasoning).not.toMatch(/No price was found/);
      expect(analysis.priceAnalysis.reasoning).not.toMatch(/\$300/);
    });

    it("follows a redirect and reports the page it reached", async () => {
      const analysis = await analysisOf(`${base}/to-hype`);
      expect(analysis.riskLevel).toBe("high");
      expect(analysis.source.url).toBe(`${base}/to-hype`);
    });

    it("answers 422 with a clear sentence when there is no page to analyse", async () => {
      const cases: Array<[string, RegExp]> = [
        [`http://127.0.0.1:${closedPort}/course`, /could not connect/],
        [`${base}/missing`, /HTTP 404/],
        [`${base}/brochure.pdf`, /application\/pdf/],
        [`${base}/tiny`, /almost no readable text/],
      ];
      for (const [url, reason] of cases) {
        const error = expectError(await analyze(open, openCookie, url), 422);
        expect(error, url).toMatch(/^Unable to analyze course\. /);
        expect(error, url).toMatch(reason);
        expect(error, url).toMatch(/Please check the URL and try again\.$/);
      }
    });
  });

  describe("a catalogue course's URL", () => {
    const stored: Detection = {
      redFlags: [
        {
          category: "earnings-claim",
          label: "Earnings claim",
          severity: "high",
          field: "salesCopy",
          phrase: "earn $5,000 a week",
          start: 0,
          end: 18,
          explanation: "A specific income figure presented as what buyers can expect.",
        },
      ],
      positives: [],
    };
    const breakdown = fixtureBreakdown([20, 21, 16, 19], 70);

    it("uses the course's stored record and the page, whatever the spelling of the URL", async () => {
      const token = uniqueToken();
      const creator = await createCreator(open.db, { verificationStatus: "verified" });
      const course = await createCourse(open.db, {
        creatorId: creator.id,
        categorySlug: "freelancing-agencies",
        originalUrl: `${base}/catalogue/${token}/`,
        trustScore: breakdown.score,
        trustBreakdown: breakdown,
        detectorFindings: stored,
        priceCents: 14_900,
      });
      const host = new URL(base).host;
      for (const spelling of [
        `${base}/catalogue/${token}/`,
        `${base}/catalogue/${token}`,
        `http://${host.toUpperCase()}/catalogue/${token}#syllabus`,
      ]) {
        const analysis = await analysisOf(spelling);
        expect(analysis.source.courseId, spelling).toBe(course.id);
        expect(analysis.source.title).toBe(course.title);
        expect(analysis.trustBreakdown.score).toBe(breakdown.score);
        // The course's own findings, its one verdict as its page states it (analysis/verdict.ts).
        expect(analysis.findings).toEqual(stored);
        expect(analysis.verdict.redFlagCount).toBe(1);
        expect(analysis.alternatives.map((a) => a.id)).not.toContain(course.id);
      }
    });

    it("answers from the stored record when the page cannot be fetched, or may not be", async () => {
      const unreachable = await createCourse(open.db, {
        originalUrl: `http://127.0.0.1:${closedPort}/course-${uniqueToken()}`,
        trustScore: breakdown.score,
        trustBreakdown: breakdown,
        detectorFindings: stored,
      });
      const analysis = await analysisOf(unreachable.originalUrl);
      expect(analysis.source.courseId).toBe(unreachable.id);
      expect(analysis.findings.redFlags.map((f) => f.phrase)).toEqual(["earn $5,000 a week"]);

      // With the default rules the loopback page is never fetched, but the record still answers.
      const listed = await createCourse(closed.db, {
        originalUrl: `${base}/catalogue/${uniqueToken()}`,
        affiliateUrl: `${base}/catalogue/affiliate-${uniqueToken()}`,
        trustBreakdown: breakdown,
        trustScore: breakdown.score,
        detectorFindings: stored,
      });
      for (const url of [listed.originalUrl, listed.affiliateUrl!]) {
        const res = await analyze(closed, closedCookie, url);
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json() as CourseAnalysis;
        expect(body.source.courseId).toBe(listed.id);
        expect(body.findings.positives.filter((p) => p.field === "page")).toEqual([]);
      }
    });
  });

  describe("addresses the analyzer may not fetch (default rules)", () => {
    it("refuses loopback, private and metadata addresses in any spelling with 400", async () => {
      const port = new URL(base).port;
      for (const url of [
        `${base}/hype`,
        `http://localhost:${port}/hype`,
        "http://2130706433/",
        "http://0x7f.1/",
        "http://[::1]/",
        "http://[::ffff:127.0.0.1]/",
        // IPv4-translated, NAT64 (well-known and local-use) and 6to4 forms of 127.0.0.1.
        `http://[::ffff:0:7f00:1]:${port}/hype`,
        `http://[64:ff9b::7f00:1]:${port}/hype`,
        `http://[64:ff9b:1::7f00:1]:${port}/hype`,
        `http://[2002:7f00:1::]:${port}/hype`,
        "http://169.254.169.254/latest/meta-data/",
        "http://10.0.0.1/",
        "http://192.168.1.10/admin",
      ]) {
        const before = served;
        const error = expectError(await analyze(closed, closedCookie, url), 400);
        expect(error, url).toMatch(/private, local or reserved network/);
        expect(served, `${url} reached the loopback server`).toBe(before);
      }
    });

    it("refuses other schemes and addresses with credentials with 400", async () => {
      for (const url of ["ftp://example.com/course", "file:///etc/passwd", "javascript:alert(1)"]) {
        expect(expectError(await analyze(closed, closedCookie, url), 400), url).toBe(
          "Only http:// and https:// addresses can be analyzed.",
        );
      }
      expect(
        expectError(await analyze(closed, closedCookie, "https://user:secret@example.com/"), 400),
      ).toMatch(/user name or password/);
      expect(expectError(await analyze(closed, closedCookie, "not a url"), 400)).toMatch(/full web address/);
    });
  });
});
