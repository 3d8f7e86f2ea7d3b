// The anonymous visitor cookie that counts a signed-out browser's AI quick looks (guests get
// GUEST_AI_LOOKS per browser). A random 128-bit id, HttpOnly and SameSite=Lax like the
// session cookie; it identifies nothing but the browser's allowance.
import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** 16 random bytes in base64url. */
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

export function visitorCookieName(config: Config): string {
  return config.isProduction ? "__Host-hc_visitor" : "hc_visitor";
}

/** The request's visitor id, or null when it has none (or a malformed one). */
export function readVisitorId(request: FastifyRequest, config: Config): string | null {
  const value = request.cookies[visitorCookieName(config)];
  return typeof value === "string" && VISITOR_ID.test(value) ? value : null;
}

/** The request's visitor id; a new one is made and set on the response when it has none. */
export function ensureVisitorId(request: FastifyRequest, reply: FastifyReply, config: Config): string {
  const existing = readVisitorId(request, config);
  if (existing !== null) return existing;
  const id = randomBytes(16).toString("base64url");
  reply.setCookie(visitorCookieName(config), id, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: config.isProduction,
    maxAge: ONE_YEAR_SECONDS,
  });
  return id;
}
