// Catalogue search benchmark (issue 3): seeds a large synthetic catalogue, starts the built server
// on it, and measures GET /api/courses with rotating search terms against a bare node:http
// hello-world on the same machine, in one run. Target on PGlite: search p99 ≤ 50 ms at 10
// connections.
//
// Usage: npm run bench:catalogue [-- --courses 100000 --duration 20 --connections 10
//                                   --data-dir DIR --fresh --skip-uncached --database-url URL]
// It then measures the same searches with the server's list cache off (CATALOG_CACHE_SECONDS=0),
// the database alone, and reports that too (--skip-uncached leaves it out). The seeded database
// is kept in .bench/catalogue-<courses> (git-ignored) and reused by later runs; --fresh seeds it
// again. --database-url (or BENCH_DATABASE_URL) runs it on that PostgreSQL database instead (the
// seed fills it up to --courses). The last line is machine-readable:
//   bench-catalogue: search_p99_ms=<n> search_rps=<n> bare_rps=<n> ratio=<n>
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import autocannon from "autocannon";

const args = process.argv.slice(2);
function option(name: string, fallback: string): string {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : (args[index + 1] ?? fallback);
}
function positiveInt(name: string, fallback: number): number {
  const raw = option(name, String(fallback));
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    process.stderr.write(`--${name} must be a positive whole number (got "${raw}")\n`);
    process.exit(2);
  }
  return value;
}

const courses = positiveInt("courses", 100_000);
const duration = positiveInt("duration", 20);
const connections = positiveInt("connections", 10);
const warmup = positiveInt("warmup", 5);
/** Real PostgreSQL instead of PGlite: an empty (or earlier benchmark) database the seed fills. */
const databaseUrl = option("database-url", process.env.BENCH_DATABASE_URL ?? "");
const engine = databaseUrl ? "PostgreSQL" : "PGlite";
const dataDir = resolve(
  option(
    "data-dir",
    join(
      ".bench",
      `catalogue-${courses}${databaseUrl ? `-pg-${createHash("sha256").update(databaseUrl).digest("hex").slice(0, 8)}` : ""}`,
    ),
  ),
);
const fresh = args.includes("--fresh");
const root = resolve(import.meta.dirname, "..");

/**
 * 48 terms as people type them: category words, course topics, creator-style words, and typos
 * (the search is typo-tolerant), so the planner sees selective and broad queries alike.
 */
const SEARCH_TERMS = [
  "affiliate marketing",
  "affilate markting",
  "dropshipping",
  "dropshiping store",
  "amazon fba",
  "amazn fba private label",
  "shopify",
  "ecommerce",
  "freelance",
  "freelancing clients",
  "agency",
  "social media agency",
  "youtube",
  "youtube automation",
  "tiktok",
  "instagram growth",
  "content creation",
  "digital products",
  "ebook",
  "notion templates",
  "coaching",
  "high ticket coaching",
  "consulting",
  "saas",
  "startup",
  "no code",
  "trading",
  "forex trading",
  "crypto",
  "stock investing",
  "side hustle",
  "passive income",
  "email marketing",
  "newsletter",
  "copywriting",
  "funnels",
  "sales funnel",
  "automation",
  "ai tools",
  "print on demand",
  "etsy",
  "real estate",
  "budgeting",
  "blueprint",
  "masterclass",
  "bootcamp",
  "beginner",
  "advanced strategies",
];

function log(line: string): void {
  process.stderr.write(`${line}\n`);
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolvePort(address.port) : reject()));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.once("exit", () => done());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
  });
}

