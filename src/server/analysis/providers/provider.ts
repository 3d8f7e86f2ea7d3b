// The prose-writing interface both AI engines share. A task carries the engine's facts and the
// engine's own deterministic text (the fallback); a provider either returns that text at once (the
// built-in engine) or asks an OpenAI-compatible model to write it, validated by the task's schema.
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Config } from "../../config";
import { DETECTOR_VERSION } from "../detector/detector";
import { createOpenAiProvider, DEFAULT_OPENAI_MODEL } from "./openai-provider";

export interface ProseTask<T> {
  /** Short name for logs ("quick-look", "deep-report"). */
  name: string;
  /** What to write, for the model's system message. */
  instructions: string;
  /** Everything the model may use; sent as JSON. */
  facts: unknown;
  /** The answer must parse with this; anything else means the fallback is used. */
  schema: z.ZodType<T>;
  /** The built-in engine's own answer. */
  fallback: T;
}

export interface ProseOutcome<T> {
  value: T;
  /** The configured model, or the built-in engine's version ("builtin-2"). */
  model: string;
  /** true when `value` is the task's fallback (always for the built-in engine). */
  usedFallback: boolean;
  promptTokens: number | null;
  completionTokens: number | null;
  totalTokens: number | null;
  /** Why a provider's answer was not used (HTTP error, timeout, invalid JSON or schema); null otherwise. */
  error: string | null;
}

export interface AiProvider {
  /** "builtin" or "openai". */
  readonly name: string;
  /** Never rejects: any failure gives the fallback with `error` set. */
  write<T>(task: ProseTask<T>): Promise<ProseOutcome<T>>;
}

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
    return {
      value: task.fallback,
      model: DETECTOR_VERSION,
      usedFallback: true,
      promptTokens: null,
      completionTokens: null,
      totalTokens: null,
      error: null,
    };
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
