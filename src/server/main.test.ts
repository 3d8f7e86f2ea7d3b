// The process entry (main.ts) as people run it: it serves, refuses a second process on the same
// DATA_DIR and a bad PORT with a message naming the problem, shuts down cleanly on SIGTERM
// (releasing the lock), and keeps its data across a restart.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { STRONG_PASSWORD } from "./test/test-app";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const MAIN = join("src", "server", "main.ts");

interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const started: ChildProcess[] = [];

function start(env: Record<string, string>): Server {
  // The PGlite path is the one with a data-dir lock, so the parent's DATABASE_URL is not passed on.
  const { DATABASE_URL: _url, SESSION_SECRET: _secret, ...inherited } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    cwd: ROOT,
    env: { ...inherited, HOST: "127.0.0.1", NODE_ENV: "test", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** A port in 3200-3299 that nothing listens on right now. */
async function freePort(): Promise<number> {
  for (let port = 3200; port < 3300; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error("no free port in 3200-3299");
}

async function waitForHealth(server: Server, port: number, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`server exited with ${server.child.exitCode}:\n${server.output()}`);
    }
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}

function post(port: number, path: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/**
 * The sign-up link's token for `email`, read from the outbox as the demo admin (test mode). The
 * e-mail is written just after the answer, so the outbox is read until it shows up.
 */
async function signupToken(port: number, email: string): Promise<string> {
  const login = await fetch(`http://127.0.0.1:${port}/api/auth/test-login?role=admin&plan=free`, {
    redirect: "manual",
  });
  const admin = sessionCookie(login);
  for (let attempt = 0; attempt < 50; attempt++) {
    const outbox = await fetch(`http://127.0.0.1:${port}/api/admin/outbox?limit=50`, {
      headers: { cookie: admin },
    });
    const mails = (await outbox.json()) as { toAddress: string; kind: string; body: string }[];
    const mail = mails.find((m) => m.toAddress === email && m.kind === "signup-confirm");
    const token = /confirm-signup\?token=([A-Za-z0-9_-]{43})/.exec(mail?.body ?? "")?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return "";
}

function sessionCookie(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("hc_session="));
  if (!cookie) throw new Error("no session cookie");
  return cookie.split(";")[0]!;
}

describe("main.ts process", () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), "hc-main-")), "data");
  afterAll(() => {
    for (const child of started)
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    rmSync(join(dataDir, ".."), { recursive: true, force: true });
  });

  // The steps share one server and run in order; each names what it checks.
  let port = 0;
  let first: Server;
  let badPort: Server;
  let cookie = "";
  const email = `restart-${process.pid}@example.test`;
  const lateEmail = `late-${process.pid}@example.test`;
  const lockFile = join(dataDir, "hypecheck.lock");

  it("starts and answers /api/health, holding the DATA_DIR lock", async () => {
    port = await freePort();
    first = start({ PORT: String(port), DATA_DIR: dataDir });
    // Started alongside to save time; checked in the next step.
    badPort = start({ PORT: "abc", DATA_DIR: join(dataDir, "..", "other") });
    await waitForHealth(first, port);
    expect(existsSync(lockFile)).toBe(true);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toMatchObject({ status: "ok", database: "pglite" });
  }, 90_000);

  it("refuses a bad PORT with a message naming it", async () => {
    expect(await badPort.exited).not.toBe(0);
    // Said in plain text on stderr, naming the variable and the value given.
    expect(badPort.output()).toMatch(/PORT: [^\n]*\(got "abc"\)/);
  }, 30_000);

  it("refuses a second process on the same DATA_DIR, saying it is in use", async () => {
    const second = start({ PORT: String(port + 1), DATA_DIR: dataDir });
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain(dataDir);
    expect(second.output()).toMatch(/DATA_DIR .* is in use/);
    // The first server is untouched.
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    expect(existsSync(lockFile)).toBe(true);
  }, 30_000);

  it("stops on SIGTERM with exit code 0 and releases the lock, after writing the e-mail of a sign-up it just answered", async () => {
    const signup = await post(port, "/api/auth/signup", {
      email,
      firstName: "Ada",
      lastName: "Lovelace",
      password: STRONG_PASSWORD,
    });
    expect(signup.status).toBe(202);
    const confirm = await post(port, "/api/auth/confirm-signup", { token: await signupToken(port, email) });
    expect(confirm.status).toBe(201);
    cookie = sessionCookie(confirm);
    // Answered, its e-mail still queued when the signal arrives.
    const late = await post(port, "/api/auth/signup", {
      email: lateEmail,
      firstName: "Late",
      lastName: "Comer",
      password: STRONG_PASSWORD,
    });
    expect(late.status).toBe(202);

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain("shutting down");
    expect(existsSync(lockFile)).toBe(false);
  }, 30_000);

  it("restarts on the same DATA_DIR with its data and sessions", async () => {
    const restarted = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(restarted, port);
    const login = await post(port, "/api/auth/login", { email, password: STRONG_PASSWORD });
    expect(login.status).toBe(200);
    // The session from before the restart still works: the generated secret is kept in DATA_DIR.
    const me = await fetch(`http://127.0.0.1:${port}/api/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(email);
    // The sign-up answered just before the shutdown got its link.
    expect(await signupToken(port, lateEmail)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    restarted.child.kill("SIGTERM");
    expect(await restarted.exited).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  }, 90_000);
});
