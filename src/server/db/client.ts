// One database handle for both engines: PGlite (PostgreSQL in WebAssembly, in-process) under
// DATA_DIR by default, node-postgres when DATABASE_URL is set. Same schema, same queries.
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { type Schema, schema } from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = "pglite" | "postgresql";
/** The handle a `db.transaction` callback receives. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** The database or the caller's open transaction: writes made through it commit or roll back with it. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
}

export const MEMORY_DATA_DIR = "memory://";

/** PGlite's own start-up arguments (fsync off, single process...), which ours are added to. */
const PGLITE_START_PARAMS = (PGlite as unknown as { defaultStartParams: readonly string[] })
  .defaultStartParams;

export async function openPglite(dataDir: string, sharedBuffersMb?: number): Promise<Database> {
  const inMemory = dataDir === MEMORY_DATA_DIR;
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(inMemory ? undefined : `${dataDir}/pglite`, {
    extensions: { pg_trgm },
    ...(sharedBuffersMb === undefined
      ? {}
      : { startParams: [...PGLITE_START_PARAMS, "-c", `shared_buffers=${sharedBuffersMb}MB`] }),
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { db, kind: "pglite", close: () => client.close() };
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  // Fail fast on a wrong URL instead of on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return { db, kind: "postgresql", close: () => pool.end() };
}

export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  pgliteSharedBuffersMb?: number;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.dataDir, options.pgliteSharedBuffersMb);
}
