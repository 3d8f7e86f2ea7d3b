import type { FastifyInstance, FastifyRequest } from "fastify";
import { authEndpoints as e, SIGNUP_MESSAGES } from "../../../shared/contracts/auth";
import { safeNextPath } from "../../../shared/domain/auth-rules";
import type { AppDeps } from "../../deps";
import { registerEndpoint } from "../../lib/endpoint";
import { UnauthorizedError } from "../../lib/errors";
import { currentUser, GUARDS, sessionToken, stageSessionClear, stageSessionCookie } from "../../plugins/auth";
import type { RouteModule } from "../route-module";
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

export async function registerAuthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { config, sessions, auth } = deps;
  const { signups } = deps;

  /** A new token at every sign-in; the session the browser held before is ended. */
  async function startSession(request: FastifyRequest, user: UserRow): Promise<void> {
    const previous = sessionToken(request, config);
    if (previous) await sessions.revoke(previous);
    const { token, expiresAt } = await sessions.create(user.id, request.headers["user-agent"]);
    stageSessionCookie(request, user, token, expiresAt);
  }

  // No guard: a guest's 401 says "Not signed in." (the client reads it as signed out).
  registerEndpoint(app, e.me, GUARDS.public, async (request) => {
    const user = await currentUser(request);
    if (user === null) throw new UnauthorizedError("Not signed in.");
    return { user: toUserResponse(user) };
  });

  registerEndpoint(app, e.options, GUARDS.public, async () => ({ testLogin: config.testLoginEnabled }));

  const signupLimit = {
    config: { rateLimit: { max: config.rateLimits.signupsPer15Minutes, timeWindow: "15 minutes" } },
  };

  registerEndpoint(app, e.signup, { ...GUARDS.public, ...signupLimit }, async (request, reply) => {
    const signup = signups.check(request.body);
    deps.background.enqueue("signup", () => signups.deliver(signup, config.linkOrigin));
    return reply.code(202).send({ ok: true as const, message: SIGNUP_MESSAGES.checkEmail });
  });

  registerEndpoint(app, e.confirmSignup, { ...GUARDS.public, ...signupLimit }, async (request, reply) => {
    const { user, next } = await signups.confirm(request.body.token);
    await startSession(request, user);
    deps.devices.remember(request, reply, user.id);
    return reply
      .code(201)
      .send({ user: toUserResponse(user), message: SIGNUP_MESSAGES.accountCreated, next });
  });

  registerEndpoint(
    app,
    e.login,
    { ...GUARDS.public, config: { rateLimit: { max: 60, timeWindow: "1 minute" } } },
    async (request, reply) => {
      const user = await auth.login(request.body, request.ip, deps.devices.cookieOf(request));
      await startSession(request, user);
      deps.devices.remember(request, reply, user.id);
      return { user: toUserResponse(user) };
    },
  );

  registerEndpoint(app, e.logout, GUARDS.public, async (request) => {
    const token = sessionToken(request, config);
    if (token) await sessions.revoke(token);
    stageSessionClear(request);
    return { ok: true as const };
  });

  if (config.testLoginEnabled) {
    registerEndpoint(app, e.testLogin, GUARDS.public, async (request, reply) => {
      const user = await auth.demoAccount(request.query.role, request.query.plan);
      await startSession(request, user);
      return reply.redirect(locationPath(safeNextPath(request.query.next)), 302);
    });
  }
}

export const routeModule: RouteModule = { order: 20, register: registerAuthRoutes };
