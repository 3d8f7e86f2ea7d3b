import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AuthOptionsResponse,
  AuthUserResponse,
  LoginBody,
  MeResponse,
  SignupBody,
  TestLoginQuery,
} from "../../../shared/contracts/auth";
import { ErrorResponse, OkResponse } from "../../../shared/contracts/common";
import { safeNextPath } from "../../../shared/domain/auth-rules";
import type { AppDeps } from "../../deps";
import { UnauthorizedError } from "../../lib/errors";
import { currentUser, sessionToken, stageSessionClear, stageSessionCookie } from "../../plugins/auth";
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
        summary: "Create an account and sign in",
        body: SignupBody,
        response: { 201: AuthUserResponse, 409: ErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = await auth.signup(request.body);
      await startSession(request, user);
      return reply.code(201).send({ user: toUserResponse(user), message: "Account created." });
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
