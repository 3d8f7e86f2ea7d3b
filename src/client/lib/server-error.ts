import { isHttpError } from "./api-client";

export const SOMETHING_WENT_WRONG = "Something went wrong. Please try again.";

/** What to show for a failed request: the server's own message when it sent one, else `fallback`. */
export function serverErrorOr(error: unknown, fallback: string = SOMETHING_WENT_WRONG): string {
  return isHttpError(error) && error.serverError ? error.serverError : fallback;
}
