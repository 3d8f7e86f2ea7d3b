import { z } from "zod";

/** Every API error, whatever the status: `{ "error": "message" }` (ARCHITECTURE.md). */
export const ErrorResponse = z.object({ error: z.string() }).meta({ id: "Error" });
export type ErrorBody = z.infer<typeof ErrorResponse>;

export const OkResponse = z.object({ ok: z.literal(true) });

/**
 * The error body under each of `statuses`, to spread into an endpoint's responses:
 * `{ 200: Thing, ...errorResponses(400, 401, 403) }`.
 */
export function errorResponses<const S extends number>(...statuses: S[]): Record<S, typeof ErrorResponse> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponse])) as Record<
    S,
    typeof ErrorResponse
  >;
}
