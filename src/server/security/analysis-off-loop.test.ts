// The analyzer blocked the server: a 2 MB claim-dense page took about 250 ms of synchronous CPU, and
// eight analyses at once pushed /api/health from 5 ms to 0.73 s. Page analysis now runs in a pool
// of worker threads with a concurrency limit and a bounded queue (lib/analysis-pool.ts),
// with results identical to the analysis on the event loop. ANALYSIS_THREADS=0 (the old way, on
// the event loop) is the comparison.
//
// These tests read no clock, so a busy machine cannot fail them. They check where the analysis runs
// (no call of analyzePage on the event loop's thread when the server has a pool) and the order of
// events (health requests answered, one after another, while an analysis is still running). How
// fast /api/health stays under load is a wall-clock figure: `npm run bench:analysis` measures it,
// docs/measurements.md records it.
import { once } from "node:events";
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { CourseAnalysis } from "../../shared/contracts/analysis";
import { analyzePage } from "../analysis/page-analysis";
import { ANALYZER_BUSY, createAnalysisPool } from "../lib/analysis-pool";
import { claimDensePage } from "../test/claim-dense-page";
import { createTestApp, postFrom, type TestApp, testLogin } from "../test/test-app";

/** Page analyses run on this thread (the event loop's), counted around the real analyzePage. */
const analysesOnThisThread = vi.hoisted(() => ({ count: 0 }));
vi.mock("../analysis/page-analysis", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../analysis/page-analysis")>();
  return {
    ...actual,
    analyzePage: (...args: Parameters<typeof actual.analyzePage>) => {
      analysesOnThisThread.count += 1;
      return actual.analyzePage(...args);
    },
  };
});

const CLAIMS_PAGE = claimDensePage();
const HYPE_PAGE = `<!doctype html><html><head><title>Wealth Code</title></head><body><h1>Quit your job in 30 days</h1>
<p>Make $10,000 a month on autopilot with zero experience. Guaranteed results or your money back!
Only 3 spots left: the price goes up tonight. Join 5,000 students who already live the laptop lifestyle.</p></body></html>`;
const PLAIN_TEXT =
  "Honest bookkeeping course. Results vary; most students earn nothing from it. 30-day refund.";

