import { isHttpError } from "../../../lib/api-client";

const DETAIL_LIMIT = 100;

/**
 * 'Failed to load courses: API error {status}: {first 100 chars}'. The detail
 * is the server's own error text when it sent one (our JSON error shape), else the raw body.
 */
export function courseListErrorMessage(error: Error): string {
  if (isHttpError(error)) {
    const body =
      error.serverError ??
      (typeof error.data === "string" ? error.data : error.data == null ? "" : JSON.stringify(error.data));
    const detail = body.slice(0, DETAIL_LIMIT) || error.statusText;
    return `Failed to load courses: API error ${error.status}: ${detail}`;
  }
  return `Failed to load courses: ${error.message.slice(0, DETAIL_LIMIT)}`;
}
