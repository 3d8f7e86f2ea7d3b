// argon2id with at least 19 MiB and 2 iterations (docs/decisions/0025). @node-rs/argon2 runs on
// libuv's thread pool, so hashing never blocks the event loop. A flood of sign-ins could still fill
// every core with hashing (the pool has 4 threads) and starve the event loop of CPU, so at most
// one hash per spare core runs at a time (one on a 2-core machine); the rest wait their turn
// (README "Measured": 20 sign-ins a second next to catalogue searches).
import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";

// algorithm 2 is Argon2id (the package exports it as a const enum, which isolated modules cannot read).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Runs `task`s with at most `limit` at once, first come first served. */
export function createLimiter(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/** Hashes allowed at once: every core but one (for the event loop), at least one. */
export const HASH_CONCURRENCY = Math.max(1, availableParallelism() - 1);
const hashing = createLimiter(HASH_CONCURRENCY);

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, OPTIONS));
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. With no stored hash (unknown email, or a demo account) it still spends the
 * same work on a dummy hash, so timing does not reveal which emails have accounts.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hashPassword("hypecheck-timing-equaliser");
    const dummy = await dummyHash;
    await hashing(() => verify(dummy, password)).catch(() => false);
    return false;
  }
  try {
    return await hashing(() => verify(storedHash, password));
  } catch {
    return false;
  }
}
