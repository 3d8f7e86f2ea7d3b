// The LLM option measured with the evaluation script: each scored text is also sent to the claim
// judge and its checked findings are merged, then both questions are asked again. With
// AI_PROVIDER=openai and AI_BASE_URL set it uses that endpoint; otherwise it starts the test suite's
// local fake server with a deliberately naive judge (it quotes sentences that mention money and adds
// one phrase that is not in the text), which measures the plumbing and the phrase check, not a model.

import { addFindings } from "../detector/merge";
import { judgeClaims } from "../providers/claim-judge";
import { completion, sendJson, startFakeOpenAiServer } from "../providers/fake-openai-server";
import { createOpenAiProvider, DEFAULT_OPENAI_MODEL } from "../providers/openai-provider";
import { type ScoredItem, summarise } from "./cross-source";

/** The fake judge's answer for one request: money sentences, plus an invented phrase to be dropped. */
export function naiveJudgeAnswer(body: { messages?: Array<{ role: string; content: string }> }): string {
  const facts = JSON.parse(body.messages?.find((m) => m.role === "user")?.content ?? "{}") as {
    fields?: Array<{ text: string }>;
  };
  const text = facts.fields?.map((f) => f.text).join("\n") ?? "";
  const sentences = text
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((s) => /\b(?:earn|make|profit|income|rich)\w*\b/i.test(s));
  const findings = sentences
    .slice(0, 2)
    .map((phrase) => ({ phrase, category: "earnings-claim", reason: "mentions earnings" }));
  findings.push({
    phrase: "Guaranteed one million dollars a day",
    category: "guarantee",
    reason: "invented",
  });
  return JSON.stringify({ findings });
}

export interface LlmEvalStats {
  judged: number;
  added: number;
  dropped: number;
  failures: number;
}

export async function withLlmJudge(
  items: readonly ScoredItem[],
  stats?: LlmEvalStats,
): Promise<ScoredItem[]> {
  const real = process.env.AI_PROVIDER === "openai" && process.env.AI_BASE_URL;
  const fake = real ? null : await startFakeOpenAiServer();
  fake?.handle((request, response) => sendJson(response, 200, completion(naiveJudgeAnswer(request.body))));
  const provider = createOpenAiProvider({
    baseUrl: real ? process.env.AI_BASE_URL! : fake!.baseUrl,
    apiKey: process.env.AI_API_KEY,
    model: process.env.AI_MODEL ?? (real ? DEFAULT_OPENAI_MODEL : "fake-judge"),
    timeoutMs: Number(process.env.AI_TIMEOUT_SECONDS ?? 20) * 1000,
  });
  const out: ScoredItem[] = [];
  try {
    for (const s of items) {
      const fields = [{ field: "text" as const, text: s.item.text }];
      const judged = await judgeClaims(provider, fields);
      if (stats) {
        stats.judged++;
        stats.added += judged.findings.length;
        stats.dropped += judged.dropped.length;
        if (judged.outcome.usedFallback) stats.failures++;
      }
      out.push({ ...s, ...summarise(addFindings(s.detection, judged.findings)) });
    }
  } finally {
    await fake?.close();
  }
  return out;
}
