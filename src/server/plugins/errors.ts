// One error handler, one JSON error shape: `{ "error": "message" }` (ARCHITECTURE.md), with the
// fields an endpoint's error schema adds (a duplicate's 409 names the course). Bad input is a 4xx
// with a message a person can act on; only our own faults are 500s.
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError } from "../lib/errors";

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

function describeValidation(context: string | undefined, issues: ValidationIssue[]): string {
  const first = issues[0];
  if (!first) return "Invalid request.";
  const path = first.params?.issue?.path?.map(String).join(".") ?? first.instancePath?.replace(/^\//, "");
  const where = [context, path].filter(Boolean).join(".");
  const message = first.params?.issue?.message ?? first.message ?? "is invalid";
  // Our own contract messages are whole sentences a form can show as they are
  // ("Please choose a rating from 1 to 5."); zod's defaults need the field named.
  if (/^[A-Z].*[.!?]$/.test(message)) return message;
  return where ? `Invalid ${where}: ${message}` : `Invalid request: ${message}`;
}

const FASTIFY_CODES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: "Send JSON with Content-Type: application/json.",
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    message: "The JSON body is empty; send {} when there is nothing to send.",
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: "The request body is not valid JSON." },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: "The request body is too large." },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: "Content-Length does not match the body." },
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ error: error.message, ...error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .code(400)
        .send({ error: describeValidation(error.validationContext, error.validation as ValidationIssue[]) });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.code(known.status).send({ error: known.message });
    if (error instanceof SyntaxError) {
      return reply.code(400).send({ error: "The request body is not valid JSON." });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, "response does not match its schema");
      return reply.code(500).send({ error: "Internal server error." });
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: error.message || "Bad request." });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ error: "Internal server error." });
  });
}
