// Durability check (docs/operations.md "Durability (PGlite)"): kill -9 the server during a storm of
// writes, restart it, and prove that no acknowledged write is lost and that every restart comes up
// healthy.
//
//   npm run crash-test [-- --cycles 100] [--seed N] [--clients 4] [--kill-after 200-2500]
//                      [--data-dir DIR] [--database-url URL | --pg] [--no-build]
//
// PGlite by default (a fresh DATA_DIR reused by every cycle); --database-url for a PostgreSQL
// server; --pg starts a throwaway PostgreSQL (initdb + pg_ctl, as user postgres when run as root)
// on a free port for the run. Exit status 0 only when nothing was lost and every start succeeded.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCrashTest } from "./crash-test/run";
import { freePort } from "./lib/server-process";

const ROOT = new URL("..", import.meta.url).pathname;

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}
const flag = (name: string) => process.argv.includes(`--${name}`);

function intArg(name: string, fallback: number): number {
  const raw = argValue(name);
  if (raw === undefined) return fallback;
  const value = Number.parseInt(raw, 10);
  if (!Number.isInteger(value) || value < 0) {
    process.stderr.write(`crash-test: --${name} must be a whole number (got ${raw})\n`);
    process.exit(2);
  }
  return value;
}

function pgBin(): string {
  const dirs = existsSync("/usr/lib/postgresql") ? readdirSync("/usr/lib/postgresql") : [];
  const versions = dirs.sort((a, b) => Number(a) - Number(b));
  const latest = versions.at(-1);
  if (latest && existsSync(`/usr/lib/postgresql/${latest}/bin/initdb`))
    return `/usr/lib/postgresql/${latest}/bin`;
  if (existsSync("/usr/local/bin/initdb")) return "/usr/local/bin";
  throw new Error(
    "crash-test --pg: no PostgreSQL binaries (initdb) under /usr/lib/postgresql or /usr/local/bin",
  );
}

/** A throwaway PostgreSQL server for --pg; stop() removes it. */
async function startPostgres(): Promise<{ url: string; stop: () => void }> {
  const bin = pgBin();
  const dir = mkdtempSync(join(tmpdir(), "hc-crash-pg-"));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const run = (command: string) => {
    const result = asRoot
      ? spawnSync("su", ["postgres", "-c", command], { stdio: "pipe", encoding: "utf8" })
      : spawnSync("sh", ["-c", command], { stdio: "pipe", encoding: "utf8" });
    if (result.status !== 0)
      throw new Error(`crash-test --pg: ${command} failed:\n${result.stdout}${result.stderr}`);
  };
  if (asRoot) spawnSync("chown", ["postgres:postgres", dir]);
  run(`${bin}/initdb -D ${dir}/data -A trust -U postgres`);
  run(
    `${bin}/pg_ctl -D ${dir}/data -l ${dir}/server.log -w start -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1"`,
  );
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run(`${bin}/pg_ctl -D ${dir}/data -m fast -w stop`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

async function main(): Promise<number> {
  const cycles = intArg("cycles", 100);
  const seed = intArg("seed", Date.now() % 2 ** 31);
  const clients = Math.max(1, intArg("clients", 4));
  const [killMin = Number.NaN, killMax = Number.NaN] = (argValue("kill-after") ?? "200-2500")
    .split("-")
    .map((v) => Number.parseInt(v, 10));
  if (!Number.isInteger(killMin) || !Number.isInteger(killMax) || killMin < 0 || killMax < killMin) {
    process.stderr.write("crash-test: --kill-after must look like 200-2500 (milliseconds)\n");
    return 2;
  }
  const clientDir = process.env.CLIENT_DIR || undefined;
  if (!flag("no-build") && !clientDir) {
    const build = spawnSync(process.execPath, [join(ROOT, "scripts/ensure-build.mjs")], { stdio: "inherit" });
    if (build.status !== 0) return build.status ?? 1;
  }

  let databaseUrl = argValue("database-url") ?? undefined;
  let postgres: Awaited<ReturnType<typeof startPostgres>> | undefined;
  if (flag("pg")) {
    postgres = await startPostgres();
    databaseUrl = postgres.url;
    process.stdout.write(`crash-test: started a throwaway PostgreSQL at ${databaseUrl}\n`);
  }
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      process.stdout.write(`crash-test: ${signal}, stopping\n`);
      postgres?.stop();
      process.exit(130);
    });
  }
  const ownDataDir = argValue("data-dir") === undefined;
  const dataDir = argValue("data-dir") ?? mkdtempSync(join(tmpdir(), "hc-crash-"));
  const started = Date.now();
  try {
    const result = await runCrashTest({
      cycles,
      seed,
      dataDir,
      databaseUrl,
      clients,
      killAfterMs: [killMin, killMax],
      startTimeoutSeconds: intArg("start-timeout", 60),
      clientDir,
      log: (line) => process.stdout.write(`${line}\n`),
    });
    const sorted = [...result.restartMs].sort((a, b) => a - b);
    const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;
    const pass = result.lost === 0 && result.failedStarts === 0 && result.cycles === cycles;
    process.stdout.write(
      `crash-test: ${result.byKind.signup} sign-ups, ${result.byKind.review} reviews, ` +
        `${result.byKind.alert} price alerts, ${result.byKind.vote} votes acknowledged; ` +
        `restart median ${pct(0.5)} ms, p95 ${pct(0.95)} ms, max ${sorted.at(-1) ?? 0} ms; ` +
        `${Math.round((Date.now() - started) / 1000)} s in all; seed ${seed} (--seed ${seed} replays it)\n`,
    );
    process.stdout.write(
      `crash-test: ${pass ? "PASS" : "FAIL"} cycles=${result.cycles} acknowledged=${result.acknowledged} ` +
        `lost=${result.lost} restarts_ok=${result.restartsOk} failed_starts=${result.failedStarts} ` +
        `database=${databaseUrl ? "postgresql" : "pglite"} seed=${seed}\n`,
    );
    if (pass && ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    else process.stdout.write(`crash-test: data and server log kept in ${dataDir}\n`);
    return pass ? 0 : 1;
  } finally {
    postgres?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `crash-test: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
