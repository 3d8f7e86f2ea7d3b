// The one request helper: JSON in, JSON out, cookies always, no HTTP cache,
// a 15-second timeout, and errors whose messages the catalogue fixes.
import type { z } from "zod";
import { logWarning } from "./logger";

export const REQUEST_TIMEOUT_MS = 15_000;
const ERROR_BODY_LIMIT = 400;

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RequestOptions {
  /** Overrides the 15-second timeout (tests use a short one). */
  timeoutMs?: number;
  /** Cancels the request without it counting as a failure (TanStack Query passes one). */
  signal?: AbortSignal;
  /** Statuses the caller expects and handles (the me call's 401 = guest): still thrown, not logged. */
  expectedStatuses?: readonly number[];
}

/** How a request reaches the API: the browser's fetch, or the server's own router when it renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/**
 * Replaces the transport; only the server's page renderer does this (src/server/plugins/page-render.ts),
 * so a page rendered on the server asks the API in-process instead of over the network.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** A non-OK response. `message` is the catalogue's text; `serverMessage` is what a form shows. */
export class HttpError extends Error {
  readonly isHttpError = true;
  readonly status: number;
  readonly statusText: string;
  readonly url: string;
  /** The parsed JSON body, or the raw text when it was not JSON, or null when unreadable. */
  readonly data: unknown;
  /** The server's `{ "error": "..." }` text, when it sent one. */
  readonly serverError: string | undefined;
  /** Seconds from a Retry-After header (429), when present. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: {
    message: string;
    status: number;
    statusText: string;
    url: string;
    data: unknown;
    serverError: string | undefined;
    retryAfterSeconds: number | undefined;
  }) {
    super(init.message);
    this.name = "HttpError";
    this.status = init.status;
    this.statusText = init.statusText;
    this.url = init.url;
    this.data = init.data;
    this.serverError = init.serverError;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  /** The API error's message: the server's error field, else 'HTTP {status}'. */
  get serverMessage(): string {
    return this.serverError ?? `HTTP ${this.status}`;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

function parseRetryAfter(value: string | null): number | undefined {
  if (value === null) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(value);
  if (Number.isFinite(date)) return Math.max(0, Math.round((date - Date.now()) / 1000));
  return undefined;
}

async function toHttpError(response: Response, url: string): Promise<HttpError> {
  let text: string | null = null;
  try {
    text = await response.text();
  } catch {
    text = null;
  }
  let data: unknown = text;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  // The contracts (and zod) load on demand, so the app shell can paint without them.
  const { ErrorResponse } = await import("../../shared/contracts/common");
  const parsed = ErrorResponse.safeParse(data);
  const head = `HTTP ${response.status} ${response.statusText} for ${url}`;
  return new HttpError({
    message: text ? `${head}: ${text.slice(0, ERROR_BODY_LIMIT)}` : head,
    status: response.status,
    statusText: response.statusText,
    url,
    data,
    serverError: parsed.success ? parsed.data.error : undefined,
    retryAfterSeconds: parseRetryAfter(response.headers.get("Retry-After")),
  });
}

/**
 * Sends one request. A body (JSON) is sent only when given; mutating calls pass `{}` when they have
 * nothing to say, because the server refuses state changes without a JSON body. Resolves with the
 * OK response; rejects with HttpError, 'Request timeout', 'Fetch failed for {url}: {reason}' or
 * 'Network error'.
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const outer = options.signal;
  const forwardAbort = () => controller.abort();
  if (outer?.aborted) controller.abort();
  outer?.addEventListener("abort", forwardAbort, { once: true });

  try {
    let response: Response;
    try {
      response = await transport(url, {
        method,
        credentials: "include",
        cache: "no-store",
        headers: body === undefined ? undefined : { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
    } catch (cause) {
      if (timedOut) throw new Error("Request timeout");
      // Cancelled by the caller (a query that is no longer needed): not a failure, not logged.
      if (outer?.aborted) throw cause;
      throw cause instanceof Error && cause.message
        ? new Error(`Fetch failed for ${url}: ${cause.message}`)
        : new Error("Network error");
    }
    if (!response.ok) throw await toHttpError(response, url);
    return response;
  } catch (error) {
    const expected = isHttpError(error) && options.expectedStatuses?.includes(error.status);
    if (!outer?.aborted && !expected) {
      logWarning(`${method} ${url} failed`, error instanceof Error ? error.message : error);
    }
    throw error;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener("abort", forwardAbort);
  }
}

/**
 * A response contract, or a loader for one: the shell's calls pass a loader so that zod and the
 * contracts are fetched in parallel with the first request instead of delaying the first paint.
 */
export type SchemaSource<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

function resolveSchema<T>(source: SchemaSource<T>): Promise<z.ZodType<T>> {
  return typeof source === "function" ? source() : Promise.resolve(source);
}

/** GET a JSON resource and check it against its shared contract. */
export async function getJson<T>(url: string, schema: SchemaSource<T>, options?: RequestOptions): Promise<T> {
  const [response, contract] = await Promise.all([
    apiRequest("GET", url, undefined, options),
    resolveSchema(schema),
  ]);
  return contract.parse(await response.json());
}

/** Send a JSON body and check the JSON answer against its shared contract. */
export async function sendJson<T>(
  method: Exclude<HttpMethod, "GET">,
  url: string,
  body: unknown,
  schema: SchemaSource<T>,
  options?: RequestOptions,
): Promise<T> {
  const [response, contract] = await Promise.all([
    apiRequest(method, url, body, options),
    resolveSchema(schema),
  ]);
  return contract.parse(await response.json());
}
