// The prose-writing types every provider shares (provider.ts builds one; openai-provider.ts is one;
// claim-judge.ts uses one). In a file of their own so that no provider imports provider.ts, which
// imports them.
import type { z } from "zod";

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

/** The token counts a model reported; null where it reported none (and for the built-in engine). */
export interface Tokens {
  promptTokens: number | null;
  completionTokens: number | null;
  totalTokens: number | null;
}

export const NO_TOKENS: Tokens = { promptTokens: null, completionTokens: null, totalTokens: null };

export interface ProseOutcome<T> extends Tokens {
  value: T;
  /** The configured model, or the built-in engine's version ("builtin-2"). */
  model: string;
  /** true when `value` is the task's fallback (always for the built-in engine). */
  usedFallback: boolean;
  /** Why a provider's answer was not used (HTTP error, timeout, invalid JSON or schema); null otherwise. */
  error: string | null;
}

export interface AiProvider {
  /** "builtin" or "openai". */
  readonly name: string;
  /** Never rejects: any failure gives the fallback with `error` set. */
  write<T>(task: ProseTask<T>): Promise<ProseOutcome<T>>;
}
