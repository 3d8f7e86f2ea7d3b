// API performance checks (docs/scripts.md), each measured side by side in one run on this
// machine, printed with its target, and ending in one verdict line (non-zero exit on a miss):
//   1. GET /api/health vs a bare node:http hello-world (same autocannon settings): ≥ 90 % of its req/s.
//   2. GET /api/courses with 48 rotating search terms at 10 connections: p99 ≤ 50 ms (PGlite, and
//      PostgreSQL with --pg or --database-url); req/s reported as a share of the bare server's.
//   3. A mixed open-loop run (lists, course detail, reviews, quick looks as fresh guests) at half the
//      measured mixed peak (its closed-loop autocannon req/s), paced evenly with latency counted from
//      each request's due time (bench/open-loop.ts): p99 ≤ 200 ms, errors < 0.1 %.
//   4. (--scale-1m, PostgreSQL) search p99 at 1M courses ≤ 3× its p99 at 100k.
//   5. 20 sign-ins a second (real accounts, argon2id, half with a wrong password; a fresh client
//      address each via TRUST_PROXY + X-Forwarded-For, and accounts spread so no brute-force limit
//      trips) leave the catalogue search p99 within 2× its baseline measured just before.
//
// Usage: npm run bench:api [-- --quick] [--courses 100000] [--duration 15] [--connections 10]
//          [--pg | --database-url URL] [--skip-pglite] [--scale-1m] [--fresh] [--cpu-prof DIR]
//          [--pglite-shared-buffers-mb 512] (PGLITE_SHARED_BUFFERS_MB for the PGlite server; 128 is the default)
//          [--catalog-cache-seconds N] (CATALOG_CACHE_SECONDS; 0 measures search without the list cache)
//          [--search-only] (only the search checks and the 1M comparison)
// --quick: 2,000 courses, 3-second runs, PGlite only (a smoke run well under a minute).
// --pg starts a throwaway PostgreSQL server (as user postgres, like .ci/run) for the run.
// Seeded databases are kept in .bench/ (git-ignored) and reused; --fresh seeds them again.
import type { ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";
import {
  log,
  type Measured,
  measure,
  type RequestSpec,
  searchPaths,
  seed,
  startBare,
  startPostgres,
  startServer,
} from "./bench/common";
import { measureOpenLoop } from "./bench/open-loop";
import { flag, option, positiveInt } from "./lib/args";
import { stop } from "./lib/server-process";
import { createSignUps } from "./lib/sign-up";

const quick = flag("quick");
const courses = positiveInt("courses", quick ? 2_000 : 100_000);
const duration = positiveInt("duration", quick ? 3 : 15);
const warmup = quick ? 1 : 4;
const connections = positiveInt("connections", 10);
let fresh = flag("fresh");
const cpuProfDir = option("cpu-prof", "");
// The 100k catalogue is 273 MB with its indexes; PostgreSQL's default 128 MB pool (PGlite's too)
// turns cold reads into system calls on the one database thread (README PGLITE_SHARED_BUFFERS_MB).
const pgliteBuffersMb = positiveInt("pglite-shared-buffers-mb", 512);
// CATALOG_CACHE_SECONDS for the server (default: the server's own, 30). 0 makes every list request
// query the database, which shows how search itself scales rather than the cache.
const catalogCacheSeconds = option("catalog-cache-seconds", "");
if (catalogCacheSeconds !== "" && !/^\d+$/.test(catalogCacheSeconds)) {
  process.stderr.write(`--catalog-cache-seconds must be a whole number (got "${catalogCacheSeconds}")\n`);
  process.exit(2);
}
// Only the search checks (and the 1M comparison): skips health, the mixed run and the sign-in flood.
const searchOnly = flag("search-only");
const LOGINS_PER_SECOND = 20;
const TARGETS = {
  healthRatio: 0.9,
  searchP99: 50,
  mixedP99: 200,
  mixedErrorRate: 0.001,
  scale: 3,
  loginFlood: 2,
};

interface Figure {
  name: string;
  value: string;
  target: string;
  pass: boolean;
  load: string;
}
const figures: Figure[] = [];

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
function record(name: string, value: string, target: string, pass: boolean): void {
  const figure = { name, value, target, pass, load: load() };
  figures.push(figure);
  log(`bench: ${pass ? "PASS" : "MISS"} ${name}: ${value} (target ${target}; load ${figure.load})`);
}

/** A distinct client address for every request (the server trusts X-Forwarded-For here). */
let addressCounter = 0;
function nextAddress(prefix: number): string {
  addressCounter += 1;
  return `${prefix}.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

function rotating(paths: string[]): () => RequestSpec {
  let n = 0;
  return () => ({ path: paths[n++ % paths.length] ?? "/" });
}

/** Search-term lists, category-less browsing, course detail, reviews and quick looks, in fixed proportions. */
function mixed(courseIds: number[]): () => RequestSpec {
  let n = 0;
  const browse = [
    "/api/courses?page=1&pageSize=24",
    "/api/courses?sort=rating&page=2&pageSize=24",
    "/api/courses?sort=reviews&page=1&pageSize=24",
    "/api/courses?verified=true&page=1&pageSize=24",
  ];
  return () => {
    n += 1;
    const id = courseIds[(n * 7919) % courseIds.length] ?? 1;
    const slot = n % 10;
    const headers = { "x-forwarded-for": nextAddress(10) };
    if (slot < 3) return { kind: "search", path: searchPaths[n % searchPaths.length] ?? "/", headers };
    if (slot < 4) return { kind: "browse", path: browse[n % browse.length] ?? "/", headers };
    if (slot < 7) return { kind: "detail", path: `/api/courses/${id}`, headers };
    if (slot < 9) return { kind: "reviews", path: `/api/reviews?courseId=${id}`, headers };
    // A quick look as a fresh guest (no visitor cookie, a new address): guests get a few a month.
    return {
      kind: "quick look",
      method: "POST",
      path: "/api/ai/analyze-course",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ courseId: id, detail: false }),
    };
  };
}

async function createAccounts(base: string, count: number): Promise<{ email: string; password: string }[]> {
  const run = randomBytes(4).toString("hex");
  const accounts = Array.from({ length: count }, (_, i) => ({
    email: `bench-${run}-${i}@example.test`,
    password: `Bench-${randomBytes(9).toString("base64url")}`,
  }));
  const signUp = createSignUps(base, () => nextAddress(172));
  for (let i = 0; i < accounts.length; i += 4) {
    await Promise.all(
      accounts.slice(i, i + 4).map(async (account) => {
        const result = await signUp({ ...account, firstName: "Bench", lastName: "Member" }, nextAddress(172));
        if (result.status !== 201) throw new Error(`sign-up answered ${result.status}`);
      }),
    );
  }
  return accounts;
}

/** Fires LOGINS_PER_SECOND sign-ins a second for `seconds`, alternating right and wrong passwords. */
async function loginFlood(
  base: string,
  accounts: { email: string; password: string }[],
  seconds: number,
): Promise<{ sent: number; statuses: Record<string, number>; p99: number }> {
  const statuses: Record<string, number> = {};
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  const total = seconds * LOGINS_PER_SECOND;
  const started = Date.now();
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / LOGINS_PER_SECOND;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const account = accounts[Math.floor(i / 2) % accounts.length]!;
    const right = i % 2 === 0;
    const sentAt = performance.now();
    pending.push(
      fetch(`${base}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": nextAddress(198) },
        body: JSON.stringify({
          email: account.email,
          password: right ? account.password : "Wrong-password-1",
        }),
      })
        .then(async (response) => {
          await response.arrayBuffer();
          latencies.push(performance.now() - sentAt);
          const key = `${right ? "right" : "wrong"}:${response.status}`;
          statuses[key] = (statuses[key] ?? 0) + 1;
        })
        .catch(() => {
          statuses.error = (statuses.error ?? 0) + 1;
        }),
    );
  }
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0;
  return { sent: total, statuses, p99: Math.round(p99) };
}

