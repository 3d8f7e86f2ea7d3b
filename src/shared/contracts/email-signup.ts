// The mailing list: an address with where it was given (the step after sign-up).
import { z } from "zod";
import { endpoint } from "../api/endpoint";
import { EMAIL_MAX } from "../domain/auth-limits";
import { errorResponses, OkResponse } from "./common";
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

export const createEmailSignup = endpoint(emailSignupRoutes.create, {
  tags: ["auth"],
  summary: "Store an address with where it was given (duplicates are fine)",
  body: EmailSignupBody,
  responses: { 201: OkResponse, ...errorResponses(400, 403, 429) },
});

/** Every endpoint of the mailing list, keyed as in email-signup.routes.ts. */
export const emailSignupEndpoints = {
  create: createEmailSignup,
};
