// `npm run db:migrate` and `npm run db:seed`: the same steps the server runs at start-up, by hand.
// `npm run db:seed -- --courses 100000` then fills the catalogue up to that many courses for
// benchmarks (seed/catalog/synthetic.ts). Like the server, it refuses a DATA_DIR another process holds.
import { fileURLToPath } from "node:url";
import { pino } from "pino";
import { loadConfig } from "../config";
import { type CliCommand, parseCliArgs } from "../seed/catalog/cli-args";
import { formatCount } from "../seed/catalog/helpers";
import { type LargeSeedProgress, seedLargeCatalogue } from "../seed/catalog/synthetic";
import { seedDatabase } from "../seed/seed";
import { openDatabase } from "./client";
import { acquireDataDirLock } from "./data-dir-lock";
import { runMigrations } from "./migrate";

const log = pino({ name: "db" });

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const say = (line: string) => process.stdout.write(`db:seed: ${line}\n`);

/** Prints progress every 10,000 courses and at the end: enough to see it move without flooding. */
function progressPrinter(): (progress: LargeSeedProgress) => void {
  let printedAt = 0;
  return ({ courses, target, elapsedMs }) => {
    if (courses - printedAt < 10_000 && courses !== target) return;
    printedAt = courses;
    const percent = Math.floor((courses / target) * 100);
    say(`${formatCount(courses)} / ${formatCount(target)} courses (${percent}%), ${seconds(elapsedMs)}`);
  };
}

async function run(args: CliCommand): Promise<void> {
  const config = loadConfig(fileURLToPath(new URL("../../../dist/client", import.meta.url)));
  const lock = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir);
  const database = await openDatabase(config);
  try {
    await runMigrations(database);
    log.info({ database: database.kind }, "migrations applied");
    if (args.command !== "seed") return;
    const started = performance.now();
    const seeded = await seedDatabase(database.db, { demoData: config.demoData });
    if (args.courses === undefined) {
      log.info(seeded, "seed applied");
      return;
    }
    const demo = seeded.catalogue;
    say(
      demo.courses > 0
        ? `demo catalogue: ${demo.courses} courses, ${demo.creators} creators, ${demo.reviews} reviews, ` +
            `${demo.adSightings} ad sightings in ${seconds(performance.now() - started)}`
        : "demo catalogue already present",
    );

    say(`filling the catalogue up to ${formatCount(args.courses)} courses (${database.kind})`);
    const report = await seedLargeCatalogue(database.db, {
      target: args.courses,
      anchor: new Date(),
      onProgress: progressPrinter(),
    });
    if (report.courses === 0) {
      say(`the catalogue already has ${formatCount(report.coursesBefore)} courses: nothing to add`);
      return;
    }
    const rows = report.courses + report.creators + report.priceHistory;
    say(
      `inserted ${formatCount(report.courses)} courses, ${formatCount(report.creators)} creators and ` +
        `${formatCount(report.priceHistory)} price points in ${seconds(report.insertMs)} ` +
        `(${formatCount(rows / (report.insertMs / 1000))} rows/s, ${formatCount(report.courses / (report.insertMs / 1000))} courses/s)`,
    );
    say(`VACUUM ANALYZE ${seconds(report.vacuumMs)}; total ${seconds(performance.now() - started)}`);
  } finally {
    await database.close();
    lock?.release();
  }
}

async function main(argv: readonly string[]): Promise<void> {
  await run(parseCliArgs(argv));
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`db: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
