// Input the app will not take, refused before any route's validation:
// - a NUL character anywhere (PostgreSQL cannot store it in text, and the driver fails on one with
//   an error that would otherwise surface as a 500);
// - a list longer than MAX_LIST_ITEMS (no contract takes more than a few dozen items, and a long flat
//   array is the cheapest way to make every later step of a request slow).
// One walk covers every query string, path parameter and JSON body (docs/security.md "Requests").
import type { FastifyInstance } from "fastify";
import { AppError, BadRequestError } from "../lib/errors";

export const NUL_REFUSED = "The request contains a character that is not allowed (NUL).";
/** The longest list any request may carry; the longest a contract takes is far shorter. */
export const MAX_LIST_ITEMS = 1000;
export const LIST_TOO_LONG = `The request contains a list of more than ${MAX_LIST_ITEMS.toLocaleString("en-US")} items.`;

export type InputProblem = "nul" | "list-too-long";

/**
 * The first problem in a parsed query, params or JSON body (keys included), or null. Walks with its
 * own stack, one value at a time, so neither a deeply nested nor a very long body can overflow the
 * call stack (spreading a 130,000-item array into push() did).
 */
export function inputProblem(root: unknown): InputProblem | null {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (value.includes("\u0000")) return "nul";
    } else if (Array.isArray(value)) {
      if (value.length > MAX_LIST_ITEMS) return "list-too-long";
      for (const item of value) pending.push(item);
    } else if (value !== null && typeof value === "object") {
      for (const key in value) {
        if (!Object.hasOwn(value, key)) continue;
        if (key.includes("\u0000")) return "nul";
        pending.push((value as Record<string, unknown>)[key]);
      }
    }
  }
  return null;
}

/** Whether any string (or key) in the value holds a NUL. */
export function containsNul(root: unknown): boolean {
  return inputProblem(root) === "nul";
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    const problem = inputProblem(request.query) ?? inputProblem(request.params) ?? inputProblem(request.body);
    if (problem === "nul") throw new BadRequestError(NUL_REFUSED);
    if (problem === "list-too-long") throw new AppError(413, LIST_TOO_LONG);
  });
}
