// A list read newest first: a member's own rows (notifications, billing history, disputes) or an
// admin's log (the AI usage log, the e-mail outbox). The newer id comes first on a tie, so two rows
// written in the same millisecond keep one order from read to read.
import { desc, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../db/client";

/** The `limit` newest rows of `table` (those matching `where`, when given) by `at`, newest first. */
export async function newestRows<T extends PgTable & { id: PgColumn }>(
  executor: Executor,
  table: T,
  at: PgColumn,
  limit: number,
  where?: SQL,
): Promise<T["$inferSelect"][]> {
  const rows = await executor
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(desc(at), desc(table.id))
    .limit(limit);
  return rows as T["$inferSelect"][];
}