describe("security: page analysis off the event loop", () => {
  let server: Server;
  let base: string;
  let pooled: TestApp;
  let inline: TestApp;
  let busy: TestApp;
  const cookies = new Map<TestApp, string>();

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === "/claims") {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        res.end(CLAIMS_PAGE);
      } else if (req.url === "/plain") {
        res.writeHead(200, { "content-type": "text/plain; charset=utf-8" });
        res.end(PLAIN_TEXT.repeat(3));
      } else {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        res.end(HYPE_PAGE);
      }
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    [pooled, inline, busy] = await Promise.all([
      createTestApp({ ANALYZER_ALLOW_PRIVATE_URLS: "1", ANALYSIS_THREADS: "1" }),
      createTestApp({ ANALYZER_ALLOW_PRIVATE_URLS: "1", ANALYSIS_THREADS: "0" }),
      createTestApp({ ANALYZER_ALLOW_PRIVATE_URLS: "1", ANALYSIS_THREADS: "1", ANALYSIS_QUEUE: "1" }),
    ]);
    for (const t of [pooled, inline, busy])
      cookies.set(t, (await testLogin(t.app, { role: "user", plan: "pro" })).cookie);
  });
  afterAll(async () => {
    server?.closeAllConnections();
    server?.close();
    await Promise.all([pooled?.close(), inline?.close(), busy?.close()]);
  });

  const analyze = (t: TestApp, path: string) =>
    postFrom(t.app, "/api/ai/analyze-course", { url: `${base}${path}` }, { cookie: cookies.get(t)! });

  it("gives the same results through the worker pool as on the event loop", async () => {
    const pool = createAnalysisPool({ threads: 1, maxQueue: 8 });
    try {
      for (const input of [
        { contentType: "text/html", body: HYPE_PAGE },
        { contentType: "text/plain", body: PLAIN_TEXT },
        { contentType: "text/html", body: CLAIMS_PAGE },
      ]) {
        expect(await pool.analyzePage(input)).toEqual(analyzePage(input));
      }
    } finally {
      await pool.close();
    }
    for (const path of ["/hype", "/plain"]) {
      const [a, b] = await Promise.all([analyze(pooled, path), analyze(inline, path)]);
      expect(a.statusCode, a.body).toBe(200);
      expect(b.statusCode, b.body).toBe(200);
      // Everything but the two clock readings.
      const strip = (res: LightMyRequestResponse) => {
        const { analyzedAt: _at, trustBreakdown, ...rest } = res.json() as CourseAnalysis;
        return { ...rest, trustBreakdown: { ...trustBreakdown, computedAt: null } };
      };
      expect(strip(a)).toEqual(strip(b));
    }
  }, 180_000);

  /**
   * How many /api/health requests, sent one after another, are answered while `analyses` are still
   * running, up to `enough`. Each takes at least one turn of the event loop (light-my-request
   * sends the body from setImmediate). On the event loop an analysis holds every other request
   * until it is done; in the pool the loop is free, so they go through while the worker reads.
   */
  async function healthAnsweredDuring(
    t: TestApp,
    analyses: () => Promise<unknown>,
    enough: number,
  ): Promise<number> {
    let finished = false;
    const running = analyses().finally(() => {
      finished = true;
    });
    let answered = 0;
    while (!finished && answered < enough) {
      const res = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(res.statusCode).toBe(200);
      if (!finished) answered += 1;
    }
    await running;
    return answered;
  }

  it("answers other requests while the pool analyses a 2 MB page, and none while the event loop does", async () => {
    const input = { contentType: "text/html", body: CLAIMS_PAGE };
    const threaded = createAnalysisPool({ threads: 1, maxQueue: 8 });
    const onLoop = createAnalysisPool({ threads: 0, maxQueue: 8 });
    try {
      // Warm the thread first: its start-up alone must not be what leaves the loop free.
      await threaded.analyzePage(input);
      expect(await healthAnsweredDuring(pooled, () => threaded.analyzePage(input), 20)).toBe(20);
      expect(await healthAnsweredDuring(pooled, () => onLoop.analyzePage(input), 20)).toBe(0);
    } finally {
      await Promise.all([threaded.close(), onLoop.close()]);
    }
  }, 180_000);

  it("analyses no page on the event loop's thread when the server has a pool", async () => {
    // The worker threads load page-analysis.ts on their own; only a call on this thread is counted.
    analysesOnThisThread.count = 0;
    const pooledStatuses = await Promise.all(Array.from({ length: 8 }, () => analyze(pooled, "/claims")));
    expect(pooledStatuses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(analysesOnThisThread.count).toBe(0);
    // The count does see analyses on this thread: ANALYSIS_THREADS=0 makes them.
    // One after the other: on the event loop, an analysis running blocks the fetch of the next
    // page, which a busy machine could then time out (a 422 in CI), and this test reads no clock.
    const inlineStatuses = [];
    for (let n = 0; n < 2; n++) inlineStatuses.push(await analyze(inline, "/claims"));
    expect(inlineStatuses.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(analysesOnThisThread.count).toBe(2);
  }, 180_000);

  it("refuses analyses past the queue with 503 and Retry-After, and gives the look back", async () => {
    const used = async () =>
      (
        (
          await busy.app.inject({
            method: "GET",
            url: "/api/ai/limits",
            headers: { cookie: cookies.get(busy)! },
          })
        ).json() as { used: number }
      ).used;
    const before = await used();
    const responses = await Promise.all(Array.from({ length: 8 }, () => analyze(busy, "/claims")));
    const refused = responses.filter((r) => r.statusCode === 503);
    const answered = responses.filter((r) => r.statusCode === 200);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.length + answered.length).toBe(8);
    for (const r of refused) {
      expect(r.json()).toEqual({ error: ANALYZER_BUSY });
      expect(Number(r.headers["retry-after"])).toBeGreaterThan(0);
    }
    // Only the analyses that were answered took a look from the monthly count.
    expect(await used()).toBe(before + answered.length);
  }, 120_000);
});
