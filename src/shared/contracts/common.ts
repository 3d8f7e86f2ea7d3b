import { z } from "zod";

/** Every API error, whatever the status: `{ "error": "message" }` (ARCHITECTURE.md). */
export const ErrorResponse = z.object({ error: z.string() }).meta({ id: "Error" });
export type ErrorBody = z.infer<typeof ErrorResponse>;

export const OkResponse = z.object({ ok: z.literal(true) });
