// The prose-writing interface both AI engines share. A task carries the engine's facts and the
// engine's own deterministic text (the fallback); a provider either returns that text at once (the
// built-in engine) or asks an OpenAI-compatible model to write it, validated by the task's schema.
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import { DETECTOR_VERSION } from "../detector/detector";
import { createOpenAiProvider, DEFAULT_OPENAI_MODEL } from "./openai-provider";
import { type AiProvider, NO_TOKENS, type ProseOutcome, type ProseTask } from "./prose";

export type { AiProvider, ProseOutcome, ProseTask } from "./prose";

/** The engine whose text a response shows: the model when it wrote the prose, else the built-in version. */
export function engineOf(outcome: Pick<ProseOutcome<unknown>, "model" | "usedFallback">): string {
  return outcome.usedFallback ? DETECTOR_VERSION : outcome.model;
}

/** The model name AI usage logs carry for a call that failed before any prose was written. */
export function configuredModel(config: Config["ai"]): string {
  return config.provider === "openai" ? (config.model ?? DEFAULT_OPENAI_MODEL) : DETECTOR_VERSION;
}

export const builtinProvider: AiProvider = {
  name: "builtin",
  async write<T>(task: ProseTask<T>): Promise<ProseOutcome<T>> {
    return { value: task.fallback, model: DETECTOR_VERSION, usedFallback: true, error: null, ...NO_TOKENS };
  },
};

export function createAiProvider(config: Config["ai"], logger?: FastifyBaseLogger): AiProvider {
  if (config.provider === "openai" && config.baseUrl !== undefined) {
    return createOpenAiProvider(
      {
        baseUrl: config.baseUrl,
        apiKey: config.apiKey,
        model: config.model ?? DEFAULT_OPENAI_MODEL,
        timeoutMs: config.timeoutMs,
      },
      logger,
    );
  }
  return builtinProvider;
}
