// Reads the session cookie once per request (lazily) and offers the two guards every route uses:
// signed in (401 for guests) and role (401 for guests, 403 for other roles).
import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AnyEndpoint, SuccessOf } from "../../shared/api/endpoint";
import { SESSION_HINT_COOKIE } from "../../shared/contracts/session-hint";
import { meetsRole, type RoleRequirement } from "../../shared/domain/plans";
import type { Config } from "../config";
import { type EndpointRequest, registerEndpoint } from "../lib/endpoint";
import { ForbiddenError, UnauthorizedError } from "../lib/errors";
import type { SessionService } from "../modules/auth/sessions.service";
import { toUserResponse, type UserRow } from "../modules/auth/users";

type CookieUpdate = { token: string; expiresAt: Date } | "clear";

declare module "fastify" {
  interface FastifyRequest {
    sessionUser: Promise<UserRow | null> | null;
    /** The session cookie change this response will carry; the last one staged wins. */
    sessionCookieUpdate: CookieUpdate | null;
  }
  interface FastifyInstance {
    resolveUser(request: FastifyRequest): Promise<UserRow | null>;
  }
}

export function sessionCookieName(config: Config): string {
  // __Host- pins the cookie to this host and path / with Secure, so a sibling host cannot set it.
  return config.isProduction ? "__Host-hc_session" : "hc_session";
}

/**
 * A new session for `user`: the response carries its cookie, and the rest of this request sees
 * `user` (never the cookie the request came with, whose session was just replaced).
 */
export function stageSessionCookie(
  request: FastifyRequest,
  user: UserRow,
  token: string,
  expiresAt: Date,
): void {
  request.sessionCookieUpdate = { token, expiresAt };
  request.sessionUser = Promise.resolve(user);
}

export function stageSessionClear(request: FastifyRequest): void {
  request.sessionCookieUpdate = "clear";
  request.sessionUser = Promise.resolve(null);
}

export function sessionToken(request: FastifyRequest, config: Config): string | undefined {
  return request.cookies[sessionCookieName(config)];
}

export async function registerAuth(
  app: FastifyInstance,
  config: Config,
  sessions: SessionService,
): Promise<void> {
  await app.register(cookie);
  app.decorateRequest("sessionUser", null);
  app.decorateRequest("sessionCookieUpdate", null);

  const name = sessionCookieName(config);
  const options = { path: "/", httpOnly: true, sameSite: "lax" as const, secure: config.isProduction };

  const hintOptions = { ...options, httpOnly: false };

  app.addHook("onSend", async (request, reply) => {
    const update = request.sessionCookieUpdate;
    if (update === "clear") {
      reply.clearCookie(name, options);
      reply.clearCookie(SESSION_HINT_COOKIE, hintOptions);
    } else if (update !== null) {
      reply.setCookie(name, update.token, { ...options, expires: update.expiresAt });
      reply.setCookie(SESSION_HINT_COOKIE, "1", { ...hintOptions, expires: update.expiresAt });
    }
  });

  app.decorate("resolveUser", (request: FastifyRequest): Promise<UserRow | null> => {
    if (request.sessionUser !== null) return request.sessionUser;
    const token = request.cookies[name];
    request.sessionUser = token
      ? sessions.resolve(token).then((found) => {
          // A cookie naming no live session is cleared; a session used after an hour or more
          // moves its idle expiry forward, and the cookie's expiry with it.
          if (found === null) request.sessionCookieUpdate = "clear";
          else if (found.refreshed) request.sessionCookieUpdate = { token, expiresAt: found.expiresAt };
          return found?.user ?? null;
        })
      : Promise.resolve(null);
    return request.sessionUser;
  });
}

export function currentUser(request: FastifyRequest): Promise<UserRow | null> {
  return request.server.resolveUser(request);
}

export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  const user = await currentUser(request);
  if (user === null) throw new UnauthorizedError();
  return user;
}

export async function requireRole(request: FastifyRequest, required: RoleRequirement): Promise<UserRow> {
  const user = await requireUser(request);
  if (!meetsRole(toUserResponse(user), required)) {
    throw new ForbiddenError(
      required === "admin" ? "Admin access required." : "You do not have access to this.",
    );
  }
  return user;
}

/**
 * preValidation hook for routes that need a signed-in member. Auth runs before validation (STYLE.md
 * route chain), so a guest gets 401 whatever it sent.
 */
export async function signedInOnly(request: FastifyRequest): Promise<void> {
  await requireUser(request);
}

/** preValidation hook for a role's routes: 401 for guests, 403 for everyone without the role. */
export function roleOnly(required: RoleRequirement): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    await requireRole(request, required);
  };
}

/**
 * Route options for the access rules, for `registerEndpoint(app, contract, GUARDS.signedIn, ...)`:
 * the check runs before validation, so a guest gets 401 whatever it sent.
 */
export const GUARDS = {
  public: {},
  signedIn: { preValidation: signedInOnly },
  admin: { preValidation: roleOnly("admin") },
  affiliate: { preValidation: roleOnly("affiliate") },
} as const;

/** An endpoint for signed-in members only (GUARDS.signedIn); the handler gets the member first. */
export function registerMemberEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (
    user: UserRow,
    request: EndpointRequest<E>,
    reply: FastifyReply,
  ) => Promise<SuccessOf<E> | FastifyReply>,
): void {
  registerEndpoint(app, endpoint, GUARDS.signedIn, async (request, reply) =>
    handler(await requireUser(request), request, reply),
  );
}
