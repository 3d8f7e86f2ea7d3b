// Input PostgreSQL cannot store: a text value may not contain the NUL character, and the driver
// fails on one with an error that would otherwise surface as a 500. One check, before every
// route's validation, covers every query string, path parameter and JSON body.
import type { FastifyInstance } from "fastify";
import { BadRequestError } from "../lib/errors";

export const NUL_REFUSED = "The request contains a character that is not allowed (NUL).";

/**
 * Whether any string in a parsed query, params or JSON body (keys included) holds a NUL. Walks with
 * its own stack, so a deeply nested body cannot overflow the call stack.
 */
export function containsNul(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (value.includes("\u0000")) return true;
    } else if (Array.isArray(value)) {
      pending.push(...value);
    } else if (value !== null && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        if (key.includes("\u0000")) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (containsNul(request.query) || containsNul(request.params) || containsNul(request.body)) {
      throw new BadRequestError(NUL_REFUSED);
    }
  });
}