function seed(): void {
  const marker = join(dataDir, `.seeded-${courses}`);
  if (!fresh && existsSync(marker)) {
    log(
      `bench: reusing the seeded ${engine} database (${databaseUrl ? "marker in " : ""}${dataDir}; --fresh to seed again)`,
    );
    return;
  }
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  log(`bench: seeding ${courses} courses into ${databaseUrl ? "the PostgreSQL database" : dataDir} …`);
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", "src/server/db/cli.ts", "seed", "--courses", String(courses)],
    {
      cwd: root,
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    },
  );
  if (result.status !== 0) throw new Error(`seeding failed (exit ${result.status})`);
  writeFileSync(marker, new Date().toISOString());
  log(`bench: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
}

async function measure(
  title: string,
  url: string,
  paths: string[] | undefined,
  seconds: number,
): Promise<Measured> {
  let next = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    ...(paths
      ? {
          requests: [
            {
              method: "GET",
              setupRequest: (request) => {
                const path = paths[next % paths.length] ?? "/";
                next += 1;
                return { ...request, path };
              },
            },
          ],
        }
      : {}),
  });
  const measured: Measured = {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
  log(
    `bench: ${title.padEnd(28)} ${measured.rps.toFixed(0).padStart(7)} req/s  p50 ${measured.p50} ms  p99 ${measured.p99} ms  ` +
      `(${measured.total} requests, ${measured.non2xx} non-2xx, ${measured.errors} errors)`,
  );
  return measured;
}

async function main(): Promise<void> {
  const build = spawnSync(process.execPath, ["scripts/ensure-build.mjs"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) throw new Error("the client build failed");
  seed();

  const barePort = await freePort();
  const bare = spawn(
    process.execPath,
    [
      "-e",
      `require("node:http").createServer((q, s) => { s.writeHead(200, { "content-type": "application/json" }); s.end('{"ok":true}'); }).listen(${barePort}, "127.0.0.1");`,
    ],
    { stdio: "inherit" },
  );
  const searchPaths = SEARCH_TERMS.map(
    (term) => `/api/courses?q=${encodeURIComponent(term)}&sort=featured&page=1&pageSize=24`,
  );
  let server: ChildProcess | undefined;
  try {
    await waitFor(`http://127.0.0.1:${barePort}/`, bare, 10_000);

    // 1. The server as it runs by default (its list cache on).
    const started = await startServer({});
    server = started.child;
    const base = `http://127.0.0.1:${started.port}`;
    for (const path of searchPaths) {
      const response = await fetch(`${base}${path}`);
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    }
    const sample = (await (await fetch(`${base}${searchPaths[0]}`)).json()) as { total: number };
    log(`bench: "${SEARCH_TERMS[0]}" finds ${sample.total} of ${courses} courses`);
    log(`bench: warming up for ${warmup} s …`);
    await measure("warm-up (search)", base, searchPaths, warmup);
    const bareResult = await measure("bare node:http", `http://127.0.0.1:${barePort}`, undefined, duration);
    const search = await measure(`search (${SEARCH_TERMS.length} terms)`, base, searchPaths, duration);
    await stop(server);

    // 2. The database alone: the same searches with the list cache off, so every request runs its
    //    query (reported, not the target: see the README's "Catalogue search" section).
    if (!args.includes("--skip-uncached")) {
      const uncached = await startServer({ CATALOG_CACHE_SECONDS: "0" });
      server = uncached.child;
      const uncachedBase = `http://127.0.0.1:${uncached.port}`;
      await measure("warm-up (cache off)", uncachedBase, searchPaths, Math.min(warmup, 3));
      await measure(`search, cache off`, uncachedBase, searchPaths, duration);
      await stop(server);
    }

    const ratio = search.rps / bareResult.rps;
    const verdict = search.p99 <= 50 && search.errors === 0 && search.non2xx === 0 ? "PASS" : "MISS";
    log(
      `bench: ${verdict} search p99 ${search.p99} ms on ${engine} (target on PGlite: ≤ 50 ms at ${connections} connections)`,
    );
    process.stdout.write(
      `bench-catalogue: search_p99_ms=${search.p99} search_rps=${search.rps.toFixed(0)} bare_rps=${bareResult.rps.toFixed(0)} ratio=${ratio.toFixed(3)}\n`,
    );
  } finally {
    await Promise.all([server ? stop(server) : undefined, stop(bare)]);
  }
}

/** The built server on the seeded database, with extra environment; resolves once it is healthy. */
async function startServer(extra: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      // Production with DATABASE_URL needs a shared secret; any value serves one bench server.
      ...(databaseUrl ? { SESSION_SECRET: randomBytes(32).toString("hex") } : {}),
      LOG_LEVEL: "warn",
      // The catalogue's per-address limit would throttle one load generator on loopback.
      RATE_LIMIT_CATALOG_PER_MIN: "100000000",
      ...extra,
    },
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`, child, 180_000);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { child, port };
}

main().catch((error: unknown) => {
  log(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
