// argon2id with at least 19 MiB and 2 iterations (DECISIONS.md "Security"). @node-rs/argon2 runs on
// libuv's thread pool, so hashing never blocks the event loop.
import { hash, verify } from "@node-rs/argon2";

// algorithm 2 is Argon2id (the package exports it as a const enum, which isolated modules cannot read).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. With no stored hash (unknown email, or a demo account) it still spends the
 * same work on a dummy hash, so timing does not reveal which emails have accounts.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hashPassword("hypecheck-timing-equaliser");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
