// npm run import:public-records -- FILE [--batch N]: a FollowTheMoney export (entities.ftm.json, as
// OpenSanctions publishes it) too big for the admin import, read line by line and stored in batches
// (src/server/modules/public-records/import-ftm-stream.ts; docs/public-records.md). Runs the
// migrations first, like db:migrate, and refuses a DATA_DIR a running server holds.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { acquireDataDirLock } from "../src/server/db/data-dir-lock";
import { runMigrations } from "../src/server/db/migrate";
import { createUncachedAppEvents } from "../src/server/event-handlers";
import { FTM_STREAM_BATCH, importFtmFile } from "../src/server/modules/public-records/import-ftm-stream";
import { ImportRefused } from "../src/server/modules/public-records/parsed-record";

const USAGE = `Usage:
  npm run import:public-records -- FILE [--batch N]

FILE is a FollowTheMoney entity export, one JSON object a line (OpenSanctions' entities.ftm.json).
It is read twice, line by line; records are stored N at a time (default ${FTM_STREAM_BATCH}), each batch in
its own transaction. OpenSanctions data is CC BY-NC 4.0: commercial use needs their licence.

Exit codes: 0 imported, 1 the file was refused (nothing stored) or the database failed, 2 usage error.`;

const say = (line: string) => process.stderr.write(`import:public-records: ${line}\n`);
const n = (value: number) => value.toLocaleString("en-US");

function usageError(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(2);
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { batch: { type: "string" }, help: { type: "boolean", short: "h" } },
    });
  } catch (error) {
    return usageError(error instanceof Error ? error.message : String(error));
  }
})();
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
if (positionals.length !== 1) usageError("Give one file.");
const file = positionals[0]!;
if (!existsSync(file)) usageError(`No such file: ${file}`);
const batchSize = values.batch === undefined ? FTM_STREAM_BATCH : Number(values.batch);
if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 10_000) {
  usageError("--batch takes a whole number from 1 to 10000.");
}

async function main(): Promise<void> {
  const config = loadConfig(fileURLToPath(new URL("../dist/client", import.meta.url)));
  const lock = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir);
  const database = await openDatabase(config);
  const started = performance.now();
  try {
    await runMigrations(database);
    // The records it changes are audited as in the app (this process caches no catalogue).
    const report = await importFtmFile(database.db, createUncachedAppEvents(), file, {
      batchSize,
      onProgress: (p) => {
        if (p.phase === "checking") say(`checked ${n(p.lines)} lines`);
        else if (p.phase === "names") say(`read names: ${n(p.lines)} lines`);
        else if (p.phase === "storing") say(`batch ${n(p.batches)}: ${n(p.stored)} records stored`);
      },
    });
    say(
      `${n(report.lines)} lines: ${n(report.imported)} records imported, ${n(report.updated)} updated, ` +
        `${n(report.skipped)} skipped, in ${n(report.batches)} batches ` +
        `(${((performance.now() - started) / 1000).toFixed(1)} s; at most ${n(report.peakHeld)} entities held)`,
    );
    for (const note of report.errors.slice(0, 20)) say(`left out: ${note}`);
    if (report.errors.length > 20) say(`…and ${report.errors.length - 20} more notes.`);
    process.stdout.write(`${JSON.stringify(report)}\n`);
  } finally {
    await database.close();
    lock?.release();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ImportRefused) {
    say("the file was refused; nothing was stored:");
    for (const reason of error.reasons) say(`  ${reason}`);
  } else {
    say(error instanceof Error ? error.message : String(error));
  }
  process.exitCode = 1;
});
