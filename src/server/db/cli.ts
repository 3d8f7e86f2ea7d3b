// `npm run db:migrate` and `npm run db:seed`: the same steps the server runs at start-up, by hand.
import { fileURLToPath } from "node:url";
import { pino } from "pino";
import { loadConfig } from "../config";
import { openDatabase } from "./client";
import { acquireDataDirLock } from "./data-dir-lock";
import { runMigrations } from "./migrate";
import { seedDatabase } from "./seed/seed";

const log = pino({ name: "db" });

async function main(command: string | undefined): Promise<void> {
  if (command !== "migrate" && command !== "seed") {
    throw new Error("usage: tsx src/server/db/cli.ts migrate|seed");
  }
  const config = loadConfig(fileURLToPath(new URL("../../../dist/client", import.meta.url)));
  const lock = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir);
  const database = await openDatabase(config);
  try {
    await runMigrations(database);
    log.info({ database: database.kind }, "migrations applied");
    if (command === "seed") log.info(await seedDatabase(database.db), "seed applied");
  } finally {
    await database.close();
    lock?.release();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  process.stderr.write(`db: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
