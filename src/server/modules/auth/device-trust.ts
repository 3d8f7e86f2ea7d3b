// Devices that signed in before (docs/decisions/0025-password-hashing.md):
// a browser that signed in, confirmed its sign-up or used a password-reset link gets an HttpOnly
// cookie naming a random device id, bound to that account by an HMAC. During an account slow-down
// such a device may still try its password; its failures are limited on their own. The cookie
// grants nothing else: it is not a session and signs nobody in.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config";

export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

export interface DeviceTrust {
  /** The device id of a cookie that is valid for this account, or null. */
  verify(cookie: string | undefined, userId: string): string | null;
  /** Marks this browser as a device of the account: the response carries the cookie. */
  remember(request: FastifyRequest, reply: FastifyReply, userId: string): void;
  /** The cookie the request carries, unverified. */
  cookieOf(request: FastifyRequest): string | undefined;
}

export function deviceCookieName(config: Config): string {
  return config.isProduction ? "__Host-hc_device" : "hc_device";
}

export function createDeviceTrust(serverSecret: string, config: Config): DeviceTrust {
  // A key of its own, so a device cookie can never stand in for a session token's HMAC.
  const key = createHmac("sha256", serverSecret).update("hypecheck:trusted-device:v1").digest();
  const mac = (userId: string, deviceId: string) =>
    createHmac("sha256", key).update(`${userId}.${deviceId}`).digest("base64url");
  const name = deviceCookieName(config);

  return {
    verify(cookie, userId) {
      if (!cookie) return null;
      const [deviceId, signature] = cookie.split(".");
      if (!deviceId || !signature || !DEVICE_ID.test(deviceId)) return null;
      const expected = Buffer.from(mac(userId, deviceId));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given) ? deviceId : null;
    },
    remember(request, reply, userId) {
      // A device keeps its id across accounts and sign-ins, so its failures stay counted together.
      const current = request.cookies[name]?.split(".")[0];
      const deviceId = current && DEVICE_ID.test(current) ? current : randomBytes(16).toString("base64url");
      reply.setCookie(name, `${deviceId}.${mac(userId, deviceId)}`, {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: config.isProduction,
        maxAge: DEVICE_COOKIE_MAX_AGE_S,
      });
    },
    cookieOf(request) {
      return request.cookies[name];
    },
  };
}
