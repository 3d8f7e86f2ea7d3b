// A PostgreSQL advisory lock around a scheduled job (ARCHITECTURE.md: several instances never run
// one job twice). Session-level locks belong to a connection, so the lock is taken and released on
// one connection held for the whole run: a client checked out of node-postgres's pool (the job's
// own queries use the pool's other connections), or PGlite's only session. If the process dies,
// its connection closes and PostgreSQL frees the lock; nothing is left to clean up.
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db, Tx } from "./client";

export type LockKey = readonly [number, number];
export type Locked<T> = { acquired: true; value: T } | { acquired: false };

/**
 * PGlite is one session, where advisory locks are re-entrant: a second run in the same process
 * would be granted the lock it already holds. Keys held per database client, to refuse that.
 */
const heldInProcess = new WeakMap<object, Set<string>>();

function clientOf(db: Db): unknown {
  return (db as unknown as { $client?: unknown }).$client;
}

async function withPoolClient<T>(pool: pg.Pool, key: LockKey, fn: () => Promise<T>): Promise<Locked<T>> {
  const client = await pool.connect();
  let got = false;
  try {
    const { rows } = await client.query<{ ok: boolean }>("select pg_try_advisory_lock($1, $2) as ok", [
      key[0],
      key[1],
    ]);
    got = rows[0]?.ok === true;
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  if (!got) {
    client.release();
    return { acquired: false };
  }
  try {
    return { acquired: true, value: await fn() };
  } finally {
    try {
      await client.query("select pg_advisory_unlock($1, $2)", [key[0], key[1]]);
      client.release();
    } catch (error) {
      // Destroying the connection ends the session, which releases the lock on the server.
      client.release(error as Error);
    }
  }
}

async function withSingleSession<T>(db: Db, key: LockKey, fn: () => Promise<T>): Promise<Locked<T>> {
  const owner = (clientOf(db) ?? db) as object;
  const held = heldInProcess.get(owner) ?? new Set<string>();
  heldInProcess.set(owner, held);
  const name = key.join(":");
  if (held.has(name)) return { acquired: false };
  held.add(name);
  try {
    const result = (await db.execute(
      sql`select pg_try_advisory_lock(${key[0]}::int, ${key[1]}::int) as ok`,
    )) as unknown as { rows: Array<{ ok: boolean }> };
    if (result.rows[0]?.ok !== true) return { acquired: false };
    try {
      return { acquired: true, value: await fn() };
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${key[0]}::int, ${key[1]}::int)`);
    }
  } finally {
    held.delete(name);
  }
}

/** Runs `fn` under the advisory lock `key`, or returns at once with acquired: false when it is held. */
export function withAdvisoryLock<T>(db: Db, key: LockKey, fn: () => Promise<T>): Promise<Locked<T>> {
  const client = clientOf(db);
  return client instanceof pg.Pool ? withPoolClient(client, key, fn) : withSingleSession(db, key, fn);
}

/** FNV-1a of a job name as a signed 32-bit integer: the second half of its lock key. */
export function lockKeyFor(lockClass: number, name: string): LockKey {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return [lockClass, hash | 0];
}

/**
 * Takes a transaction-level advisory lock on (lockClass, hash of name), waiting for it; it is freed
 * when the transaction ends. For short decisions that must not run twice at once (an attempt slot,
 * a member's upload quota), on PGlite and PostgreSQL alike.
 */
export async function advisoryXactLock(tx: Tx, lockClass: number, name: string): Promise<void> {
  const [first, second] = lockKeyFor(lockClass, name);
  await tx.execute(sql`select pg_advisory_xact_lock(${first}::int, ${second}::int)`);
}
