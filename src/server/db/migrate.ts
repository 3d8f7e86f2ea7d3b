// Applies the committed SQL migrations (migrations/, made by drizzle-kit) at start-up.
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client";

export const MIGRATIONS_DIR = fileURLToPath(new URL("../../../migrations", import.meta.url));

/** Any constant shared by every instance; several servers starting at once migrate one at a time. */
const MIGRATION_LOCK_KEY = 72_014_001;

export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_DIR });
    return;
  }
  // One transaction holds the advisory lock while drizzle's migrator runs inside it (as a
  // savepoint), so several instances starting at once migrate one at a time.
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await migratePg(tx as unknown as NodePgDatabase, { migrationsFolder: MIGRATIONS_DIR });
  });
}
