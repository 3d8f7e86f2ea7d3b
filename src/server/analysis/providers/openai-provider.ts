// An OpenAI-compatible chat-completions client (any server speaking that protocol). It writes the
// prose parts from the engine's facts; whatever comes back must parse as JSON and match the task's
// zod schema, or the built-in text is used instead. It never throws.
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { type AiProvider, NO_TOKENS, type ProseOutcome, type ProseTask, type Tokens } from "./prose";

/** Used when AI_MODEL is unset. */
export const DEFAULT_OPENAI_MODEL = "gpt-4o-mini";

/** A provider's answer larger than this is refused (no prose we ask for comes near it). */
const MAX_RESPONSE_BYTES = 1024 * 1024;
const MAX_ERROR_LENGTH = 300;

export interface OpenAiProviderOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

const CompletionResponse = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullable().optional() }).passthrough() }))
    .min(1),
  usage: z
    .object({
      prompt_tokens: z.number().int().min(0).optional(),
      completion_tokens: z.number().int().min(0).optional(),
      total_tokens: z.number().int().min(0).optional(),
    })
    .nullish(),
});

class ProviderFailure extends Error {
  constructor(
    message: string,
    readonly tokens: Tokens = NO_TOKENS,
  ) {
    super(message);
  }
}

function schemaText(schema: z.ZodType): string {
  try {
    return JSON.stringify(z.toJSONSchema(schema, { unrepresentable: "any" }));
  } catch {
    return "(the shape of the example answer)";
  }
}

/** Models sometimes wrap JSON in a Markdown fence even when asked not to. */
function stripFence(content: string): string {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(content);
  return fenced ? fenced[1]! : content;
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof ProviderFailure) return error.message;
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return `The AI provider did not answer within ${timeoutMs} ms.`;
  }
  const reason = error instanceof Error ? error.message : String(error);
  return `The AI provider could not be reached: ${reason}`;
}

async function readLimited(response: Response): Promise<string> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > MAX_RESPONSE_BYTES) throw new ProviderFailure("The AI provider's answer is too large.");
  const text = await response.text();
  if (Buffer.byteLength(text) > MAX_RESPONSE_BYTES) {
    throw new ProviderFailure("The AI provider's answer is too large.");
  }
  return text;
}

export function createOpenAiProvider(options: OpenAiProviderOptions, logger?: FastifyBaseLogger): AiProvider {
  const endpoint = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;

  async function call<T>(task: ProseTask<T>): Promise<{ value: T; tokens: Tokens }> {
    const headers: Record<string, string> = {
      "content-type": "application/json",
      accept: "application/json",
    };
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
    const response = await fetch(endpoint, {
      method: "POST",
      headers,
      signal: AbortSignal.timeout(options.timeoutMs),
      body: JSON.stringify({
        model: options.model,
        temperature: 0,
        response_format: { type: "json_object" },
        messages: [
          {
            role: "system",
            content:
              `${task.instructions}\n\nUse only the facts you are given; never invent names, numbers or ` +
              `outcomes. Answer with JSON only, matching this JSON Schema: ${schemaText(task.schema)}`,
          },
          { role: "user", content: JSON.stringify(task.facts) },
        ],
      }),
    });
    const body = await readLimited(response);
    if (!response.ok) throw new ProviderFailure(`The AI provider answered HTTP ${response.status}.`);

    let parsedBody: unknown;
    try {
      parsedBody = JSON.parse(body);
    } catch {
      throw new ProviderFailure("The AI provider's response is not JSON.");
    }
    const completion = CompletionResponse.safeParse(parsedBody);
    if (!completion.success) {
      throw new ProviderFailure("The AI provider's response is not a chat completion.");
    }
    const usage = completion.data.usage;
    const tokens: Tokens = {
      promptTokens: usage?.prompt_tokens ?? null,
      completionTokens: usage?.completion_tokens ?? null,
      totalTokens:
        usage?.total_tokens ??
        (usage?.prompt_tokens !== undefined && usage?.completion_tokens !== undefined
          ? usage.prompt_tokens + usage.completion_tokens
          : null),
    };
    const content = completion.data.choices[0]?.message.content;
    if (typeof content !== "string" || content.trim() === "") {
      throw new ProviderFailure("The model's answer is empty.", tokens);
    }
    let answer: unknown;
    try {
      answer = JSON.parse(stripFence(content));
    } catch {
      throw new ProviderFailure("The model's answer is not valid JSON.", tokens);
    }
    const checked = task.schema.safeParse(answer);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const where = issue?.path.length ? ` at ${issue.path.join(".")}` : "";
      throw new ProviderFailure(
        `The model's answer does not match the expected shape${where}: ${issue?.message ?? "invalid"}`,
        tokens,
      );
    }
    return { value: checked.data, tokens };
  }

  return {
    name: "openai",
    async write<T>(task: ProseTask<T>): Promise<ProseOutcome<T>> {
      try {
        const { value, tokens } = await call(task);
        return { value, model: options.model, usedFallback: false, error: null, ...tokens };
      } catch (error) {
        const message = describeFailure(error, options.timeoutMs).slice(0, MAX_ERROR_LENGTH);
        logger?.warn(
          { task: task.name, model: options.model, reason: message },
          "AI provider failed; built-in text used",
        );
        const tokens = error instanceof ProviderFailure ? error.tokens : NO_TOKENS;
        return { value: task.fallback, model: options.model, usedFallback: true, error: message, ...tokens };
      }
    },
  };
}
