// Multi-row inserts that send the rows as ONE jsonb parameter and unpack them in the database with
// jsonb_to_recordset. On PGlite this is 3-4x faster than a VALUES list with thousands of bind
// parameters (measured on 2,000 ad sightings: ~65 ms against ~230 ms), and it works unchanged on
// PostgreSQL. Table and column names come from the constants below, never from input.
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../client";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Executor = Db | Tx;

/** Column name -> PostgreSQL type, in insert order. */
export type ColumnTypes = Readonly<Record<string, string>>;

/** Rows per INSERT for the large synthetic catalogue and the demo catalogue alike. */
export const INSERT_BATCH = 1000;

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function columnList(columns: ColumnTypes): { names: SQL; typed: SQL } {
  const names = Object.keys(columns);
  for (const name of names) if (!IDENTIFIER.test(name)) throw new Error(`Bad column name ${name}`);
  return {
    names: sql.raw(names.map((n) => `"${n}"`).join(", ")),
    typed: sql.raw(names.map((n) => `"${n}" ${columns[n]}`).join(", ")),
  };
}

function jsonValue(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

/**
 * Inserts `rows` (objects keyed by column name) into `table`, in batches of INSERT_BATCH.
 * With `returning`, gives back those columns of every inserted row.
 */
export async function bulkInsert<R extends Record<string, unknown> = Record<string, never>>(
  db: Executor,
  table: string,
  columns: ColumnTypes,
  rows: readonly Readonly<Record<string, unknown>>[],
  options: { returning?: readonly string[]; onConflictDoNothing?: boolean; batch?: number } = {},
): Promise<R[]> {
  if (!IDENTIFIER.test(table)) throw new Error(`Bad table name ${table}`);
  const { names, typed } = columnList(columns);
  const keys = Object.keys(columns);
  const returning = options.returning ?? [];
  for (const name of returning) if (!IDENTIFIER.test(name)) throw new Error(`Bad column name ${name}`);
  const out: R[] = [];
  const size = options.batch ?? INSERT_BATCH;
  for (let i = 0; i < rows.length; i += size) {
    const batch = rows.slice(i, i + size).map((row) => {
      const plain: Record<string, unknown> = {};
      for (const key of keys) plain[key] = jsonValue(row[key] ?? null);
      return plain;
    });
    const query = sql`insert into ${sql.raw(`"${table}"`)} (${names})
      select ${names} from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(${typed})
      ${options.onConflictDoNothing ? sql`on conflict do nothing` : sql``}
      ${returning.length > 0 ? sql.raw(`returning ${returning.map((n) => `"${n}"`).join(", ")}`) : sql``}`;
    // Both drivers (PGlite and node-postgres) answer execute() with { rows }.
    const result = (await db.execute(query)) as unknown as { rows: R[] };
    if (returning.length > 0) out.push(...result.rows);
  }
  return out;
}
