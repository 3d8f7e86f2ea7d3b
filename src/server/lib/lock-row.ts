// One row by its id, or a 404 naming what is missing. Read to be changed, it is locked: `select ...
// for update` holds it until the transaction ends, so two changes of the same row (two admins, an
// admin and the page watch) take turns instead of the second overwriting what the first wrote.
import { eq } from "drizzle-orm";
import type { PgColumn, PgTable, SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { Executor } from "../db/client";
import { NotFoundError } from "./errors";

type IdTable = PgTable & { id: PgColumn };

/** The select of `fields` from the row of `table` with this id. */
function selectById<F extends SelectedFields>(executor: Executor, table: IdTable, id: number, fields: F) {
  return executor.select(fields).from(table).where(eq(table.id, id));
}

/** The row, or a 404 saying `notFound` when there is none. */
function existing<R>(row: R | undefined, notFound: string): R {
  if (!row) throw new NotFoundError(notFound);
  return row;
}

/** `fields` of the row of `table` with this id, locked; undefined when there is none. */
export async function lockRow<F extends SelectedFields>(
  tx: Executor,
  table: IdTable,
  id: number,
  fields: F,
): Promise<SelectResultFields<F> | undefined> {
  const rows = await selectById(tx, table, id, fields).for("update");
  return (rows as SelectResultFields<F>[])[0];
}

/** The same, or a 404 saying `notFound` when there is no such row. */
export async function lockExisting<F extends SelectedFields>(
  tx: Executor,
  table: IdTable,
  id: number,
  notFound: string,
  fields: F,
): Promise<SelectResultFields<F>> {
  return existing(await lockRow(tx, table, id, fields), notFound);
}

/** `fields` of the row of `table` with this id (read, not locked), or a 404 saying `notFound`. */
export async function findExisting<F extends SelectedFields>(
  executor: Executor,
  table: IdTable,
  id: number,
  notFound: string,
  fields: F,
): Promise<SelectResultFields<F>> {
  const rows = await selectById(executor, table, id, fields);
  return existing((rows as SelectResultFields<F>[])[0], notFound);
}
