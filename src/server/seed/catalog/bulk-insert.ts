// Multi-row inserts that send the rows as ONE jsonb parameter and unpack them in the database with
// jsonb_to_recordset. On PGlite this is 3-4x faster than a VALUES list with thousands of bind
// parameters (measured on 2,000 ad sightings: ~65 ms against ~230 ms), and it works unchanged on
// PostgreSQL. Rows are the schema's insert type (keyed by property, as drizzle's own inserts); the
// table, column names and column types come from the schema's definitions, never from input.
import { getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client";

/** Rows per INSERT for the large synthetic catalogue and the demo catalogue alike. */
export const INSERT_BATCH = 1000;

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
const PROPERTY = /^[A-Za-z_][A-Za-z0-9_]*$/;

function quoted(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`Bad identifier ${name}`);
  return `"${name}"`;
}

function jsonValue(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

/**
 * Inserts `rows` into `table`, in batches of INSERT_BATCH. The columns are those the rows name (in
 * the schema's order; a column no row names keeps its default). With `returning`, gives back those
 * columns of every inserted row, keyed by property.
 */
export async function bulkInsert<T extends PgTable, K extends keyof T["$inferSelect"] & string = never>(
  db: Executor,
  table: T,
  rows: readonly T["$inferInsert"][],
  options: { returning?: readonly K[]; onConflictDoNothing?: boolean; batch?: number } = {},
): Promise<Pick<T["$inferSelect"], K>[]> {
  const schemaColumns = Object.entries(getTableColumns(table));
  const named = new Set(rows.flatMap((row) => Object.keys(row)));
  const columns = schemaColumns.filter(([key]) => named.has(key));
  for (const key of named)
    if (!columns.some(([known]) => known === key))
      throw new Error(`No column ${key} in ${getTableName(table)}`);
  const names = sql.raw(columns.map(([, column]) => quoted(column.name)).join(", "));
  const typed = sql.raw(
    columns.map(([, column]) => `${quoted(column.name)} ${column.getSQLType()}`).join(", "),
  );
  const returning = (options.returning ?? []).map((key) => {
    const column = getTableColumns(table)[key];
    if (!column || !PROPERTY.test(key)) throw new Error(`No column ${key} in ${getTableName(table)}`);
    return `${quoted(column.name)} as "${key}"`;
  });
  const out: Pick<T["$inferSelect"], K>[] = [];
  const size = options.batch ?? INSERT_BATCH;
  for (let i = 0; i < rows.length; i += size) {
    const batch = rows.slice(i, i + size).map((row) => {
      const plain: Record<string, unknown> = {};
      for (const [key, column] of columns)
        plain[column.name] = jsonValue((row as Record<string, unknown>)[key] ?? null);
      return plain;
    });
    const query: SQL = sql`insert into ${table} (${names})
      select ${names} from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(${typed})
      ${options.onConflictDoNothing ? sql`on conflict do nothing` : sql``}
      ${returning.length > 0 ? sql.raw(`returning ${returning.join(", ")}`) : sql``}`;
    // Both drivers (PGlite and node-postgres) answer execute() with { rows }.
    const result = (await db.execute(query)) as unknown as { rows: Pick<T["$inferSelect"], K>[] };
    if (returning.length > 0) out.push(...result.rows);
  }
  return out;
}
