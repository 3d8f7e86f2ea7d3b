// The migration that gave money its currency (migrations/0014_money-with-currency.sql), applied to
// a database holding rows from before it: every existing price, price history row, price alert and
// watchlist target is in US dollars, billed once, and the new checks refuse what is not a currency.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, MEMORY_DATA_DIR, openPglite } from "./client";
import { MIGRATIONS_DIR } from "./migrate";

const MONEY_MIGRATION = "0014_money-with-currency.sql";

async function apply(database: Database, file: string): Promise<void> {
  const text = readFileSync(join(MIGRATIONS_DIR, file), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) {
    if (statement.trim() !== "") await database.db.execute(sql.raw(statement));
  }
}

async function rows<T>(database: Database, query: string): Promise<T[]> {
  return ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

describe("migration 0014: money with its currency", () => {
  let database: Database;

  beforeAll(async () => {
    database = await openPglite(MEMORY_DATA_DIR);
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((file) => file.endsWith(".sql"))
      .sort();
    expect(files).toContain(MONEY_MIGRATION);
    for (const file of files.filter((file) => file < MONEY_MIGRATION)) await apply(database, file);
    // Rows as they stood before the migration.
    const before = `
      insert into users (id, email, first_name, last_name)
        values ('00000000-0000-4000-8000-000000000001', 'old@example.test', 'Old', 'Member');
      insert into categories (id, name, slug) values (1, 'Old', 'old');
      insert into creators (id, slug, name) values (1, 'old-creator', 'Old Creator');
      insert into courses (id, title, description, creator_id, category_id, price_cents, original_url)
        values (1, 'Old course', 'From before currencies', 1, 1, 49700, 'https://old.example.test/');
      insert into course_price_history (course_id, price_cents) values (1, 59700), (1, 49700);
      insert into price_alerts (user_id, course_id, target_price_cents)
        values ('00000000-0000-4000-8000-000000000001', 1, 39700);
      insert into watchlist_items (user_id, target_type, course_id, price_target_cents)
        values ('00000000-0000-4000-8000-000000000001', 'course', 1, 29700)`;
    for (const statement of before.split(";")) await database.db.execute(sql.raw(statement));
    for (const file of files.filter((file) => file >= MONEY_MIGRATION)) await apply(database, file);
  });
  afterAll(async () => database?.close());

  it("reads every existing amount as US dollars, billed once", async () => {
    expect(
      await rows(
        database,
        "select currency, billing, recurring, installment_count, anchor_price_cents, refund_days, refund_kind, facts from courses",
      ),
    ).toEqual([
      {
        currency: "USD",
        billing: "one-time",
        recurring: false,
        installment_count: null,
        anchor_price_cents: null,
        refund_days: null,
        refund_kind: null,
        facts: null,
      },
    ]);
    expect(await rows(database, "select distinct currency from course_price_history")).toEqual([
      { currency: "USD" },
    ]);
    expect(await rows(database, "select currency from price_alerts")).toEqual([{ currency: "USD" }]);
    expect(await rows(database, "select currency from watchlist_items")).toEqual([{ currency: "USD" }]);
  });

  it("refuses a currency that is not an ISO code, a billing it does not know and a bad refund kind", async () => {
    const refused = async (statement: string) =>
      expect(database.db.execute(sql.raw(statement))).rejects.toMatchObject({ cause: { code: "23514" } });
    await refused("update courses set currency = 'rand' where id = 1");
    await refused("update courses set billing = 'weekly' where id = 1");
    await refused("update courses set refund_kind = 'maybe' where id = 1");
    await refused("update courses set installment_count = 1 where id = 1");
    await refused("update price_alerts set currency = 'US' ");
    await database.db.execute(
      sql.raw("update courses set currency = 'ZAR', billing = 'monthly', recurring = true where id = 1"),
    );
    expect(await rows(database, "select currency, billing from courses")).toEqual([
      { currency: "ZAR", billing: "monthly" },
    ]);
  });
});
