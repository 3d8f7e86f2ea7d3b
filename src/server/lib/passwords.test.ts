// Password hashing: argon2id round trip, and the limiter that keeps a sign-in flood from filling
// every core with hashing (README "Measured").
import { describe, expect, it } from "vitest";
import { createLimiter, HASH_CONCURRENCY, hashPassword, verifyPassword } from "./passwords";

describe("passwords", () => {
  it("hashes with argon2id and verifies only the right password", async () => {
    const stored = await hashPassword("Correct-horse-42");
    expect(stored.startsWith("$argon2id$")).toBe(true);
    expect(await verifyPassword(stored, "Correct-horse-42")).toBe(true);
    expect(await verifyPassword(stored, "wrong-password")).toBe(false);
    expect(await verifyPassword(null, "anything")).toBe(false);
    expect(await verifyPassword("not-a-hash", "anything")).toBe(false);
  });

  it("leaves a core to the event loop", () => {
    expect(HASH_CONCURRENCY).toBeGreaterThanOrEqual(1);
  });

  it("runs at most `limit` tasks at once, in order, and keeps going after a failure", async () => {
    const limit = createLimiter(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (n: number) => async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5));
      running -= 1;
      order.push(n);
      if (n === 1) throw new Error("boom");
      return n;
    };
    const results = await Promise.allSettled([0, 1, 2, 3, 4].map((n) => limit(task(n))));
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(results.map((r) => r.status)).toEqual([
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
      "fulfilled",
    ]);
    expect(await limit(async () => "after")).toBe("after");
  });
});
