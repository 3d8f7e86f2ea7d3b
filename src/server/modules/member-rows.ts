// Rows a member owns (a price alert, a watchlist item): a row is the member's by its user_id, and
// anyone else's answers "not found", never "forbidden", so an id says nothing about other members.
import { and, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { NotFoundError } from "../lib/errors";

/** A table of numbered rows each owned by one member (columns.ts serialId, auth.ts memberRef). */
type MemberRows = PgTable & { id: PgColumn; userId: PgColumn };

/** Deletes the member's own row `id`; one that is not there, or is anyone else's, is NotFoundError(message). */
export async function deleteMembersRow(
  db: Db,
  table: MemberRows,
  owner: { userId: string; id: number },
  message: string,
): Promise<void> {
  const deleted = await db
    .delete(table)
    .where(and(eq(table.id, owner.id), eq(table.userId, owner.userId)))
    .returning({ id: table.id });
  if (deleted.length === 0) throw new NotFoundError(message);
}
