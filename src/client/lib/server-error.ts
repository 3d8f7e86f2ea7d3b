import { isHttpError } from "./api-client";

export const SOMETHING_WENT_WRONG = "Something went wrong. Please try again.";

/** A failed change in words, for the line under its form: the server's message for an HTTP error,
 * else `fallback`; null while there is no failure. */
export function failureText(error: unknown, fallback: string): string | null {
  if (!error) return null;
  return isHttpError(error) ? error.serverMessage : fallback;
}

/** What to show for a failed request: the server's own message when it sent one, else `fallback`. */
export function serverErrorOr(error: unknown, fallback: string = SOMETHING_WENT_WRONG): string {
  return isHttpError(error) && error.serverError ? error.serverError : fallback;
}
