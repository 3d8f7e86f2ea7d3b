// Open data through app.inject: GET /api/courses/{id}/trust and the streamed JSON-lines export.
// Every assertion holds with the demo catalogue loaded (counts are read from the database).
import { gunzipSync } from "node:zlib";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type CourseTrust, CourseTrustResponse, TrustExportLine } from "../../../shared/contracts/analysis";
import { verdictOf } from "../../analysis/verdict";
import { communityReports } from "../../db/schema/community-reports";
import { courses } from "../../db/schema/courses";
import { inAppTransaction } from "../../test/app-events";
import { createClaimingCourse, createCourse, createReview } from "../../test/catalog-fixtures";
import { expectError, uniqueAddress, useTestApp } from "../../test/test-app";
import { EXPORT_FILE_NAME, EXPORT_PER_MINUTE } from "./trust.routes";
import { createTrustService } from "./trust.service";
import { courseTextFields, detectCourse, rescoreCourse } from "./trust-engine";

const HYPE_COPY =
  "Make $10,000 a month on autopilot with my secret system. Guaranteed income, no experience needed. Only 3 spots left!";

describe("open data routes", () => {
  const t = useTestApp();
  const get = (url: string, remoteAddress = uniqueAddress()) =>
    t.app.inject({ method: "GET", url, remoteAddress });

  async function exportLines(remoteAddress = uniqueAddress()): Promise<TrustExportLine[]> {
    const res = await get("/api/export/trust-scores.jsonl", remoteAddress);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body.endsWith("\n")).toBe(true);
    return res.body
      .split("\n")
      .filter((line) => line !== "")
      .map((line) => TrustExportLine.parse(JSON.parse(line)));
  }

  describe("GET /api/courses/{id}/trust", () => {
    it("answers the stored score with its factors, evidence, findings and community reports", async () => {
      const { creator, course } = await createClaimingCourse(t.db, HYPE_COPY);
      await createReview(t.db, { courseId: course.id, status: "approved", rating: 2 });
      for (const status of ["verified", "pending", "investigating", "rejected"] as const) {
        await t.db.insert(communityReports).values({
          creatorId: creator.id,
          creatorName: creator.name,
          platform: "YouTube",
          scamType: "Unrealistic Income Claims",
          description: "A fictional report written by a test.",
          status,
        });
      }
      const scored = await inAppTransaction(t.db, (tx, emit) => rescoreCourse(tx, emit, course.id));

      const res = await get(`/api/courses/${course.id}/trust`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      const body: CourseTrust = CourseTrustResponse.parse(res.json());
      expect(body).toEqual({
        courseId: course.id,
        title: course.title,
        trustScore: scored?.breakdown.score,
        breakdown: scored?.breakdown,
        findings: detectCourse(course),
        communityReports: { confirmed: 1, open: 2 },
        verdict: verdictOf({
          detection: detectCourse(course),
          trustScore: scored?.breakdown.score ?? null,
          recordedFlags: course.redFlags,
          subject: "course",
        }),
      });
      expect(body.breakdown?.factors.map((f) => f.key)).toEqual([
        "credibility",
        "transparency",
        "outcome",
        "redFlags",
      ]);
      for (const factor of body.breakdown?.factors ?? []) expect(factor.evidence.length).toBeGreaterThan(0);
      expect(body.breakdown?.factors[0]?.evidence.map((e) => e.signal)).toContain(
        "1 community report confirmed as a scam",
      );
      // Each finding points at its phrase in the course's own text.
      const text = Object.fromEntries(courseTextFields(course).map((f) => [f.field, f.text]));
      for (const finding of [...body.findings.redFlags, ...body.findings.positives]) {
        expect(text[finding.field]?.slice(finding.start, finding.end)).toBe(finding.phrase);
      }
    });

    it("runs the detector for a course not scored yet (no stored findings, score null)", async () => {
      const course = await createCourse(t.db, { salesCopy: HYPE_COPY });
      const body = CourseTrustResponse.parse((await get(`/api/courses/${course.id}/trust`)).json());
      expect(body).toMatchObject({ courseId: course.id, trustScore: null, breakdown: null });
      expect(body.findings).toEqual(detectCourse(course));
      expect(body.communityReports).toEqual({ confirmed: 0, open: 0 });
    });

    it("answers a JSON 404 for an unknown course and a 400 for a bad id", async () => {
      expect(expectError(await get("/api/courses/2147483647/trust"), 404)).toBe("Course not found");
      for (const id of ["abc", "0", "-1", "1.5", "2147483648"]) {
        expectError(await get(`/api/courses/${id}/trust`), 400);
      }
    });
  });

  describe("GET /api/export/trust-scores.jsonl", () => {
    it("streams one TrustExportLine per course, in id order, as a download", async () => {
      const course = await createCourse(t.db, { salesCopy: HYPE_COPY });
      await inAppTransaction(t.db, (tx, emit) => rescoreCourse(tx, emit, course.id));
      const unscored = await createCourse(t.db);

      const res = await get("/api/export/trust-scores.jsonl");
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/x-ndjson; charset=utf-8");
      expect(res.headers["content-disposition"]).toBe(`attachment; filename="${EXPORT_FILE_NAME}"`);
      const lines = await exportLines();
      const [total] = await t.db.select({ n: count() }).from(courses);
      expect(lines.length).toBe(total?.n);
      const ids = lines.map((l) => l.courseId);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(new Set(ids).size).toBe(ids.length);

      const [row] = await t.db.select().from(courses).where(eq(courses.id, course.id));
      const line = lines.find((l) => l.courseId === course.id);
      const findings = detectCourse(course);
      expect(line).toMatchObject({
        title: course.title,
        creator: expect.stringMatching(/^Fixture Creator /),
        category: "Affiliate Marketing",
        trustScore: row?.trustScore,
        computedAt: row?.trustComputedAt?.toISOString(),
        redFlags: findings.redFlags.map((f) => ({
          category: f.category,
          severity: f.severity,
          phrase: f.phrase,
        })),
        positives: findings.positives.map((f) => ({ category: f.category, phrase: f.phrase })),
      });
      expect(line?.factors?.length).toBe(4);
      expect(line?.band).toMatch(
        /^(highly-legitimate|generally-trustworthy|proceed-with-caution|high-risk)$/,
      );
      expect(lines.find((l) => l.courseId === unscored.id)).toMatchObject({
        trustScore: null,
        band: null,
        confidence: null,
        factors: null,
        computedAt: null,
      });
      // Every seeded course is scored, with its evidence.
      const seeded = lines.filter((l) => l.trustScore !== null);
      expect(seeded.length).toBeGreaterThanOrEqual(240);
      for (const l of seeded) expect(l.factors?.every((f) => f.evidence.length > 0)).toBe(true);
    });

    it("reads in keyset batches: small batches give exactly the same lines", async () => {
      const whole: unknown[] = [];
      for await (const chunk of createTrustService(t.db).exportLines()) whole.push(...chunk);
      const batched: unknown[] = [];
      let chunks = 0;
      for await (const chunk of createTrustService(t.db, { exportBatch: 37 }).exportLines()) {
        chunks += 1;
        expect(chunk.length).toBeLessThanOrEqual(37);
        batched.push(...chunk);
      }
      expect(batched).toEqual(whole);
      expect(chunks).toBe(Math.ceil(whole.length / 37));
    });

    it("compresses the stream for a client that accepts gzip", async () => {
      const plain = await get("/api/export/trust-scores.jsonl");
      const res = await t.app.inject({
        method: "GET",
        url: "/api/export/trust-scores.jsonl",
        headers: { "accept-encoding": "gzip" },
        remoteAddress: uniqueAddress(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe("gzip");
      const text = gunzipSync(res.rawPayload).toString("utf8");
      expect(text).toBe(plain.body);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    });

    it("answers HEAD with the headers only", async () => {
      const res = await t.app.inject({
        method: "HEAD",
        url: "/api/export/trust-scores.jsonl",
        remoteAddress: uniqueAddress(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-disposition"]).toBe(`attachment; filename="${EXPORT_FILE_NAME}"`);
      expect(res.body).toBe("");
    });

    it(`allows ${EXPORT_PER_MINUTE} downloads a minute per address, then 429 with Retry-After`, async () => {
      const address = uniqueAddress();
      for (let i = 0; i < EXPORT_PER_MINUTE; i++) {
        expect((await get("/api/export/trust-scores.jsonl", address)).statusCode).toBe(200);
      }
      const limited = await get("/api/export/trust-scores.jsonl", address);
      expectError(limited, 429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect((await get("/api/export/trust-scores.jsonl")).statusCode).toBe(200);
    });

    it("is described in the OpenAPI document, with its line schema", async () => {
      const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
        paths: Record<string, Record<string, { tags?: string[]; responses: Record<string, unknown> }>>;
      };
      const exportPath = doc.paths["/api/export/trust-scores.jsonl"]?.get;
      expect(exportPath?.tags).toEqual(["open data"]);
      expect(JSON.stringify(exportPath?.responses["200"])).toContain("application/x-ndjson");
      expect(JSON.stringify(exportPath?.responses["200"])).toContain("TrustExportLine");
      expect(doc.paths["/api/courses/{id}/trust"]?.get?.tags).toEqual(["open data"]);
    });
  });
});
