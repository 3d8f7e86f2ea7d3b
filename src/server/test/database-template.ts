// One migrated and seeded database per `vitest run` (and per few minutes of it), copied for each
// test database instead of migrating and seeding every time: a dump of PGlite's data directory that
// each in-memory PGlite starts from, or on PostgreSQL a template database that `create database
// ... template` copies. The first test that needs a database while no fresh template exists builds
// one the real way and leaves it for the others; a test that finds another one building does the
// real thing too, so nothing waits. The run's directory comes from global-setup.ts, which removes
// it and drops the template databases at the end.
import { createHash } from "node:crypto";
import { closeSync, existsSync, openSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import pg from "pg";
import { type Database, type Db, MEMORY_DATA_DIR, openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import { schema } from "../db/schema";
import { seedDatabase } from "../seed/seed";

/**
 * The seed dates the demo data back from the moment it runs, so a template is used for this long
 * only; after it the next test builds a new one. A test then sees data seeded at most this long
 * before it, as a long test file's last test always has.
 */
export const TEMPLATE_MAX_AGE_MS = 5 * 60_000;

declare module "vitest" {
  export interface ProvidedContext {
    hcTemplateRun: TemplateRun;
  }
}

/** What global-setup.ts hands the test workers: the run's own directory and name. */
export interface TemplateRun {
  dir: string;
  /** Lowercase letters, digits and `_`: part of the template databases' names. */
  id: string;
}

/** Every template database of a run starts with this, so the run's end can drop them all. */
export function templatePrefix(run: TemplateRun): string {
  return `hc_tpl_${run.id}_`;
}

/** The current template's slot: a new number every TEMPLATE_MAX_AGE_MS. */
function slot(): number {
  return Math.floor(Date.now() / TEMPLATE_MAX_AGE_MS);
}

/** True for the first caller only: an exclusive create of `path`. */
function claim(path: string): boolean {
  try {
    closeSync(openSync(path, "wx"));
    return true;
  } catch {
    return false;
  }
}

/** Writes `data` whole under `path`: readers see no file or the full one. */
function writeWhole(path: string, data: string | Buffer): void {
  writeFileSync(`${path}.part`, data);
  renameSync(`${path}.part`, path);
}

/** Migrations, then the seed: the real way to a test database, and how a template is made. */
export async function migrateAndSeed(database: Database): Promise<void> {
  await runMigrations(database);
  await seedDatabase(database.db);
}

/**
 * A migrated and seeded in-memory PGlite: started from the run's current dump when there is one,
 * else migrated and seeded here (and dumped for the next ones when no other test is making it).
 */
export async function openPgliteFromTemplate(run: TemplateRun | undefined): Promise<Database> {
  const dump = run && join(run.dir, `pglite-${slot()}.tar`);
  if (dump && existsSync(dump)) {
    const client = await PGlite.create(undefined, {
      extensions: { pg_trgm },
      loadDataDir: new Blob([readFileSync(dump)]),
    });
    const db = drizzle({ client, schema }) as unknown as Db;
    return { db, kind: "pglite", close: () => client.close() };
  }
  const database = await openDatabase({ dataDir: MEMORY_DATA_DIR });
  try {
    await migrateAndSeed(database);
    if (dump && claim(`${dump}.claim`)) {
      const client = (database.db as unknown as { $client: PGlite }).$client;
      const tar = await client.dumpDataDir("none");
      writeWhole(dump, Buffer.from(await tar.arrayBuffer()));
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** Runs `work` with a client connected to the server's maintenance database (`adminUrl`). */
export async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `url` with another database name. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Waits until no session is connected to `name`: a closed pool's backends may still be on their
 * way out, and a database with sessions can be neither copied nor dropped without force.
 */
export async function waitForNoSessions(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = $1",
      [name],
    );
    if ((rows[0]?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The name of the run's current template database on the server at `adminUrl`, or undefined when
 * none is ready: then the caller migrates and seeds its own, and the first such caller of a slot
 * builds the template first (a few seconds) for the tests after it.
 */
export async function postgresTemplate(
  run: TemplateRun | undefined,
  adminUrl: string,
): Promise<string | undefined> {
  if (!run) return undefined;
  const current = slot();
  const name = `${templatePrefix(run)}${current}`;
  const ready = join(run.dir, `postgres-${current}.ready`);
  // The server's URL may hold a password, so the marker keeps a digest of it only.
  const server = createHash("sha256").update(adminUrl).digest("hex");
  if (existsSync(ready)) return readFileSync(ready, "utf8") === server ? name : undefined;
  if (!claim(join(run.dir, `postgres-${current}.claim`))) return undefined;
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), dataDir: MEMORY_DATA_DIR });
  try {
    await migrateAndSeed(database);
  } finally {
    await database.close();
  }
  await withAdmin(adminUrl, (client) => waitForNoSessions(client, name));
  writeWhole(ready, server);
  return name;
}

/** Drops the run's template databases (global-setup's teardown). */
export async function dropTemplates(run: TemplateRun, adminUrl: string): Promise<void> {
  await withAdmin(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1)",
      [templatePrefix(run)],
    );
    for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
  });
}
