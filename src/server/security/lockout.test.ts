// Anyone could lock any account out: ten wrong passwords made the right one answer 429 from every
// address for 15 minutes. The rule now (docs/security.md "Sign-in limits"): failures are counted per
// account and address pair; past 10 failures the account is slowed down progressively for devices
// it does not know; a device that signed in before, and a password-reset link, still get in.
import { and, eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { loginFailures } from "../db/schema/auth";
import { emailOutbox } from "../db/schema/outbox";
import { ACCOUNT_SLOWDOWN, accountDelayMs, PAIR_LIMIT } from "../modules/auth/login-limits.service";
import { logIn, postFrom, STRONG_PASSWORD, signUp, uniqueAddress, useTestApp } from "../test/test-app";

const DEVICE_COOKIE = "hc_device";
const NEW_PASSWORD = "a fresh and unusual passphrase";

function deviceCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE);
  expect(cookie, "a device cookie").toBeDefined();
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe("Lax");
  return `${DEVICE_COOKIE}=${cookie?.value}`;
}

describe("security: lockout", () => {
  const t = useTestApp();

  /** `n` wrong passwords from `address`, one after another (each evaluated). */
  async function fail(email: string, n: number, address = uniqueAddress(), cookie?: string) {
    for (let i = 0; i < n; i++) {
      const res = await logIn(
        t.app,
        { email, password: `attacker-${i}` },
        { remoteAddress: address, headers: cookie ? { cookie } : {} },
      );
      expect(res.statusCode, res.body).toBe(401);
    }
  }

  /** Ten failures from one address, then more tries from others, which the slow-down refuses. */
  async function attack(email: string) {
    await fail(email, 10);
    for (let i = 0; i < 5; i++) {
      const res = await logIn(t.app, { email, password: `more-${i}` });
      expect(res.statusCode).toBe(429);
    }
  }

  /** Moves the account's failures `seconds` into the past, as if that much time had gone by. */
  async function age(email: string, seconds: number) {
    await t.db
      .update(loginFailures)
      .set({ createdAt: sql`${loginFailures.createdAt} - make_interval(secs => ${seconds})` })
      .where(eq(loginFailures.email, email));
  }

  it("slows the account down progressively, 30 s doubling per failure up to 15 minutes", () => {
    expect(accountDelayMs(ACCOUNT_SLOWDOWN.freeFailures - 1)).toBe(0);
    expect(accountDelayMs(10)).toBe(30_000);
    expect(accountDelayMs(11)).toBe(60_000);
    expect(accountDelayMs(12)).toBe(120_000);
    expect(accountDelayMs(15)).toBe(15 * 60_000);
    expect(accountDelayMs(500)).toBe(15 * 60_000);
  });

  it("stops the attacker's address for 15 minutes, but holds the owner's address back only for the short delay", async () => {
    const { email } = await signUp(t.app);
    const attacker = uniqueAddress();
    await fail(email, PAIR_LIMIT.failures, attacker);
    const owner = uniqueAddress();
    const waiting = await logIn(t.app, { email, password: STRONG_PASSWORD }, { remoteAddress: owner });
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers["retry-after"])).toBeLessThanOrEqual(30);
    expect((waiting.json() as { error: string }).error).toMatch(/reset your password/);
    await age(email, 31);
    // The attacker's address is still stopped (its 10 failures are within 15 minutes)...
    const stopped = await logIn(t.app, { email, password: "attacker-next" }, { remoteAddress: attacker });
    expect(stopped.statusCode).toBe(429);
    expect(Number(stopped.headers["retry-after"])).toBeGreaterThan(800);
    // ...and the owner's right password is evaluated once the delay has passed.
    expect(
      (await logIn(t.app, { email, password: STRONG_PASSWORD }, { remoteAddress: owner })).statusCode,
    ).toBe(200);
  });

  it("doubles the delay with each further failure", async () => {
    const { email } = await signUp(t.app);
    for (let i = 0; i < 12; i++) {
      await fail(email, 1);
      await age(email, 3600);
    }
    // 12 failures: the next attempt waits 120 s after the latest one.
    await age(email, -3600 + 100);
    const early = await logIn(t.app, { email, password: STRONG_PASSWORD });
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers["retry-after"])).toBeGreaterThan(15);
    expect(Number(early.headers["retry-after"])).toBeLessThanOrEqual(20);
    await age(email, 21);
    expect((await logIn(t.app, { email, password: STRONG_PASSWORD })).statusCode).toBe(200);
  });

  it("lets a device that signed in before in at once, from any address, during an attack", async () => {
    const { email } = await signUp(t.app);
    const first = await logIn(t.app, { email, password: STRONG_PASSWORD });
    expect(first.statusCode).toBe(200);
    const device = deviceCookie(first);
    await attack(email);
    const stranger = await logIn(t.app, { email, password: STRONG_PASSWORD });
    expect(stranger.statusCode).toBe(429);
    const owner = await logIn(t.app, { email, password: STRONG_PASSWORD }, { headers: { cookie: device } });
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it("trusts no forged, tampered or other account's device cookie", async () => {
    const { email } = await signUp(t.app);
    const other = await signUp(t.app);
    const otherDevice = deviceCookie(await logIn(t.app, { email: other.email, password: STRONG_PASSWORD }));
    await fail(email, 10);
    const [name, value] = otherDevice.split("=") as [string, string];
    const [id, mac] = value.split(".") as [string, string];
    for (const cookie of [
      otherDevice,
      `${name}=${id}.${mac.slice(0, -2)}AA`,
      `${name}=${"A".repeat(22)}.${mac}`,
      `${name}=nonsense`,
    ]) {
      const res = await logIn(t.app, { email, password: STRONG_PASSWORD }, { headers: { cookie } });
      expect(res.statusCode, cookie).toBe(429);
    }
  });

  it("stops a trusted device after 10 failures of its own, from whatever addresses", async () => {
    const { email } = await signUp(t.app);
    const device = deviceCookie(await logIn(t.app, { email, password: STRONG_PASSWORD }));
    for (let i = 0; i < 10; i++) await fail(email, 1, uniqueAddress(), device);
    const res = await logIn(t.app, { email, password: STRONG_PASSWORD }, { headers: { cookie: device } });
    expect(res.statusCode).toBe(429);
  });

  it("lets a password-reset link in during an attack: the account's failures are cleared and the browser is trusted", async () => {
    const { email } = await signUp(t.app);
    await attack(email);
    const forgot = await postFrom(t.app, "/api/auth/forgot-password", { email });
    expect(forgot.statusCode).toBe(202);
    await t.app.background.settled();
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, "password-reset")));
    const token = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail?.body ?? "")?.[1];
    expect(token).toBeDefined();
    const reset = await postFrom(t.app, "/api/auth/reset-password", { token, newPassword: NEW_PASSWORD });
    expect(reset.statusCode, reset.body).toBe(200);
    const device = deviceCookie(reset);
    expect(await t.db.select().from(loginFailures).where(eq(loginFailures.email, email))).toEqual([]);
    // The attack goes on: the browser that used the link still signs in at once.
    await attack(email);
    const owner = await logIn(t.app, { email, password: NEW_PASSWORD }, { headers: { cookie: device } });
    expect(owner.statusCode, owner.body).toBe(200);
  });
});
