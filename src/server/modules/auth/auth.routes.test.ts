// Sign-up, sign-in, sessions, sign-out, brute-force limits and test-login, through app.inject on
// the real app and database.
import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNUP_MESSAGES } from "../../../shared/contracts/auth";
import { SESSION_HINT_COOKIE } from "../../../shared/contracts/session-hint";
import { pendingSignups, sessions, users } from "../../db/schema/auth";
import { emailOutbox } from "../../db/schema/outbox";
import {
  cookiesFrom,
  createTestApp,
  logIn,
  logOut,
  me,
  PRODUCTION_ENV,
  postFrom,
  STRONG_PASSWORD,
  signUp,
  signupToken,
  type TestApp,
  testLogin,
  uniqueAddress,
  uniqueEmail,
  useTestApp,
} from "../../test/test-app";
import { locationPath } from "./auth.routes";
import { SIGNUP_CONFIRM_EMAIL_KIND, SIGNUP_EXISTING_EMAIL_KIND } from "./signup.service";

const SESSION_COOKIE = "hc_session";
const PROD_SESSION_COOKIE = "__Host-hc_session";
const INVALID_CREDENTIALS = "Invalid email or password.";

function errorOf(res: LightMyRequestResponse): string {
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  return (res.json() as { error: string }).error;
}

function sessionCookie(res: LightMyRequestResponse, name = SESSION_COOKIE) {
  return res.cookies.find((c) => c.name === name);
}

