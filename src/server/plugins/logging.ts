// What the request log may record (docs/security.md "Logs"): never a secret or personal data, even
// when a client puts one in a query string (a clicked /reset-password?token=… link, a form that
// was sent with GET). Query parameters whose names say they hold a secret or an address are
// replaced by [REDACTED] in the logged URL, as is a value that itself carries such a parameter
// (next=/reset-password?token=…); cookies, Set-Cookie and Authorization are redacted wherever a log
// line includes headers.
import type { FastifyRequest, FastifyServerOptions } from "fastify";
import { type DestinationStream, stdSerializers } from "pino";
import { isQueryOrDatabaseError, safeErrorSummary } from "../lib/safe-error";

export const REDACTED = "[REDACTED]";

/**
 * Parameter names that hold a secret or personal data: any name containing one of these words,
 * case-insensitively ("reset_token", "X-Amz-Signature", "client_secret", "newPassword").
 */
const SECRET_WORDS = [
  "pass",
  "pwd",
  "token",
  "secret",
  "signature",
  "credential",
  "authorization",
  "session",
  "email",
  "phone",
  "otp",
];
/** Short names that mean a secret only on their own ("code", "key"), not inside a word ("zipcode", "author"). */
const SECRET_NAMES = new Set([
  "code",
  "key",
  "sig",
  "auth",
  "apikey",
  "api_key",
  "jwt",
  "nonce",
  "state",
  "ticket",
]);

export function isSecretParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return SECRET_NAMES.has(lower) || SECRET_WORDS.some((word) => lower.includes(word));
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

/** A query string with every secret parameter's value replaced (names and order kept). */
function redactQuery(query: string, depth: number): string {
  return query
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      if (equals < 0) return pair;
      const name = pair.slice(0, equals);
      const value = pair.slice(equals + 1);
      if (isSecretParameter(decode(name))) return `${name}=${REDACTED}`;
      // A value that is itself a URL with a query (next=, returnTo=) is judged by its parameters.
      const inner = decode(value);
      const question = inner.indexOf("?");
      if (depth > 0 && question >= 0) {
        const cleaned = redactQuery(inner.slice(question + 1), depth - 1);
        if (cleaned !== inner.slice(question + 1)) return `${name}=${REDACTED}`;
      }
      return pair;
    })
    .join("&");
}

/**
 * Paths whose whole query is personal: GET /api/lookup carries the page a person is looking at and
 * its seller (docs/extension.md "Privacy"), so none of it is logged.
 */
const PRIVATE_QUERY_PATHS: ReadonlySet<string> = new Set(["/api/lookup"]);

/** The request URL as the log may show it: the path, and the query with secrets redacted. */
export function redactUrl(url: string): string {
  const question = url.indexOf("?");
  if (question < 0) return url;
  if (PRIVATE_QUERY_PATHS.has(url.slice(0, question))) return `${url.slice(0, question + 1)}${REDACTED}`;
  return `${url.slice(0, question + 1)}${redactQuery(url.slice(question + 1), 2)}`;
}

/** Fastify's logger: the level, the redacting request serializer, and where lines go. */
export function loggerOptions(
  level: string,
  destination?: DestinationStream,
): NonNullable<FastifyServerOptions["logger"]> {
  return {
    level,
    ...(destination ? { stream: destination } : {}),
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'req.headers["proxy-authorization"]',
        'res.headers["set-cookie"]',
        "headers.cookie",
        "headers.authorization",
      ],
      censor: REDACTED,
    },
    serializers: {
      // A failed query's error carries its parameters (a whole fetched page, say) and the
      // database's message quotes the refused value: such errors are logged as their safe summary.
      err(error: Error) {
        if (!isQueryOrDatabaseError(error)) return stdSerializers.err(error);
        const summary = safeErrorSummary(error);
        return { ...summary, stack: summary.stack ?? "" };
      },
      // Fastify's own request serializer, with the URL redacted.
      req(request: FastifyRequest) {
        // Also called for objects logged under `req` by hand, which may have no headers.
        const version = (request.headers as FastifyRequest["headers"] | undefined)?.["accept-version"];
        return {
          method: request.method,
          url: redactUrl(request.url),
          version: typeof version === "string" ? version : undefined,
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        };
      },
    },
  };
}
