// Server-side sessions on a real database, with an injected clock: idle expiry of 30 days, moved
// forward when the session is used after an hour or more; revocation and purging.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema/auth";
import { openTestDatabase, type TestDatabase, uniqueEmail } from "../../test/test-app";
import { createSessionService, SESSION_IDLE_MS } from "./sessions.service";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const SECRET = "a-test-secret-of-at-least-32-characters";

describe("session service", () => {
  let t: TestDatabase;
  let alice: string;
  let bob: string;
  /** The clock the service reads; each test sets it. */
  let now: Date;
  const clock = () => now;

  async function createUser(): Promise<string> {
    const [row] = await t.db
      .insert(users)
      .values({ email: uniqueEmail(), firstName: "Test", lastName: "User", passwordHash: null })
      .returning({ id: users.id });
    return row!.id;
  }

  beforeAll(async () => {
    t = await openTestDatabase();
    alice = await createUser();
    bob = await createUser();
  });
  afterAll(async () => t?.close());

  beforeEach(async () => {
    // Each test starts without sessions (purgeExpired works on the whole table). The clock starts
    // at the real time: a new session's last-seen time is set by the database clock.
    await t.db.delete(sessions);
    now = new Date();
  });

  const service = () => createSessionService(t.db, SECRET, clock);
  const at = (ms: number) => new Date(now.getTime() + ms);

  it("creates a 256-bit token, stores only its HMAC, and expires after 30 idle days", async () => {
    const s = service();
    const { token, expiresAt } = await s.create(alice, "vitest");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresAt.getTime()).toBe(now.getTime() + SESSION_IDLE_MS);
    const rows = await t.db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]?.userAgent).toBe("vitest");
    // Another secret cannot resolve the token: the hash is keyed.
    expect(await createSessionService(t.db, `${SECRET}-other`, clock).resolve(token)).toBeNull();
  });

  it("resolves a session to its user until 30 idle days have passed", async () => {
    const start = now;
    const s = service();
    const { token } = await s.create(alice, undefined);
    now = new Date(start.getTime() + SESSION_IDLE_MS - 1000);
    const found = await s.resolve(token);
    expect(found?.user.id).toBe(alice);
  });

  it("answers null once 30 idle days have passed", async () => {
    const start = now;
    const s = service();
    const { token } = await s.create(alice, undefined);
    now = new Date(start.getTime() + SESSION_IDLE_MS);
    expect(await s.resolve(token)).toBeNull();
    now = new Date(start.getTime() + SESSION_IDLE_MS + 1);
    expect(await s.resolve(token)).toBeNull();
  });

  it("does not move the expiry when used again within the hour", async () => {
    const s = service();
    const { token, expiresAt } = await s.create(alice, undefined);
    now = at(30 * MINUTE);
    const found = await s.resolve(token);
    expect(found?.refreshed).toBe(false);
    expect(found?.expiresAt.getTime()).toBe(expiresAt.getTime());
    const [row] = await t.db.select().from(sessions);
    expect(row?.expiresAt.getTime()).toBe(expiresAt.getTime());
  });

  it("moves the expiry forward when used after more than an hour", async () => {
    const start = now;
    const s = service();
    const { token, expiresAt } = await s.create(alice, undefined);
    now = new Date(start.getTime() + HOUR + MINUTE);
    const found = await s.resolve(token);
    expect(found?.refreshed).toBe(true);
    expect(found?.expiresAt.getTime()).toBe(now.getTime() + SESSION_IDLE_MS);
    const [row] = await t.db.select().from(sessions);
    expect(row?.expiresAt.getTime()).toBe(now.getTime() + SESSION_IDLE_MS);
    expect(row?.lastSeenAt.getTime()).toBe(now.getTime());
    // Past the first expiry, the refreshed session still works.
    now = new Date(expiresAt.getTime() + HOUR);
    expect((await s.resolve(token))?.user.id).toBe(alice);
  });

  // Regression test for a bug these tests found (fixed).
  it("measures the refresh interval with its own clock from creation", async () => {
    now = new Date(Date.UTC(2024, 0, 1));
    const s = service();
    const { token } = await s.create(alice, undefined);
    now = new Date(Date.UTC(2024, 0, 1, 2));
    expect((await s.resolve(token))?.refreshed).toBe(true);
  });

  it("revokes one session by its token", async () => {
    const s = service();
    const one = await s.create(alice, undefined);
    const two = await s.create(alice, undefined);
    await s.revoke(one.token);
    expect(await s.resolve(one.token)).toBeNull();
    expect((await s.resolve(two.token))?.user.id).toBe(alice);
  });

  it("revokes every session of one user and no one else's", async () => {
    const s = service();
    const a1 = await s.create(alice, undefined);
    const a2 = await s.create(alice, undefined);
    const b1 = await s.create(bob, undefined);
    await s.revokeAllForUser(alice);
    expect(await s.resolve(a1.token)).toBeNull();
    expect(await s.resolve(a2.token)).toBeNull();
    expect((await s.resolve(b1.token))?.user.id).toBe(bob);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, alice))).toHaveLength(0);
  });

  it("purges expired sessions only, and says how many", async () => {
    const start = now;
    const s = service();
    const old = await s.create(alice, undefined);
    now = new Date(start.getTime() + 10 * 24 * HOUR);
    const recent = await s.create(bob, undefined);
    now = new Date(start.getTime() + SESSION_IDLE_MS + 1);
    expect(await s.purgeExpired()).toBe(1);
    expect(await t.db.select().from(sessions)).toHaveLength(1);
    expect((await s.resolve(recent.token))?.user.id).toBe(bob);
    expect(await s.resolve(old.token)).toBeNull();
    expect(await s.purgeExpired()).toBe(0);
  });

  it("answers null for unknown, too short and too long tokens", async () => {
    const s = service();
    await s.create(alice, undefined);
    for (const token of ["", "short", "x".repeat(43), "y".repeat(500)]) {
      expect(await s.resolve(token)).toBeNull();
    }
  });

  it("ends a user's sessions when the user is deleted", async () => {
    const s = service();
    const carol = await createUser();
    const { token } = await s.create(carol, undefined);
    await t.db.delete(users).where(eq(users.id, carol));
    expect(await s.resolve(token)).toBeNull();
  });
});
