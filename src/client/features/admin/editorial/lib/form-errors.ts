// A form's errors: one message per field (the first zod issue on it, or the server's answer when it
// names the field) and the rest at the top of the form.
import { EDITORIAL_MESSAGES } from "../../../../../shared/contracts/editorial";
import { isHttpError } from "../../../../lib/api-client";

/** Field name -> message; `form` is the message for the whole form. */
export type FormErrors = Record<string, string>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first issue of each top-level field; a line of a one-per-line list says which line. */
export function issuesToErrors(issues: readonly Issue[]): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const [field, index] = issue.path;
    const key = field === undefined ? "form" : String(field);
    if (errors[key] !== undefined) continue;
    errors[key] = typeof index === "number" ? `Line ${index + 1}: ${issue.message}` : issue.message;
  }
  return errors;
}

/** Server messages that belong to one field of the desk's forms. */
const FIELD_OF_MESSAGE: Record<string, string> = {
  [EDITORIAL_MESSAGES.unknownCategory]: "categorySlug",
  [EDITORIAL_MESSAGES.unknownCreator]: "creatorId",
  [EDITORIAL_MESSAGES.reasonRequired]: "reason",
};

/**
 * A failed call as form errors: a 400 whose message names a field ("Invalid body.url: …", or one
 * of the desk's own sentences) goes beside that field when the form has it, anything else on top.
 */
export function serverErrors(error: unknown, fields: readonly string[]): FormErrors {
  if (!isHttpError(error)) {
    return { form: "The change was not saved: the server could not be reached. Please try again." };
  }
  const message = error.serverError ?? `The change was not saved (HTTP ${error.status}).`;
  if (error.status === 400) {
    const named = /^Invalid body\.([A-Za-z]+)/.exec(message)?.[1] ?? FIELD_OF_MESSAGE[message];
    if (named !== undefined && fields.includes(named)) return { [named]: message };
  }
  return { form: message };
}

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
