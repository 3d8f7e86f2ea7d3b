// npm run bench:recheck — the page watch (src/server/modules/snapshots/page-recheck.job.ts) over many tracked pages:
// PAGES courses whose sales pages are served by loopback servers on HOSTS addresses (127.0.0.2 and
// up, one server each), read twice: a first run (every page is a first snapshot) and, a day later,
// a second run in which every fifth page changed its price and every tenth gained an income claim.
// The per-host delay is lowered with --delay-ms (the default 5000 ms would make 1,000 pages on 50
// hosts take 100 s of waiting per run). Reports pages a minute per run and RSS / heap before,
// during (peak) and after, and ends in one verdict line: memory after the second run within
// MEMORY_GROWTH_MB of after the first (flat: nothing kept per page).
//
// Usage: npm run bench:recheck [-- --pages 1000] [--hosts 50] [--delay-ms 20] [--concurrency 8] [--threads 1]
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { MEMORY_DATA_DIR, openDatabase } from "../src/server/db/client";
import { runMigrations } from "../src/server/db/migrate";
import { courses } from "../src/server/db/schema/courses";
import { createUncachedAppEvents } from "../src/server/event-handlers";
import { createAnalysisPool } from "../src/server/lib/analysis-pool";
import { pageRecheckUserAgent, recheckDuePages } from "../src/server/modules/snapshots/page-recheck.job";
import { createSnapshotService } from "../src/server/modules/snapshots/snapshots.service";
import { seedDatabase } from "../src/server/seed/seed";
import { createLocalStorage } from "../src/server/storage/local";
import { createUploadUrlSigner } from "../src/server/storage/upload-signature";
import { createCourse, createCreator } from "../src/server/test/catalog-fixtures";

const MEMORY_GROWTH_MB = 40;
const DAY_MS = 24 * 3_600_000;

function flag(name: string, fallback: number): number {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  const value = at >= 0 ? Number(args[at + 1]) : Number.NaN;
  return Number.isFinite(value) ? value : fallback;
}

const PAGES = flag("pages", 1000);
const HOSTS = flag("hosts", 50);
const DELAY_MS = flag("delay-ms", 20);
const CONCURRENCY = flag("concurrency", 8);
const THREADS = flag("threads", 1);

/** A sales page of about 12 KB; `version` 1 moves the price of every fifth page and adds a claim to every tenth. */
function salesPage(index: number, version: number): string {
  const price = version === 1 && index % 5 === 0 ? 149 : 199;
  const claim =
    version === 1 && index % 10 === 0
      ? "<p>Students make $10,000 a month within 30 days, guaranteed.</p>"
      : "";
  const modules = Array.from(
    { length: 40 },
    (_, m) =>
      `<li>Module ${m + 1}: lesson ${m + 1} of course ${index}, with worksheets, examples and a short quiz to check what you learned.</li>`,
  ).join("");
  return `<!doctype html><html><head><title>Course ${index}</title></head><body>
<h1>Course ${index}: bookkeeping for freelancers</h1>
<p>A practical course for freelancers and small agencies who want to keep clean books.</p><ul>${modules}</ul>
<p>Expect about 4 hours a week of work. We offer a 30-day refund policy.</p>${claim}
<p>Price: $${price}.</p></body></html>`;
}

const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;
function memory() {
  const m = process.memoryUsage();
  return { rssMb: mb(m.rss), heapMb: mb(m.heapUsed) };
}

