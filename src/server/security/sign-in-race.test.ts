// The sign-in limit could be raced: the count was read, the password verified, then the failure
// written, so requests sent together all passed the count (30 at once: 24 evaluated before the first
// 429, with a limit of 10). Each attempt now takes its slot atomically before the password is
// verified (modules/auth/login-limits.service.ts), on PGlite and PostgreSQL alike. "Evaluated"
// below means the password was checked: 401 (or 400 for a wrong current password), never 429.
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { loginFailures } from "../db/schema/auth";
import { PASSWORD_CHECK_LIMIT } from "../modules/account/account.service";
import { PAIR_LIMIT } from "../modules/auth/login-limits.service";
import { logIn, postFrom, STRONG_PASSWORD, signUp, uniqueAddress, useTestApp } from "../test/test-app";

const statuses = (responses: LightMyRequestResponse[]) => {
  const counts = new Map<number, number>();
  for (const r of responses) counts.set(r.statusCode, (counts.get(r.statusCode) ?? 0) + 1);
  return counts;
};

describe("security: password checks sent together", () => {
  const t = useTestApp();

  it(`50 concurrent wrong passwords for one account from one address: exactly ${PAIR_LIMIT.failures} evaluated`, async () => {
    const { email } = await signUp(t.app);
    const remoteAddress = uniqueAddress();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        logIn(t.app, { email, password: `wrong-${i}` }, { remoteAddress }),
      ),
    );
    const counts = statuses(responses);
    expect(counts.get(401)).toBe(PAIR_LIMIT.failures);
    expect(counts.get(429)).toBe(50 - PAIR_LIMIT.failures);
    expect([...counts.keys()].sort()).toEqual([401, 429]);
    expect(await t.db.select().from(loginFailures).where(eq(loginFailures.email, email))).toHaveLength(
      PAIR_LIMIT.failures,
    );
  });

  it("70 concurrent guesses from three addresses evaluate at most 10, and the right password then waits", async () => {
    const { email } = await signUp(t.app);
    const addresses = [uniqueAddress(), uniqueAddress(), uniqueAddress()];
    const responses = await Promise.all(
      Array.from({ length: 70 }, (_, i) =>
        logIn(t.app, { email, password: `guess-${i}` }, { remoteAddress: addresses[i % 3] }),
      ),
    );
    const counts = statuses(responses);
    expect(counts.get(401)).toBeLessThanOrEqual(10);
    expect((counts.get(401) ?? 0) + (counts.get(429) ?? 0)).toBe(70);
    // A fourth address, with the right password, is slowed like everyone else (no device cookie).
    const right = await logIn(t.app, { email, password: STRONG_PASSWORD });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers["retry-after"])).toBeGreaterThan(0);
  });

  it(`50 concurrent wrong current passwords on /account: exactly ${PASSWORD_CHECK_LIMIT.failures} evaluated`, async () => {
    const { cookie } = await signUp(t.app);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postFrom(
          t.app,
          "/api/account/password",
          { currentPassword: `wrong-${i}`, newPassword: "a brand new passphrase" },
          { cookie },
        ),
      ),
    );
    const counts = statuses(responses);
    expect(counts.get(400)).toBe(PASSWORD_CHECK_LIMIT.failures);
    expect(counts.get(429)).toBe(50 - PASSWORD_CHECK_LIMIT.failures);
  });

  it("50 concurrent deletions with wrong passwords: the same limit, and the account stays", async () => {
    const { cookie, email } = await signUp(t.app);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: "DELETE",
          url: "/api/account",
          remoteAddress: uniqueAddress(),
          headers: { cookie },
          payload: { password: `wrong-${i}` },
        }),
      ),
    );
    const counts = statuses(responses);
    expect(counts.get(400)).toBe(PASSWORD_CHECK_LIMIT.failures);
    expect(counts.get(429)).toBe(50 - PASSWORD_CHECK_LIMIT.failures);
    expect((await logIn(t.app, { email, password: STRONG_PASSWORD })).statusCode).toBe(200);
  });
});
