// The OpenAI-compatible provider against a local server speaking the protocol: a valid answer is
// used with its token counts; invalid JSON, a schema-violating answer, an HTTP error and a slow
// server each give the built-in fallback with the reason.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { DETECTOR_VERSION } from "../detector/detector";
import { completion, type FakeOpenAiServer, sendJson, startFakeOpenAiServer } from "./fake-openai-server";
import { builtinProvider, createAiProvider, engineOf, type ProseTask } from "./provider";

const Answer = z.object({ answer: z.string().min(1) });
const task: ProseTask<{ answer: string }> = {
  name: "test",
  instructions: "Summarise the findings in one sentence.",
  facts: { title: "Fixture course", redFlags: ["earnings-claim"] },
  schema: Answer,
  fallback: { answer: "Built-in text." },
};

describe("OpenAI-compatible provider", () => {
  let server: FakeOpenAiServer;
  const provider = (overrides: { apiKey?: string; timeoutMs?: number; model?: string } = {}) =>
    createAiProvider({
      provider: "openai",
      baseUrl: server.baseUrl,
      apiKey: overrides.apiKey,
      model: overrides.model ?? "test-model-1",
      timeoutMs: overrides.timeoutMs ?? 2000,
    });

  beforeAll(async () => {
    server = await startFakeOpenAiServer();
  });
  afterAll(async () => server?.close());
  beforeEach(() => {
    server.requests.length = 0;
  });

  it("posts a chat completion and uses a valid answer with its token counts", async () => {
    server.answerJson(
      { answer: "From the model." },
      { prompt_tokens: 11, completion_tokens: 7, total_tokens: 18 },
    );
    const outcome = await provider({ apiKey: "sk-test" }).write(task);
    expect(outcome).toEqual({
      value: { answer: "From the model." },
      model: "test-model-1",
      usedFallback: false,
      promptTokens: 11,
      completionTokens: 7,
      totalTokens: 18,
      error: null,
    });
    expect(engineOf(outcome)).toBe("test-model-1");

    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request!.path).toBe("/v1/chat/completions");
    expect(request!.headers.authorization).toBe("Bearer sk-test");
    expect(request!.body).toMatchObject({
      model: "test-model-1",
      temperature: 0,
      response_format: { type: "json_object" },
    });
    const [system, user] = request!.body.messages!;
    expect(system!.role).toBe("system");
    expect(system!.content).toContain(task.instructions);
    expect(system!.content).toMatch(/JSON only/);
    expect(user).toEqual({ role: "user", content: JSON.stringify(task.facts) });
  });

  it("sends no Authorization header without an API key", async () => {
    server.answerJson({ answer: "ok" });
    await provider().write(task);
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
  });

  it("accepts an answer wrapped in a Markdown fence", async () => {
    server.handle((_req, res) => sendJson(res, 200, completion('```json\n{"answer":"Fenced."}\n```')));
    const outcome = await provider().write(task);
    expect(outcome.value).toEqual({ answer: "Fenced." });
    expect(outcome.usedFallback).toBe(false);
  });

  it("falls back on an answer that is not JSON, keeping the tokens spent", async () => {
    server.handle((_req, res) => sendJson(res, 200, completion("Sure! Here is your summary.")));
    const outcome = await provider().write(task);
    expect(outcome).toMatchObject({
      value: task.fallback,
      model: "test-model-1",
      usedFallback: true,
      totalTokens: 150,
    });
    expect(outcome.error).toMatch(/not valid JSON/);
    expect(engineOf(outcome)).toBe(DETECTOR_VERSION);
  });

  it("falls back on JSON that does not match the schema", async () => {
    server.answerJson({ answer: 42 });
    const outcome = await provider().write(task);
    expect(outcome.value).toEqual(task.fallback);
    expect(outcome.usedFallback).toBe(true);
    expect(outcome.error).toMatch(/does not match the expected shape at answer/);
  });

  it("falls back on a body that is not a chat completion", async () => {
    server.handle((_req, res) => sendJson(res, 200, JSON.stringify({ hello: "world" })));
    const outcome = await provider().write(task);
    expect(outcome.value).toEqual(task.fallback);
    expect(outcome.error).toMatch(/not a chat completion/);
    expect(outcome.totalTokens).toBeNull();
  });

  it("falls back on an HTTP 500", async () => {
    server.handle((_req, res) => sendJson(res, 500, JSON.stringify({ error: { message: "boom" } })));
    const outcome = await provider().write(task);
    expect(outcome).toMatchObject({ value: task.fallback, usedFallback: true, model: "test-model-1" });
    expect(outcome.error).toBe("The AI provider answered HTTP 500.");
  });

  it("falls back when the server is slower than the timeout", async () => {
    server.handle(async (_req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      if (!res.destroyed) sendJson(res, 200, completion(JSON.stringify({ answer: "Too late." })));
    });
    const started = Date.now();
    const outcome = await provider({ timeoutMs: 200 }).write(task);
    expect(Date.now() - started).toBeLessThan(1200);
    expect(outcome.value).toEqual(task.fallback);
    expect(outcome.error).toBe("The AI provider did not answer within 200 ms.");
  });

  it("falls back when nothing listens at the address", async () => {
    const outcome = await createAiProvider({
      provider: "openai",
      baseUrl: "http://127.0.0.1:9/v1",
      model: "m",
      timeoutMs: 2000,
    }).write(task);
    expect(outcome.value).toEqual(task.fallback);
    expect(outcome.error).toMatch(/could not be reached/);
  });
});

describe("built-in provider", () => {
  it("is chosen by default and returns the fallback at once", async () => {
    const provider = createAiProvider({ provider: "builtin", timeoutMs: 1000 });
    expect(provider).toBe(builtinProvider);
    const outcome = await provider.write(task);
    expect(outcome).toEqual({
      value: task.fallback,
      model: DETECTOR_VERSION,
      usedFallback: true,
      promptTokens: null,
      completionTokens: null,
      totalTokens: null,
      error: null,
    });
  });
});
