// Account enumeration: sign-up answered 409 for an address with an account, and forgot-password
// took 9-12 ms for an existing account against 3.5-4 ms for an unknown one. Both now answer before
// the address is looked up (the e-mail work runs after the answer), with the same status, body and
// headers. This compares the answers and their timing over repeated, interleaved runs.
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "../db/schema/outbox";
import { SIGNUP_EXISTING_EMAIL_KIND } from "../modules/auth/signup.service";
import { postFrom, STRONG_PASSWORD, signUp, type TestApp, uniqueEmail, useTestApp } from "../test/test-app";

const RUNS = 20;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** What an observer can compare: status, body and the header names and values that are not per-request. */
function visible(res: LightMyRequestResponse) {
  const { date: _date, "content-length": length, ...headers } = res.headers;
  return { status: res.statusCode, body: res.body, length, headers };
}

/**
 * One probe's answer time, on a server that has finished the work of the probes before (the
 * e-mail work runs after the answer, on this same thread with PGlite; see
 * docs/decisions/0059-account-security.md for what that leaves).
 */
async function timed(t: TestApp, run: () => Promise<LightMyRequestResponse>) {
  await t.app.background.settled();
  const started = performance.now();
  const response = await run();
  return { response, ms: performance.now() - started };
}

/**
 * Probes an address with an account and one without, interleaved, RUNS times each (after a warm-up
 * of each, so neither side pays for first-run compilation): the answers must be the same, and their
 * median times may differ by scheduling noise only (2 ms, or a third of the faster one).
 */
async function expectSameAnswers(
  t: TestApp,
  probe: (email: string) => Promise<LightMyRequestResponse>,
  taken: string[],
): Promise<void> {
  await probe(uniqueEmail("warm"));
  await probe(taken[0]!);
  const times = { known: [] as number[], unknown: [] as number[] };
  for (let i = 0; i < RUNS; i++) {
    const known = await timed(t, () => probe(taken[i % taken.length]!));
    const unknown = await timed(t, () => probe(uniqueEmail("probe")));
    expect(visible(known.response)).toEqual(visible(unknown.response));
    expect(known.response.statusCode).toBe(202);
    times.known.push(known.ms);
    times.unknown.push(unknown.ms);
  }
  const [ma, mb] = [median(times.known), median(times.unknown)];
  expect(Math.abs(ma - mb), `medians ${ma.toFixed(2)} and ${mb.toFixed(2)} ms`).toBeLessThan(
    Math.max(2, Math.min(ma, mb) / 3),
  );
}

describe("security: account enumeration", () => {
  const t = useTestApp();

  it("answers sign-up the same for new and existing addresses, in content and in time", async () => {
    const existing: string[] = [];
    for (let i = 0; i < 4; i++) existing.push((await signUp(t.app)).email);
    const signup = (email: string) =>
      postFrom(t.app, "/api/auth/signup", {
        email,
        firstName: "Probe",
        lastName: "Person",
        password: STRONG_PASSWORD,
      });
    await expectSameAnswers(t, signup, existing);
    // The owner of an existing address was told (at most 3 sign-up e-mails an hour each).
    await t.app.background.settled();
    const told = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, existing[1]!));
    expect(told.filter((m) => m.kind === SIGNUP_EXISTING_EMAIL_KIND).length).toBeGreaterThan(0);
  }, 60_000);

  it("answers forgot-password the same for an account and an unknown address, in content and in time", async () => {
    const accounts: string[] = [];
    for (let i = 0; i < 4; i++) accounts.push((await signUp(t.app)).email);
    const forgot = (email: string) => postFrom(t.app, "/api/auth/forgot-password", { email });
    await expectSameAnswers(t, forgot, accounts);
    // The accounts did get their links (at most 3 an hour each).
    await t.app.background.settled();
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, accounts[1]!));
    expect(mails.some((m) => m.kind === "password-reset")).toBe(true);
  }, 60_000);
});
