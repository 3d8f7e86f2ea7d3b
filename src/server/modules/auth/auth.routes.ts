import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AuthOptionsResponse,
  AuthUserResponse,
  ConfirmSignupBody,
  ConfirmSignupResponse,
  LoginBody,
  MeResponse,
  SIGNUP_MESSAGES,
  SignupBody,
  SignupResponse,
  TestLoginQuery,
} from "../../../shared/contracts/auth";
import { ErrorResponse, OkResponse } from "../../../shared/contracts/common";
import { safeNextPath } from "../../../shared/domain/auth-rules";
import type { AppDeps } from "../../deps";
import { UnauthorizedError } from "../../lib/errors";
import { currentUser, sessionToken, stageSessionClear, stageSessionCookie } from "../../plugins/auth";
import { createSignupService } from "./signup.service";
import { toUserResponse, type UserRow } from "./users";

/**
 * A same-site path as a Location header may carry it: a header value is ASCII only (Node refuses
 * anything else with an exception, which was a 500), so every other character is percent-encoded.
 * A path that cannot be encoded (a lone surrogate) goes home instead.
 */
export function locationPath(path: string): string {
  try {
    return path.replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char));
  } catch {
    return "/";
  }
}

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse };

export async function registerAuthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { config, sessions, auth } = deps;
  const signups = createSignupService(deps.db);
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** A new token at every sign-in; the session the browser held before is ended. */
  async function startSession(request: FastifyRequest, user: UserRow): Promise<void> {
    const previous = sessionToken(request, config);
    if (previous) await sessions.revoke(previous);
    const { token, expiresAt } = await sessions.create(user.id, request.headers["user-agent"]);
    stageSessionCookie(request, user, token, expiresAt);
  }

  r.get(
    "/api/auth/me",
    {
      schema: {
        tags: ["auth"],
        summary: "The signed-in user; 401 for guests",
        response: { 200: MeResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const user = await currentUser(request);
      if (user === null) throw new UnauthorizedError("Not signed in.");
      return { user: toUserResponse(user) };
    },
  );

  r.get(
    "/api/auth/options",
    {
      schema: {
        tags: ["auth"],
        summary: "What the sign-in screens may offer",
        response: { 200: AuthOptionsResponse },
      },
    },
    async () => ({ testLogin: config.testLoginEnabled }),
  );

  r.post(
    "/api/auth/signup",
    {
      config: { rateLimit: { max: 30, timeWindow: "15 minutes" } },
      schema: {
        tags: ["auth"],
        summary: "Sign up: e-mails a link that creates the account",
        description:
          "A form that breaks a sign-up rule is a 400 with the rule's message. Otherwise the answer is the same 202 for every address, sent before the address is looked up: a new address gets a link that creates the account (valid 24 hours, once), an address with an account gets an e-mail telling its owner. At most 3 such e-mails an address an hour.",
        body: SignupBody,
        response: { 202: SignupResponse, ...errors },
      },
    },
    async (request, reply) => {
      const signup = signups.check(request.body);
      deps.background.enqueue("signup", () => signups.deliver(signup, config.linkOrigin));
      reply.header("cache-control", "no-store");
      return reply.code(202).send({ ok: true as const, message: SIGNUP_MESSAGES.checkEmail });
    },
  );

  r.post(
    "/api/auth/confirm-signup",
    {
      config: { rateLimit: { max: 30, timeWindow: "15 minutes" } },
      schema: {
        tags: ["auth"],
        summary: "Use a sign-up link: creates the account and signs it in",
        description: `An unknown, used or expired token: 400 '${SIGNUP_MESSAGES.confirmInvalid}'. The address got an account meanwhile (another link): 409.`,
        body: ConfirmSignupBody,
        response: { 201: ConfirmSignupResponse, 409: ErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { user, next } = await signups.confirm(request.body.token);
      await startSession(request, user);
      deps.devices.remember(request, reply, user.id);
      return reply
        .code(201)
        .send({ user: toUserResponse(user), message: SIGNUP_MESSAGES.accountCreated, next });
    },
  );

  r.post(
    "/api/auth/login",
    {
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: {
        tags: ["auth"],
        summary: "Sign in with email and password",
        body: LoginBody,
        response: { 200: AuthUserResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = await auth.login(request.body, request.ip, deps.devices.cookieOf(request));
      await startSession(request, user);
      deps.devices.remember(request, reply, user.id);
      return { user: toUserResponse(user) };
    },
  );

  r.post(
    "/api/auth/logout",
    {
      schema: {
        tags: ["auth"],
        summary: "Sign out: the session is deleted on the server",
        // Fastify hands the validator null when there is no body at all (curl -X POST).
        body: z.object({}).nullish(),
        response: { 200: OkResponse, 403: ErrorResponse },
      },
    },
    async (request) => {
      const token = sessionToken(request, config);
      if (token) await sessions.revoke(token);
      stageSessionClear(request);
      return { ok: true as const };
    },
  );

  if (config.testLoginEnabled) {
    r.get(
      "/api/auth/test-login",
      {
        schema: {
          tags: ["auth"],
          summary: "Development only: sign in as a demo account and redirect to next",
          querystring: TestLoginQuery,
          response: { 302: z.null(), 400: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request, reply) => {
        const user = await auth.demoAccount(request.query.role, request.query.plan);
        await startSession(request, user);
        return reply.redirect(locationPath(safeNextPath(request.query.next)), 302);
      },
    );
  }
}
