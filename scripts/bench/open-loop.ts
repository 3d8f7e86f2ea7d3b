// A true open-loop load: request i is due at start + i / rate, whatever happened to the ones before
// it, and its latency counts from when it was due (so a stalled server is charged for the requests it
// kept waiting: no coordinated omission). autocannon's overallRate is not this: it lets every
// connection fire its share of each second back to back at the top of the second, a burst of
// `connections` requests at once, which measures the burst rather than a steady arrival rate.
import { Agent, request } from "node:http";
import { log, type Measured, type RequestSpec } from "./common";

export interface OpenLoopResult extends Measured {
  byKind: Record<string, { count: number; p50: number; p99: number }>;
  /** The slowest requests: when each was due (seconds into the run), its path and latency. */
  slowest: { at: number; path: string; ms: number }[];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function send(agent: Agent, base: URL, spec: RequestSpec): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: spec.method ?? "GET",
        path: spec.path,
        headers: spec.headers,
        timeout: 30_000,
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error("timed out")));
    outgoing.on("error", reject);
    outgoing.end(spec.body);
  });
}

/** `rate` requests a second for `seconds`, each picked by `next`, paced evenly. */
export async function measureOpenLoop(
  title: string,
  baseUrl: string,
  options: { seconds: number; rate: number; next: () => RequestSpec },
): Promise<OpenLoopResult> {
  const base = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const total = Math.round(options.seconds * options.rate);
  const latencies: number[] = [];
  const timeline: { at: number; path: string; ms: number }[] = [];
  const perKind = new Map<string, number[]>();
  let errors = 0;
  let non2xx = 0;
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  let issued = 0;
  while (issued < total) {
    const now = performance.now();
    // Everything due by now goes out; then sleep until the next one is due (at most a few ms late).
    while (issued < total && start + (issued * 1000) / options.rate <= now) {
      const due = start + (issued * 1000) / options.rate;
      const spec = options.next();
      issued += 1;
      inFlight.push(
        send(agent, base, spec).then(
          (status) => {
            const latency = performance.now() - due;
            latencies.push(latency);
            timeline.push({
              at: (due - start) / 1000,
              path: `${spec.method ?? "GET"} ${spec.path}`,
              ms: latency,
            });
            const kind = spec.kind ?? "other";
            const list = perKind.get(kind) ?? [];
            list.push(latency);
            perKind.set(kind, list);
            if (status < 200 || status >= 300) non2xx += 1;
          },
          () => {
            errors += 1;
          },
        ),
      );
    }
    const nextDue = start + (issued * 1000) / options.rate;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, nextDue - performance.now())));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const byKind: OpenLoopResult["byKind"] = {};
  for (const [kind, values] of perKind) {
    values.sort((a, b) => a - b);
    byKind[kind] = {
      count: values.length,
      p50: Math.round(percentile(values, 50)),
      p99: Math.round(percentile(values, 99)),
    };
  }
  const result: OpenLoopResult = {
    rps: latencies.length / elapsed,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    errors,
    non2xx,
    total,
    byKind,
    slowest: timeline
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5)
      .map((entry) => ({ at: Number(entry.at.toFixed(2)), path: entry.path, ms: Math.round(entry.ms) })),
  };
  log(
    `bench: ${title.padEnd(34)} ${result.rps.toFixed(0).padStart(7)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  ` +
      `(${total} requests, ${non2xx} non-2xx, ${errors} errors)`,
  );
  log(
    `bench:   by kind: ${Object.entries(byKind)
      .map(([kind, f]) => `${kind} ${f.count}× p50 ${f.p50} / p99 ${f.p99} ms`)
      .join("; ")}`,
  );
  log(
    `bench:   slowest: ${result.slowest.map((entry) => `${entry.ms} ms at ${entry.at} s (${entry.path})`).join("; ")}`,
  );
  return result;
}