async function main() {
  let version = 0;
  let requests = 0;
  const servers: http.Server[] = [];
  const bases: string[] = [];
  for (let h = 0; h < HOSTS; h++) {
    const server = http.createServer((req, res) => {
      requests += 1;
      const path = (req.url ?? "/").split("?")[0]!;
      if (path === "/robots.txt") {
        res.writeHead(200, { "content-type": "text/plain" });
        res.end("User-agent: *\nDisallow: /admin\n");
        return;
      }
      const index = Number(path.split("/").pop());
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(salesPage(index, version));
    });
    const address = `127.0.0.${2 + h}`;
    server.listen(0, address);
    await new Promise((resolve) => server.once("listening", resolve));
    servers.push(server);
    bases.push(`http://${address}:${(server.address() as AddressInfo).port}`);
  }

  const database = await openDatabase({ dataDir: MEMORY_DATA_DIR });
  await runMigrations(database);
  await seedDatabase(database.db);
  const db = database.db;
  const creator = await createCreator(db);
  for (let i = 0; i < PAGES; i += 200) {
    const rows = [];
    for (let j = i; j < Math.min(PAGES, i + 200); j++) {
      rows.push({ originalUrl: `${bases[j % HOSTS]}/course/${j}` });
    }
    // One insert per course through the fixture would be slow; insert the batch by hand.
    const template = await createCourse(db, { creatorId: creator.id, ...rows[0]! });
    const { id: _id, searchVector: _sv, ...values } = template;
    await db.insert(courses).values(rows.slice(1).map((r) => ({ ...values, ...r })));
  }

  const objects = mkdtempSync(join(tmpdir(), "hc-bench-recheck-"));
  const analysis = createAnalysisPool({ threads: THREADS, maxQueue: 256 });
  const options = {
    snapshots: createSnapshotService({
      db,
      storage: createLocalStorage(objects, createUploadUrlSigner("b".repeat(40))),
    }),
    // The app's event handlers (the watchers' notices, the audit rows), with no catalogue caches.
    events: createUncachedAppEvents(),
    reader: { analysis, allowPrivate: true, userAgent: pageRecheckUserAgent("http://localhost:3000") },
    intervalMs: DAY_MS,
    hostDelayMs: DELAY_MS,
    hostConcurrency: CONCURRENCY,
  };

  const before = memory();
  let peak = { ...before };
  const sampler = setInterval(() => {
    const m = memory();
    peak = { rssMb: Math.max(peak.rssMb, m.rssMb), heapMb: Math.max(peak.heapMb, m.heapMb) };
  }, 100);
  const runs: Array<{ label: string; seconds: number; perMinute: number; result: object; after: object }> =
    [];
  const t0 = Date.now();
  for (const [label, day] of [
    ["first run (all new)", 0],
    ["second run (20% price, 10% claim changes)", 1],
  ] as const) {
    version = day;
    const started = performance.now();
    const result = await recheckDuePages(db, options, {
      signal: new AbortController().signal,
      now: () => new Date(t0 + day * DAY_MS + (performance.now() - started)),
    });
    const seconds = (performance.now() - started) / 1000;
    (globalThis as { gc?: () => void }).gc?.();
    runs.push({
      label,
      seconds: Math.round(seconds * 10) / 10,
      perMinute: Math.round((result.checked / seconds) * 60),
      result,
      after: memory(),
    });
  }
  clearInterval(sampler);

  console.log(
    `bench:recheck ${new Date().toISOString()} — ${PAGES} pages on ${HOSTS} hosts, host delay ${DELAY_MS} ms, ` +
      `${CONCURRENCY} hosts at once, ${THREADS} analysis thread(s); ${cpus().length} cores, load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
  );
  console.log(`memory before: rss ${before.rssMb} MB, heap ${before.heapMb} MB`);
  for (const run of runs) {
    console.log(`${run.label}: ${run.seconds} s, ${run.perMinute} pages/min`, JSON.stringify(run.result));
    console.log(`  memory after: ${JSON.stringify(run.after)}`);
  }
  console.log(
    `memory peak during: rss ${peak.rssMb} MB, heap ${peak.heapMb} MB; requests served ${requests}`,
  );
  const first = runs[0]!.after as { rssMb: number; heapMb: number };
  const second = runs[1]!.after as { rssMb: number; heapMb: number };
  const growth = second.heapMb - first.heapMb;
  const allChecked = runs.every((r) => (r.result as { checked: number }).checked === PAGES);
  const ok = allChecked && growth <= MEMORY_GROWTH_MB;
  console.log(
    `${ok ? "PASS" : "FAIL"}: every page read in both runs: ${allChecked}; heap after run 2 - after run 1 = ${growth.toFixed(1)} MB (≤ ${MEMORY_GROWTH_MB} MB)`,
  );

  await analysis.close();
  await database.close();
  for (const server of servers) server.close();
  rmSync(objects, { recursive: true, force: true });
  process.exit(ok ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
