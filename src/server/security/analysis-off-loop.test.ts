// The analyzer blocked the server: a 2 MB claim-dense page took about 250 ms of synchronous CPU, and
// eight analyses at once pushed /api/health from 5 ms to 0.73 s. Page analysis now runs in a pool
// of worker threads with a concurrency limit and a bounded queue (analysis/analysis-pool.ts),
// with results identical to the analysis on the event loop. ANALYSIS_THREADS=0 (the old way, on
// the event loop) is the comparison.
import { once } from "node:events";
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CourseAnalysis } from "../../shared/contracts/analysis";
import { ANALYZER_BUSY, createAnalysisPool } from "../analysis/analysis-pool";
import { analyzePage } from "../analysis/page-analysis";
import { claimDensePage } from "../test/claim-dense-page";
import { createTestApp, postFrom, type TestApp, testLogin } from "../test/test-app";

const CLAIMS_PAGE = claimDensePage();
const HYPE_PAGE = `<!doctype html><html><head><title>Wealth Code</title></head><body><h1>Quit your job in 30 days</h1>
<p>Make $10,000 a month on autopilot with zero experience. Guaranteed results or your money back!
Only 3 spots left: the price goes up tonight. Join 5,000 students who already live the laptop lifestyle.</p></body></html>`;
const PLAIN_TEXT =
  "Honest bookkeeping course. Results vary; most students earn nothing from it. 30-day refund.";

function p99(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
}

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
  }, 60_000);

  /**
   * /api/health latencies while 8 analyses of the 2 MB page run: one request due every 10 ms,
   * each timed from when it was due (open loop, docs/decisions/0011-open-loop-load-generation.md),
   * so time the event loop spent blocked counts even when no request was in flight.
   */
  async function healthDuringAnalyses(t: TestApp): Promise<{ latencies: number[]; statuses: number[] }> {
    const latencies: number[] = [];
    const pending: Promise<void>[] = [];
    let done = false;
    const analyses = Promise.all(Array.from({ length: 8 }, () => analyze(t, "/claims"))).finally(() => {
      done = true;
    });
    const start = performance.now();
    for (let i = 0; !done; i++) {
      const due = start + i * 10;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      pending.push(
        t.app.inject({ method: "GET", url: "/api/health" }).then((res) => {
          expect(res.statusCode).toBe(200);
          latencies.push(performance.now() - due);
        }),
      );
    }
    await Promise.all(pending);
    return { latencies, statuses: (await analyses).map((r) => r.statusCode) };
  }

  it("keeps /api/health fast while 8 analyses of a 2 MB claim-dense page run", async () => {
    // Warm both apps (the pool starts its thread on first use).
    expect((await analyze(pooled, "/claims")).statusCode).toBe(200);
    expect((await analyze(inline, "/claims")).statusCode).toBe(200);
    const onLoop = await healthDuringAnalyses(inline);
    const offLoop = await healthDuringAnalyses(pooled);
    expect(onLoop.statuses).toEqual(Array(8).fill(200));
    expect(offLoop.statuses).toEqual(Array(8).fill(200));
    const before = p99(onLoop.latencies);
    const after = p99(offLoop.latencies);
    // On the event loop each analysis holds every request for its whole CPU time (about 250 ms).
    expect(before).toBeGreaterThan(100);
    expect(
      after,
      `health p99 ${after.toFixed(0)} ms off the loop, ${before.toFixed(0)} ms on it`,
    ).toBeLessThan(before / 3);
  }, 120_000);

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
