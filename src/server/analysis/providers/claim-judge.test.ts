import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { detect } from "../detector/detector";
import { addFindings } from "../detector/merge";
import { naiveJudgeAnswer } from "../eval/llm-eval";
import { judgeClaims, locatePhrase } from "./claim-judge";
import { completion, type FakeOpenAiServer, sendJson, startFakeOpenAiServer } from "./fake-openai-server";
import { createOpenAiProvider } from "./openai-provider";

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAiServer();
});
afterAll(async () => {
  await server.close();
});

const provider = () =>
  createOpenAiProvider({ baseUrl: server.baseUrl, model: "judge-test", timeoutMs: 5000 });
const text = "Learn to trade. Members make $3,000 a week with our signals. Cancel any time.";

describe("the LLM claim judge", () => {
  it("keeps only phrases that occur in the text, with their offsets, and merges them", async () => {
    server.handle((_request, response) =>
      sendJson(
        response,
        200,
        completion(
          JSON.stringify({
            findings: [
              { phrase: "Members make $3,000 a week", category: "earnings-claim", reason: "income figure" },
              {
                phrase: "members MAKE $3,000 a week with our signals",
                category: "trading-certainty",
                reason: "x",
              },
              { phrase: "Guaranteed riches for everyone", category: "guarantee", reason: "not in the text" },
              { phrase: "Cancel any time", category: "not-a-category", reason: "odd" },
            ],
          }),
        ),
      ),
    );
    const fields = [{ field: "text" as const, text }];
    const judged = await judgeClaims(provider(), fields);
    expect(judged.dropped).toEqual(["Guaranteed riches for everyone"]);
    expect(judged.findings).toHaveLength(3);
    for (const f of judged.findings) expect(text.slice(f.start, f.end)).toBe(f.phrase);
    expect(judged.findings.map((f) => f.category)).toEqual([
      "earnings-claim",
      "trading-certainty",
      "pitch-language",
    ]);
    const merged = addFindings(detect(fields), judged.findings);
    expect(merged.redFlags.some((f) => f.explanation.startsWith("Judged by the AI model judge-test"))).toBe(
      true,
    );
    const request = server.requests.at(-1)!;
    expect(request.body.messages?.[1]?.content).toContain("Members make $3,000 a week");
  });

  it("falls back to no findings when the provider fails", async () => {
    server.handle((_request, response) => sendJson(response, 500, "{}"));
    const judged = await judgeClaims(provider(), [{ field: "text", text }]);
    expect(judged.findings).toEqual([]);
    expect(judged.outcome.usedFallback).toBe(true);
  });

  it("the evaluation's naive fake judge always adds one invented phrase, which the check drops", async () => {
    server.handle((request, response) => sendJson(response, 200, completion(naiveJudgeAnswer(request.body))));
    const judged = await judgeClaims(provider(), [{ field: "text", text }]);
    expect(judged.dropped).toEqual(["Guaranteed one million dollars a day"]);
    expect(locatePhrase([{ field: "text", text }], "nowhere to be found")).toBeNull();
  });
});
