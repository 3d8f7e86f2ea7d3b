// npm run bench:first-input: how soon each first screen answers a person. For every page, in a
// fresh browser context (a first visit: empty cache, no cookies), at 1x and 4x CPU throttling, it
// records the HTML's load event, the first contentful paint and the moment the app has attached
// its handlers (the root layout's effect sets <html data-app="ready">, after React has taken the
// page over); then, once the page has settled, it clicks the page's main control and reads the
// Event Timing entry of that click (an INP-like figure: input to the next paint).
// Usage: npm run bench:first-input [-- --runs N] [--cpu 1,4] [--url BASE] [--pages /,/courses]
// Without --url it starts the built server itself (NODE_ENV=production, fresh DATA_DIR, free port).
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { type Browser, chromium, type Page } from "playwright-core";
import { chromiumLaunchOptions } from "./chromium";
import { serverToMeasure, waitFor } from "./lib/server-process";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    cpu: { type: "string", default: "1,4" },
    url: { type: "string" },
    pages: { type: "string" },
  },
});
const RUNS = Number(values.runs);

interface Screen {
  path: string;
  /** The control a person reaches for first (clicked for the INP-like figure). */
  action: (page: Page) => ReturnType<Page["locator"]>;
}

function screens(courseId: number, creatorSlug: string): Screen[] {
  const menu = (page: Page) => page.getByRole("button", { name: "Open menu" }).first();
  // The pages whose first control is the site menu, after the catalogue's own.
  const menuPages = [
    "/creators",
    `/creators/${creatorSlug}`,
    "/login",
    "/signup",
    "/pricing",
    "/about",
    "/leaderboard",
    "/interactive-quiz",
  ];
  return [
    { path: "/", action: menu },
    { path: "/courses", action: (page) => page.getByRole("navigation", { name: "Pages" }).getByText("Next") },
    { path: `/courses/${courseId}`, action: (page) => page.getByRole("tab", { name: /reviews/i }).first() },
    ...menuPages.map((path) => ({ path, action: menu })),
  ];
}

interface Sample {
  load: number;
  fcp: number | null;
  ready: number | null;
  /** Total blocking time from the first contentful paint until the page settled (long tasks' excess over 50 ms). */
  tbt: number;
  inp: number | null;
}

/** Registered before the page's own scripts: the time <html data-app> turns "ready". */
const READY_PROBE = `
  window.__appReadyAt = null;
  new MutationObserver((_, observer) => {
    if (document.documentElement.dataset.app === "ready") {
      window.__appReadyAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-app"] });
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: "longtask", buffered: true });
  window.__clickDurations = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === "click" || entry.name === "pointerup" || entry.name === "pointerdown") {
        window.__clickDurations.push(entry.duration);
      }
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
`;