async function courseIdsOf(base: string): Promise<number[]> {
  const ids: number[] = [];
  for (const path of ["/api/courses?page=1&pageSize=24", "/api/courses?sort=reviews&page=3&pageSize=24"]) {
    const response = await fetch(`${base}${path}`);
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    const body = (await response.json()) as { items: { id: number }[] };
    ids.push(...body.items.map((item) => item.id));
  }
  if (ids.length === 0) throw new Error("the catalogue is empty");
  return ids;
}

interface EngineResult {
  search: Measured;
}

async function runEngine(
  engine: string,
  dataDir: string,
  databaseUrl: string,
  count: number,
  bare: { base: string },
  full: boolean,
): Promise<EngineResult> {
  seed({ dataDir, databaseUrl, courses: count, fresh });
  const started = await startServer({
    dataDir,
    databaseUrl,
    extraEnv: {
      TRUST_PROXY: "1",
      // Accounts for the sign-in flood are confirmed with links read from the outbox as the demo admin.
      ENABLE_TEST_LOGIN: "1",
      PGLITE_SHARED_BUFFERS_MB: String(pgliteBuffersMb),
      ...(catalogCacheSeconds === "" ? {} : { CATALOG_CACHE_SECONDS: catalogCacheSeconds }),
    },
    nodeArgs: cpuProfDir ? ["--cpu-prof", `--cpu-prof-dir=${resolve(cpuProfDir)}`] : [],
  });
  let server: ChildProcess | undefined = started.child;
  const base = started.base;
  const settings = [
    ...(databaseUrl ? [] : [`shared_buffers ${pgliteBuffersMb} MB`]),
    ...(catalogCacheSeconds === "" ? [] : [`list cache ${catalogCacheSeconds} s`]),
  ];
  const label = `${engine}${settings.length ? ` (${settings.join(", ")})` : ""}, ${count.toLocaleString("en")} courses`;
  try {
    for (const path of searchPaths) {
      const response = await fetch(`${base}${path}`);
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    }
    const courseIds = await courseIdsOf(base);
    log(`bench: [${label}] warming up for ${warmup} s …`);
    await measure("warm-up (search)", base, { seconds: warmup, connections, next: rotating(searchPaths) });

    // 1. Framework overhead: health vs bare, alternated twice so drift in machine load hits both.
    if (full) {
      const bareRuns: Measured[] = [];
      const healthRuns: Measured[] = [];
      for (let round = 0; round < 2; round++) {
        bareRuns.push(await measure("bare node:http", bare.base, { seconds: duration, connections }));
        healthRuns.push(
          await measure("GET /api/health", `${base}/api/health`, { seconds: duration, connections }),
        );
      }
      // Not a target: the app's request pipeline on a route that does not touch the database,
      // which separates framework and plugin cost from the health check's database ping.
      const noDb = await measure("GET /api/auth/options (no db)", `${base}/api/auth/options`, {
        seconds: duration,
        connections,
      });
      const bareRps = bareRuns.reduce((sum, m) => sum + m.rps, 0) / bareRuns.length;
      const healthRps = healthRuns.reduce((sum, m) => sum + m.rps, 0) / healthRuns.length;
      record(
        `[${label}] GET /api/health req/s vs bare node:http`,
        `${healthRps.toFixed(0)} vs ${bareRps.toFixed(0)} req/s = ${((healthRps / bareRps) * 100).toFixed(1)} %`,
        `≥ ${TARGETS.healthRatio * 100} %`,
        healthRps / bareRps >= TARGETS.healthRatio,
      );
      log(
        `bench: (for comparison, not a target) a route without a database query: ${noDb.rps.toFixed(0)} req/s = ${((noDb.rps / bareRps) * 100).toFixed(1)} % of bare`,
      );
      // Not a target either: the same bare server sending the security headers every response of
      // ours carries (CSP, HSTS, frame and sniffing rules: about 900 bytes), which shows how much of
      // the gap is those bytes rather than the framework.
      const appHeaders = [...(await fetch(`${base}/api/health`)).headers].filter(
        ([name]) =>
          !/^(date|connection|keep-alive|content-length|content-type|transfer-encoding)$/i.test(name),
      );
      const bareWithHeaders = await startBare(appHeaders);
      try {
        const dressed = await measure("bare node:http + our headers", bareWithHeaders.base, {
          seconds: duration,
          connections,
        });
        log(
          `bench: (for comparison, not a target) bare with our ${appHeaders.length} security headers: ${dressed.rps.toFixed(0)} req/s = ${((dressed.rps / bareRps) * 100).toFixed(1)} % of bare; /api/health = ${((healthRps / dressed.rps) * 100).toFixed(1)} % of it`,
        );
      } finally {
        await stop(bareWithHeaders.child);
      }
    }

    // 2. Search with rotating terms.
    const bareNow = await measure("bare node:http", bare.base, { seconds: duration, connections });
    const search = await measure(`search (${searchPaths.length} terms)`, base, {
      seconds: duration,
      connections,
      next: rotating(searchPaths),
    });
    record(
      `[${label}] GET /api/courses search p99 at ${connections} connections`,
      `${search.p99} ms (${search.rps.toFixed(0)} req/s = ${((search.rps / bareNow.rps) * 100).toFixed(1)} % of bare ${bareNow.rps.toFixed(0)}; ${search.non2xx + search.errors} failed)`,
      `≤ ${TARGETS.searchP99} ms`,
      search.p99 <= TARGETS.searchP99 && search.non2xx + search.errors === 0,
    );
    if (!full) return { search };

    // 3. Mixed traffic: its closed-loop peak, then an open-loop run at half of it.
    const peak = await measure("mixed, closed loop (peak)", base, {
      seconds: duration,
      connections,
      next: mixed(courseIds),
    });
    const rate = Math.max(1, Math.round(peak.rps / 2));
    const open = await measureOpenLoop(`mixed, open loop at ${rate} req/s`, base, {
      seconds: duration,
      rate,
      next: mixed(courseIds),
    });
    const failed = open.non2xx + open.errors;
    const errorRate = open.total === 0 ? 1 : failed / open.total;
    record(
      `[${label}] mixed open loop at half the peak (${rate} of ${peak.rps.toFixed(0)} req/s)`,
      `p99 ${open.p99} ms, ${failed} of ${open.total} failed (${(errorRate * 100).toFixed(3)} %)`,
      `p99 ≤ ${TARGETS.mixedP99} ms, errors < ${TARGETS.mixedErrorRate * 100} %`,
      open.p99 <= TARGETS.mixedP99 && errorRate < TARGETS.mixedErrorRate,
    );

    // 5. Sign-in flood next to catalogue searches.
    const floodSeconds = duration;
    const accounts = await createAccounts(
      base,
      Math.max(20, Math.ceil((floodSeconds * LOGINS_PER_SECOND) / 8)),
    );
    const baseline = await measure("search baseline", base, {
      seconds: duration,
      connections,
      next: rotating(searchPaths),
    });
    const [during, flood] = await Promise.all([
      measure(`search during ${LOGINS_PER_SECOND} sign-ins/s`, base, {
        seconds: floodSeconds,
        connections,
        next: rotating(searchPaths),
      }),
      loginFlood(base, accounts, floodSeconds),
    ]);
    const floodOk =
      (flood.statuses["right:200"] ?? 0) === flood.sent / 2 &&
      (flood.statuses["wrong:401"] ?? 0) === flood.sent / 2;
    log(`bench: sign-ins: ${flood.sent} sent, ${JSON.stringify(flood.statuses)}, p99 ${flood.p99} ms`);
    record(
      `[${label}] search p99 during ${LOGINS_PER_SECOND} sign-ins/s vs baseline`,
      `${during.p99} ms vs ${baseline.p99} ms (sign-ins: ${JSON.stringify(flood.statuses)}, their p99 ${flood.p99} ms)`,
      `≤ ${TARGETS.loginFlood}× baseline, every sign-in answered 200/401`,
      during.p99 <= TARGETS.loginFlood * Math.max(baseline.p99, 1) &&
        floodOk &&
        during.non2xx + during.errors === 0,
    );
    return { search };
  } finally {
    if (server) await stop(server);
    server = undefined;
  }
}

