// The test-database template: the first database of a run is made the real way and left as a
// template; the next ones are copies of it with the same rows, and no copy sees another's writes.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, type Db, MEMORY_DATA_DIR, openDatabase } from "../db/client";
import { users } from "../db/schema/auth";
import { categories } from "../db/schema/categories";
import { courses } from "../db/schema/courses";
import {
  dropTemplates,
  migrateAndSeed,
  openPgliteFromTemplate,
  postgresTemplate,
  type TemplateRun,
} from "./database-template";
import { createScratchDatabase, testDatabaseUrl } from "./test-app";

const run: TemplateRun = { dir: mkdtempSync(join(tmpdir(), "hc-template-test-")), id: `t${process.pid}` };
const adminUrl = testDatabaseUrl();

afterAll(async () => {
  rmSync(run.dir, { recursive: true, force: true });
  if (adminUrl) await dropTemplates(run, adminUrl);
});

async function rowCounts(db: Db) {
  const of = async (table: typeof courses | typeof users | typeof categories) =>
    (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return { courses: await of(courses), users: await of(users), categories: await of(categories) };
}

/** A table made in one copy must not appear in another. */
async function hasProbe(db: Db): Promise<boolean> {
  const result = (await db.execute(
    sql`select to_regclass('template_probe') is not null as found`,
  )) as unknown as {
    rows: { found: boolean }[];
  };
  return result.rows[0]?.found === true;
}

async function expectSameRowsAndOwnWrites(real: Database, copies: [Database, Database]): Promise<void> {
  const seeded = await rowCounts(real.db);
  expect(seeded.courses).toBeGreaterThan(0);
  expect(seeded.users).toBeGreaterThan(0);
  for (const copy of copies) expect(await rowCounts(copy.db)).toEqual(seeded);
  await copies[0].db.execute(sql`create table template_probe (n int)`);
  expect(await hasProbe(copies[0].db)).toBe(true);
  expect(await hasProbe(copies[1].db)).toBe(false);
}

describe.skipIf(adminUrl)("on PGlite", () => {
  it("dumps the first database and starts the next ones from the dump, each on its own", async () => {
    const first = await openPgliteFromTemplate(run);
    expect(readdirSync(run.dir).filter((name) => name.endsWith(".tar"))).toHaveLength(1);
    const second = await openPgliteFromTemplate(run);
    const third = await openPgliteFromTemplate(run);
    try {
      await expectSameRowsAndOwnWrites(first, [second, third]);
    } finally {
      await Promise.all([first.close(), second.close(), third.close()]);
    }
  });
});

describe.runIf(adminUrl)("on PostgreSQL", () => {
  it("builds one template database and creates each test database from it, each on its own", async () => {
    const url = adminUrl as string;
    const template = await postgresTemplate(run, url);
    expect(template).toMatch(/^hc_tpl_/);
    expect(await postgresTemplate(run, url)).toBe(template);
    const scratches = [
      await createScratchDatabase(url),
      await createScratchDatabase(url, template),
      await createScratchDatabase(url, template),
    ];
    const [real, a, b] = await Promise.all(
      scratches.map((scratch) => openDatabase({ databaseUrl: scratch.url, dataDir: MEMORY_DATA_DIR })),
    );
    try {
      await migrateAndSeed(real as Database);
      await expectSameRowsAndOwnWrites(real as Database, [a as Database, b as Database]);
    } finally {
      await Promise.all([real?.close(), a?.close(), b?.close()]);
      for (const scratch of scratches) await scratch.drop();
    }
  });
});
