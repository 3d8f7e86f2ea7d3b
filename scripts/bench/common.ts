// Shared helpers for the benchmark scripts (bench-api.ts, bench-catalogue.ts): starting the
// server and a bare node:http hello-world, seeding a synthetic catalogue into .bench/, a throwaway
// PostgreSQL server, and one autocannon run summarised the same way everywhere.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import { freePort, stop, waitFor } from "../lib/server-process";

export const root = resolve(import.meta.dirname, "../..");

/**
 * 48 terms as people type them (the same as bench-catalogue.ts): category words, topics,
 * creator-style words and typos (the search is typo-tolerant), selective and broad queries alike.
 */
export const SEARCH_TERMS = [
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

export const searchPaths = SEARCH_TERMS.map(
  (term) => `/api/courses?q=${encodeURIComponent(term)}&sort=featured&page=1&pageSize=24`,
);

export function log(line: string): void {
  process.stderr.write(`${line}\n`);
}

/** Seeds `courses` courses into dataDir (PGlite) or databaseUrl, unless a marker says it is done. */
export function seed(options: {
  dataDir: string;
  databaseUrl: string;
  courses: number;
  fresh: boolean;
}): void {
  const { dataDir, databaseUrl, courses } = options;
  const marker = join(dataDir, `.seeded-${courses}`);
  if (!options.fresh && existsSync(marker)) {
    log(
      `bench: reusing the seeded database (${databaseUrl ? "marker in " : ""}${dataDir}; --fresh to seed again)`,
    );
    return;
  }
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  log(`bench: seeding ${courses} courses into ${databaseUrl ? "PostgreSQL" : dataDir} …`);
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

/**
 * A bare node:http hello-world answering the same small JSON body as /api/health; with `headers`,
 * it also sends those (to separate the cost of the security headers from the framework's).
 */
export async function startBare(
  headers: [string, string][] = [],
): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      "-e",
      `const headers = JSON.parse(process.env.BARE_HEADERS); require("node:http").createServer((q, s) => { for (const [k, v] of headers) s.setHeader(k, v); s.writeHead(200, { "content-type": "application/json" }); s.end('{"status":"ok","database":"pglite","version":"0.1.0"}'); }).listen(${port}, "127.0.0.1");`,
    ],
    { stdio: "inherit", env: { ...process.env, BARE_HEADERS: JSON.stringify(headers) } },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/`, child, 10_000);
  return { child, base };
}

/** The server (NODE_ENV=production) on a seeded database; resolves once it is healthy. */
export async function startServer(options: {
  dataDir: string;
  databaseUrl: string;
  extraEnv?: Record<string, string>;
  nodeArgs?: string[];
}): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), "--import", "tsx", "src/server/main.ts"],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        // Production needs its public origin; the bench server is reached on loopback.
        PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
        HOST: "127.0.0.1",
        DATA_DIR: options.dataDir,
        DATABASE_URL: options.databaseUrl,
        // Production with DATABASE_URL needs a shared secret; any value serves one bench server.
        ...(options.databaseUrl ? { SESSION_SECRET: randomBytes(32).toString("hex") } : {}),
        LOG_LEVEL: "warn",
        // The catalogue's per-address limit would throttle one load generator on loopback.
        RATE_LIMIT_CATALOG_PER_MIN: "100000000",
        JOBS_INTERVAL_SECONDS: "0",
        ...options.extraEnv,
      },
    },
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`, child, 180_000);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { child, base };
}

/** A throwaway PostgreSQL server (initdb + pg_ctl as user postgres, like .ci/run) on a free port. */
export async function startPostgres(): Promise<{ url: string; stop: () => void }> {
  const binDirs = ["/usr/lib/postgresql/17/bin", "/usr/lib/postgresql/16/bin", "/usr/lib/postgresql/15/bin"];
  const bin = binDirs.find((dir) => existsSync(join(dir, "pg_ctl")));
  if (!bin) throw new Error("no PostgreSQL server found under /usr/lib/postgresql/*/bin");
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "bench-pg-"));
  const asPostgres = (command: string) => {
    const result = spawnSync("su", ["postgres", "-c", command], { stdio: ["ignore", "ignore", "inherit"] });
    if (result.status !== 0) throw new Error(`"${command}" failed (exit ${result.status})`);
  };
  spawnSync("chown", ["postgres:postgres", dataDir]);
  asPostgres(`${bin}/initdb -D ${dataDir} -A trust -U postgres`);
  asPostgres(
    `${bin}/pg_ctl -D ${dataDir} -l ${dataDir}/server.log -w start -o '-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=200'`,
  );
  log(`bench: started PostgreSQL (${bin}) on port ${port}, data in ${dataDir}`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      spawnSync("su", ["postgres", "-c", `${bin}/pg_ctl -D ${dataDir} -m fast -w stop`], { stdio: "ignore" });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Measured {
  rps: number;
  p50: number;
  p99: number;
  /** Transport errors and timeouts. */
  errors: number;
  non2xx: number;
  total: number;
}

export interface RequestSpec {
  /** What the request is, for per-kind figures in an open-loop run ("search", "detail", ...). */
  kind?: string;
  method?: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * One autocannon run. `next` (optional) picks each request, so runs can rotate search terms or mix
 * routes; `rate` makes it open-loop-ish (autocannon's overallRate: a fixed arrival rate).
 */
export async function measure(
  title: string,
  base: string,
  options: { seconds: number; connections: number; next?: () => RequestSpec; rate?: number },
): Promise<Measured> {
  const { next } = options;
  const result = await autocannon({
    url: base,
    connections: options.connections,
    duration: options.seconds,
    ...(options.rate ? { overallRate: options.rate } : {}),
    ...(next
      ? {
          requests: [
            {
              method: "GET",
              setupRequest: (request) => {
                const spec = next();
                return {
                  ...request,
                  method: spec.method ?? "GET",
                  path: spec.path,
                  headers: { ...request.headers, ...spec.headers },
                  body: spec.body,
                };
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
    `bench: ${title.padEnd(34)} ${measured.rps.toFixed(0).padStart(7)} req/s  p50 ${measured.p50} ms  p99 ${measured.p99} ms  ` +
      `(${measured.total} requests, ${measured.non2xx} non-2xx, ${measured.errors} errors)`,
  );
  return measured;
}
