import { z } from "zod";
import { endpoint } from "../api/endpoint";
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX } from "../domain/auth-limits";
import { PLAN_IDS, ROLES, SUBSCRIPTION_STATUSES } from "../domain/plans";
import { authRoutes } from "./auth.routes";
import {
  ErrorResponse,
  endpointKind,
  errorResponses,
  NoBody,
  OkMessageResponse,
  OkResponse,
  Timestamp,
} from "./common";

export const RoleSchema = z.enum(ROLES);
export const PlanIdSchema = z.enum(PLAN_IDS);

/** The signed-in user as the me call and the sign-in calls return it. */
export const UserResponse = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: RoleSchema,
    /** Active premium or pro plan (lifetime and admin included), the user's isPremium. */
    isPremium: z.boolean(),
    subscriptionPlan: PlanIdSchema,
    /** "lifetime" for legacy lifetime users, else the held plan (the legacy `plan` field). */
    plan: z.enum([...PLAN_IDS, "lifetime"]),
    subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
    subscriptionEndDate: z.string().nullable(),
    isLifetime: z.boolean(),
    /** The plan whose features apply now (effectivePlan in src/shared/domain/plans.ts). */
    effectivePlan: PlanIdSchema,
    planActive: z.boolean(),
    createdAt: Timestamp,
  })
  .meta({ id: "User" });
export type User = z.infer<typeof UserResponse>;

export const MeResponse = z.object({ user: UserResponse });

// Server-side shape checks only; the wording of each failure comes from checkSignup/checkLogin so
// the form and the server say the same thing.
export const SignupBody = z.object({
  email: z.string().max(EMAIL_MAX),
  firstName: z.string().max(NAME_MAX * 2),
  lastName: z.string().max(NAME_MAX * 2),
  password: z.string().max(PASSWORD_MAX * 4),
  /** Where to go once the account is confirmed (a same-site path; anything else means "/"). */
  next: z.string().max(2048).optional(),
});
export type SignupInput = z.infer<typeof SignupBody>;

/** The wording sign-up's screens and the server share. */
export const SIGNUP_MESSAGES = {
  checkEmail:
    "Check your e-mail: we have sent a link to finish creating your account. If the address already has an account, we have told its owner instead.",
  confirmInvalid: "This sign-up link has expired or was already used. Sign up again, or sign in.",
  accountExists: "An account with this e-mail address already exists. Sign in, or reset your password.",
  accountCreated: "Account created.",
} as const;

/** Hours a sign-up link stays valid. */
export const SIGNUP_LINK_HOURS = 24;

/**
 * Sign-up answers the same 202 whether or not the address has an account; the account is created
 * when the e-mailed link is used (confirm-signup).
 */
export const SignupResponse = OkMessageResponse;

export const ConfirmSignupBody = z.object({ token: z.string().max(256) });
export type ConfirmSignupInput = z.infer<typeof ConfirmSignupBody>;

/** The new account, signed in, and where its sign-up asked to go. */
export const ConfirmSignupResponse = z.object({ user: UserResponse, message: z.string(), next: z.string() });

export const LoginBody = z.object({
  email: z.string().max(EMAIL_MAX * 2),
  password: z.string().max(PASSWORD_MAX * 4),
});
export type LoginInput = z.infer<typeof LoginBody>;

export const AuthUserResponse = z.object({ user: UserResponse, message: z.string().optional() });

export const TEST_LOGIN_PLANS = ["free", "premium", "pro", "lifetime"] as const;
export const TestLoginQuery = z.object({
  role: RoleSchema.default("user"),
  plan: z.enum(TEST_LOGIN_PLANS).default("free"),
  next: z.string().max(2048).optional(),
});

/** What the sign-in screens may offer; test logins exist only outside production or with ENABLE_TEST_LOGIN=1. */
export const AuthOptionsResponse = z.object({ testLogin: z.boolean() });
export type AuthOptions = z.infer<typeof AuthOptionsResponse>;

// ---- Endpoints ----

const errors = { ...errorResponses(400, 401, 403, 429) };

const open = endpointKind({ tags: ["auth"], status: 200 });
const openRedirect = endpointKind({ tags: ["auth"], status: 302, errors: [400, 404] });

/** Every endpoint of sign-up, sign-in and the session, keyed as in auth.routes.ts. */
export const authEndpoints = {
  me: open(authRoutes.me, MeResponse, {
    summary: "The signed-in user; 401 for guests",
    errors: [401],
  }),
  options: open(authRoutes.options, AuthOptionsResponse, {
    summary: "What the sign-in screens may offer",
  }),
  signup: endpoint(authRoutes.signup, {
    tags: ["auth"],
    summary: "Sign up: e-mails a link that creates the account",
    description:
      "A form that breaks a sign-up rule is a 400 with the rule's message. Otherwise the answer is the same 202 for every address, sent before the address is looked up: a new address gets a link that creates the account (valid 24 hours, once), an address with an account gets an e-mail telling its owner. At most 3 such e-mails an address an hour.",
    body: SignupBody,
    responses: { 202: SignupResponse, ...errors },
  }),
  confirmSignup: endpoint(authRoutes.confirmSignup, {
    tags: ["auth"],
    summary: "Use a sign-up link: creates the account and signs it in",
    description: `An unknown, used or expired token: 400 '${SIGNUP_MESSAGES.confirmInvalid}'. The address got an account meanwhile (another link): 409.`,
    body: ConfirmSignupBody,
    responses: { 201: ConfirmSignupResponse, 409: ErrorResponse, ...errors },
  }),
  login: endpoint(authRoutes.login, {
    tags: ["auth"],
    summary: "Sign in with email and password",
    body: LoginBody,
    responses: { 200: AuthUserResponse, ...errors },
  }),
  logout: endpoint(authRoutes.logout, {
    tags: ["auth"],
    summary: "Sign out: the session is deleted on the server",
    // Fastify hands the validator null when there is no body at all (curl -X POST).
    body: NoBody,
    responses: { 200: OkResponse, 403: ErrorResponse },
  }),
  testLogin: openRedirect(authRoutes.testLogin, z.null(), {
    summary: "Development only: sign in as a demo account and redirect to next",
    query: TestLoginQuery,
  }),
};
