// What the desk's forms add to the form primitive (src/client/components/ui/contract-form.tsx): the values
// typed as text turned into a body for the shared contract (numbers, one entry a line, only the
// changed fields of an edit), and the server's refusal placed under the field it names.
import { EDITORIAL_MESSAGES } from "../../../../../shared/contracts/editorial";
import type { FieldErrors } from "../../../../components/ui/contract-form";
import { isHttpError } from "../../../../lib/api-client";

/** The body to check with the form's contract and the problems found before it (a number that does
 * not parse), or a problem with the whole form. */
export type Candidate<V> =
  | { input: Record<string, unknown>; problems?: FieldErrors<V> }
  | { formError: string };

/** Whole numbers and amounts typed into a text field: "" is undefined, anything else must parse. */
export function parseNumber(
  text: string,
  options: { integer?: boolean } = {},
): number | undefined | "invalid" {
  const trimmed = text.trim().replace(/[$,\s]/g, "");
  if (trimmed === "") return undefined;
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return "invalid";
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return "invalid";
  if (options.integer && !Number.isInteger(value)) return "invalid";
  return value;
}

/** One entry per non-empty line, trimmed. */
export function lines(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** Trimmed text, or null for none (an address or a claim that was not given). */
export function orNull(text: string): string | null {
  return text.trim() === "" ? null : text.trim();
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/** A new item's body: what was not given left out, so the server's defaults apply; the `required`
 * fields are kept for the contract to say what is missing. */
export function newItemInput<V>(
  fields: Record<string, unknown>,
  required: readonly string[],
  problems: FieldErrors<V>,
): Candidate<V> {
  const input = Object.fromEntries(
    Object.entries(fields).filter(([key, value]) => required.includes(key) || !isEmpty(value)),
  );
  return { input, problems };
}

/** An edit's body: the fields that differ from `before` (a number that does not parse is not sent),
 * with the reason when one was given. */
export function editInput<V>(
  fields: Record<string, unknown>,
  before: Record<string, unknown>,
  reason: string,
  problems: FieldErrors<V>,
): Candidate<V> {
  const changed = Object.fromEntries(
    Object.entries(fields).filter(
      ([key, value]) => value !== undefined && JSON.stringify(value) !== JSON.stringify(before[key]),
    ),
  );
  if (Object.keys(changed).length === 0 && Object.keys(problems).length === 0) {
    return { formError: "Nothing has changed: edit a field before saving." };
  }
  return { input: reason.trim() === "" ? changed : { ...changed, reason: reason.trim() }, problems };
}

/** Server messages that belong to one field of the desk's forms. */
const FIELD_OF_MESSAGE: Record<string, string> = {
  [EDITORIAL_MESSAGES.unknownCategory]: "categorySlug",
  [EDITORIAL_MESSAGES.unknownCreator]: "creatorId",
  [EDITORIAL_MESSAGES.reasonRequired]: "reason",
};

/**
 * A failed call's message and the field it names: a 400 whose message names one ("Invalid
 * body.url: …", or one of the desk's own sentences) belongs beside it, anything else above the button.
 */
export function serverProblem(error: unknown): { field?: string; message: string } {
  if (!isHttpError(error)) {
    return { message: "The change was not saved: the server could not be reached. Please try again." };
  }
  const message = error.serverError ?? `The change was not saved (HTTP ${error.status}).`;
  if (error.status !== 400) return { message };
  return { field: /^Invalid body\.([A-Za-z]+)/.exec(message)?.[1] ?? FIELD_OF_MESSAGE[message], message };
}
