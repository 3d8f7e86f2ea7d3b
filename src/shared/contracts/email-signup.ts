// The mailing list: an address with where it was given (the step after sign-up).
import { z } from "zod";
import { EMAIL_MAX } from "../domain/auth-limits";
import { endpointKind, OkResponse } from "./common";
import { emailSignupRoutes } from "./email-signup.routes";

export const EmailSignupBody = z.object({
  email: z.string().max(EMAIL_MAX),
  source: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9_-]+$/, "source must be lower-case letters, digits, _ or -"),
});

// ---- Endpoints ----

const openCreate = endpointKind({ tags: ["auth"], status: 201, errors: [400, 403, 429] });

/** Every endpoint of the mailing list, keyed as in email-signup.routes.ts. */
export const emailSignupEndpoints = {
  create: openCreate(emailSignupRoutes.create, OkResponse, {
    summary: "Store an address with where it was given (duplicates are fine)",
    body: EmailSignupBody,
  }),
};