async function sample(browser: Browser, base: string, screen: Screen, cpu: number): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(READY_PROBE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
  try {
    await page.goto(`${base}${screen.path}`, { waitUntil: "load" });
    // Polled through the DevTools protocol: Playwright's own waiting helpers run a script in the page,
    // which would compete with the app for the main thread while it starts.
    const read = async (expression: string) =>
      (await cdp.send("Runtime.evaluate", { expression, returnByValue: true })).result.value as unknown;
    const deadline = Date.now() + 30_000;
    while ((await read("window.__appReadyAt")) == null) {
      if (Date.now() > deadline) throw new Error(`${screen.path}: the app did not start within 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const timing = (await read(`(() => {
      const nav = performance.getEntriesByType("navigation")[0];
      const fcp = performance.getEntriesByName("first-contentful-paint")[0];
      return { load: nav.loadEventStart, fcp: fcp ? fcp.startTime : null, ready: window.__appReadyAt };
    })()`)) as { load: number; fcp: number | null; ready: number | null };
    await page.waitForLoadState("networkidle");
    const tbt = await page.evaluate((fcp) => {
      const tasks = (window as { __longTasks?: [number, number][] }).__longTasks ?? [];
      return tasks
        .filter(([start]) => start >= (fcp ?? 0))
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    }, timing.fcp);
    let inp: number | null = null;
    const control = screen.action(page);
    if ((await control.count()) > 0) {
      await control.click();
      await page.waitForTimeout(300);
      const durations = await page.evaluate(
        () => (window as { __clickDurations?: number[] }).__clickDurations ?? [],
      );
      // Entries under the 16 ms threshold are not reported: such a click painted within a frame.
      inp = durations.length > 0 ? Math.max(...durations) : 16;
    }
    return { ...timing, tbt, inp };
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const fmt = (value: number) => (Number.isFinite(value) ? `${Math.round(value)}` : "-");

async function main() {
  const server = await serverToMeasure({
    url: values.url,
    dataDirPrefix: "hypecheck-first-input-",
    // Production refuses requests for any host but PUBLIC_ORIGIN's, and its pages are rendered on the server only then.
    env: (port) => ({ LOG_LEVEL: "warn", PUBLIC_ORIGIN: `http://127.0.0.1:${port}` }),
  });
  const { base } = server;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    await waitFor(`${base}/api/health`, server.child, 120_000);
    const course = (await (await fetch(`${base}/api/courses?pageSize=1&sort=featured`)).json()) as {
      items: { id: number; creatorSlug: string }[];
    };
    const courseId = course.items[0]?.id ?? 1;
    const creatorSlug = course.items[0]?.creatorSlug ?? "unknown";
    let list = screens(courseId, creatorSlug);
    if (values.pages) {
      const wanted = new Set(values.pages.split(","));
      list = list.filter((screen) => wanted.has(screen.path));
    }
    // One unmeasured visit per page warms the server's renderer and caches.
    for (const screen of list) await (await fetch(`${base}${screen.path}`)).text();
    console.log(
      `${RUNS} runs per page and CPU rate, medians in ms from navigation start; ${new Date().toISOString()}`,
    );
    console.log(
      "page                      cpu   load    fcp  ready  load->ready  fcp->ready   tbt  click->paint",
    );
    const rates = values.cpu.split(",").map(Number);
    const gaps: Record<number, number[]> = Object.fromEntries(rates.map((rate) => [rate, []]));
    for (const cpu of rates) {
      for (const screen of list) {
        const samples: Sample[] = [];
        for (let run = 0; run < RUNS; run += 1) samples.push(await sample(browser, base, screen, cpu));
        const load = median(samples.map((s) => s.load));
        const fcp = median(samples.flatMap((s) => (s.fcp === null ? [] : [s.fcp])));
        const ready = median(samples.flatMap((s) => (s.ready === null ? [] : [s.ready])));
        const gap = median(samples.flatMap((s) => (s.ready === null ? [] : [Math.max(0, s.ready - s.load)])));
        const inp = median(samples.flatMap((s) => (s.inp === null ? [] : [s.inp])));
        const fromPaint = median(
          samples.flatMap((s) => (s.ready === null || s.fcp === null ? [] : [Math.max(0, s.ready - s.fcp)])),
        );
        const tbt = median(samples.map((s) => s.tbt));
        gaps[cpu]?.push(gap);
        console.log(
          `${screen.path.padEnd(24)} ${`${cpu}x`.padStart(4)} ${fmt(load).padStart(6)} ${fmt(fcp).padStart(6)} ${fmt(ready).padStart(6)} ${fmt(gap).padStart(12)} ${fmt(fromPaint).padStart(11)} ${fmt(tbt).padStart(5)} ${fmt(inp).padStart(13)}`,
        );
      }
    }
    for (const cpu of rates) {
      console.log(`median load->ready over the pages at ${cpu}x CPU: ${fmt(median(gaps[cpu] ?? []))} ms`);
    }
    console.log(
      `load average: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
