// The AI routes with AI_PROVIDER=openai against a local server speaking the protocol: the model's
// prose is used (and logged with its model name and token counts); a broken server gives the
// built-in text, and the log records the error.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DeepAnalysis, DeepReport, QuickLook } from "../../../shared/contracts/ai";
import { DETECTOR_VERSION } from "../../analysis/detector/detector";
import {
  completion,
  type FakeOpenAiServer,
  sendJson,
  startFakeOpenAiServer,
} from "../../analysis/providers/fake-openai-server";
import { aiUsageLogs } from "../../db/schema/analyzer";
import { createCourse } from "../../test/catalog-fixtures";
import { createTestApp, postFrom, type TestApp } from "../../test/test-app";
import { memberOn, redFlag, setFindings } from "./ai-test-helpers";

const MODEL = "fixture-model-7b";

describe("AI routes with an OpenAI-compatible provider", () => {
  let server: FakeOpenAiServer;
  let t: TestApp;

  beforeAll(async () => {
    server = await startFakeOpenAiServer();
    t = await createTestApp({
      AI_PROVIDER: "openai",
      AI_BASE_URL: server.baseUrl,
      AI_MODEL: MODEL,
      AI_API_KEY: "sk-fixture",
      AI_TIMEOUT_SECONDS: "1",
    });
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  const look = (courseId: number) => postFrom(t.app, "/api/ai/analyze-course", { courseId, detail: false });
  /** A full report of the course for a new Pro member (request key `provider_<id>_<suffix>`). */
  const deepAnalyzeAsPro = async (courseId: number, suffix: string) => {
    const { cookie } = await memberOn(t.app, t.db, "pro");
    return postFrom(
      t.app,
      "/api/ai/deep-analyze",
      { courseId, requestKey: `provider_${courseId}_${suffix}` },
      { cookie },
    );
  };
  const logsOf = (courseId: number) =>
    t.db.select().from(aiUsageLogs).where(eq(aiUsageLogs.courseId, courseId));

  it("uses the model's quick look answer and logs the model and its tokens", async () => {
    const course = await createCourse(t.db);
    await setFindings(t.db, course.id, {
      redFlags: [redFlag("$5k a week", { severity: "high" })],
      positives: [],
    });
    server.answerJson(
      { answer: "The model says: be careful with “$5k a week”." },
      { prompt_tokens: 321, completion_tokens: 45, total_tokens: 366 },
    );
    const res = await look(course.id);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as QuickLook).answer).toBe("The model says: be careful with “$5k a week”.");

    const request = server.requests.at(-1)!;
    expect(request.headers.authorization).toBe("Bearer sk-fixture");
    expect(request.body.model).toBe(MODEL);
    const facts = JSON.parse(request.body.messages![1]!.content) as {
      strongestRedFlags: Array<{ phrase: string }>;
    };
    expect(facts.strongestRedFlags.map((f) => f.phrase)).toEqual(["$5k a week"]);

    const [log] = await logsOf(course.id);
    expect(log).toMatchObject({
      route: "/api/ai/analyze-course",
      model: MODEL,
      promptTokens: 321,
      completionTokens: 45,
      totalTokens: 366,
      error: null,
    });
  });

  it("falls back to the built-in text when the server fails, and logs the error", async () => {
    const course = await createCourse(t.db);
    server.handle((_req, res) => sendJson(res, 500, JSON.stringify({ error: "overloaded" })));
    const res = await look(course.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as QuickLook;
    expect(body.answer).toMatch(/trust score \d+\/100/i);
    const [log] = await logsOf(course.id);
    expect(log).toMatchObject({
      model: MODEL,
      error: "The AI provider answered HTTP 500.",
      totalTokens: null,
    });
  });

  it("falls back when the model is slower than AI_TIMEOUT_SECONDS", async () => {
    const course = await createCourse(t.db);
    server.handle(async (_req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 1800));
      if (!res.destroyed) sendJson(res, 200, completion(JSON.stringify({ answer: "Too late." })));
    });
    const res = await look(course.id);
    expect(res.statusCode).toBe(200);
    expect((res.json() as QuickLook).answer).not.toBe("Too late.");
    const [log] = await logsOf(course.id);
    expect(log!.error).toMatch(/did not answer within 1000 ms/);
  });

  it("uses the model's full report (confidence stays the score's) and names the model as the engine", async () => {
    const course = await createCourse(t.db);
    const written: DeepReport = {
      overview: "Written by the model.",
      credibilitySignals: ["Price stated"],
      claimRealityCheck: "No income claims.",
      risks: ["No reviews yet"],
      recommendation: "Read the refund terms.",
      confidence: 99,
    };
    server.answerJson(written);
    const res = await deepAnalyzeAsPro(course.id, "key");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as DeepAnalysis;
    expect(body.engine).toBe(MODEL);
    expect(body.report).toMatchObject({ ...written, confidence: expect.any(Number) });
    expect(body.report.confidence).not.toBe(99);
    const draft = JSON.parse(server.requests.at(-1)!.body.messages![1]!.content) as { draft: DeepReport };
    expect(body.report.confidence).toBe(draft.draft.confidence);
    const [log] = await logsOf(course.id);
    expect(log).toMatchObject({ route: "/api/ai/deep-analyze", model: MODEL, totalTokens: 150 });
  });

  it("keeps the built-in report when the model's report breaks the schema", async () => {
    const course = await createCourse(t.db);
    server.answerJson({ overview: "" });
    const res = await deepAnalyzeAsPro(course.id, "bad");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as DeepAnalysis;
    expect(body.engine).toBe(DETECTOR_VERSION);
    expect(body.report.overview).toContain(course.title);
    const [log] = await logsOf(course.id);
    expect(log!.model).toBe(MODEL);
    expect(log!.error).toMatch(/does not match the expected shape/);
  });
});