function pgDataDir(url: string, count: number): string {
  return join(
    ".bench",
    `catalogue-${count}-pg-${createHash("sha256").update(url).digest("hex").slice(0, 8)}`,
  );
}

async function main(): Promise<void> {
  log(`bench: load average ${load()} (1, 5, 15 min) on a machine others share`);
  const bare = await startBare();
  let postgres: { url: string; stop: () => void } | undefined;
  try {
    if (!flag("skip-pglite")) {
      await runEngine(
        "PGlite",
        resolve(join(".bench", `catalogue-${courses}`)),
        "",
        courses,
        bare,
        !searchOnly,
      );
    }
    let databaseUrl = option("database-url", process.env.BENCH_DATABASE_URL ?? "");
    if (!databaseUrl && flag("pg")) {
      postgres = await startPostgres();
      databaseUrl = postgres.url;
      // A new, empty server: a marker left by an earlier run on the same port would lie.
      fresh = true;
    }
    if (databaseUrl) {
      const at100k = await runEngine(
        "PostgreSQL",
        pgDataDir(databaseUrl, courses),
        databaseUrl,
        courses,
        bare,
        !searchOnly,
      );
      if (flag("scale-1m")) {
        // The seed fills the same database up to 1M (a different marker), then search runs again.
        const at1m = await runEngine(
          "PostgreSQL",
          pgDataDir(databaseUrl, 1_000_000),
          databaseUrl,
          1_000_000,
          bare,
          false,
        );
        record(
          "[PostgreSQL] search p99 at 1M courses vs 100k",
          `${at1m.search.p99} ms vs ${at100k.search.p99} ms`,
          `≤ ${TARGETS.scale}×`,
          at1m.search.p99 <= TARGETS.scale * Math.max(at100k.search.p99, 1),
        );
      } else {
        log("bench: 1M-course scaling not run (opt in with --scale-1m)");
      }
    } else {
      log("bench: PostgreSQL not measured (--pg or --database-url URL)");
    }
  } finally {
    await stop(bare.child);
    postgres?.stop();
  }
  const misses = figures.filter((figure) => !figure.pass);
  log("");
  for (const figure of figures) {
    log(
      `${figure.pass ? "PASS" : "MISS"}  ${figure.name}: ${figure.value}  [target ${figure.target}; load ${figure.load}]`,
    );
  }
  process.stdout.write(
    `bench-api: ${misses.length === 0 ? "PASS" : "FAIL"} ${figures.length - misses.length}/${figures.length} targets met` +
      `${misses.length ? ` (missed: ${misses.map((m) => m.name).join("; ")})` : ""}\n`,
  );
  if (misses.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  log(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
