// Change password, forgot/reset password and account deletion, through app.inject on the real app
// and a seeded PGlite (or PostgreSQL) database.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "../../../shared/contracts/account";
import { passwordResetTokens, sessions, users } from "../../db/schema/auth";
import { communityReports } from "../../db/schema/community-reports";
import { contactMessages } from "../../db/schema/contact";
import { courses } from "../../db/schema/courses";
import { emailOutbox } from "../../db/schema/outbox";
import { priceAlerts } from "../../db/schema/price-alerts";
import { reviews } from "../../db/schema/reviews";
import { images } from "../../db/schema/uploads";
import { createCourse, createReview } from "../../test/catalog-fixtures";
import {
  cookiesFrom,
  createTestApp,
  logIn,
  me,
  postFrom,
  STRONG_PASSWORD,
  signUp,
  testLogin,
  uniqueAddress,
  uniqueEmail,
  useTestApp,
} from "../../test/test-app";
import { hashResetToken, PASSWORD_RESET_EMAIL_KIND } from "./account.service";

const NEW_PASSWORD = "a brand new passphrase 42";

function errorOf(res: LightMyRequestResponse): string {
  return (res.json() as { error: string }).error;
}

describe("account security routes", () => {
  const t = useTestApp();

  const userId = async (email: string) => {
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row?.id;
  };
  const changePassword = (cookie: string, payload: object, remoteAddress?: string) =>
    postFrom(t.app, "/api/account/password", payload, { cookie }, remoteAddress);
  const forgot = (email: string, remoteAddress?: string) =>
    postFrom(t.app, "/api/auth/forgot-password", { email }, {}, remoteAddress);
  const reset = (token: string, newPassword: string) =>
    postFrom(t.app, "/api/auth/reset-password", { token, newPassword });
  /** The reset e-mails to `email`, once the ones queued after earlier answers are written. */
  const outboxFor = async (email: string) => {
    await t.app.background.settled();
    return t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, PASSWORD_RESET_EMAIL_KIND)))
      .orderBy(emailOutbox.id);
  };
  const tokenFromOutbox = async (email: string) => {
    const rows = await outboxFor(email);
    const body = rows.at(-1)?.body ?? "";
    return /reset-password\?token=([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? "";
  };

  describe("change password", () => {
    it("answers 401 to guests", async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/account/password",
        payload: { currentPassword: "x", newPassword: NEW_PASSWORD },
      });
      expect(res.statusCode).toBe(401);
    });

    it("refuses a wrong current password with 400 and keeps the old password", async () => {
      const { cookie, email } = await signUp(t.app);
      const res = await changePassword(cookie, {
        currentPassword: "not-my-password",
        newPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toBe(ACCOUNT_MESSAGES.wrongCurrentPassword);
      expect((await logIn(t.app, { email, password: STRONG_PASSWORD })).statusCode).toBe(200);
    });

    it.each([
      ["a 7-character password", "abcdefg", "Password must be at least 8 characters long."],
      ["a common password", "password1", "Choose a less common password."],
      ["a 129-character password", "a".repeat(129), "Password must be at most 128 characters long."],
    ])("applies the sign-up rules: %s", async (_label, newPassword, message) => {
      const { cookie } = await signUp(t.app);
      const res = await changePassword(cookie, { currentPassword: STRONG_PASSWORD, newPassword });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toBe(message);
    });

    it("changes the password, ends the other sessions and keeps this one on a new token", async () => {
      const { cookie, email } = await signUp(t.app);
      const other = cookiesFrom(await logIn(t.app, { email, password: STRONG_PASSWORD }));
      expect((await me(t.app, other)).statusCode).toBe(200);
      const res = await changePassword(cookie, {
        currentPassword: STRONG_PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, message: ACCOUNT_MESSAGES.passwordChanged });
      const fresh = cookiesFrom(res);
      expect(fresh).toMatch(/hc_session=[A-Za-z0-9_-]{43}/);
      expect((await me(t.app, fresh)).statusCode).toBe(200);
      expect((await me(t.app, other)).statusCode).toBe(401);
      expect((await me(t.app, cookie)).statusCode).toBe(401);
      const id = await userId(email);
      expect(await t.db.select().from(sessions).where(eq(sessions.userId, id!))).toHaveLength(1);
      expect((await logIn(t.app, { email, password: STRONG_PASSWORD })).statusCode).toBe(401);
      expect((await logIn(t.app, { email, password: NEW_PASSWORD })).statusCode).toBe(200);
    });

    it("limits wrong current passwords: the 11th try in 15 minutes is 429 with Retry-After", async () => {
      const { cookie } = await signUp(t.app);
      for (let i = 0; i < 10; i++) {
        expect(
          (await changePassword(cookie, { currentPassword: `wrong-${i}`, newPassword: NEW_PASSWORD }))
            .statusCode,
        ).toBe(400);
      }
      const limited = await changePassword(cookie, {
        currentPassword: STRONG_PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(limited.statusCode).toBe(429);
      expect(errorOf(limited)).toMatch(/Try again in/);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    });

    it("tells a demo account it has no password", async () => {
      const { cookie } = await testLogin(t.app, { role: "user", plan: "premium" });
      const res = await changePassword(cookie, { currentPassword: "", newPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toBe(ACCOUNT_MESSAGES.demoNoPassword);
      const security = await t.app.inject({
        method: "GET",
        url: "/api/account/security",
        headers: { cookie },
      });
      expect(security.json()).toMatchObject({ hasPassword: false, isDemo: true });
    });

    it("answers 400, never 500, for a malformed body", async () => {
      const { cookie } = await signUp(t.app);
      for (const payload of [{}, { currentPassword: 1, newPassword: [] }]) {
        expect((await changePassword(cookie, payload)).statusCode).toBe(400);
      }
    });
  });

  describe("forgot and reset password", () => {
    it("answers the same 202 for an unknown address, a demo account and a real account", async () => {
      const { email } = await signUp(t.app);
      const answers = await Promise.all(
        [uniqueEmail("nobody"), "demo-user-free@hypecheck.test", email, "not-an-email"].map((address) =>
          forgot(address),
        ),
      );
      for (const res of answers) {
        expect(res.statusCode).toBe(202);
        expect(res.json()).toEqual({ ok: true, message: ACCOUNT_MESSAGES.resetRequested });
      }
      expect(await outboxFor("demo-user-free@hypecheck.test")).toHaveLength(0);
      expect(await outboxFor(email)).toHaveLength(1);
    });

    it("queues an e-mail with a one-time link and stores only the token's hash", async () => {
      const { email } = await signUp(t.app);
      expect((await forgot(`  ${email.toUpperCase()} `)).statusCode).toBe(202);
      const [mail] = await outboxFor(email);
      expect(mail?.kind).toBe("password-reset");
      expect(mail?.body).toMatch(/http:\/\/localhost(:\d+)?\/reset-password\?token=[A-Za-z0-9_-]{43}/);
      expect(mail?.body).toMatch(/expires in 60 minutes/);
      expect(mail?.body).toMatch(/did not ask for this, ignore/);
      const token = await tokenFromOutbox(email);
      const id = await userId(email);
      const rows = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, id!));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.tokenHash).toBe(hashResetToken(token));
      expect(JSON.stringify(rows)).not.toContain(token);
      const minutes = ((rows[0]?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(59);
      expect(minutes).toBeLessThanOrEqual(60);
    });

    it("resets the password once, ends every session, and refuses the link a second time", async () => {
      const { email, cookie } = await signUp(t.app);
      await forgot(email);
      const token = await tokenFromOutbox(email);
      const weak = await reset(token, "short");
      expect(weak.statusCode).toBe(400);
      expect(errorOf(weak)).toBe("Password must be at least 8 characters long.");
      const ok = await reset(token, NEW_PASSWORD);
      expect(ok.statusCode).toBe(200);
      expect((await me(t.app, cookie)).statusCode).toBe(401);
      expect((await logIn(t.app, { email, password: NEW_PASSWORD })).statusCode).toBe(200);
      const again = await reset(token, `${NEW_PASSWORD}!`);
      expect(again.statusCode).toBe(400);
      expect(errorOf(again)).toBe(ACCOUNT_MESSAGES.resetInvalid);
    });

    it("refuses an expired, an unknown and a superseded token", async () => {
      const { email } = await signUp(t.app);
      await forgot(email);
      const first = await tokenFromOutbox(email);
      await forgot(email);
      const second = await tokenFromOutbox(email);
      expect(second).not.toBe(first);
      expect(errorOf(await reset(first, NEW_PASSWORD))).toBe(ACCOUNT_MESSAGES.resetInvalid);
      await t.db
        .update(passwordResetTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResetTokens.tokenHash, hashResetToken(second)));
      const expired = await reset(second, NEW_PASSWORD);
      expect(expired.statusCode).toBe(400);
      expect(errorOf(expired)).toBe(ACCOUNT_MESSAGES.resetInvalid);
      for (const token of ["A".repeat(43), "nonsense", ""]) {
        const res = await reset(token, NEW_PASSWORD);
        expect(res.statusCode).toBe(400);
        expect(errorOf(res)).toBe(ACCOUNT_MESSAGES.resetInvalid);
      }
      expect((await logIn(t.app, { email, password: STRONG_PASSWORD })).statusCode).toBe(200);
    });

    it("sends at most 3 links an hour per account, answering the same 202 after", async () => {
      const { email } = await signUp(t.app);
      for (let i = 0; i < 5; i++) expect((await forgot(email)).statusCode).toBe(202);
      expect(await outboxFor(email)).toHaveLength(3);
    });

    it("limits one address to 10 requests in 15 minutes", async () => {
      const remoteAddress = uniqueAddress();
      for (let i = 0; i < 10; i++)
        expect((await forgot(uniqueEmail("spray"), remoteAddress)).statusCode).toBe(202);
      const limited = await forgot(uniqueEmail("spray"), remoteAddress);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    });

    it("uses PUBLIC_ORIGIN for the link when it is set", async () => {
      const other = await createTestApp({ PUBLIC_ORIGIN: "https://hypecheck.example" });
      try {
        const { email } = await signUp(other.app);
        await other.app.inject({
          method: "POST",
          url: "/api/auth/forgot-password",
          headers: { host: "hypecheck.example" },
          payload: { email },
        });
        await other.app.background.settled();
        const [mail] = await other.db
          .select()
          .from(emailOutbox)
          .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, "password-reset")));
        expect(mail?.body).toContain("https://hypecheck.example/reset-password?token=");
        expect(mail?.body).not.toContain("evil.example");
      } finally {
        await other.close();
      }
    });
  });

  describe("delete account", () => {
    const del = (cookie: string, payload: object) =>
      t.app.inject({
        method: "DELETE",
        url: "/api/account",
        headers: { cookie },
        remoteAddress: uniqueAddress(),
        payload,
      });

    it("answers 401 to guests", async () => {
      expect((await t.app.inject({ method: "DELETE", url: "/api/account", payload: {} })).statusCode).toBe(
        401,
      );
    });

    it("refuses a wrong password and keeps the account", async () => {
      const { cookie, email } = await signUp(t.app);
      const res = await del(cookie, { password: "wrong-password" });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toBe(ACCOUNT_MESSAGES.deleteWrongPassword);
      expect(await userId(email)).toBeDefined();
      expect((await del(cookie, { confirm: "DELETE" })).statusCode).toBe(400);
      expect(await userId(email)).toBeDefined();
    });

    it("deletes the member and their rows, keeps reports and messages anonymised, and recomputes ratings", async () => {
      const { cookie, email } = await signUp(t.app);
      const id = (await userId(email))!;
      const course = await createCourse(t.db, { reviewCount: 0 });
      await createReview(t.db, { courseId: course.id, rating: 5, status: "approved" });
      await createReview(t.db, { courseId: course.id, userId: id, rating: 1, status: "approved" });
      await t.db
        .update(courses)
        .set({ reviewCount: 2, averageRating: "3.00" })
        .where(eq(courses.id, course.id));
      await t.db.insert(priceAlerts).values({ userId: id, courseId: course.id, targetPriceCents: 100 });
      const [report] = await t.db
        .insert(communityReports)
        .values({
          creatorName: "Fictional Guru",
          platform: "web",
          scamType: "other",
          description: "x".repeat(40),
          reportedBy: id,
        })
        .returning();
      const [message] = await t.db
        .insert(contactMessages)
        .values({ name: "Ada", email, topic: "general", message: "Hello there", userId: id })
        .returning();

      const res = await del(cookie, { password: STRONG_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, message: ACCOUNT_MESSAGES.accountDeleted });
      expect(res.cookies.find((c) => c.name === "hc_session")?.value).toBe("");
      expect(await userId(email)).toBeUndefined();
      expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
      expect(await t.db.select().from(reviews).where(eq(reviews.userId, id))).toHaveLength(0);
      expect(await t.db.select().from(priceAlerts).where(eq(priceAlerts.userId, id))).toHaveLength(0);
      const [keptReport] = await t.db
        .select()
        .from(communityReports)
        .where(eq(communityReports.id, report!.id));
      expect(keptReport?.reportedBy).toBeNull();
      const [keptMessage] = await t.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, message!.id));
      expect(keptMessage?.userId).toBeNull();
      const [after] = await t.db.select().from(courses).where(eq(courses.id, course.id));
      expect(after?.reviewCount).toBe(1);
      // The honest rating of the one 5-star review left: (5 phantom 3-star reviews + 5) / 6.
      expect(Number(after?.averageRating)).toBe(3.33);
      expect((await me(t.app, cookie)).statusCode).toBe(401);
      expect((await logIn(t.app, { email, password: STRONG_PASSWORD })).statusCode).toBe(401);
    });

    it("removes the member's uploaded files from storage", async () => {
      const { cookie, email } = await signUp(t.app);
      const id = (await userId(email))!;
      const storage = t.app.objectStorage;
      const key = `images/${randomUUID()}.webp`;
      await storage.put(key, Buffer.from("fake image bytes"), "image/webp");
      await t.db.insert(images).values({
        userId: id,
        objectPath: `/objects/${key}`,
        objectKey: key,
        contentType: "image/webp",
        bytes: 16,
        width: 1,
        height: 1,
      });
      expect(await storage.head(key)).not.toBeNull();
      const res = await del(cookie, { password: STRONG_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(await storage.head(key)).toBeNull();
      expect(await t.db.select().from(images).where(eq(images.userId, id))).toHaveLength(0);
    });

    it("deletes a passwordless demo account with confirm: DELETE only", async () => {
      const { cookie } = await testLogin(t.app, { role: "user", plan: "lifetime" });
      const demoId = (await me(t.app, cookie)).json().user.id as string;
      expect((await del(cookie, { confirm: "delete" })).statusCode).toBe(400);
      const res = await del(cookie, { confirm: "DELETE" });
      expect(res.statusCode).toBe(200);
      expect(await t.db.select().from(users).where(eq(users.id, demoId))).toHaveLength(0);

      // The next test-login brings the demo account back, fresh.
      const again = await testLogin(t.app, { role: "user", plan: "lifetime" });
      const reborn = (await me(t.app, again.cookie)).json().user;
      expect(reborn.id).not.toBe(demoId);
      expect(reborn.plan).toBe("lifetime");
    });

    it("refuses to delete the last admin with 409", async () => {
      const { cookie } = await testLogin(t.app, { role: "admin", plan: "free" });
      const adminId = (await me(t.app, cookie)).json().user.id as string;
      const others = await t.db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
      // Make this the only admin for the test, then restore.
      const otherIds = others.map((o) => o.id).filter((o) => o !== adminId);
      for (const other of otherIds) await t.db.update(users).set({ role: "user" }).where(eq(users.id, other));
      try {
        const res = await del(cookie, { confirm: "DELETE" });
        expect(res.statusCode).toBe(409);
        expect(errorOf(res)).toBe(ACCOUNT_MESSAGES.deleteLastAdmin);
      } finally {
        for (const other of otherIds)
          await t.db.update(users).set({ role: "admin" }).where(eq(users.id, other));
      }
      expect(
        await t.db
          .select()
          .from(users)
          .where(and(eq(users.id, adminId), eq(users.role, "admin"))),
      ).toHaveLength(1);
    });

    it("refuses a cross-site delete with 403", async () => {
      const { cookie, email } = await signUp(t.app);
      const res = await t.app.inject({
        method: "DELETE",
        url: "/api/account",
        headers: { cookie, origin: "https://evil.example" },
        payload: { password: STRONG_PASSWORD },
      });
      expect(res.statusCode).toBe(403);
      expect(await userId(email)).toBeDefined();
    });
  });
});
