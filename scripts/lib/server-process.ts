// Starting servers from scripts (bench-api, lighthouse, crash-test): a free loopback port, the app
// started in production mode, waiting until a URL answers, and stopping a child process.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolvePort(address.port) : reject()));
    });
  });
}

/** Resolves once `url` answers 2xx; fails if `child` (when given) exits first or time runs out. */
export async function waitFor(url: string, child: ChildProcess | null, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
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

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.once("exit", () => done());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
  });
}

/**
 * The server a measuring script works against: `url` when given (a server already running), else the
 * app started here (node --import tsx src/server/main.ts, NODE_ENV=production) on a free loopback
 * port with a fresh temporary DATA_DIR. `close` stops what was started and removes its directory.
 */
export async function serverToMeasure(options: {
  url: string | undefined;
  /** The temporary DATA_DIR's name prefix. */
  dataDirPrefix: string;
  /** Changes to the inherited environment for the started server; undefined removes a variable. */
  env: (port: number) => Record<string, string | undefined>;
}): Promise<{ base: string; child: ChildProcess | null; close: () => Promise<void> }> {
  if (options.url) return { base: options.url.replace(/\/$/, ""), child: null, close: async () => {} };
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), options.dataDirPrefix));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir };
  env.NODE_ENV = "production";
  for (const [name, value] of Object.entries(options.env(port))) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { env, stdio: "ignore" });
  return {
    base: `http://127.0.0.1:${port}`,
    child,
    close: async () => {
      await stop(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