describe("auth routes", () => {
  const t = useTestApp();
  /** POST /api/auth/signup for `email` as Ada L with the strong password, plus `extra` fields. */
  const requestSignup = (email: string, extra: Record<string, unknown> = {}) =>
    postFrom(t.app, "/api/auth/signup", {
      email,
      firstName: "Ada",
      lastName: "L",
      password: STRONG_PASSWORD,
      ...extra,
    });

  const userRow = async (email: string) => {
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    return row;
  };

  describe("sign-up", () => {
    it("answers 202 with no session; the e-mailed link creates a free member, answers 201 with the user and sets an HttpOnly, SameSite=Lax session cookie", async () => {
      const direct = await postFrom(t.app, "/api/auth/signup", {
        email: uniqueEmail(),
        firstName: "Ada",
        lastName: "Lovelace",
        password: STRONG_PASSWORD,
      });
      expect(direct.statusCode).toBe(202);
      expect(direct.json()).toEqual({ ok: true, message: SIGNUP_MESSAGES.checkEmail });
      expect(sessionCookie(direct)).toBeUndefined();
      const { response, email } = await signUp(t.app);
      expect(response.statusCode).toBe(201);
      const { user } = response.json() as { user: Record<string, unknown> };
      expect(user).toMatchObject({
        email,
        firstName: "Ada",
        lastName: "Lovelace",
        role: "user",
        plan: "free",
        effectivePlan: "free",
        isPremium: false,
        isLifetime: false,
        planActive: true,
      });
      expect(user).not.toHaveProperty("passwordHash");
      const cookie = sessionCookie(response);
      expect(cookie).toBeDefined();
      expect(cookie?.httpOnly).toBe(true);
      expect(cookie?.sameSite).toBe("Lax");
      expect(cookie?.path).toBe("/");
      expect(cookie?.secure).toBeFalsy();
      // 256 random bits, base64url.
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // It lasts as long as the session's idle expiry: 30 days.
      const days = ((cookie?.expires?.getTime() ?? 0) - Date.now()) / (24 * 60 * 60 * 1000);
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
    });

    it("signs the new member in: GET /api/auth/me answers with that user", async () => {
      const { response, cookie, email } = await signUp(t.app);
      const res = await me(t.app, cookie);
      expect(res.statusCode).toBe(200);
      const body = res.json() as { user: { id: string; email: string } };
      expect(body.user.email).toBe(email);
      expect(body.user.id).toBe((response.json() as { user: { id: string } }).user.id);
    });

    it("stores the email trimmed and lower-cased, and the names trimmed", async () => {
      const email = uniqueEmail("MixedCase").toUpperCase();
      const { response } = await signUp(t.app, {
        email: `  ${email}  `,
        firstName: "  Ada ",
        lastName: " L ",
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        user: { email: email.toLowerCase(), firstName: "Ada", lastName: "L" },
      });
    });

    it("ignores role and plan fields in the body (no mass assignment)", async () => {
      const { response: res } = await signUp(t.app, {
        firstName: "Eve",
        lastName: "Mallory",
        role: "admin",
        subscriptionPlan: "pro",
        subscriptionStatus: "active",
        isLifetime: true,
        isDemo: true,
      } as Parameters<typeof signUp>[1]);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        user: { role: "user", subscriptionPlan: "free", effectivePlan: "free", isLifetime: false },
      });
    });

    it.each([
      ["an email without @", { email: "not-an-email" }, "Please enter a valid email address."],
      ["an empty email", { email: "" }, "Please enter a valid email address."],
      ["an email with a space", { email: "a b@example.test" }, "Please enter a valid email address."],
      ["an empty first name", { firstName: "" }, "Please enter both first and last name."],
      ["a blank last name", { lastName: "   " }, "Please enter both first and last name."],
      ["a 7-character password", { password: "abcdefg" }, "Password must be at least 8 characters long."],
      ["a common password", { password: "password1" }, "Choose a less common password."],
      ["a common password in capitals", { password: "PASSWORD1" }, "Choose a less common password."],
      [
        "a 129-character password",
        { password: "a".repeat(129) },
        "Password must be at most 128 characters long.",
      ],
      ["a 101-character name", { firstName: "n".repeat(101) }, "Names must be at most 100 characters."],
    ])("refuses %s with 400 and the form's wording", async (_label, override, message) => {
      const { response } = await signUp(t.app, override);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toBe(message);
      expect(sessionCookie(response)).toBeUndefined();
    });

    it("accepts a password of exactly 8 and of exactly 128 characters", async () => {
      expect((await signUp(t.app, { password: "zq8!vT#w" })).response.statusCode).toBe(201);
      expect((await signUp(t.app, { password: `${"k".repeat(127)}Z` })).response.statusCode).toBe(201);
    });

    it.each([
      ["no body fields", {}],
      ["no password", { email: "a@example.test", firstName: "A", lastName: "B" }],
      ["no email", { firstName: "A", lastName: "B", password: STRONG_PASSWORD }],
      ["no names", { email: "a@example.test", password: STRONG_PASSWORD }],
    ])("answers 400 (never 500) for %s", async (_label, payload) => {
      const res = await postFrom(t.app, "/api/auth/signup", payload);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).length).toBeGreaterThan(0);
    });

    it.each([
      ["a numeric email", { email: 42 }],
      ["an array password", { password: ["a", "b"] }],
      ["null names", { firstName: null, lastName: null }],
      ["an object email", { email: { $ne: "" } }],
      ["a boolean password", { password: true }],
    ])("answers 400 (never 500) for %s", async (_label, override) => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/signup",
        remoteAddress: uniqueAddress(),
        payload: {
          email: uniqueEmail(),
          firstName: "A",
          lastName: "B",
          password: STRONG_PASSWORD,
          ...override,
        },
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).length).toBeGreaterThan(0);
    });

    it("answers 400 for an over-long email", async () => {
      const { response } = await signUp(t.app, { email: `${"a".repeat(250)}@example.test` });
      expect(response.statusCode).toBe(400);
    });

    it("answers a second sign-up for the same email like any other, and mails the owner instead of a link", async () => {
      const { email, response } = await signUp(t.app);
      expect(response.statusCode).toBe(201);
      for (const again of [email, email.toUpperCase(), `  ${email} `]) {
        const dup = await postFrom(t.app, "/api/auth/signup", {
          email: again,
          firstName: "Eve",
          lastName: "X",
          password: "another long passphrase",
        });
        expect(dup.statusCode).toBe(202);
        expect(dup.json()).toEqual({ ok: true, message: SIGNUP_MESSAGES.checkEmail });
        expect(sessionCookie(dup)).toBeUndefined();
      }
      await t.app.background.settled();
      const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
      expect(mails.map((m) => m.kind)).toEqual([
        SIGNUP_CONFIRM_EMAIL_KIND,
        SIGNUP_EXISTING_EMAIL_KIND,
        SIGNUP_EXISTING_EMAIL_KIND,
      ]);
      // At most 3 sign-up e-mails an address an hour: the third try sent nothing.
      expect(mails[1]?.body).toContain("already has one");
      expect(mails[1]?.body).toMatch(/http:\/\/localhost:3000\/forgot-password/);
      expect(mails[1]?.body).not.toMatch(/token=/);
      // The password the second sign-up chose does not open the account.
      expect((await logIn(t.app, { email, password: "another long passphrase" })).statusCode).toBe(401);
    });

    it("creates one account from two links for one email: the second link answers 409", async () => {
      const email = uniqueEmail("race");
      for (const spelling of [email, email.toUpperCase()]) {
        const res = await requestSignup(spelling);
        expect(res.statusCode).toBe(202);
      }
      await t.app.background.settled();
      const links = await t.db
        .select({ body: emailOutbox.body })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, SIGNUP_CONFIRM_EMAIL_KIND)));
      const tokens = links.map((l) => /token=([A-Za-z0-9_-]{43})/.exec(l.body)?.[1]);
      expect(tokens).toHaveLength(2);
      const confirm = (token: string | undefined) => postFrom(t.app, "/api/auth/confirm-signup", { token });
      const results = await Promise.all(tokens.map(confirm));
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses[0]).toBe(201);
      expect([400, 409]).toContain(statuses[1]);
      const rows = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      expect(rows).toHaveLength(1);
      // A used link never works again.
      for (const token of tokens) expect((await confirm(token)).statusCode).toBe(400);
    });

    it("refuses an unknown, malformed or expired link with 400", async () => {
      const email = uniqueEmail("expired");
      await requestSignup(email);
      const token = await signupToken(t.app, email);
      await t.db
        .update(pendingSignups)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(pendingSignups.email, email));
      for (const candidate of [token, "A".repeat(43), "short", ""]) {
        const res = await postFrom(t.app, "/api/auth/confirm-signup", { token: candidate });
        expect(res.statusCode).toBe(400);
        expect(errorOf(res)).toBe(SIGNUP_MESSAGES.confirmInvalid);
      }
      expect(await userRow(email)).toBeUndefined();
    });

    it("keeps a same-site next for after the link, and nothing else", async () => {
      for (const [next, expected] of [
        ["/account", "/account"],
        ["//evil.example", "/"],
        ["https://evil.example", "/"],
      ] as const) {
        const email = uniqueEmail("next");
        await requestSignup(email, { next });
        const res = await postFrom(t.app, "/api/auth/confirm-signup", {
          token: await signupToken(t.app, email),
        });
        expect(res.statusCode).toBe(201);
        expect((res.json() as { next: string }).next).toBe(expected);
      }
    });

    it("stores an argon2id hash (19 MiB, 2 iterations), never the password, also while the sign-up waits", async () => {
      const waiting = uniqueEmail("waiting");
      await requestSignup(waiting);
      await t.app.background.settled();
      const [pending] = await t.db.select().from(pendingSignups).where(eq(pendingSignups.email, waiting));
      expect(pending?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(JSON.stringify(pending)).not.toContain(STRONG_PASSWORD);
      const { email } = await signUp(t.app);
      const row = await userRow(email);
      expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=\d+\$/);
      expect(row?.passwordHash).not.toContain(STRONG_PASSWORD);
    });

    it("stores only a 64-hex-character hash of the session token", async () => {
      const { email, response } = await signUp(t.app);
      const token = sessionCookie(response)!.value;
      const row = await userRow(email);
      const stored = await t.db.select().from(sessions).where(eq(sessions.userId, row!.id));
      expect(stored).toHaveLength(1);
      expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(stored)).not.toContain(token);
      expect(stored[0]?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
    });

    it("limits sign-up calls from one address (429 with Retry-After)", async () => {
      const remoteAddress = uniqueAddress();
      const attempt = () =>
        t.app.inject({ method: "POST", url: "/api/auth/signup", remoteAddress, payload: {} });
      for (let i = 0; i < 30; i++) expect((await attempt()).statusCode).toBe(400);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(errorOf(limited)).toMatch(/Try again in/);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      // Another address is not affected.
      expect((await signUp(t.app)).response.statusCode).toBe(201);
    });
  });

  describe("me", () => {
    it("answers 401 JSON without a cookie", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/auth/me" });
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).length).toBeGreaterThan(0);
    });

    it("answers 401 for an unknown token and clears the cookie", async () => {
      for (const token of ["garbage", "A".repeat(43)]) {
        const res = await me(t.app, `${SESSION_COOKIE}=${token}`);
        expect(res.statusCode).toBe(401);
        const cleared = sessionCookie(res);
        expect(cleared?.value).toBe("");
        expect(cleared?.expires?.getTime() ?? 0).toBeLessThanOrEqual(Date.now());
      }
    });
  });

  describe("login", () => {
    it("answers 200 with the user and a new session token, and ends the session sent with it", async () => {
      const { email, cookie: oldCookie, response: signup } = await signUp(t.app);
      const oldToken = sessionCookie(signup)!.value;
      const res = await logIn(
        t.app,
        { email, password: STRONG_PASSWORD },
        { headers: { cookie: oldCookie } },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ user: { email, role: "user" } });
      const fresh = sessionCookie(res);
      expect(fresh?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(fresh?.value).not.toBe(oldToken);
      expect(fresh?.httpOnly).toBe(true);
      expect(fresh?.sameSite).toBe("Lax");
      expect((await me(t.app, cookiesFrom(res))).statusCode).toBe(200);
      expect((await me(t.app, oldCookie)).statusCode).toBe(401);
    });

    it("accepts the email in another case and with spaces", async () => {
      const { email } = await signUp(t.app);
      const res = await logIn(t.app, { email: `  ${email.toUpperCase()} `, password: STRONG_PASSWORD });
      expect(res.statusCode).toBe(200);
    });

    it("says the same for a wrong password and an unknown email", async () => {
      const { email } = await signUp(t.app);
      const wrong = await logIn(t.app, { email, password: `${STRONG_PASSWORD}!` });
      const unknown = await logIn(t.app, { email: uniqueEmail("nobody"), password: STRONG_PASSWORD });
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(errorOf(res)).toBe(INVALID_CREDENTIALS);
        expect(sessionCookie(res)).toBeUndefined();
      }
    });

    it("never signs into a demo account with a password", async () => {
      for (const password of ["", "anything-at-all", STRONG_PASSWORD]) {
        const res = await logIn(t.app, { email: "demo-admin-pro@hypecheck.test", password });
        expect([400, 401]).toContain(res.statusCode);
        expect(sessionCookie(res)?.value ?? "").toBe("");
      }
    });

    it("asks for both fields when one is empty", async () => {
      for (const body of [
        { email: "", password: STRONG_PASSWORD },
        { email: "   ", password: STRONG_PASSWORD },
        { email: "a@example.test", password: "" },
      ]) {
        const res = await logIn(t.app, body);
        expect(res.statusCode).toBe(400);
        expect(errorOf(res)).toBe("Please fill in all fields.");
      }
    });

    it("answers 400 (never 500) for missing or mistyped fields", async () => {
      for (const payload of [
        {},
        { email: "a@example.test" },
        { email: 1, password: 2 },
        { email: null, password: null },
      ]) {
        const res = await postFrom(t.app, "/api/auth/login", payload);
        expect(res.statusCode).toBe(400);
      }
    });
  });

  describe("brute-force limits", () => {
    /** The 30 failures one address may make, each for a new unknown account; `headersOf(i)` adds headers. */
    const failThirtyFrom = async (
      remoteAddress: string,
      label: string,
      headersOf: (i: number) => Record<string, string> = () => ({}),
    ) => {
      for (let i = 0; i < 30; i++) {
        const res = await logIn(
          t.app,
          { email: uniqueEmail(label), password: "not-the-password" },
          { remoteAddress, headers: headersOf(i) },
        );
        expect(res.statusCode).toBe(401);
      }
    };

    it("locks an account after 10 failures: the next attempt, even with the right password, is 429", async () => {
      const { email } = await signUp(t.app);
      const remoteAddress = uniqueAddress();
      for (let i = 0; i < 10; i++) {
        const res = await logIn(t.app, { email, password: `wrong-password-${i}` }, { remoteAddress });
        expect(res.statusCode).toBe(401);
      }
      const locked = await logIn(t.app, { email, password: STRONG_PASSWORD }, { remoteAddress });
      expect(locked.statusCode).toBe(429);
      expect(errorOf(locked)).toMatch(/Try again in \d+ (second|minute)s?\./);
      const retryAfter = String(locked.headers["retry-after"]);
      expect(retryAfter).toMatch(/^\d+$/);
      expect(Number(retryAfter)).toBeGreaterThan(0);
      expect(Number(retryAfter)).toBeLessThanOrEqual(900);
      expect(sessionCookie(locked)).toBeUndefined();

      // The lock is on the account: another address is refused too, in any spelling of the email.
      const elsewhere = await logIn(t.app, { email: email.toUpperCase(), password: STRONG_PASSWORD });
      expect(elsewhere.statusCode).toBe(429);
    });

    it("limits one address to 30 failures across different emails", async () => {
      const remoteAddress = uniqueAddress();
      await failThirtyFrom(remoteAddress, "spray");
      const { email } = await signUp(t.app);
      const limited = await logIn(t.app, { email, password: STRONG_PASSWORD }, { remoteAddress });
      expect(limited.statusCode).toBe(429);
      expect(errorOf(limited)).toMatch(/Try again in/);
      const retryAfter = Number(limited.headers["retry-after"]);
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(300);

      // The same account from another address is fine: the address, not the account, is limited.
      expect((await logIn(t.app, { email, password: STRONG_PASSWORD })).statusCode).toBe(200);
    });

    it("counts by the connection's address, not a forged X-Forwarded-For", async () => {
      const remoteAddress = uniqueAddress();
      await failThirtyFrom(remoteAddress, "xff", (i) => ({ "x-forwarded-for": `192.0.2.${i + 1}` }));
      const limited = await logIn(
        t.app,
        { email: uniqueEmail("xff"), password: "not-the-password" },
        { remoteAddress, headers: { "x-forwarded-for": "198.51.100.7" } },
      );
      expect(limited.statusCode).toBe(429);
    });

    it("clears the account's failures after a successful sign-in", async () => {
      const { email } = await signUp(t.app);
      const remoteAddress = uniqueAddress();
      const failNine = async () => {
        for (let i = 0; i < 9; i++) {
          expect(
            (await logIn(t.app, { email, password: "wrong-password" }, { remoteAddress })).statusCode,
          ).toBe(401);
        }
      };
      await failNine();
      expect((await logIn(t.app, { email, password: STRONG_PASSWORD }, { remoteAddress })).statusCode).toBe(
        200,
      );
      // 9 + 9 failures would be over the limit of 10 had the success not cleared the first nine.
      await failNine();
      expect((await logIn(t.app, { email, password: STRONG_PASSWORD }, { remoteAddress })).statusCode).toBe(
        200,
      );
    });
  });

  describe("logout", () => {
    it("answers {ok:true}, clears the cookie and ends the session on the server", async () => {
      const { cookie } = await signUp(t.app);
      expect((await me(t.app, cookie)).statusCode).toBe(200);
      const res = await logOut(t.app, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      const cleared = sessionCookie(res);
      expect(cleared?.value).toBe("");
      expect(cleared?.path).toBe("/");
      expect(cleared?.expires?.getTime() ?? 0).toBeLessThanOrEqual(Date.now());
      // Replaying the old cookie (a copy kept by an attacker) no longer works.
      expect((await me(t.app, cookie)).statusCode).toBe(401);
    });

    it("sets the readable session hint with the session and clears the two together", async () => {
      const { cookie, response } = await signUp(t.app);
      const hint = sessionCookie(response, SESSION_HINT_COOKIE);
      expect(hint?.value).toBe("1");
      expect(hint?.httpOnly ?? false).toBe(false);
      expect(hint?.expires?.getTime()).toBe(sessionCookie(response)?.expires?.getTime());
      const res = await logOut(t.app, cookie);
      expect(sessionCookie(res, SESSION_HINT_COOKIE)?.value).toBe("");
      expect(sessionCookie(res)?.value).toBe("");
    });

    it("ends only the session it was sent with", async () => {
      const { email, cookie: first } = await signUp(t.app);
      const second = cookiesFrom(await logIn(t.app, { email, password: STRONG_PASSWORD }));
      await logOut(t.app, second);
      expect((await me(t.app, second)).statusCode).toBe(401);
      expect((await me(t.app, first)).statusCode).toBe(200);
    });

    it("is harmless without a session", async () => {
      const res = await t.app.inject({ method: "POST", url: "/api/auth/logout", payload: {} });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    });

    it("refuses a cross-site sign-out with 403 and keeps the session", async () => {
      const { cookie } = await signUp(t.app);
      const res = await logOut(t.app, cookie, { origin: "https://evil.example" });
      expect(res.statusCode).toBe(403);
      expect((await me(t.app, cookie)).statusCode).toBe(200);
    });

    // Regression test for a bug these tests found (fixed).
    it("accepts a sign-out without a body", async () => {
      const { cookie } = await signUp(t.app);
      const res = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect((await me(t.app, cookie)).statusCode).toBe(401);
    });
  });

  describe("test-login (NODE_ENV=test)", () => {
    it("is offered", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/auth/options" });
      expect(res.json()).toEqual({ testLogin: true });
    });

    it("signs in as the admin demo account and redirects to next", async () => {
      const { response, cookie } = await testLogin(t.app, { role: "admin", plan: "free", next: "/account" });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe("/account");
      const cookieAttrs = sessionCookie(response);
      expect(cookieAttrs?.httpOnly).toBe(true);
      const res = await me(t.app, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ user: { role: "admin", effectivePlan: "pro", isPremium: true } });
    });

    it("signs in as a premium member", async () => {
      const { cookie } = await testLogin(t.app, { role: "user", plan: "premium" });
      expect((await me(t.app, cookie)).json()).toMatchObject({
        user: { role: "user", isPremium: true, effectivePlan: "premium", plan: "premium" },
      });
    });

    it("signs in as a legacy lifetime member, who gets Pro", async () => {
      const { cookie } = await testLogin(t.app, { plan: "lifetime" });
      expect((await me(t.app, cookie)).json()).toMatchObject({
        user: { role: "user", plan: "lifetime", isLifetime: true, effectivePlan: "pro", isPremium: true },
      });
    });

    it("defaults to a free member and redirects to /", async () => {
      const { response, cookie } = await testLogin(t.app, {});
      expect(response.headers.location).toBe("/");
      expect((await me(t.app, cookie)).json()).toMatchObject({
        user: { role: "user", effectivePlan: "free", isPremium: false },
      });
    });

    it.each(["//evil.example", "https://evil.example/x", "/\\evil.example", "javascript:alert(1)"])(
      "does not redirect off-site for next=%s",
      async (next) => {
        const { response } = await testLogin(t.app, { role: "user", plan: "free", next });
        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toBe("/");
      },
    );

    it.each([
      ["/%E3%80%80/x", "/%E3%80%80/x"],
      ["/caf%C3%A9/%F0%9F%98%80", "/caf%C3%A9/%F0%9F%98%80"],
      // Not UTF-8: the query parser keeps the sequence as it came, which is ASCII already.
      ["/%ED%A0%80", "/%ED%A0%80"],
    ])("redirects a non-ASCII next=%s to its percent-encoded path, never a 500", async (next, location) => {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/auth/test-login?role=user&plan=free&next=${next}`,
      });
      expect(response.statusCode, response.body).toBe(302);
      expect(response.headers.location).toBe(location);
    });

    it("sends a path it cannot encode (a lone surrogate) home", () => {
      expect(locationPath("/\uD800x")).toBe("/");
      expect(locationPath("/a b")).toBe("/a%20b");
    });

    it("replaces the session the browser held", async () => {
      const { cookie: before } = await signUp(t.app);
      const res = await t.app.inject({
        method: "GET",
        url: "/api/auth/test-login?role=user&plan=pro",
        headers: { cookie: before },
      });
      expect(res.statusCode).toBe(302);
      expect((await me(t.app, before)).statusCode).toBe(401);
      expect((await me(t.app, cookiesFrom(res))).json()).toMatchObject({ user: { effectivePlan: "pro" } });
    });

    it("answers 400 JSON for an unknown role or plan", async () => {
      const queries: Record<string, string>[] = [{ role: "superuser" }, { plan: "platinum" }];
      for (const query of queries) {
        const { response } = await testLogin(t.app, query);
        expect(response.statusCode).toBe(400);
        expect(errorOf(response).length).toBeGreaterThan(0);
        expect(sessionCookie(response)).toBeUndefined();
      }
    });
  });
});

describe("auth in production", () => {
  let prod: TestApp;
  let prodWithTestLogin: TestApp;
  beforeAll(async () => {
    [prod, prodWithTestLogin] = await Promise.all([
      createTestApp(PRODUCTION_ENV),
      createTestApp({ ...PRODUCTION_ENV, SESSION_SECRET: "y".repeat(40), ENABLE_TEST_LOGIN: "1" }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([prod?.close(), prodWithTestLogin?.close()]);
  });

  it("names the cookie __Host-hc_session and marks it Secure", async () => {
    const { response, cookie } = await signUp(prod.app);
    expect(response.statusCode).toBe(201);
    const set = sessionCookie(response, PROD_SESSION_COOKIE);
    expect(set).toBeDefined();
    expect(set?.secure).toBe(true);
    expect(set?.httpOnly).toBe(true);
    expect(set?.sameSite).toBe("Lax");
    expect(set?.path).toBe("/");
    expect(set?.domain).toBeUndefined();
    expect(sessionCookie(response, SESSION_COOKIE)).toBeUndefined();
    expect((await me(prod.app, cookie)).statusCode).toBe(200);
  });

  it("clears the __Host- cookie on sign-out with the attributes a browser needs to accept it", async () => {
    const { cookie } = await signUp(prod.app);
    const res = await logOut(prod.app, cookie);
    expect(res.statusCode).toBe(200);
    const cleared = sessionCookie(res, PROD_SESSION_COOKIE);
    expect(cleared?.value).toBe("");
    // A browser ignores a __Host- Set-Cookie without Secure and Path=/, and would keep the old one.
    expect(cleared?.secure).toBe(true);
    expect(cleared?.path).toBe("/");
    expect(cleared?.domain).toBeUndefined();
    expect((await me(prod.app, cookie)).statusCode).toBe(401);
  });

  it("ignores a session sent under the development cookie name", async () => {
    const { response } = await signUp(prod.app);
    const token = sessionCookie(response, PROD_SESSION_COOKIE)!.value;
    expect((await me(prod.app, `${SESSION_COOKIE}=${token}`)).statusCode).toBe(401);
  });

  it("has no test-login: a JSON 404, and the options say so", async () => {
    const { response } = await testLogin(prod.app, { role: "admin", plan: "pro", next: "/admin" });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).length).toBeGreaterThan(0);
    expect(sessionCookie(response, PROD_SESSION_COOKIE)).toBeUndefined();
    expect((await prod.app.inject({ method: "GET", url: "/api/auth/options" })).json()).toEqual({
      testLogin: false,
    });
  });

  it("has test-login when ENABLE_TEST_LOGIN=1", async () => {
    const { response, cookie } = await testLogin(prodWithTestLogin.app, {
      role: "affiliate",
      plan: "free",
      next: "/affiliate",
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/affiliate");
    expect(sessionCookie(response, PROD_SESSION_COOKIE)?.secure).toBe(true);
    expect((await me(prodWithTestLogin.app, cookie)).json()).toMatchObject({ user: { role: "affiliate" } });
    expect((await prodWithTestLogin.app.inject({ method: "GET", url: "/api/auth/options" })).json()).toEqual({
      testLogin: true,
    });
  });
});
