// What a route or use case left in the database, read straight from its table: one field of the row
// with this id, for tests that check a status or a flag was (or was not) written.
import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../db/client";

/** `field` of the row of `table` whose id is `id`; undefined when there is no such row. */
export async function storedValue<T extends PgTable & { id: PgColumn }, K extends keyof T["$inferSelect"]>(
  db: Executor,
  table: T,
  id: T["$inferSelect"]["id"],
  field: K,
): Promise<T["$inferSelect"][K] | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
  return (row as T["$inferSelect"] | undefined)?.[field];
}
